// How our products lie in a yard or on a load: uPVC pressure pipes in layers on timber battens, their
// sockets alternating end to end (so no socket bears on another); conduits in their strapped packs
// (ISI_CONDUITS: lengths per pack, 3 m lengths), each pack with its tag; tanks in rows; hose coils
// on a pallet. Sizes, classes, colours and pack counts come from mfe-products' data; a water pipe's
// length (6 m, the trade's usual length; the spec gives none) and its wall (parts.ts) are drawing
// proportions, never printed.
import { CONDUIT_CLASSES, CONDUIT_LENGTH_M, ISI_CONDUITS, type ConduitClass } from '../../../../mfe-products/src/data/conduits.ts';
import { WATER_PIPE_SIZES, type PressureClass } from '../../../../mfe-products/src/data/water-pipes.ts';
import { BRAND, UPVC_GREY, conduitMarking, conduitSize, lyingPipe, moved, socketFor, waterMarking, waterPipeSize } from '../../parts.ts';
import { createRandom as seeded } from '../../../../shared/src/random/seeded-random.ts';
import type { Artwork, Part, Surface, Vec3 } from '../../scene.ts';
import { bandOutline, bundleCentres, bundleRows, hoseCoil, hull } from '../home-hero.ts';
import { tank } from '../others.ts';
import { PALLET_HEIGHT, TIMBER, block, coarse, pallet } from './yards-ground.ts';

/** Drawing proportion: a uPVC pressure pipe's length in the yard, mm (not a figure we show). */
export const WATER_PIPE_LENGTH = 6000;
export const BATTEN = { width: 75, height: 50 } as const;

/** What a picture shows, for the album's test: every size and class must be one the data offers. */
export interface Shown {
  water: Array<readonly [od: number, pressure: PressureClass]>;
  conduits: Array<readonly [size: number, conduitClass: ConduitClass, lengths: number]>;
}
export const shownNothing = (): Shown => ({ water: [], conduits: [] });

// ---- Water pipes ------------------------------------------------------------------------------

export interface PipeStack {
  od: number;
  pressure: PressureClass;
  /** Pipes in each layer, bottom first. */
  layers: readonly number[];
  /** Where the stack's middle stands (x along the pipes, z across). */
  at: Vec3;
  seed: number;
  /** Lathe segments: fewer for a stack far from the camera. */
  segments?: number;
  /** Which side the printing faces (+1: +z, -1: -z). */
  printSide?: 1 | -1;
  length?: number;
}

/**
 * A stack of one size and class: each layer on three battens across it, sockets alternating end to
 * end within a layer, the layers above narrower by a pipe so the stack stands stepped.
 */
export function waterPipeStack(stack: PipeStack, shown: Shown): Part[] {
  if (!WATER_PIPE_SIZES.includes(stack.od as (typeof WATER_PIPE_SIZES)[number])) throw new Error(`No ${stack.od} mm water pipe`);
  shown.water.push([stack.od, stack.pressure]);
  const random = seeded(stack.seed);
  const length = stack.length ?? WATER_PIPE_LENGTH;
  const pipe = waterPipeSize(stack.od, stack.pressure);
  const socket = socketFor(pipe);
  const pitch = socket.od + 3;
  const side = stack.printSide ?? 1;
  const marking = waterMarking(stack.od, stack.pressure);
  const parts: Part[] = [];
  const battenXs = [-length / 2 + socket.length + 350, 0, length / 2 - socket.length - 350];
  let y = 0;
  stack.layers.forEach((count, layer) => {
    const width = count * pitch + 150;
    for (const x of battenXs) parts.push(block([BATTEN.width, BATTEN.height, width], TIMBER, [x + (random() - 0.5) * 60, y, 0], (random() - 0.5) * 0.03));
    y += BATTEN.height;
    for (let i = 0; i < count; i += 1) {
      const z = (i - (count - 1) / 2) * pitch;
      const flipped = (i + layer) % 2 === 1;
      const stagger = (random() - 0.5) * 40;
      const outer = i === (side > 0 ? count - 1 : 0) || layer === stack.layers.length - 1;
      parts.push(
        lyingPipe({
          pipe,
          length,
          colour: UPVC_GREY,
          socket,
          at: [(flipped ? length / 2 : -length / 2) + stagger, y + pipe.od / 2, z],
          yaw: flipped ? Math.PI : 0,
          marking: outer ? marking : undefined,
          // The printing turned towards the camera's side (a reversed pipe's +z is the world's -z).
          roll: (flipped ? -side : side) > 0 ? -0.5 : Math.PI + 0.5,
        }),
      );
    }
    y += pipe.od;
  });
  const out = stack.segments ? coarse(parts, stack.segments) : parts;
  return [moved(out, stack.at)];
}

// ---- Conduit packs ----------------------------------------------------------------------------

const STRAP: Surface = { colour: '#1d4f8c', roughness: 0.38, clearcoat: 0.4, clearcoatRoughness: 0.3 };

/** The pack's tag, stapled to its end: brand, size and class, lengths and metres in the pack (ISI_CONDUITS). */
export function packTagArt(size: number, conduitClass: ConduitClass): Artwork {
  const pack = ISI_CONDUITS.find((row) => row.size === size)!;
  const info = CONDUIT_CLASSES[conduitClass];
  return {
    width: 300,
    height: 200,
    background: '#f7f3e6',
    rects: [{ x: 0, y: 0, w: 300, h: 52, colour: '#004f87' }, { x: 0, y: 52, w: 300, h: 6, colour: '#f2a900' }],
    texts: [
      { text: BRAND, x: 150, y: 28, size: 34, colour: '#ffffff', weight: 800, align: 'center', letterSpacing: 3 },
      { text: `${size} mm  ${info.code}`, x: 150, y: 95, size: 40, colour: '#1b1f26', weight: 800, align: 'center' },
      { text: `${pack.lengthsPerPack} × ${CONDUIT_LENGTH_M} m  =  ${pack.metresPerPack} m`, x: 150, y: 145, size: 26, colour: '#1b1f26', weight: 700, align: 'center' },
      { text: 'IS 9537 (PART 3)', x: 150, y: 180, size: 20, colour: '#3a4350', weight: 700, align: 'center' },
    ],
  };
}

export interface Pack {
  size: number;
  conduitClass: ConduitClass;
  /** Where the pack's near end (+x) and centre line stand; y: what it rests on. */
  at: Vec3;
  seed: number;
  /** Printing on the pipes facing +z (1) or -z (-1); 0: none (a pack far off). */
  printSide?: 1 | -1 | 0;
  segments?: number;
  /** The tag on the +x end (default) or none. */
  tag?: boolean;
  yaw?: number;
}

/** A strapped pack of one size and class: its full count of 3 m lengths packed hexagonally, three straps, a tag on its end. */
export function conduitPack(pack: Pack, shown: Shown): Part {
  const row = ISI_CONDUITS.find((r) => r.size === pack.size);
  if (!row || !row.classes.includes(pack.conduitClass)) throw new Error(`No ${pack.size} mm ${pack.conduitClass} conduit`);
  shown.conduits.push([pack.size, pack.conduitClass, row.lengthsPerPack]);
  const length = CONDUIT_LENGTH_M * 1000;
  const pipe = conduitSize(pack.size, pack.conduitClass);
  const random = seeded(pack.seed);
  const rows = bundleRows(row.lengthsPerPack);
  const centres = bundleCentres(pipe, rows, 0);
  const side = pack.printSide ?? 1;
  const marking = conduitMarking(pack.size, pack.conduitClass);
  const rowStarts = rows.map((_, r) => rows.slice(0, r).reduce((a, b) => a + b, 0));
  const printed = new Set<number>();
  if (side !== 0) {
    rows.forEach((count, r) => printed.add(side > 0 ? rowStarts[r]! + count - 1 : rowStarts[r]!));
    for (let i = rowStarts[rows.length - 1]!; i < centres.length; i += 1) printed.add(i);
  }
  const pipes = centres.map(([z, y], i): Part => {
    const stagger = (random() - 0.5) * pipe.od * 0.9;
    return lyingPipe({
      pipe,
      length,
      colour: CONDUIT_CLASSES[pack.conduitClass].colourHex,
      at: [-length + stagger, y, z],
      marking: printed.has(i) ? marking : undefined,
      roll: (side < 0 ? Math.PI + 0.5 : -0.5) + (random() - 0.5) * 0.4,
    });
  });
  const corners = hull(centres).map(([z, y]) => [-z, y] as const).reverse();
  const band = bandOutline(corners, pipe.od / 2 + 1.2);
  const inside = bandOutline(corners, pipe.od / 2 + 0.1).reverse();
  const straps = [0.12, 0.5, 0.88].map((k): Part => ({ kind: 'extrude', outline: band, holes: [inside], depth: 16, bevel: 0, surface: STRAP, place: { position: [-length * (1 - k), 0, 0], rotation: [0, Math.PI / 2, 0] } }));
  const top = Math.max(...centres.map(([, y]) => y));
  const parts: Part[] = [...(pack.segments ? coarse(pipes, pack.segments) : pipes), ...straps];
  if (pack.tag !== false) {
    parts.push(block([1.2, 60, 90], { colour: '#ffffff', roughness: 0.8 }, [pipe.od * 0.6 + 1, top * 0.55, 0], 0, packTagArt(pack.size, pack.conduitClass)));
  }
  return moved(parts, pack.at, pack.yaw ?? 0);
}

/** The height of a pack of this size (its rows of pipes, hexagonally packed). */
export function packHeight(size: number): number {
  const row = ISI_CONDUITS.find((r) => r.size === size)!;
  const rows = bundleRows(row.lengthsPerPack);
  const od = conduitSize(size, 'light').od;
  return od + (rows.length - 1) * (od / 2) * Math.sqrt(3);
}

/** The width of a pack of this size. */
export function packWidth(size: number): number {
  const row = ISI_CONDUITS.find((r) => r.size === size)!;
  return Math.max(...bundleRows(row.lengthsPerPack)) * conduitSize(size, 'light').od;
}

// ---- Tanks and hoses --------------------------------------------------------------------------

/** The tank range as the products album draws it: radius, height, litres (drawing proportions of common trade sizes). */
export const TANK_SIZES = {
  500: { radius: 420, height: 950 },
  1000: { radius: 520, height: 1150 },
  2000: { radius: 650, height: 1500 },
} as const;
export type TankLitres = keyof typeof TANK_SIZES;
export const TANK_BLACK = '#202326';

/** A tank of the range standing at `at`, its printing turned `yaw` from +z. */
export function rangeTank(litres: TankLitres, at: Vec3, yaw = 0): Part {
  const { radius, height } = TANK_SIZES[litres];
  return moved([tank(radius, height, TANK_BLACK, [0, 0, 0], litres)], at, yaw);
}

/** Coils of one hose size stacked on a pallet, two stacks side by side (a coil of 20 or 25 mm is under 700 mm across). */
export function hosePallet(size: number, lengthM: number, perStack: readonly [number, number], at: Vec3, yaw = 0): Part {
  const parts: Part[] = [pallet([0, 0, 0])];
  const { part, layers } = hoseCoil(size, lengthM);
  const od = size + 6;
  // The coil's outer radius (hoseCoil: 5 turns a layer round a 150 mm core) and its height (coilPath's layers).
  const across = 2 * (150 + 5 * od * 1.02 + od / 2) + 10;
  const tall = od * (1 + 0.9 * (layers - 1)) + 1;
  perStack.forEach((count, k) => {
    for (let i = 0; i < count; i += 1) parts.push(moved([part], [(k - 0.5) * across, PALLET_HEIGHT + i * tall, 0], i * 1.3 + k));
  });
  return moved(parts, at, yaw);
}
