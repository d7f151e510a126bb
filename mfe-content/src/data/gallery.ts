// The 77 gallery pictures (spec §2.13), grouped into albums. Every picture is its own scene, with
// a short visible caption and alt text that describes exactly what is shown. A picture without a
// `scene` is a 3D render (tools/render/scenes/gallery-<album>.ts, named by its id, committed as
// mfe-content/media-src/renders/<id>.webp); one with a `scene` is still drawn by
// scripts/media/gallery-scenes.ts.

export type Unit = 'Punalur' | 'Edamon' | 'Shencottai' | 'Kannur';
/** The light a scene is drawn in: outdoor scenes change sky, colours and weather with it. */
export type Light = 'day' | 'dawn' | 'dusk' | 'night' | 'monsoon';

export type GalleryScene =
  | { kind: 'plant'; unit: Unit; light: Light; view: 'gate' | 'wide' | 'solar' | 'warehouse' | 'hill' }
  | { kind: 'extrusion'; line: number; pipe: string; stripe?: string }
  | { kind: 'printing'; marking: string; pipe: string }
  | { kind: 'machine'; machine: 'socketing' | 'saw' | 'coiler' | 'moulding' | 'mixer' | 'panel' | 'strapping'; colour: string }
  | { kind: 'silos'; light: Light }
  | { kind: 'lab'; test: 'impact' | 'pressure' | 'caliper' | 'oven' | 'opacity' | 'viscosity' | 'gauge' | 'tensile' | 'bath' | 'report' | 'certificates' | 'samples' }
  | { kind: 'bundle'; colour: string; tag: string; rows: number }
  | { kind: 'fittings'; fitting: 'elbow' | 'tee' | 'junction-box' | 'coupler'; colour: string }
  | { kind: 'tins' }
  | { kind: 'hose'; colour: string; coils: number }
  | { kind: 'tank'; setting: 'rooftop' | 'range' }
  | { kind: 'lorry'; colour: string; destination: string; light: Light; road: 'plain' | 'ghat' | 'bay' }
  | { kind: 'forklift' }
  | { kind: 'racks' }
  | { kind: 'shop'; name: string }
  | { kind: 'stage'; title: string; place: string; colour: string; light: 'hall' | 'lawn'; layout: 'speaker' | 'panel' | 'lamp' }
  | { kind: 'award'; title: string }
  | { kind: 'stall'; fair: string }
  | { kind: 'team'; team: string; shirt: string; count: number; hardHat: boolean; light: Light }
  | { kind: 'community'; event: 'trees' | 'blood' | 'class' | 'pipeline' | 'onam' | 'relief' | 'plumbers' | 'fire-drill' | 'cricket' };

export const GALLERY_ALBUMS = [
  { id: 'yards', title: 'In our yards' },
  { id: 'wiring', title: 'Conduits at work' },
  { id: 'quality', title: 'Quality laboratory' },
  { id: 'products', title: 'Our products' },
  { id: 'dispatch', title: 'Stores and dispatch' },
  { id: 'details', title: 'Close-ups' },
  { id: 'water', title: 'Water at home' },
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
  /** The drawing's description, for a picture not yet rendered. */
  scene?: GalleryScene;
}

type Entry = readonly [caption: string, alt: string, scene?: GalleryScene];

const GREY = '#8d99a6';
const WHITE = '#eef2f5';
const PIPE = '#5d6b78';
const BLUE = '#004f87';
const GREEN = '#2e8b57';
const ORANGE = '#b34700';

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
    ['Conduit extrusion, line 1', 'Extrusion line 1 producing grey electrical conduit, drawn on through the yellow haul-off', { kind: 'extrusion', line: 1, pipe: GREY }],
    ['White conduit, line 2', 'Extrusion line 2 producing white conduit for concealed wiring', { kind: 'extrusion', line: 2, pipe: WHITE }],
    ['Water pipe, line 4', 'Extrusion line 4 producing a uPVC water pipe with its class stripe', { kind: 'extrusion', line: 4, pipe: PIPE, stripe: '#2f7fc1' }],
    ['Printing the ISI marking', 'Close-up of the printer marking a conduit with the brand, standard and size', { kind: 'printing', marking: 'KALLADA  ISI  IS 9537  25 mm HMS', pipe: GREY }],
    ['Socketing water pipes', 'A socketing machine forming the socket at the end of a water pipe', { kind: 'machine', machine: 'socketing', colour: PIPE }],
    ['Cutting to length', 'The travelling saw cutting conduit into three-metre lengths', { kind: 'machine', machine: 'saw', colour: GREY }],
    ['Garden hose on the coiler', 'Green garden hose winding onto the coiler at the end of the hose line', { kind: 'machine', machine: 'coiler', colour: GREEN }],
    ['Moulding elbows', 'An injection moulding machine and a tray of freshly moulded elbows', { kind: 'machine', machine: 'moulding', colour: GREY }],
    ['Compound mixer', 'The hot and cold mixer that blends PVC resin with stabiliser before extrusion', { kind: 'machine', machine: 'mixer', colour: BLUE }],
    ['Line control panel', 'The control panel of an extrusion line showing temperature zones and line speed', { kind: 'machine', machine: 'panel', colour: BLUE }],
    ['Strapping bundles', 'Conduit bundles being strapped for packing', { kind: 'machine', machine: 'strapping', colour: GREY }],
    ['Resin silos', 'PVC resin silos beside the Punalur plant in the evening light', { kind: 'silos', light: 'dusk' }],
  ],
  quality: [
    ['Impact test', 'Impact test: a weight dropped on a conduit sample from a fixed height', { kind: 'lab', test: 'impact' }],
    ['Hydraulic pressure test', 'Water pipe samples under hydraulic pressure in the test tank, the gauge reading the test pressure', { kind: 'lab', test: 'pressure' }],
    ['Wall thickness check', 'The wall thickness of a pipe measured with a digital calliper', { kind: 'lab', test: 'caliper' }],
    ['Heat resistance test', 'Conduit samples in the heat test oven at 150 °C', { kind: 'lab', test: 'oven' }],
    ['Opacity check', 'A water pipe sample held against the light box for the opacity check', { kind: 'lab', test: 'opacity' }],
    ['Solvent cement viscosity', 'Checking the viscosity of solvent cement with a flow cup and stopwatch', { kind: 'lab', test: 'viscosity' }],
    ['Fitting gauges', 'Go and no-go gauges checking the sockets of moulded fittings', { kind: 'lab', test: 'gauge' }],
    ['Tensile test', 'A tensile testing machine pulling a strip cut from a pipe', { kind: 'lab', test: 'tensile' }],
    ['Softening point bath', 'The oil bath of the softening point test with its stirrer and thermometer', { kind: 'lab', test: 'bath' }],
    ['Batch test report', 'A batch test report on the laboratory bench, every test ticked', { kind: 'lab', test: 'report' }],
    ['Our certificates', 'The laboratory wall with the BIS licence and ISO certificates framed', { kind: 'lab', test: 'certificates' }],
    ['Retained samples', 'Retained samples of each production batch on labelled shelves', { kind: 'lab', test: 'samples' }],
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
    ['Dealer Meet 2018, Kochi', 'The stage and rows of chairs at the Dealer Meet 2018 in Kochi, the lamp ready to be lit', { kind: 'stage', title: 'Dealer Meet 2018', place: 'Kochi', colour: BLUE, light: 'hall', layout: 'lamp' }],
    ['Dealer Meet 2019, Kozhikode', 'The Dealer Meet 2019 in Kozhikode', { kind: 'stage', title: 'Dealer Meet 2019', place: 'Kozhikode', colour: '#7a1f3d', light: 'hall', layout: 'speaker' }],
    ['Dealer Meet 2022, Thiruvananthapuram', 'The Dealer Meet 2022 on a lawn in Thiruvananthapuram', { kind: 'stage', title: 'Dealer Meet 2022', place: 'Thiruvananthapuram', colour: GREEN, light: 'lawn', layout: 'panel' }],
    ['Dealer Meet 2023, Madurai', 'The Dealer Meet 2023 in Madurai', { kind: 'stage', title: 'Dealer Meet 2023', place: 'Madurai', colour: ORANGE, light: 'hall', layout: 'speaker' }],
    ['Dealer Meet 2024, Thrissur', 'The Dealer Meet 2024 in Thrissur', { kind: 'stage', title: 'Dealer Meet 2024', place: 'Thrissur', colour: '#4b2e83', light: 'hall', layout: 'lamp' }],
    ['Dealer Meet 2025, Kannur', 'The Dealer Meet 2025 on the lawn of a Kannur hotel', { kind: 'stage', title: 'Dealer Meet 2025', place: 'Kannur', colour: BLUE, light: 'lawn', layout: 'panel' }],
    ['Best Dealer Award 2024', 'The Best Dealer Award 2024 trophy on its plinth on the stage', { kind: 'award', title: 'Best Dealer Award 2024' }],
    ['At Kerala Build Expo', 'Our stall at the Kerala Build Expo in Kochi with conduits and fittings on display', { kind: 'stall', fair: 'Kerala Build Expo' }],
    ['Heavy-gauge range launch', 'The launch of the heavy-gauge conduit range on stage', { kind: 'stage', title: 'Launch: heavy-gauge conduits', place: 'Punalur', colour: '#003a63', light: 'hall', layout: 'speaker' }],
    ["Plumbers' meet, Kollam", "The panel's table set on the lawn for the plumbers' meet in Kollam", { kind: 'stage', title: "Plumbers' Meet", place: 'Kollam', colour: '#1e6b34', light: 'lawn', layout: 'panel' }],
    ["Electricians' meet, Kottayam", "The stage and chairs set for the electricians' meet in Kottayam", { kind: 'stage', title: "Electricians' Meet", place: 'Kottayam', colour: '#8a6d00', light: 'hall', layout: 'lamp' }],
    ['Long-service awards', 'Plaques for colleagues with twenty-five years of service, laid out on the stage', { kind: 'award', title: 'Long-Service Awards' }],
  ],
  water: [
    ['Production team, Punalur', 'The hard hats of the Punalur production team on their rack in front of the plant', { kind: 'team', team: 'Production', shirt: BLUE, count: 7, hardHat: true, light: 'day' }],
    ['Quality team', 'The white coats of the quality assurance team on their pegs', { kind: 'team', team: 'Quality', shirt: '#ffffff', count: 5, hardHat: false, light: 'day' }],
    ['Dispatch team, Kannur', 'The hard hats of the Kannur dispatch team on their rack at dusk', { kind: 'team', team: 'Dispatch', shirt: ORANGE, count: 6, hardHat: true, light: 'dusk' }],
    ['Sales team', "The sales team's jackets on their pegs, before the monsoon dealer visits", { kind: 'team', team: 'Sales', shirt: '#7aa6c2', count: 8, hardHat: false, light: 'monsoon' }],
    ['Tree planting', 'Saplings planted along the boundary of the Punalur plant, a spade and a watering can beside them', { kind: 'community', event: 'trees' }],
    ['Blood donation camp', 'A blood donation camp at the Edamon unit', { kind: 'community', event: 'blood' }],
    ['Wiring safety class', 'The room of a free wiring safety class for electricians in Kannur: the board and rows of chairs', { kind: 'community', event: 'class' }],
    ['Water for a village school', 'A drinking water pipeline being laid to a village school near Shencottai', { kind: 'community', event: 'pipeline' }],
    ['Onam at Punalur', 'An Onam flower carpet made by staff families at Punalur', { kind: 'community', event: 'onam' }],
    ['Flood relief', 'Flood relief supplies being loaded into a boat', { kind: 'community', event: 'relief' }],
    ["Plumbers' training day", "Pipe joints made on the bench at a plumbers' training day at the Edamon unit", { kind: 'community', event: 'plumbers' }],
    ['Fire safety drill', 'Fire extinguishers lined up for the fire safety drill', { kind: 'community', event: 'fire-drill' }],
    ['Staff cricket match', 'The pitch ready for the annual staff cricket match near Punalur, the bat leaning on the stumps', { kind: 'community', event: 'cricket' }],
  ],
};

export const GALLERY_COUNT = 77;

/** Every picture, album by album; ids gallery-01 … gallery-77 in that order. */
export const GALLERY_ITEMS: readonly GalleryItem[] = GALLERY_ALBUMS.flatMap(({ id: album }) =>
  ALBUM_ENTRIES[album].map(([caption, alt, scene]) => ({ album, caption, alt, ...(scene ? { scene } : {}) })),
).map((item, index) => ({ id: `gallery-${String(index + 1).padStart(2, '0')}`, ...item }));
