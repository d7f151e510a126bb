// The gallery's "In our yards" album (mfe-content/src/data/gallery.ts, media group 'gallery', 4:3):
// our pipes, conduits, tanks and hoses as they wait in the plants' stockyards, each picture its own
// stack, time, weather and angle: low along a stack of water pipes in the morning, high over the
// stacks of the six pressure classes at noon, over rows of tagged conduit packs, end-on to the bores
// in the evening, wet concrete in the monsoon, rows of tanks, hose coils on pallets, packs stacked
// in the low light of dawn. The stacks are yards-stacks.ts (sizes, classes, packs from the data); the
// ground, wall and light yards-ground.ts. The scene names are the album's ids (albums.ts).
import { PRESSURE_CLASSES } from '../../../../mfe-products/src/data/water-pipes.ts';
import type { Part, Scene } from '../../scene.ts';
import { PRODUCT_ASPECT } from '../conduits.ts';
import { albumIds } from './albums.ts';
import { LIGHT, WET_TIMBER, bearers, yardBehind, type Weather } from './yards-ground.ts';
import { conduitPack, hosePallet, packHeight, packWidth, rangeTank, shownNothing, waterPipeStack, type Shown, type TankLitres } from './yards-stacks.ts';

const IDS = albumIds('yards');

export interface Picture {
  scene: Scene;
  /** The sizes and classes it shows (checked against the data by the album's test). */
  shown: Shown;
}

function picture(i: number, camera: Scene['camera'], weather: Weather, parts: readonly Part[], setting: readonly Part[], shown: Shown): Picture {
  return { scene: { name: IDS[i]!, aspect: PRODUCT_ASPECT, camera, key: weather.key, ambient: weather.ambient, backdrop: weather.backdrop, parts, setting }, shown };
}

/** Punalur, a clear morning: one long stack of 110 mm pipes seen low along its length. */
function alongTheStack(): Picture {
  const shown = shownNothing();
  const weather = LIGHT.morning(-70);
  const camera = { azimuth: 68, elevation: 6, fov: 30, fill: 0.86, offsetX: 0.06 };
  const parts = waterPipeStack({ od: 110, pressure: 6, layers: [9, 8, 7, 6], at: [0, 0, 0], seed: 101 }, shown);
  return picture(0, camera, weather, parts, yardBehind(camera.azimuth, 9000, weather, '#e6dcc4', 11), shown);
}

/** Noon at Edamon: a stack for each pressure class, side by side, seen from high over the rows. */
function classesApart(): Picture {
  const shown = shownNothing();
  const weather = LIGHT.noon(-30);
  const camera = { azimuth: 34, elevation: 20, fov: 24, fill: 0.9 };
  const sizes = [160, 140, 110, 90, 75, 63] as const;
  let z = 0;
  const parts = PRESSURE_CLASSES.flatMap((pressure, k) => {
    const od = sizes[k]!;
    const count = Math.round(1000 / od);
    const width = count * (od + 8);
    const at: [number, number, number] = [(k % 2) * 200, 0, z - width / 2];
    z -= width + 550;
    return waterPipeStack({ od, pressure, layers: [count, count - 1, count - 2, count - 3], at, seed: 200 + k, segments: 40 }, shown);
  });
  return picture(1, camera, weather, parts, yardBehind(camera.azimuth, 12000, weather, '#ddd3bb', 21), shown);
}

/** Edamon, morning: rows of 32 mm conduit packs on bearers, two high, their tagged ends towards the camera. */
function taggedRows(): Picture {
  const shown = shownNothing();
  const weather = LIGHT.morning(25);
  const camera = { azimuth: 62, elevation: 18, fov: 22, fill: 0.9 };
  const width = packWidth(32) + 60;
  const height = packHeight(32) + 50;
  const classes = ['heavy', 'medium', 'light', 'medium', 'heavy'] as const;
  const parts: Part[] = [];
  classes.forEach((conduitClass, k) => {
    const z = (k - 2) * (width + 80);
    const x = (k % 2) * 60;
    parts.push(conduitPack({ size: 32, conduitClass, at: [x, 50, z], seed: 300 + k, segments: 28 }, shown));
    parts.push(conduitPack({ size: 32, conduitClass, at: [x + 40, 50 + height, z], seed: 310 + k, segments: 28 }, shown));
  });
  const span: [number, number] = [-3 * (width + 80), 3 * (width + 80)];
  parts.push(...bearers([-2700, -1500, -300], span[0], span[1]), ...bearers([-2700, -1500, -300], span[0], span[1], 50 + height - 50));
  return picture(2, camera, weather, parts, yardBehind(camera.azimuth, 8000, weather, '#e3d8bf', 31), shown);
}

/** Kannur in the evening: the ends of a stack of 200 mm pipes, sockets and plain ends alternating, the low sun across the bores. */
function endOn(): Picture {
  const shown = shownNothing();
  const weather = LIGHT.evening(35);
  const camera = { azimuth: 76, elevation: 6, fov: 12, fill: 0.9 };
  const parts = waterPipeStack({ od: 200, pressure: 4, layers: [6, 5, 4, 3], at: [0, 0, 0], seed: 401 }, shown);
  return picture(3, camera, weather, parts, yardBehind(camera.azimuth, 10000, weather, '#e0d2b8', 41), shown);
}

/** Edamon in the monsoon: heavy-gauge packs on bearers on wet, dark concrete under a grey sky. */
function monsoonPacks(): Picture {
  const shown = shownNothing();
  const weather = LIGHT.monsoon(-20);
  const camera = { azimuth: -38, elevation: 10, fov: 30, fill: 0.9 };
  const width = packWidth(25) + 70;
  const height = packHeight(25) + 50;
  const parts: Part[] = [...bearers([-2650, -1500, -350], -2.2 * width, 2.2 * width, 0, WET_TIMBER)];
  [-1, 0, 1].forEach((k) => parts.push(conduitPack({ size: 25, conduitClass: 'heavy', at: [k * 30, 50, k * width], seed: 500 + k, printSide: -1, segments: 28 }, shown)));
  parts.push(...bearers([-2650, -1500, -350], -1.4 * width, 1.4 * width, 50 + height - 50, WET_TIMBER));
  [-0.5, 0.5].forEach((k, i) => parts.push(conduitPack({ size: 25, conduitClass: 'heavy', at: [20, 50 + height, k * width], seed: 510 + i, printSide: -1, segments: 28 }, shown)));
  return picture(4, camera, weather, parts, yardBehind(camera.azimuth, 16000, weather, '#a39d8f', 51), shown);
}

/** Shencottai, afternoon: rows of tanks, the smallest in front, the 2000 litre ones at the back. */
function tankRows(): Picture {
  const shown = shownNothing();
  const weather: Weather = { ...LIGHT.noon(-50), key: { azimuth: -50, elevation: 42, colour: '#fff1dc', intensity: 1.3 } };
  const camera = { azimuth: -16, elevation: 24, fov: 30, fill: 0.88 };
  const rows: ReadonlyArray<readonly [TankLitres, number, number]> = [
    [500, 5, 1100],
    [1000, 4, 1300],
    [2000, 4, 1600],
  ];
  let z = 1600;
  const parts: Part[] = [];
  rows.forEach(([litres, count, pitch], r) => {
    for (let i = 0; i < count; i += 1) parts.push(rangeTank(litres, [(i - (count - 1) / 2) * pitch + (r % 2) * 120, 0, z], -0.3 + 0.06 * ((i * 7) % 3 - 1)));
    z -= pitch + 300;
  });
  return picture(5, camera, weather, parts, yardBehind(camera.azimuth, 10000, weather, '#e8e0cb', 61), shown);
}

/** Punalur under a bright overcast: coils of 20 mm hose stacked on pallets. */
function hosePallets(): Picture {
  const shown = shownNothing();
  const weather = LIGHT.overcast(-60);
  const camera = { azimuth: 32, elevation: 22, fov: 28, fill: 0.86 };
  const parts: Part[] = [
    hosePallet(20, 30, [4, 3], [0, 0, 0], 0.04),
    hosePallet(20, 15, [4, 4], [-150, 0, -1400], -0.03),
    hosePallet(20, 30, [2, 0], [1450, 0, 250], 0.12),
  ];
  return picture(6, camera, weather, parts, yardBehind(camera.azimuth, 6000, weather, '#e6dcc4', 71), shown);
}

/** Shencottai at dawn: 25 mm light-gauge packs stacked two high on bearers, the low sun on their ends, the boundary wall behind. */
function packsAtDawn(): Picture {
  const shown = shownNothing();
  const weather = LIGHT.dawn(115);
  const camera = { azimuth: 50, elevation: 8, fov: 22, fill: 0.9 };
  const width = packWidth(25) + 50;
  const height = packHeight(25) + 50;
  const parts: Part[] = [];
  const tiers = [3, 2];
  tiers.forEach((count, t) => {
    const y = t * height;
    parts.push(...bearers([-2750, -1500, -250], -(count / 2) * width - 60, (count / 2) * width + 60, y));
    for (let i = 0; i < count; i += 1) parts.push(conduitPack({ size: 25, conduitClass: 'light', at: [(i % 2) * 40 - t * 20, y + 50, (i - (count - 1) / 2) * width], seed: 800 + t * 10 + i, printSide: 1, segments: 24, tag: t === 0 || i === 0 }, shown));
  });
  return picture(7, camera, weather, parts, yardBehind(camera.azimuth, 20000, weather, '#eadfca', 81), shown);
}

export function galleryYardsPictures(): Picture[] {
  return [alongTheStack(), classesApart(), taggedRows(), endOn(), monsoonPacks(), tankRows(), hosePallets(), packsAtDawn()];
}

export function galleryYardsScenes(): Scene[] {
  return galleryYardsPictures().map((p) => p.scene);
}
