// Every rendered picture: its scene, the size of its 1x rendering and the widths it is encoded at.
// Product pictures keep the names and sizes of the drawings they replace (mfe-products'
// images.ts manifest); home cards are the mfe-content media plan's product jobs.
import { CONDUIT_CLASSES, type ConduitClass } from '../../../mfe-products/src/data/conduits.ts';
import { conduitMarking, conduitSize, moulded, FITTING_WHITE, UPVC_GREY, bendSweep, waterPipeSize, socketFor } from '../parts.ts';
import type { Part, Scene } from '../scene.ts';
import { bundle, conduitBundleScene, conduitHeroScene, nonIsiScene, printingScene, socketedScene } from './conduits.ts';
import { circularBox, couplerPart, electricalFittingScenes, waterFittingScenes } from './fittings.ts';
import { flexibleConduitScene, gardenHoseScene, solventScene, solventTinScene, tank, tin, waterTankScene } from './others.ts';
import { waterPipeCardScene, waterPipeHeroScene } from './water-pipes.ts';

export interface RenderJob {
  scene: Scene;
  /** 1x size; files are written at each width. */
  width: number;
  height: number;
  widths: readonly number[];
  /**
   * WebP quality: photographic content, chosen to keep each file near the bytes of the drawing it
   * replaced; the heroes (their pages' LCP images) get the tightest. The home cards' sources are
   * re-encoded by mfe-content, so they are kept near-lossless.
   */
  quality: number;
}

const product = (scene: Scene): RenderJob => ({ scene, width: 400, height: 300, widths: [400, 800], quality: 74 });
const hero = (scene: Scene): RenderJob => ({ scene, width: 640, height: 360, widths: [640, 1280], quality: 50 });
/** Category tiles are shown cropped to a circle: the subject keeps inside it. */
const category = (scene: Scene, fill = 0.64): RenderJob => ({ scene: { ...scene, camera: { ...scene.camera, fill } }, width: 160, height: 160, widths: [160, 320], quality: 74 });

/** The three classes side by side in small bundles (the conduit range at a glance). */
function classBundles(name: string, aspect: number, length = 480): Scene {
  const classes: ConduitClass[] = ['light', 'medium', 'heavy'];
  const parts = classes.flatMap((conduitClass, k): Part[] =>
    bundle(conduitSize(25, conduitClass), CONDUIT_CLASSES[conduitClass].colourHex, [3, 2, 1], length, conduitMarking(25, conduitClass), 40 + k).map((part) => ({
      kind: 'group',
      parts: [part],
      place: { position: [k * 40, 0, (1 - k) * 92] },
    })),
  );
  return { name, aspect, camera: { azimuth: 52, elevation: 22, fov: 22, fill: 0.86 }, parts };
}

/** A box, a bend and a coupler: the electrical fittings range. */
export function fittingGroup(name: string, aspect: number): Scene {
  const pipe = conduitSize(20, 'medium');
  const lift = socketFor(pipe).od / 2;
  return {
    name,
    aspect,
    camera: { azimuth: 20, elevation: 34, fov: 22, fill: 0.84 },
    parts: [
      ...circularBox(pipe, [0, Math.PI / 2, Math.PI], FITTING_WHITE),
      { kind: 'group', place: { position: [-70, lift, 80], rotation: [0, 0.35, -Math.PI / 2] }, parts: [couplerPart(pipe, moulded(FITTING_WHITE))] },
      { kind: 'group', place: { position: [20, lift, 55], rotation: [0, -0.35, 0] }, parts: [{ kind: 'group', place: { rotation: [Math.PI / 2, 0, 0] }, parts: [bendSweep(pipe, 50, Math.PI / 2, moulded('#2b2e32'))] }] },
    ],
  };
}

function waterFittingsCategory(): Scene {
  const pipe = waterPipeSize(63, 6);
  const lift = socketFor(pipe).od / 2;
  return {
    name: 'category-fittings',
    aspect: 1,
    camera: { azimuth: 15, elevation: 38, fov: 22, fill: 0.8 },
    parts: [{ kind: 'group', place: { position: [0, lift, 0], rotation: [Math.PI / 2, 0, 0] }, parts: [bendSweep(pipe, pipe.od * 1.05, Math.PI / 2, moulded(UPVC_GREY))] }],
  };
}

export function productJobs(): RenderJob[] {
  return [
    hero(conduitHeroScene()),
    product(conduitBundleScene('conduit-bundle-light', 'light')),
    product(conduitBundleScene('conduit-bundle-medium', 'medium')),
    product(conduitBundleScene('conduit-bundle-heavy', 'heavy')),
    product(nonIsiScene()),
    product(socketedScene()),
    product(printingScene()),
    hero(waterPipeHeroScene()),
    ...electricalFittingScenes().map(product),
    ...waterFittingScenes().map(product),
    category(classBundles('category-conduits', 1, 220), 0.78),
    category(waterFittingsCategory()),
    category({ ...solventScene('category-solvent', 1), parts: [tin(44, 112, '500 ml', [0, 0, 0], 0.2)] }),
    category({ ...waterTankScene('category-tanks', 1), parts: [tank(520, 1150, '#202326')] }),
    product(flexibleConduitScene()),
    product(gardenHoseScene()),
    product(solventTinScene()),
    product(waterTankScene()),
  ];
}

/** The home page's product cards (mfe-content media plan, 600 × 450, at 300 and 600 px). */
export function homeCardJobs(): RenderJob[] {
  const card = (scene: Scene): RenderJob => ({ scene, width: 600, height: 450, widths: [600], quality: 94 });
  const aspect = 4 / 3;
  return [
    card(classBundles('product-pvc-electricals', aspect)),
    card(waterPipeCardScene('product-pvc-water-pipes', aspect)),
    card(gardenHoseScene('product-green-hoses', aspect)),
    card(fittingGroup('product-pvc-electricals-fitting', aspect)),
    card(solventScene('product-solvent', aspect)),
    card(waterTankScene('product-water-tanks', aspect)),
  ];
}

