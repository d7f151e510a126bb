// The page banners, side pictures and video posters of the home, about, careers, quote and blog
// pages (mfe-content's media groups 'home', 'about', 'careers', 'posters'): photographs of our
// products where they are kept and sent from, in place of the drawn factories, lorries and pipe
// stacks. Each is composed for its shape: the 8:3 page banners a long low subject with room, the
// 2:3 side pictures a standing one, the 16:9 posters the subject to one side so the play button in
// the middle covers only yard or wall. No people. Pipe sizes, classes, colours and packs come from
// mfe-products' data (parts.ts, conduits.ts, water-pipes.ts); the settings (banners-setting.ts)
// and props (banners-props.ts) are drawn to real sizes.
import { CONDUIT_CLASSES, CONDUIT_LENGTH_M, ISI_CONDUITS, type ConduitClass } from '../../../mfe-products/src/data/conduits.ts';
import { PRESSURE_CLASSES } from '../../../mfe-products/src/data/water-pipes.ts';
import { FITTING_BLACK, FITTING_WHITE, UPVC_GREY, conduitMarking, conduitSize, lyingPipe, moulded, moved, socketFor, waterMarking, waterPipeSize } from '../parts.ts';
import type { Camera, Part, Scene, Vec3 } from '../scene.ts';
import { DECK_HEIGHT, PALLET_HEIGHT, calliper, clipboard, flatbed, leaningPipe, pallet, ring, steelRule, striker, waterBath, waterPipeStack } from './banners-props.ts';
import { BENCH_HEIGHT, DAYLIGHT, bench, deskTop, indoorFloor, plasterWall, shedWall, tiledWall, yardFloor } from './banners-setting.ts';
import { circularBox, couplerPart, electricalFittingScenes, waterFittingScenes } from './fittings.ts';
import { bearer, bundleParts, bundleRows } from './home-hero.ts';
import { tin } from './others.ts';
import { BANNER_RENDERS } from '../../../mfe-content/scripts/media/banner-renders.ts';

/** The pictures, in the media plan's order. */
export const BANNER_NAMES = BANNER_RENDERS;
export type BannerName = (typeof BANNER_NAMES)[number];

export const PAGE_BANNER_ASPECT = 8 / 3;
export const SIDE_ASPECT = 2 / 3;
export const CARD_ASPECT = 4 / 3;
export const POSTER_ASPECT = 16 / 9;

const CONDUIT_LENGTH = CONDUIT_LENGTH_M * 1000;
/** Drawing proportion: uPVC pressure pipe in the trade's 6 m lengths (the spec gives no length). */
const WATER_LENGTH = 6000;

const partsOf = (scenes: Scene[], name: string): readonly Part[] => scenes.find((scene) => scene.name === name)!.parts;

type Daylight = keyof typeof DAYLIGHT;

interface Shot {
  name: BannerName;
  aspect: number;
  camera: Camera;
  light: Daylight;
  /** Key light direction (degrees), its colour and strength from the time of day. */
  key: { azimuth: number; elevation: number };
  parts: readonly Part[];
  setting: readonly Part[];
  backdrop?: readonly [string, string];
}

const shot = (s: Shot): Scene => {
  const day = DAYLIGHT[s.light];
  return {
    name: s.name,
    aspect: s.aspect,
    camera: s.camera,
    key: { ...s.key, ...day.key },
    ambient: day.ambient,
    parts: s.parts,
    setting: s.setting,
    backdrop: s.backdrop ?? day.backdrop,
  };
};

// ---- Bundles ------------------------------------------------------------------------------------

/**
 * A strapped bundle of one class and size as it leaves the plant (its pack's number of 3 m lengths,
 * ISI_CONDUITS), on bearers, its near end at x, centred on z.
 */
function conduitBundle(size: number, conduitClass: ConduitClass, x: number, z: number, seed: number): Part[] {
  const pack = ISI_CONDUITS.find((row) => row.size === size && row.classes.includes(conduitClass));
  if (!pack) throw new Error(`No ISI ${conduitClass} conduit of ${size} mm`);
  return bundleParts({ conduitClass, size, rows: bundleRows(pack.lengthsPerPack), x, z }, CONDUIT_LENGTH, seed);
}

/** Width across a bundle of that size's pack. */
function bundleWidth(size: number): number {
  const pack = ISI_CONDUITS.find((row) => row.size === size)!;
  return Math.max(...bundleRows(pack.lengthsPerPack)) * conduitSize(size, 'light').od;
}

/** Bearers under bundles: three across the stack's depth `span` (z), under a 3 m length ending at x. */
const bearers = (x: number, span: number, z = 0): Part[] => [0.1, 0.5, 0.9].map((at) => moved([bearer(x - CONDUIT_LENGTH * (1 - at) + 40, span)], [0, 0, z]));

/** Bundles of each class side by side, a hand's width apart, on shared bearers. */
function bundleRow(size: number, classes: readonly ConduitClass[], x: number, z: number, seed: number, step = 140): Part[] {
  const width = bundleWidth(size);
  const gap = 60;
  const span = classes.length * (width + gap) + 200;
  return [
    ...bearers(x, span, z),
    ...classes.flatMap((conduitClass, k) => conduitBundle(size, conduitClass, x + (classes.length - 1 - k) * step, z + (k - (classes.length - 1) / 2) * (width + gap), seed + k)),
  ];
}

// ---- The pictures -------------------------------------------------------------------------------

/** The yard: a long layered stack of 110 mm pipes behind, bundles of 25 mm conduit of each class in front, a shed across the yard. */
function aboutYard(): Scene {
  const pipes = waterPipeStack({ od: 110, pressure: PRESSURE_CLASSES[2], columns: 7, layers: 3, length: WATER_LENGTH, x: 2600, z: -1500, seed: 11, roll: -0.4 });
  return shot({
    name: 'about-yard',
    aspect: PAGE_BANNER_ASPECT,
    camera: { azimuth: 38, elevation: 6, fov: 24, fill: 0.94 },
    light: 'morning',
    key: { azimuth: -40, elevation: 32 },
    parts: [...pipes.parts, ...bundleRow(25, ['light', 'medium', 'heavy'], 600, 300, 41)],
    setting: [yardFloor(80000, 80000), ...shedWall({ length: 60000, height: 7000, z: -16000, paint: 'grey' })],
  });
}

/** The laboratory bench: conduit test pieces of each class, rings cut from them, a calliper, the test record; the water bath at the edge. */
function aboutLab(): Scene {
  const pieces = (['light', 'medium', 'heavy'] as const).flatMap((conduitClass, k): Part[] => {
    const pipe = conduitSize(32, conduitClass);
    const colour = CONDUIT_CLASSES[conduitClass].colourHex;
    return [
      lyingPipe({ pipe, length: 300, colour, at: [-420 + k * 20, pipe.od / 2, -60 + k * 62], yaw: 0.05 * k - 0.05, marking: conduitMarking(32, conduitClass), roll: -0.45 }),
      ring(pipe, 50, colour, [20 + k * 62, 0, 40 - k * 24]),
      ring(pipe, 50, colour, [60 + k * 62, 0, 110 - k * 24]),
    ];
  });
  return shot({
    name: 'about-lab',
    aspect: PAGE_BANNER_ASPECT,
    camera: { azimuth: 14, elevation: 20, fov: 20, fill: 0.78, offsetX: -0.12 },
    light: 'overcast',
    key: { azimuth: -50, elevation: 55 },
    parts: [...pieces, calliper([-150, 0, 250], -0.12, 32), clipboard([380, 0, 90], 0.2)],
    setting: [
      moved([...bench(3600, 750, 0, 0), indoorFloor(20000, 20000, '#8f8e8a'), tiledWall(20000, 3000, -400)], [0, -BENCH_HEIGHT, 0]),
      waterBath([900, 0, -120], -0.25),
    ],
    backdrop: ['#e9ecec', '#dfe3e3'],
  });
}

/** The three classes in the store: two bundles of 25 mm below, one on top, seen from their ends. */
function aboutConduits(): Scene {
  const width = bundleWidth(25);
  const pack = ISI_CONDUITS.find((row) => row.size === 25)!;
  const rows = bundleRows(pack.lengthsPerPack);
  const height = conduitSize(25, 'light').od * (1 + (rows.length - 1) * Math.sqrt(3) * 0.5) + 50;
  return shot({
    name: 'about-conduits',
    aspect: PAGE_BANNER_ASPECT,
    camera: { azimuth: 58, elevation: 14, fov: 20, fill: 0.76 },
    light: 'noon',
    key: { azimuth: 20, elevation: 45 },
    parts: [
      ...bearers(0, width * 2 + 300),
      ...conduitBundle(25, 'light', 0, -width / 2 - 30, 51),
      ...conduitBundle(25, 'heavy', 120, width / 2 + 30, 52),
      moved([...bearers(0, width + 160), ...conduitBundle(25, 'medium', 0, 0, 53)], [-80, height, 0]),
    ],
    setting: [indoorFloor(40000, 40000, '#a19e97'), plasterWall(40000, 4000, -3000, '#e6e1d6')],
    backdrop: ['#e2ddd3', '#d4cfc4'],
  });
}

/** Conduits stood against a store's wall, grouped by class: ivory, grey and black, with a front row. */
function aboutSideConduits(): Scene {
  const parts: Part[] = [];
  let x = -600;
  (['light', 'medium', 'heavy'] as const).forEach((conduitClass, k) => {
    const size = [25, 20, 32][k]!;
    const pipe = conduitSize(size, conduitClass);
    for (let i = 0; i < 14; i += 1) {
      const marked = i % 3 === 0;
      parts.push(leaningPipe({ pipe, colour: CONDUIT_CLASSES[conduitClass].colourHex, length: CONDUIT_LENGTH, x, tilt: Math.sin(i * 1.7 + k) * 0.004, marking: marked ? conduitMarking(size, conduitClass) : undefined, roll: 0.25 }));
      x += pipe.od + 1.5;
    }
    x += 40;
  });
  return shot({
    name: 'about-side-1',
    aspect: SIDE_ASPECT,
    camera: { azimuth: 18, elevation: 8, fov: 24, fill: 0.98 },
    light: 'morning',
    key: { azimuth: 62, elevation: 30 },
    parts,
    setting: [plasterWall(12000, 4000, 0, '#cdd3cf'), indoorFloor(12000, 12000, '#8c8a85')],
  });
}

/** uPVC pipes of eight sizes stood against a wall, sockets up, fittings at their feet. */
function aboutSideWater(): Scene {
  const water = waterFittingScenes();
  const sizes = [160, 140, 125, 110, 90, 75, 63, 50] as const;
  const parts: Part[] = [];
  let x = -500;
  sizes.forEach((od, i) => {
    const pressure = PRESSURE_CLASSES[[1, 1, 2, 2, 3, 3, 4, 5][i]!]!;
    const pipe = waterPipeSize(od, pressure);
    const socket = socketFor(pipe);
    parts.push(leaningPipe({ pipe, colour: UPVC_GREY, length: 2700 - (i % 3) * 60, socket, x: x + socket.od / 2, tilt: Math.sin(i * 2.1) * 0.012, marking: waterMarking(od, pressure), roll: 0.2 }));
    x += socket.od + 3;
  });
  parts.push(
    moved(partsOf(water, 'water-fitting-tee'), [-250, 0, 520], 0.5),
    moved(partsOf(water, 'water-fitting-elbow'), [60, 0, 470], -0.9),
    moved(partsOf(water, 'water-fitting-coupler'), [-40, 0, 640], 0.3),
    moved(partsOf(water, 'water-fitting-end-cap'), [250, 0, 600], 1.2),
  );
  return shot({
    name: 'about-side-2',
    aspect: SIDE_ASPECT,
    camera: { azimuth: -20, elevation: 8, fov: 26, fill: 0.98 },
    light: 'evening',
    key: { azimuth: -55, elevation: 26 },
    parts,
    setting: [plasterWall(12000, 4000, 0, '#dfe6e9'), indoorFloor(12000, 12000, '#8e8c87')],
  });
}

/** A corner of the first plant: 63 mm pipes in layers against the shed's grey wall, morning. */
function aboutStory(): Scene {
  const pipes = waterPipeStack({ od: 63, pressure: PRESSURE_CLASSES[3], columns: 9, layers: 4, length: WATER_LENGTH, x: 1800, z: 0, seed: 31, roll: -0.5 });
  return shot({
    name: 'about-story',
    aspect: CARD_ASPECT,
    camera: { azimuth: 58, elevation: 10, fov: 24, fill: 0.9 },
    light: 'morning',
    key: { azimuth: 105, elevation: 30 },
    parts: pipes.parts,
    setting: [yardFloor(60000, 60000), ...shedWall({ length: 30000, height: 6500, z: -1200, paint: 'grey' })],
  });
}

/** Evening at a plant: bundles of 32 mm conduit and a stack of 90 mm pipe by the blue shed's loading bay; the sky past its end. */
function whatWeAre(): Scene {
  const pipes = waterPipeStack({ od: 90, pressure: PRESSURE_CLASSES[2], columns: 6, layers: 3, length: WATER_LENGTH, x: -3600, z: -900, seed: 63, roll: -0.4 });
  return shot({
    name: 'what-we-are',
    aspect: CARD_ASPECT,
    camera: { azimuth: 35, elevation: 8, fov: 24, fill: 0.92 },
    light: 'evening',
    key: { azimuth: -25, elevation: 14 },
    parts: bundleRow(32, ['heavy', 'medium', 'light'], 0, 400, 61, 200),
    setting: [yardFloor(60000, 60000), ...pipes.parts, ...shedWall({ length: 16000, height: 6000, z: -2500, x: -6000, paint: 'blue', shutter: { x: -3300, width: 3600, height: 4000 } })],
  });
}

/** Strapped bundles of 50 mm conduit, two tiers across the rear of a lorry's flatbed, their ends towards the camera. */
function distributor(): Scene {
  const bed = flatbed();
  const load: Part[] = [];
  const size = 50;
  const width = bundleWidth(size);
  const pack = ISI_CONDUITS.find((row) => row.size === size)!;
  const height = conduitSize(size, 'light').od * (1 + (bundleRows(pack.lengthsPerPack).length - 1) * Math.sqrt(3) * 0.5) + 50;
  const across = 9;
  const classes: readonly ConduitClass[] = ['heavy', 'medium', 'light'];
  for (let tier = 0; tier < 2; tier += 1) {
    const y = DECK_HEIGHT - 50 + tier * height;
    // The upper tier rests on bearers laid across the one below.
    if (tier > 0) load.push(moved(bearers(-120, 2300), [0, y, 0]));
    for (let k = 0; k < across; k += 1) {
      const z = (k - (across - 1) / 2) * (width + 30);
      load.push(moved(conduitBundle(size, classes[(k + tier) % 3]!, -120 - ((k * 37 + tier * 11) % 60), z, 70 + tier * 20 + k), [0, y, 0]));
    }
  }
  return {
    ...shot({
      name: 'distributor',
      aspect: CARD_ASPECT,
      camera: { azimuth: 122, elevation: 28, fov: 26, fill: 0.86 },
      light: 'noon',
      key: { azimuth: 40, elevation: 55 },
      parts: load,
      setting: [yardFloor(80000, 80000), ...bed.deck, ...bed.under, ...shedWall({ length: 60000, height: 7000, z: -16000, paint: 'grey' })],
    }),
    contactShadow: false,
  };
}

/** Ready for dispatch outside the plant: pipes in layers on the left, conduit bundles on pallets to the right. */
function careersYard(): Scene {
  const pipes = waterPipeStack({ od: 90, pressure: PRESSURE_CLASSES[1], columns: 8, layers: 3, length: WATER_LENGTH, x: -400, z: 0, seed: 91, roll: 0.5 });
  // Three pallets under each row of 3 m bundles, four bundles across them, the classes in turn.
  const onPallets = (size: number, classes: readonly ConduitClass[], x: number, z: number, seed: number): Part => {
    const width = bundleWidth(size);
    const bundles = classes.map((conduitClass, k) => moved(conduitBundle(size, conduitClass, 0, (k - (classes.length - 1) / 2) * (width + 20), seed + k), [0, PALLET_HEIGHT - 50, 0]));
    return moved([pallet([-CONDUIT_LENGTH / 2, 0, 0]), pallet([-CONDUIT_LENGTH / 2 - 1250, 0, 0]), pallet([-CONDUIT_LENGTH / 2 + 1250, 0, 0]), ...bundles], [x, 0, z]);
  };
  return shot({
    name: 'careers-yard',
    aspect: PAGE_BANNER_ASPECT,
    camera: { azimuth: -58, elevation: 8, fov: 22, fill: 0.92 },
    light: 'noon',
    key: { azimuth: 35, elevation: 50 },
    parts: [...pipes.parts, onPallets(25, ['medium', 'light', 'heavy', 'medium'], 2700, 1000, 81), onPallets(25, ['light', 'heavy', 'light', 'medium'], 2600, 2300, 85)],
    setting: [yardFloor(80000, 80000), ...shedWall({ length: 40000, height: 6500, z: -9000, paint: 'grey' })],
  });
}

/** uPVC samples on the bench: rings of four sizes stood on end, a length under the calliper, the striker, the record. */
function careersLab(): Scene {
  const sizes = [[110, 2], [90, 1], [75, 3], [63, 4], [50, 5]] as const;
  const parts: Part[] = [];
  let x = -620;
  sizes.forEach(([od, p], i) => {
    const pipe = waterPipeSize(od, PRESSURE_CLASSES[p]!);
    parts.push(ring(pipe, 100, UPVC_GREY, [x + od / 2, 0, -40 + (i % 2) * 60]));
    x += od + 18;
  });
  const sample = waterPipeSize(63, PRESSURE_CLASSES[3]);
  parts.push(lyingPipe({ pipe: sample, length: 500, colour: UPVC_GREY, at: [-420, sample.od / 2, 190], yaw: -0.06, marking: waterMarking(63, PRESSURE_CLASSES[3]), roll: -0.4 }));
  parts.push(calliper([160, 0, 260], 0.3, 64), striker([330, 0, -60]), clipboard([560, 0, 80], -0.22));
  return shot({
    name: 'careers-lab',
    aspect: PAGE_BANNER_ASPECT,
    camera: { azimuth: -14, elevation: 28, fov: 22, fill: 0.92 },
    light: 'morning',
    key: { azimuth: 55, elevation: 45 },
    parts,
    setting: [moved([...bench(3600, 800, 0, 0), indoorFloor(20000, 20000, '#8f8e8a'), tiledWall(20000, 3000, -420)], [0, -BENCH_HEIGHT, 0])],
    backdrop: ['#e9ecec', '#dfe3e3'],
  });
}

/** Along a plant's wall on a monsoon day: two loading bays, pipe stacks and bundles between them. */
function careersPlants(): Scene {
  const small = waterPipeStack({ od: 75, pressure: PRESSURE_CLASSES[2], columns: 8, layers: 3, length: WATER_LENGTH, x: 2200, z: 0, seed: 101, roll: -0.5 });
  return shot({
    name: 'careers-plants',
    aspect: PAGE_BANNER_ASPECT,
    camera: { azimuth: 30, elevation: 8, fov: 24, fill: 0.95 },
    light: 'overcast',
    key: { azimuth: -30, elevation: 60 },
    parts: [...small.parts, ...bundleRow(40, ['medium', 'heavy'], 2600, 1100, 111)],
    setting: [
      yardFloor(80000, 80000),
      ...shedWall({ length: 50000, height: 6500, z: -1600, paint: 'grey', shutter: { x: -5200, width: 3600, height: 4200 } }),
    ],
  });
}

/** A plant's loading bay, a stack of 110 mm pipes before it seen from its sockets' end, right of the play button. */
function posterCompany(): Scene {
  const pipes = waterPipeStack({ od: 110, pressure: PRESSURE_CLASSES[1], columns: 6, layers: 5, length: WATER_LENGTH, x: 5200, z: 400, seed: 121, roll: -0.5 });
  return shot({
    name: 'poster-company',
    aspect: POSTER_ASPECT,
    camera: { azimuth: 70, elevation: 8, fov: 20, fill: 0.62, offsetX: 0.36 },
    light: 'noon',
    key: { azimuth: -45, elevation: 50 },
    parts: pipes.parts,
    setting: [yardFloor(80000, 80000), ...shedWall({ length: 50000, height: 6500, z: -1500, paint: 'blue', shutter: { x: -3000, width: 4000, height: 4400 } })],
  });
}

/** The yard in the low sun: bundles of each class on bearers, to the left of the play button. */
function posterManagingDirector(): Scene {
  return shot({
    name: 'poster-managing-director',
    aspect: POSTER_ASPECT,
    camera: { azimuth: 60, elevation: 6, fov: 24, fill: 0.64, offsetX: -0.36 },
    light: 'evening',
    key: { azimuth: 140, elevation: 18 },
    parts: bundleRow(40, ['light', 'medium', 'heavy'], 0, 0, 131, 260),
    setting: [yardFloor(200000, 200000), ...shedWall({ length: 160000, height: 7000, z: -14000, paint: 'grey' })],
  });
}

/** Dispatch: pallets of conduit bundles in front of a loading bay, to the right of the play button. */
function posterDistributor(): Scene {
  const stacked = (size: number, classes: readonly ConduitClass[], seed: number): Part[] => {
    const width = bundleWidth(size);
    return classes.flatMap((conduitClass, k) => moved(conduitBundle(size, conduitClass, 0, (k - (classes.length - 1) / 2) * (width + 20), seed + k), [0, PALLET_HEIGHT - 50, 0]));
  };
  const palletRow = (x: number, z: number, bundles: Part[]): Part => moved([pallet([-CONDUIT_LENGTH / 2 - 1250 / 2 - 30, 0, 0]), pallet([-CONDUIT_LENGTH / 2 + 1250 / 2 + 30, 0, 0]), ...bundles], [x, 0, z]);
  return shot({
    name: 'poster-distributor',
    aspect: POSTER_ASPECT,
    camera: { azimuth: 66, elevation: 9, fov: 20, fill: 0.6, offsetX: 0.38 },
    light: 'morning',
    key: { azimuth: -50, elevation: 40 },
    parts: [palletRow(0, 0, stacked(20, ['light', 'medium', 'heavy'], 141)), palletRow(-300, 1600, stacked(25, ['heavy', 'medium'], 145))],
    setting: [yardFloor(80000, 80000), ...shedWall({ length: 50000, height: 6500, z: -2200, paint: 'grey', shutter: { x: -4000, width: 3600, height: 4200 } })],
  });
}

/** A desk with our products: a conduit offcut, fittings, a junction box, a tin of solvent cement, to the left of the play button. */
function posterBlog(): Scene {
  const electrical = electricalFittingScenes();
  const water = waterFittingScenes();
  const conduit = conduitSize(25, 'medium');
  const pipe = waterPipeSize(63, PRESSURE_CLASSES[2]);
  return shot({
    name: 'poster-blog',
    aspect: POSTER_ASPECT,
    camera: { azimuth: 16, elevation: 24, fov: 22, fill: 0.56, offsetX: -0.42 },
    light: 'morning',
    key: { azimuth: 60, elevation: 40 },
    parts: [
      lyingPipe({ pipe, length: 420, colour: UPVC_GREY, socket: socketFor(pipe), at: [-360, pipe.od / 2 + (socketFor(pipe).od - pipe.od) / 2, -120], yaw: 0.12, marking: waterMarking(63, PRESSURE_CLASSES[2]), roll: -0.5 }),
      lyingPipe({ pipe: conduit, length: 360, colour: CONDUIT_CLASSES.medium.colourHex, at: [-300, conduit.od / 2, 60], yaw: -0.1, marking: conduitMarking(25, 'medium'), roll: -0.4 }),
      moved(partsOf(water, 'water-fitting-elbow'), [190, 0, -40], 0.7),
      moved(circularBox(conduitSize(20, 'medium'), [0, Math.PI / 2], FITTING_WHITE), [140, 0, 160], 0.3),
      moved([couplerPart(conduit, moulded(FITTING_BLACK))], [-20, 0, 190]),
      moved(partsOf(electrical, 'fitting-elbow'), [-110, 0, 230], 1.1),
      tin(44, 112, '500 ml', [330, 0, 120], -0.3),
    ],
    setting: [deskTop(6000, 3000), moved([plasterWall(20000, 3000, -700, '#e8e2d6')], [0, -760, 0])],
    backdrop: ['#ece6db', '#e2dccf'],
  });
}

export function bannerScenes(): Scene[] {
  return [
    whatWeAre(),
    distributor(),
    aboutYard(),
    aboutLab(),
    aboutConduits(),
    aboutSideConduits(),
    aboutSideWater(),
    aboutStory(),
    careersYard(),
    careersLab(),
    careersPlants(),
    posterCompany(),
    posterManagingDirector(),
    posterDistributor(),
    posterBlog(),
  ];
}
