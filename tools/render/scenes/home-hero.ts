// The home page's hero pictures (mfe-content's media group 'hero', 16:9): three product
// photographs in place of the drawn yard, backwater and factory. On wide screens the page's intro
// panel covers the picture's left ~40 %, so each subject is set right of centre (camera.offsetX)
// and the left is left to the backdrop; render-home-hero.ts adds the photographic finish (depth of
// field, warm grade).
//   - hero-conduits: a stack of conduit bundles as they leave the plant, one bundle per class, each
//     holding its pack's number of 3 m lengths (ISI_CONDUITS) packed hexagonally and strapped, on
//     timber bearers;
//   - hero-water: uPVC pressure pipes of four sizes with a tee and an elbow, a studio still life;
//   - hero-plants: a garden hose coil, a water tank and solvent cement tins together.
import { CONDUIT_CLASSES, CONDUIT_LENGTH_M, ISI_CONDUITS, type ConduitClass } from '../../../mfe-products/src/data/conduits.ts';
import { conduitMarking, conduitSize, lyingPipe, moved, type PipeSize } from '../parts.ts';
import { createRandom as seeded } from '../../../shared/src/random/seeded-random.ts';
import type { Part, Scene, Surface, Vec3 } from '../scene.ts';
import { HERO_ASPECT } from './conduits.ts';
import { waterFittingScenes } from './fittings.ts';
import { HOSE_SIZES } from '../../../mfe-products/src/data/other-products.ts';
import { coilPath, gardenHoseScene, tank, tin } from './others.ts';
import { HERO_PIPES, waterPipeFan } from './water-pipes.ts';

/** The three slides, in the carousel's order (mfe-content/src/data/home.ts HERO_SLIDES). */
export const HOME_HERO_NAMES = ['hero-conduits', 'hero-water', 'hero-plants'] as const;

/**
 * Where a still life's centre sits across the frame (-1 … 1): with a fill near 0.5 the subject
 * starts at about 47 % of the width, where the intro panel ends at 1440 px.
 */
const SUBJECT_RIGHT = 0.45;

// ---- Bundles --------------------------------------------------------------------------------

/**
 * Row counts, bottom to top, of a hexagonally packed bundle of `count` pipes: neighbouring rows
 * differ by one pipe (so each row nests in the grooves of the one below), widening from the
 * bottom to a widest row and narrowing again. Of the shapes that hold exactly `count`, the one
 * that stands steadiest (a wide bottom) and is roundest (as tall as it is wide), as a strapped
 * bundle is.
 */
export function bundleRows(count: number): number[] {
  let best: { rows: number[]; score: number } | undefined;
  for (let widest = 2; widest <= count; widest += 1) {
    for (let bottom = Math.max(1, widest - 8); bottom <= widest; bottom += 1) {
      for (let top = Math.max(1, widest - 8); top <= widest; top += 1) {
        const rows: number[] = [];
        for (let n = bottom; n <= widest; n += 1) rows.push(n);
        for (let n = widest - 1; n >= top; n -= 1) rows.push(n);
        if (rows.reduce((a, b) => a + b, 0) !== count) continue;
        const height = 1 + (rows.length - 1) * Math.sqrt(3) * 0.5;
        const roundness = Math.abs(Math.log(height / widest));
        const steadiness = Math.max(0, rows[rows.length - 1]! - rows[0]!) + (rows[0]! < 3 && count > 6 ? 2 : 0);
        const score = roundness + steadiness;
        if (!best || score < best.score - 1e-9) best = { rows, score };
      }
    }
  }
  if (!best) throw new Error(`No hexagonal bundle of ${count} pipes`);
  return best.rows;
}

/** Centres (z across the bundle, y up) of a bundle's pipes, touching, the bottom row on y = lift. */
export function bundleCentres(pipe: PipeSize, rows: readonly number[], lift = 0): Array<readonly [z: number, y: number]> {
  const r = pipe.od / 2;
  return rows.flatMap((count, row) =>
    Array.from({ length: count }, (_, i) => [-(count - 1) * r + i * 2 * r, lift + r + row * r * Math.sqrt(3)] as const),
  );
}

/** Convex hull (counter-clockwise) of points, Andrew's monotone chain. */
export function hull(points: ReadonlyArray<readonly [number, number]>): Array<readonly [number, number]> {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: readonly [number, number], a: readonly [number, number], b: readonly [number, number]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: ReadonlyArray<readonly [number, number]>) => {
    const out: Array<readonly [number, number]> = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 1e-9) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The outline of a band drawn tight round circles of radius `radius` on a convex hull's corners: straight runs, rounded corners. */
export function bandOutline(corners: ReadonlyArray<readonly [number, number]>, radius: number, steps = 6): Array<readonly [number, number]> {
  const n = corners.length;
  const out: Array<readonly [number, number]> = [];
  const normalAngle = (a: readonly [number, number], b: readonly [number, number]) => Math.atan2(-(b[0] - a[0]), b[1] - a[1]);
  for (let i = 0; i < n; i += 1) {
    const prev = corners[(i - 1 + n) % n]!;
    const here = corners[i]!;
    const next = corners[(i + 1) % n]!;
    const from = normalAngle(prev, here);
    let to = normalAngle(here, next);
    while (to < from) to += Math.PI * 2;
    for (let k = 0; k <= steps; k += 1) {
      const a = from + ((to - from) * k) / steps;
      out.push([here[0] + radius * Math.cos(a), here[1] + radius * Math.sin(a)]);
    }
  }
  return out;
}

const STRAP: Surface = { colour: '#1d4f8c', roughness: 0.38, clearcoat: 0.4, clearcoatRoughness: 0.3 };
const TIMBER: Surface = { colour: '#9a7650', roughness: 0.82, grain: 1 };
/** Bearers: sawn timber 75 × 50 mm, as yards lay under pipe stacks. */
export const BEARER = { width: 75, height: 50 } as const;

export interface StackedBundle {
  conduitClass: ConduitClass;
  size: number;
  rows: number[];
  /** Where the bundle's centre line sits across the stack (z) and how far its ends stand forward (x). */
  z: number;
  x: number;
}

/**
 * The conduit stack: one bundle of each class of one size, side by side on bearers, a hand's
 * width apart, each bundle its pack's lengths (ISI_CONDUITS) in rows from bundleRows.
 */
export function conduitStack(size = 32, classes: readonly ConduitClass[] = ['heavy', 'medium', 'light']): StackedBundle[] {
  const pack = ISI_CONDUITS.find((row) => row.size === size);
  if (!pack) throw new Error(`No ISI conduit of ${size} mm`);
  const rows = bundleRows(pack.lengthsPerPack);
  const width = Math.max(...rows) * conduitSize(size, 'light').od;
  const gap = 40;
  return classes.map((conduitClass, k) => {
    if (!pack.classes.includes(conduitClass)) throw new Error(`${size} mm conduit comes in no ${conduitClass} class`);
    // Each bundle stands a little further forward than the one nearer the camera, so every bundle's ends show.
    return { conduitClass, size, rows, z: (k - (classes.length - 1) / 2) * (width + gap), x: (classes.length - 1 - k) * 160 };
  });
}

export function bundleParts(bundle: StackedBundle, length: number, seed: number): Part[] {
  const pipe = conduitSize(bundle.size, bundle.conduitClass);
  const random = seeded(seed);
  const centres = bundleCentres(pipe, bundle.rows, BEARER.height);
  // The printing shows where the camera sees it: the top row and each row's end on the near side.
  const rowEnds = bundle.rows.map((_, row) => bundle.rows.slice(0, row + 1).reduce((a, b) => a + b, 0) - 1);
  const topRow = centres.length - bundle.rows[bundle.rows.length - 1]!;
  const marking = conduitMarking(bundle.size, bundle.conduitClass);
  const pipes = centres.map(([z, y], i): Part => {
    // Ends within a few millimetres of each other, as a bundle is squared up before strapping.
    const stagger = (random() - 0.5) * pipe.od * 0.9;
    return lyingPipe({
      pipe,
      length,
      colour: CONDUIT_CLASSES[bundle.conduitClass].colourHex,
      at: [bundle.x - length + stagger, y, bundle.z + z],
      marking: i >= topRow || rowEnds.includes(i) ? marking : undefined,
      roll: -0.5 + (random() - 0.5) * 0.5,
    });
  });
  // Straps: a band round the bundle's outline, just proud of the pipes; extruded along the pipes.
  const corners = hull(centres).map(([z, y]) => [-z, y] as const).reverse(); // mirrored: back to counter-clockwise
  const band = bandOutline(corners, pipe.od / 2 + 1.2);
  const inside = bandOutline(corners, pipe.od / 2 + 0.1).reverse();
  const straps = [0.12, 0.5, 0.88].map((at): Part => ({
    kind: 'extrude',
    outline: band,
    holes: [inside],
    depth: 16,
    bevel: 0,
    surface: STRAP,
    place: { position: [bundle.x - length * (1 - at), 0, bundle.z], rotation: [0, Math.PI / 2, 0] },
  }));
  return [...pipes, ...straps];
}

/** A bearer: a length of timber lying across the stack (along z) at x. */
export function bearer(x: number, span: number): Part {
  const w = BEARER.width / 2;
  return {
    kind: 'extrude',
    outline: [[-w, 0], [w, 0], [w, BEARER.height], [-w, BEARER.height]],
    depth: span,
    bevel: 1.5,
    surface: TIMBER,
    place: { position: [x, 0, -span / 2] },
  };
}

export function conduitStackScene(name = 'hero-conduits', aspect = HERO_ASPECT): Scene {
  const length = CONDUIT_LENGTH_M * 1000;
  const stack = conduitStack();
  const span = Math.max(...stack.map((b) => Math.abs(b.z))) * 2 + 400;
  return {
    name,
    aspect,
    camera: { azimuth: 68, elevation: 11, fov: 18, fill: 0.8, offsetX: 0.17 },
    key: { azimuth: 10, elevation: 38 },
    parts: [
      ...[0.1, 0.5, 0.9].map((at) => bearer(-length * (1 - at) + 40, span)),
      ...stack.flatMap((bundle, k) => bundleParts(bundle, length, 29 + k)),
    ],
  };
}

// ---- Still lifes ----------------------------------------------------------------------------

const fitting = (name: string): readonly Part[] => waterFittingScenes().find((scene) => scene.name === name)!.parts;

/** Pipes of four sizes fanned out behind, a tee and an elbow on the table in front of their sockets. */
export function waterStillLifeScene(name = 'hero-water', aspect = HERO_ASPECT): Scene {
  const length = 900;
  const pipes = waterPipeFan([...HERO_PIPES].reverse(), length);
  return {
    name,
    aspect,
    camera: { azimuth: 28, elevation: 22, fov: 20, fill: 0.52, offsetX: SUBJECT_RIGHT },
    key: { azimuth: -30, elevation: 50 },
    parts: [...pipes, moved(fitting('water-fitting-tee'), [length * 0.22, 0, 260], -0.35), moved(fitting('water-fitting-elbow'), [length * 0.6, 0, 120], 0.6)],
  };
}

/** Length of a coil path, mm. */
export function pathLength(path: readonly Vec3[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i += 1) total += Math.hypot(path[i]![0] - path[i - 1]![0], path[i]![1] - path[i - 1]![1], path[i]![2] - path[i - 1]![2]);
  return total;
}

/**
 * A hose as it is sold: one of the hose table's sizes in one of its lengths, coiled flat in layers
 * of `turnsPerLayer` turns round a 300 mm core, as many layers as the length takes.
 */
export function hoseCoil(sizeMm: number, lengthM: number, turnsPerLayer = 5): { part: Part; layers: number } {
  const row = HOSE_SIZES.find((hose) => hose.sizeMm === sizeMm);
  if (!row || !row.lengthsM.includes(lengthM)) throw new Error(`No ${sizeMm} mm hose of ${lengthM} m`);
  const od = sizeMm + 6;
  const inner = 150;
  let layers = 1;
  while (pathLength(coilPath(od, inner, turnsPerLayer, layers)) < lengthM * 1000) layers += 1;
  const surface = (gardenHoseScene().parts[0] as Extract<Part, { kind: 'sweep' }>).surface;
  const path = coilPath(od, inner, turnsPerLayer, layers);
  return { part: { kind: 'sweep', path, stops: [{ at: 0, outer: od / 2, inner: sizeMm / 2 }, { at: 1, outer: od / 2, inner: sizeMm / 2 }], surface }, layers };
}

/** The tank behind, a 30 m hose coil before it, two tins of solvent cement in front. */
export function homeProductsScene(name = 'hero-plants', aspect = HERO_ASPECT): Scene {
  return {
    name,
    aspect,
    camera: { azimuth: 8, elevation: 9, fov: 34, fill: 0.52, offsetX: 0.44 },
    key: { azimuth: -25, elevation: 62 },
    parts: [
      tank(520, 1150, '#202326', [330, 0, -520]),
      moved([hoseCoil(25, 30).part], [-560, 0, 200]),
      tin(44, 112, '500 ml', [-60, 0, 420], -0.2),
      tin(33, 80, '250 ml', [40, 0, 510], 0.15),
    ],
  };
}

export function homeHeroScenes(): Scene[] {
  return [conduitStackScene(), waterStillLifeScene(), homeProductsScene()];
}
