// The gallery's "Our products" album (mfe-content/src/data/gallery.ts, media group 'gallery',
// 4:3): twelve product photographs in place of the drawn bundles, rows and coils. Each is its own
// composition, none a copy of a product page's shot: a bundle seen from its end, another along its
// length, pipes of every pressure class side by side from above, fittings laid out in rows or
// stacked for packing, tins and hose coils of several sizes, tanks of three sizes. The parts are
// the product pages' own (parts.ts, scenes/*), so sizes, classes and colours come from the data.
// The scene names are the album's ids (albums.ts).
import { CONDUIT_CLASSES, CONDUIT_LENGTH_M } from '../../../../mfe-products/src/data/conduits.ts';
import { PRESSURE_CLASSES } from '../../../../mfe-products/src/data/water-pipes.ts';
import { FITTING_BLACK, FITTING_WHITE, conduitMarking, conduitSize, moulded, moved, socketFor } from '../../parts.ts';
import type { Part, Scene, Vec3 } from '../../scene.ts';
import { albumIds } from './albums.ts';
import { PRODUCT_ASPECT, bundle } from '../conduits.ts';
import { circularBox, couplerPart, electricalFittingScenes, waterFittingScenes } from '../fittings.ts';
import { hoseCoil } from '../home-hero.ts';
import { tank, tin } from '../others.ts';
import { waterPipeFan } from '../water-pipes.ts';

const IDS = albumIds('products');

const partsOf = (scenes: Scene[], name: string): readonly Part[] => scenes.find((scene) => scene.name === name)!.parts;

/** `columns` × `rows` copies of a fitting on a grid, each turned a little (laid out by hand, not by a machine). */
function rowsOf(parts: readonly Part[], columns: number, rows: number, pitch: readonly [x: number, z: number], baseYaw = 0): Part[] {
  const out: Part[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < columns; col += 1) {
      const wobble = Math.sin(col * 2.3 + row * 1.7) * 0.08;
      out.push(moved(parts, [(col - (columns - 1) / 2) * pitch[0], 0, (row - (rows - 1) / 2) * pitch[1]], baseYaw + wobble));
    }
  }
  return out;
}

/** 20 mm light-gauge conduits, a long bundle seen from its end: the rings of the bores fill the frame. */
function lightBundleEnd(): Part[] {
  const pipe = conduitSize(20, 'light');
  return bundle(pipe, CONDUIT_CLASSES.light.colourHex, [7, 6, 7, 6, 7], 1400, conduitMarking(20, 'light'), 331);
}

/** 25 mm heavy-gauge conduits, a full-length bundle seen low along its side, the printing running away. */
function heavyBundleSide(): Part[] {
  const pipe = conduitSize(25, 'heavy');
  return bundle(pipe, CONDUIT_CLASSES.heavy.colourHex, [6, 5, 6], CONDUIT_LENGTH_M * 1000, conduitMarking(25, 'heavy'), 341);
}

/** Couplers stood on end, hexagonally packed, a second tier on the first, a few lying in front. */
function couplerPile(): Part[] {
  const pipe = conduitSize(25, 'medium');
  const socket = socketFor(pipe);
  const height = socket.length * 2 + 3;
  const d = socket.od + 0.6;
  const white = moulded(FITTING_WHITE);
  const parts: Part[] = [];
  const tier = (rows: number, columns: number, y: number) => {
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < columns - (row % 2); col += 1) {
        const x = (col - (columns - 1) / 2) * d + (row % 2) * (d / 2);
        const z = (row - (rows - 1) / 2) * d * Math.sqrt(3) * 0.5;
        parts.push(moved([couplerPart(pipe, white)], [x, y, z]));
      }
    }
  };
  tier(5, 6, 0);
  tier(3, 4, height);
  for (let i = 0; i < 3; i += 1) {
    parts.push({ kind: 'group', parts: [couplerPart(pipe, white)], place: { position: [-70 + i * 62, socket.od / 2, 150 + (i % 2) * 22], rotation: [0, 0.5 - i * 0.45, -Math.PI / 2] } });
  }
  return parts;
}

/** Round boxes, one to four entries, lids off: a white row and a black row behind it. */
function junctionBoxes(): Part[] {
  const pipe = conduitSize(20, 'medium');
  const ways = [[0], [0, Math.PI], [0, Math.PI / 2, Math.PI], [0, Math.PI / 2, Math.PI, (3 * Math.PI) / 2]];
  return [FITTING_WHITE, FITTING_BLACK].flatMap((colour, row) =>
    ways.map((spouts, k) => moved(circularBox(pipe, spouts, colour), [(k - 1.5) * 150 + row * 40, 0, (0.5 - row) * 160], 0.35 * k - 0.2)),
  );
}

export function galleryProductsScenes(): Scene[] {
  const electrical = electricalFittingScenes();
  const water = waterFittingScenes();
  const scene = (i: number, camera: Scene['camera'], parts: readonly Part[], key = { azimuth: -35, elevation: 50 }): Scene => ({ name: IDS[i]!, aspect: PRODUCT_ASPECT, camera, key, parts });
  const hoses = [20, 25, 32];
  let lift = 0;
  const hoseStack = hoses.map((size, k) => {
    const { part, layers } = hoseCoil(size, 30);
    const at: Vec3 = [k * 25, lift, k * -18];
    lift += layers * (size + 6);
    return moved([part], at, k * 0.7);
  });
  return [
    scene(0, { azimuth: 84, elevation: 10, fov: 16, fill: 0.8 }, lightBundleEnd()),
    scene(1, { azimuth: 66, elevation: 14, fov: 32, fill: 0.9 }, heavyBundleSide(), { azimuth: -60, elevation: 40 }),
    scene(2, { azimuth: -18, elevation: 52, fov: 20, fill: 0.86 }, waterPipeFan(PRESSURE_CLASSES.map((p) => [75, p] as const), 900)),
    scene(3, { azimuth: 10, elevation: 48, fov: 20, fill: 0.86 }, rowsOf(partsOf(electrical, 'fitting-elbow'), 4, 3, [95, 95], 0.2)),
    scene(4, { azimuth: -25, elevation: 42, fov: 20, fill: 0.86 }, rowsOf(partsOf(water, 'water-fitting-tee'), 3, 3, [340, 240])),
    scene(5, { azimuth: 15, elevation: 50, fov: 20, fill: 0.84 }, junctionBoxes()),
    scene(6, { azimuth: 30, elevation: 30, fov: 20, fill: 0.8 }, couplerPile()),
    scene(7, { azimuth: 8, elevation: 12, fov: 20, fill: 0.82 }, [tin(55, 140, '1 L', [-150, 0, -30], 0.1), tin(44, 112, '500 ml', [0, 0, 20], -0.1), tin(33, 80, '250 ml', [120, 0, 60], 0.2)], { azimuth: -50, elevation: 40 }),
    scene(8, { azimuth: 20, elevation: 34, fov: 20, fill: 0.8 }, hoseStack),
    scene(9, { azimuth: -10, elevation: 58, fov: 20, fill: 0.84 }, [moved([hoseCoil(25, 15).part], [-260, 0, 0]), moved([hoseCoil(25, 30).part], [260, 0, 0], 1.1)]),
    scene(10, { azimuth: 35, elevation: 34, fov: 20, fill: 0.84 }, [
      ...rowsOf(partsOf(water, 'water-fitting-end-cap'), 4, 1, [130, 0], Math.PI / 2).map((p) => moved([p], [0, 0, 120])),
      ...rowsOf(partsOf(water, 'water-fitting-reducer'), 3, 1, [170, 0], Math.PI / 2 + 0.1).map((p) => moved([p], [40, 0, -170])),
    ]),
    scene(11, { azimuth: 6, elevation: 8, fov: 22, fill: 0.82 }, [tank(420, 950, '#202326', [-1230, 0, 0], 500), tank(520, 1150, '#202326', [-200, 0, 0], 1000), tank(650, 1500, '#202326', [1050, 0, 0], 2000)], { azimuth: -40, elevation: 45 }),
  ];
}
