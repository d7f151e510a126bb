// The 77 gallery pictures (spec §2.13), grouped into albums. Every picture is its own scene, a 3D
// render (tools/render/scenes/gallery/<album>.ts, named by its id, committed as
// mfe-content/media-src/renders/<id>.webp), with a short visible caption and alt text that
// describes exactly what is shown.

export const GALLERY_ALBUMS = [
  { id: 'products', title: 'Our products' },
  { id: 'details', title: 'Close-ups' },
  { id: 'wiring', title: 'Conduits at work' },
  { id: 'water', title: 'Water at home' },
  { id: 'quality', title: 'Quality laboratory' },
  { id: 'yards', title: 'In our yards' },
  { id: 'dispatch', title: 'Stores and dispatch' },
] as const;

export type GalleryAlbumId = (typeof GALLERY_ALBUMS)[number]['id'];

export interface GalleryItem {
  /** Also the image's name in the media manifest. */
  id: string;
  album: GalleryAlbumId;
  /** A few words shown under the picture. */
  caption: string;
  /** What the picture shows, for screen readers and the large view. */
  alt: string;
}

type Entry = readonly [caption: string, alt: string];

const ALBUM_ENTRIES: Record<GalleryAlbumId, Entry[]> = {
  yards: [
    ['Water pipes at Punalur', 'A long stack of grey 110 mm uPVC water pipes in layers on timber battens in the Punalur yard on a clear morning, seen low along the stack, the boundary wall behind'],
    ['A stack for each class', 'Six stacks of grey uPVC water pipes in the Edamon yard at noon, one for each pressure class from 2.5 to 12.5 kg/cm², from 160 mm pipes in front to 63 mm at the back'],
    ['Conduit packs in rows', 'Strapped packs of 32 mm conduit in black, grey and ivory, two high on timber bearers in the Edamon yard in the morning, a tag on the end of each pack'],
    ['End-on at Kannur', 'The ends of a stack of 200 mm uPVC water pipes in the Kannur yard in warm evening light, sockets and plain ends alternating, timber battens between the layers'],
    ['Monsoon at Edamon', 'Packs of black heavy-gauge 25 mm conduit, strapped in blue, on timber bearers on the wet concrete of the Edamon yard under a grey monsoon sky'],
    ['Tanks in rows', 'Rows of black KALLADA water tanks in the Shencottai yard in the afternoon: 500 litre tanks in front, 1000 litre behind them, 2000 litre at the back'],
    ['Hose coils on pallets', 'Coils of 20 mm green garden hose stacked on wooden pallets in the Punalur yard under a bright overcast sky'],
    ['Ivory packs at dawn', 'Packs of ivory light-gauge 25 mm conduit stacked two high on timber bearers in the Shencottai yard in the low light of dawn, the boundary wall behind'],
  ],
  wiring: [
    ['Surface run with saddles', 'A grey 20 mm conduit run fixed with saddles along a cream-painted wall into a white round junction box, a drop from it down to a switch board, in low morning sun'],
    ['Round an inside corner', 'Two grey conduit runs near the ceiling turning an inside corner of a pale green room with white bends, fixed with saddles'],
    ['Up to the fan box', 'A grey conduit rising up a wall and turning with a white bend along the ceiling to a fan hook box, seen from below in warm evening lamp light'],
    ['Into the distribution board', 'Four grey 25 mm conduits coming down a wall into the top of a distribution board, its door open on a row of circuit breakers'],
    ['In chases before plastering', 'Ivory light-class conduits laid in chases cut into a brick wall before plastering, each running into a white round box set in the wall'],
    ['On the slab before the pour', 'Grey conduits on the shuttering of a roof slab under the reinforcement mat, meeting at a white round box, in morning sun before the concrete is poured'],
    ['Along a shop ceiling', 'Two grey conduit runs along the ceiling of a shop, seen from below: one ends at a white round box, the other is joined by a white coupler'],
    ['Laterite verandah', 'A black heavy-class conduit fixed with black saddles along the laterite wall of a verandah, through a black round box and up into the timber eaves, on an overcast day'],
    ['Up into the switches', 'Two grey conduits rising up a lilac wall into the bottom of a switch board, one of them joined by a white coupler'],
    ['Flexible conduit to a light', 'Yellow flexible conduit curving from a white round junction box down to a wall light, a grey conduit run feeding the box, in warm evening light'],
    ['Plant room bank', 'Six conduit runs side by side in a plant room, two each in ivory, grey and black, turning down with bends into the top of a steel panel'],
    ['Coupler on a surface run', 'Close-up of two grey conduits fixed with saddles on a yellow wall, one joined by a white coupler, the printing on the pipes giving the brand, size, class and standard'],
  ],
  quality: [
    ['Impact test', 'A grey 25 mm conduit sample in the V of the impact tester’s anvil, the striker just above it at the foot of its guide tube; two struck samples lie on the bench'],
    ['Hydraulic pressure test', 'Three 63 mm uPVC water pipe samples of three pressure classes, steel test caps on both ends, each connected by a hose to its own pressure gauge'],
    ['Outside diameter check', 'A digital calliper reading 15.85 mm across a 16 mm grey conduit ring, with 16 mm rings in ivory, grey and black and the length they were cut from beside it'],
    ['Heat resistance test', 'A laboratory oven with its door open, conduit samples of all three classes on its two wire racks'],
    ['Vicat softening point', 'The Vicat softening point apparatus: an oil bath with three loaded rods and their dial gauges, a thermometer and a stirrer; test pieces cut from a pipe on a tray in front'],
    ['Solvent cement viscosity', 'A flow cup in its stand over a receiving cup, with a 500 ml and a 1 litre tin of solvent cement and a stopwatch on the bench'],
    ['Fitting gauges', 'Go and no-go plug gauges among white and black couplers and elbows, one gauge standing in a coupler’s socket'],
    ['Bending test', 'An ivory light-gauge conduit bent round the grooved steel former of the bending test, with the gauge ball and an unbent sample in front'],
    ['Compression test', 'A black heavy-gauge 32 mm conduit sample between the platens of the compression tester, its load dial above'],
    ['Batch test report', 'A batch test report for 20 mm grey conduit on the bench, every test marked as complying, with lengths and rings from the batch and a coupler beside it'],
    ['Rings of every class', 'Rings cut from conduits of 16 to 50 mm, in rows by class: black heavy, grey medium and ivory light, each row with its card'],
    ['Retained samples', 'Retained lengths of uPVC water pipes and 32 mm conduits of each class on steel shelves, every pile labelled on the shelf’s edge, bins of couplers below'],
  ],
  products: [
    ['Light-gauge conduit', 'A bundle of light-gauge 20 mm conduits seen from its end'],
    ['Heavy-gauge conduit', 'A bundle of heavy-gauge 25 mm conduits seen along its length, the printing on each pipe'],
    ['uPVC water pipes', 'uPVC water pipes of all six pressure classes side by side, each printed in its class colour'],
    ['Elbows', 'White conduit elbows laid out in rows'],
    ['Tees', 'Water pipe tees laid out in rows'],
    ['Junction boxes', 'Round junction boxes with one to four entries, in white and black, their lids off'],
    ['Couplers', 'White conduit couplers stacked on end for packing, a few lying in front'],
    ['Solvent cement', 'Tins of solvent cement in three sizes: 1 litre, 500 ml and 250 ml'],
    ['Garden hose', 'Coils of green garden hose in 20, 25 and 32 mm, stacked'],
    ['Garden hose, 15 m and 30 m', 'A 15 m and a 30 m coil of 25 mm green garden hose side by side'],
    ['End caps and reducers', 'Grey uPVC end caps and reducers for 63 mm water pipes, laid out in two rows'],
    ['Water tank range', 'Water tanks of 500, 1000 and 2000 litres side by side'],
  ],
  dispatch: [
    ['Fittings store, Edamon', 'Steel racks in the Edamon store holding cartons of fittings, each carton’s KALLADA label naming the fitting, its size and how many are inside'],
    ['Cartons for the districts', 'Cartons on four pallets in the dispatch shed at Punalur, labelled for Thiruvananthapuram, Kozhikode, Kottayam and Madurai'],
    ['Packs ready to load', 'Strapped packs of 32 mm conduit in black, grey and ivory on pallets in the dispatch shed, seen low from their tagged ends'],
    ['Loaded for Thiruvananthapuram', 'The tail of a blue lorry at Punalur on a clear morning, loaded with strapped packs of ivory 63 mm conduit and cartons of fittings, its load slip for Thiruvananthapuram on the tailgate'],
    ['Tanks roped down', 'Ten black 1000 litre water tanks standing two abreast on an orange lorry, roped down, seen from the side at noon'],
    ['Covered for the rain', 'A green lorry with its load under a blue tarpaulin, roped down, on the wet yard in the monsoon'],
    ['Water pipes for Madurai', 'A maroon lorry at Shencottai in the evening loaded with 110 mm uPVC water pipes in layers on timber battens, strapped down, its load slip for Madurai on the tailgate'],
    ['At the dock edge', 'Strapped conduit packs on pallets and cartons of fittings waiting at the edge of the loading dock in the evening, seen from the yard below'],
  ],
  details: [
    ['Conduit socket', 'The socketed end of a black 25 mm heavy-gauge conduit, looking into its mouth'],
    ['Printing on a conduit', 'The printing along three ivory 20 mm light-gauge conduits, read at an angle: KALLADA RIGID PVC CONDUIT 20 mm LMS IS 9537 (PART 3) ISI FR and the batch'],
    ['Three wall thicknesses', 'Short lengths of 16 mm conduit stood on end, light, medium and heavy class side by side, their walls 1.0–1.15, 1.35–1.5 and 1.75–1.9 mm thick'],
    ['Class colours', 'The ends of 50 mm uPVC water pipes of the six pressure classes side by side, each printed in its class colour: red, blue, green, brown, yellow and black'],
    ['Coupler joint', 'Two grey 25 mm conduits pushed into a white coupler, a loose coupler in front showing the stop ring inside'],
    ['Junction box spouts', 'A black three-way round junction box, an ivory 20 mm light-gauge conduit pushed into one of its spouts'],
    ['Socket and spigot', 'The solvent-weld socket of a grey 63 mm uPVC water pipe beside the chamfered plain end of another, printed in yellow for 10 kg/cm²'],
    ['Long bend', 'A white long bend seen from above, a grey 25 mm conduit pushed into each of its sockets'],
    ['Reducer', 'Two grey 63 × 50 mm uPVC reducers, one standing on its large socket, one lying on its side'],
    ['Garden hose end', 'The cut end of a green 25 mm garden hose, its wall and bore, the rest of the hose lying in loose loops behind'],
    ['Tank lid and thread', 'The top of a black water tank, its ribbed lid unscrewed a few turns above the thread on the neck'],
    ['Solvent cement tin', 'The top of a 1 litre tin of KALLADA solvent cement: the rolled rim, the press-on lid and the blue band of the label'],
  ],
  water: [
    ['Tank on a terrace', 'A black 1000 litre water tank on a terrace in the noon sun: a grey uPVC inlet pipe rises from the roof slab and bends down into the top of the tank, the outlet leaves its foot through a red-handled valve and goes down into the slab, and an overflow pipe comes down beside it'],
    ['Up a laterite wall', 'A grey uPVC water line along the foot of a laterite wall turns up the wall in the morning sun, held by white clips, with a brass tap on a tee and a coupler joint above it'],
    ['Two tanks on a stand', 'A 500 litre and a 1000 litre black water tank on a concrete stand in a backyard on an overcast day, their outlets dropping through blue-handled valves and joined by a tee into one grey uPVC line'],
    ['Before the tiles', 'Grey uPVC supply pipes clipped to a bare brick bathroom wall: a line with two tees, one branch rising for the shower and one dropping for the basin, each ending in an end cap'],
    ['Ready for the taps', 'Three capped uPVC pipe ends standing out of a freshly tiled bathroom wall, a pair side by side and one lower down, ready for the taps'],
    ['Main on a sand bed', 'A 63 mm uPVC water main on a bed of sand in an open trench, two lengths joined by a coupler, the blue class 2 marking along the pipe'],
    ['Hose by the garden tap', 'A coil of green garden hose on the lawn beside a garden tap on a grey uPVC pipe rising from the ground, a laterite wall behind, in the evening light'],
    ['Hose across the path', 'A green garden hose running from its coil across a wet paved garden path on an overcast monsoon day'],
    ['Three valves on a wall', 'A grey uPVC line along a yellow wall with three tees, each branch going down through a valve with a red, blue or green handle and into the wall'],
    ['Line from the well', 'A grey uPVC pipe rising out of an open well with a concrete ring, over its rim and down to the ground towards the pump, joined by a coupler'],
    ['Rain down the wall', 'A 75 mm uPVC pipe carrying rainwater from the roof gutter down a painted wall on a wet day, held by clips, and turning out at its foot'],
    ['Under the wash basin', 'Under a wash basin on a tiled wall: a grey uPVC supply pipe comes out of the wall and rises to a brass tap, and the drain pipe from the basin turns back into the wall'],
    ['Over the parapet', 'A black 2000 litre water tank on a terrace at dusk: its grey uPVC inlet comes over the parapet, along the floor and up into the top of the tank, and its outlet goes back over the parapet behind it'],
  ],
};

export const GALLERY_COUNT = 77;

/** Every picture, album by album; ids gallery-01 … gallery-77 in that order. */
export const GALLERY_ITEMS: readonly GalleryItem[] = GALLERY_ALBUMS.flatMap(({ id: album }) =>
  ALBUM_ENTRIES[album].map(([caption, alt]) => ({ album, caption, alt })),
).map((item, index) => ({ id: `gallery-${String(index + 1).padStart(2, '0')}`, ...item }));
