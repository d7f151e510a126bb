// The gallery's "Water at home" album (mfe-content/src/data/gallery.ts, media group 'gallery',
// 4:3): our uPVC water pipes and fittings, tanks and garden hose at work in and around Kerala
// homes, each picture its own place, angle and light. Lines are laid with water-plumbing.ts
// (pipe sizes and pressure classes from the data, each length printed in its class colour), in
// places built by water-settings.ts; tanks and hose coils are the product pages' own parts. The
// scene names are the album's ids (albums.ts), in order.
import type { Part, Scene, Vec3 } from '../../scene.ts';
import { PRODUCT_ASPECT } from '../conduits.ts';
import { hoseCoil } from '../home-hero.ts';
import { tank } from '../others.ts';
import { albumIds } from './albums.ts';
import {
  clip,
  clipStandoff,
  coupler,
  endCap,
  insetAtTee,
  pipe,
  run,
  sizeOf,
  socketReach,
  tankConnector,
  tee,
  valve,
  type LineSpec,
} from './water-plumbing.ts';
import {
  EARTH,
  LAWN,
  PAVING,
  SAND,
  brickArt,
  roofTileArt,
  concrete,
  ground,
  lateriteArt,
  slab,
  tileArt,
  wall,
  wet,
} from './water-settings.ts';
import { plaster } from '../../parts.ts';

const IDS = albumIds('water');
const TANK_BLACK = '#202326';

/** Light of a time of day: the key light and the all-round light, and the sky or far wall behind. */
const LIGHT = {
  noon: { key: { azimuth: -15, elevation: 72, colour: '#fffaf2', intensity: 1.25 }, ambient: 0.72, backdrop: ['#5f9bd4', '#cfe2ef'] },
  morning: { key: { azimuth: 65, elevation: 24, colour: '#ffe6bd', intensity: 1.15 }, ambient: 0.55, backdrop: ['#8fbce2', '#eef0e6'] },
  evening: { key: { azimuth: -70, elevation: 14, colour: '#ffb26e', intensity: 1.1 }, ambient: 0.42, backdrop: ['#e6a46c', '#f6d8b0'] },
  dusk: { key: { azimuth: 105, elevation: 11, colour: '#ff9d5c', intensity: 1.05 }, ambient: 0.4, backdrop: ['#c9774a', '#f1c08c'] },
  overcast: { key: { azimuth: -30, elevation: 62, colour: '#dfe6ee', intensity: 0.55 }, ambient: 1.05, backdrop: ['#8f9aa4', '#c3c8cb'] },
  indoor: { key: { azimuth: 55, elevation: 30, colour: '#ffdcae', intensity: 1.0 }, ambient: 0.45, backdrop: ['#6b635a', '#4c4640'] },
  window: { key: { azimuth: -62, elevation: 28, colour: '#eef3ff', intensity: 1.0 }, ambient: 0.62, backdrop: ['#d9dcdf', '#c9cdd0'] },
} as const;

type Light = keyof typeof LIGHT;

function scene(index: number, light: Light, camera: Scene['camera'], parts: readonly Part[], setting: readonly Part[], contactShadow = true): Scene {
  const { key, ambient, backdrop } = LIGHT[light];
  return { name: IDS[index]!, aspect: PRODUCT_ASPECT, camera, key, ambient, backdrop, parts, setting, contactShadow };
}

const UP: Vec3 = [0, 1, 0];
const DOWN: Vec3 = [0, -1, 0];
const PX: Vec3 = [1, 0, 0];
const NX: Vec3 = [-1, 0, 0];
const PZ: Vec3 = [0, 0, 1];
const NZ: Vec3 = [0, 0, -1];

/** A cement collar where a pipe comes out of a slab or the ground. */
function collar(spec: LineSpec, centre: Vec3, top: number): Part {
  const r = sizeOf(spec).od / 2 + 38;
  return { kind: 'lathe', profile: [[0, top - 40], [r, top - 40], [r, top], [r - 18, top + 22], [sizeOf(spec).od / 2, top + 26], [0, top + 26]], surface: concrete('#b3aea5'), segments: 32, place: { position: [centre[0], 0, centre[2]] } };
}

/** Clips along a straight run on a wall whose face is at z = `face`, every `pitch` mm. */
function clipsAlong(spec: LineSpec, from: Vec3, to: Vec3, pitch: number, face: number): Part[] {
  const d = [to[0] - from[0], to[1] - from[1], to[2] - from[2]] as const;
  const len = Math.hypot(...d);
  const u: Vec3 = [d[0] / len, d[1] / len, d[2] / len];
  const n = Math.max(1, Math.floor(len / pitch));
  const parts: Part[] = [];
  for (let k = 0; k < n; k += 1) {
    const s = (len * (k + 0.5)) / n;
    parts.push(clip(spec, [from[0] + u[0] * s, from[1] + u[1] * s, face], PZ, u));
  }
  return parts;
}

// ---- 1. A tank on a terrace: inlet, outlet and overflow -----------------------------------------

function terraceTank(): Scene {
  const inlet: LineSpec = { od: 25, pressure: 6 };
  const outlet: LineSpec = { od: 32, pressure: 6 };
  const R = 520;
  const H = 1150;
  const parts: Part[] = [tank(R, H, TANK_BLACK, [0, 0, 0], 1000)];
  // Inlet: up through the slab, over and down into the tank's dome.
  parts.push(...run(inlet, [[-1050, 0, 120], [-1050, 1380, 120], [-300, 1380, 120], [-300, 1100, 120]]), collar(inlet, [-1050, 0, 120], 0), tankConnector(inlet, [-300, 1128, 120], DOWN));
  // Outlet: out of the tank's foot, a valve, then down through the slab to the house.
  const outY = 110;
  parts.push(
    ...run(outlet, [[R - 10, outY, 0], [1150, outY, 0], [1150, 0, 0]]),
    tankConnector(outlet, [R + 2, outY, 0], NX),
    valve(outlet, [820, outY, 0], PX, UP),
    collar(outlet, [1150, 0, 0], 0),
  );
  // Overflow: out near the shoulder, down to a short spout over the slab.
  const ovY = 860;
  const ovZ = 300;
  const xWall = Math.sqrt(R * R - ovZ * ovZ);
  parts.push(...run(inlet, [[xWall - 10, ovY, ovZ], [xWall + 260, ovY, ovZ], [xWall + 260, 120, ovZ], [xWall + 520, 120, ovZ]]), tankConnector(inlet, [xWall + 6, ovY, ovZ], NX));
  const setting = [slab([9000, 150, 9000], [0, 0], 0, concrete('#aaa59c')), wall(9000, 1000, -900, plaster('#e9e4d8'), { thickness: 150 })];
  return scene(0, 'noon', { azimuth: 28, elevation: 16, fov: 30, fill: 0.84 }, parts, setting);
}

// ---- 2. A water line climbing a laterite wall to the roof ---------------------------------------

function lateriteClimb(): Scene {
  const line: LineSpec = { od: 32, pressure: 10 };
  const z = clipStandoff(line);
  const tapAt = 900;
  const joint = 1750;
  const ins = insetAtTee(line);
  // Framed: the line's foot, the tap tee and a coupler joint; drawn above it: the rest of the climb to the roof.
  const parts: Part[] = [
    ...run(line, [[-450, 150, z], [0, 150, z], [0, tapAt, z]], { trim: [0, ins] }),
    tee(line, [0, tapAt, z], UP, PZ),
    pipe(line, [0, tapAt, z + ins], [0, tapAt, 150]),
    { kind: 'group', place: { position: [0, tapAt, 150] }, parts: brassTap() },
    pipe(line, [0, tapAt + ins, z], [0, joint - 4, z]),
    coupler(line, [0, joint, z], UP),
    ...clipsAlong(line, [0, 250, 0], [0, 800, 0], 600, 0),
    ...clipsAlong(line, [0, 1000, 0], [0, 1650, 0], 600, 0),
    ...clipsAlong(line, [-450, 150, 0], [-150, 150, 0], 700, 0),
  ];
  const setting: Part[] = [
    ...run(line, [[0, joint + 4, z], [0, 3350, z], [0, 3350, -120]]),
    pipe(line, [-2600, 150, z], [-450 + socketReach(line), 150, z], PZ, true),
    ...clipsAlong(line, [-2600, 150, 0], [-450, 150, 0], 700, 0),
    ...clipsAlong(line, [0, 1850, 0], [0, 3200, 0], 700, 0),
    wall(6000, 3100, 0, plaster('#ffffff'), { art: lateriteArt(66), tile: [400, 200], thickness: 230 }),
    slab([6000, 130, 900], [0, -260], 3230, plaster('#d9d2c4')),
    wall(6000, 700, 0, plaster('#e8ddc8'), { base: 3230, thickness: 150 }),
    ground([9000, 6000], [0, 1800], 0, plaster('#ffffff'), EARTH(67), 700),
  ];
  return scene(1, 'morning', { azimuth: -36, elevation: 3, fov: 32, fill: 0.9 }, parts, setting);
}

// ---- 3. Two tanks on a concrete stand in a backyard, monsoon overcast -------------------------

function backyardTanks(): Scene {
  const line: LineSpec = { od: 32, pressure: 4 };
  const small = { R: 420, H: 950, x: -700 };
  const big = { R: 520, H: 1150, x: 620 };
  const y = 100;
  const zf = 820;
  const low = -520;
  const parts: Part[] = [tank(small.R, small.H, TANK_BLACK, [small.x, 0, 0], 500), tank(big.R, big.H, TANK_BLACK, [big.x, 0, 0], 1000)];
  parts.push(
    tankConnector(line, [small.x, y, small.R + 2], NZ),
    tankConnector(line, [big.x, y, big.R + 2], NZ),
    ...run(line, [[small.x, y, small.R - 10], [small.x, y, zf], [small.x, low, zf], [big.x, low, zf]], { trim: [0, insetAtTee(line)] }),
    ...run(line, [[big.x, y, big.R - 10], [big.x, y, zf], [big.x, low, zf]], { trim: [0, insetAtTee(line)] }),
    tee(line, [big.x, low, zf], UP, NX),
    ...run(line, [[big.x, low, zf], [big.x, -860, zf], [big.x + 700, -860, zf]], { trim: [insetAtTee(line), 0] }),
    valve(line, [small.x, -200, zf], DOWN, PZ, '#0057b8'),
    valve(line, [big.x, -200, zf], DOWN, PZ, '#0057b8'),
  );
  const setting: Part[] = [
    slab([2900, 160, 1500], [0, 0], 0, concrete('#9c978e')),
    ...[-1250, 0, 1250].flatMap((x) => [-550, 550].map((zp) => slab([280, 740, 280], [x, zp], -160, concrete('#a19b91')))),
    ground([14000, 12000], [0, 0], -900, wet('#ffffff'), EARTH(68), 600),
    wall(14000, 1800, -2600, plaster('#ffffff'), { base: -900, art: lateriteArt(69, 0.7), tile: [400, 200] }),
  ];
  return scene(2, 'overcast', { azimuth: 24, elevation: 14, fov: 32, fill: 0.84 }, parts, setting);
}

// ---- 4. A bathroom wall before tiling: a supply line with tees ----------------------------------

function bathroomBrick(): Scene {
  const line: LineSpec = { od: 20, pressure: 10 };
  const z = clipStandoff(line);
  const y = 1000;
  const t1 = -350;
  const t2 = 450;
  const ins = insetAtTee(line);
  // Framed: the two tees, the shower riser and the basin's drop, each capped where the tiles will finish.
  const parts: Part[] = [
    pipe(line, [-700, y, z], [t1 - ins, y, z]),
    tee(line, [t1, y, z], PX, UP),
    pipe(line, [t1 + ins, y, z], [t2 - ins, y, z]),
    tee(line, [t2, y, z], PX, DOWN),
    pipe(line, [t2 + ins, y, z], [750, y, z], PZ, true),
    ...run(line, [[t1, y, z], [t1, 1950, z], [t1, 1950, 140]], { trim: [ins, 0] }),
    endCap(line, [t1, 1950, 140], PZ),
    ...run(line, [[t2, y, z], [t2, 560, z], [t2, 560, 140]], { trim: [ins, 0] }),
    endCap(line, [t2, 560, 140], PZ),
    ...clipsAlong(line, [-650, y, 0], [t1 - 80, y, 0], 400, 0),
    ...clipsAlong(line, [t1, 1120, 0], [t1, 1850, 0], 400, 0),
    ...clipsAlong(line, [t1 + 80, y, 0], [t2 - 80, y, 0], 700, 0),
  ];
  const setting: Part[] = [
    ...run(line, [[-1100, 0, z], [-1100, y, z], [-700 + socketReach(line), y, z]], { socketed: true }),
    ...run(line, [[750 - socketReach(line), y, z], [1150, y, z], [1150, 820, z], [1150, 820, 140]]),
    endCap(line, [1150, 820, 140], PZ),
    ...clipsAlong(line, [-1100, 150, 0], [-1100, 900, 0], 400, 0),
    wall(4200, 2900, 0, plaster('#ffffff'), { art: brickArt(70), tile: [240, 170] }),
    slab([4200, 100, 3000], [0, 1500], 0, concrete('#8f8a82')),
  ];
  return scene(3, 'indoor', { azimuth: 16, elevation: 6, fov: 34, fill: 0.84 }, parts, setting, false);
}

// ---- 5. Stub-outs on a tiled wall, capped -------------------------------------------------------

function tiledStubs(): Scene {
  const line: LineSpec = { od: 20, pressure: 10 };
  const out = 70;
  // A pair for a mixer's hot and cold at 150 mm centres, and one lower down for a hand shower.
  const stubs: Vec3[] = [[-75, 0, 0], [75, 0, 0], [330, -420, 0]];
  const parts: Part[] = stubs.flatMap((p) => [pipe(line, [p[0], p[1], -40], [p[0], p[1], out]), endCap(line, [p[0], p[1], out], PZ)]);
  const setting: Part[] = [wall(2400, 2400, 0, { colour: '#ffffff', roughness: 0.18, clearcoat: 0.7, clearcoatRoughness: 0.08 }, { base: -1100, x: 40, art: tileArt('#ddd6c8', '#b8b0a2', 69), tile: [300, 450] })];
  return scene(4, 'window', { azimuth: 34, elevation: 12, fov: 24, fill: 0.62 }, parts, setting, false);
}

// ---- 6. A water main in a trench on sand, a coupler joint --------------------------------------

function trenchLine(): Scene {
  const line: LineSpec = { od: 63, pressure: 4 };
  const r = sizeOf(line).od / 2;
  const join = 300;
  const ins = insetAtTee(line) - line.od / 2 + 2;
  // Framed: the coupler joint and a metre either side; drawn: the rest of the main along the trench.
  const parts: Part[] = [
    pipe(line, [0, r, join - ins], [0, r, join - 600], UP, true),
    coupler(line, [0, r, join], PZ),
    pipe(line, [0, r, join + ins], [0, r, join + 600], UP, true),
  ];
  const soil = plaster('#ffffff');
  const setting: Part[] = [
    pipe(line, [0, r, join - 600 + socketReach(line)], [0, r, -6000], UP),
    pipe(line, [0, r, join + 600 - socketReach(line)], [0, r, 6000], UP),
    ground([760, 14000], [0, 0], 0, concrete('#ffffff'), SAND(71), 400),
    slab([4000, 660, 14000], [-2370, 0], 600, soil, EARTH(72), [4000 / 700, 14000 / 700]),
    slab([4000, 660, 14000], [2370, 0], 600, soil, EARTH(73), [4000 / 700, 14000 / 700]),
  ];
  return scene(5, 'morning', { azimuth: 160, elevation: 40, fov: 30, fill: 0.8 }, parts, setting);
}

// ---- 7. A garden hose coiled by a standpost tap on the lawn, evening -----------------------------

function lawnTap(): Scene {
  const line: LineSpec = { od: 25, pressure: 6 };
  const post: Vec3 = [260, 0, -240];
  const tapY = 720;
  const spout: Vec3 = [post[0], tapY, post[2] + 160];
  const parts: Part[] = [
    ...run(line, [post, [post[0], tapY, post[2]], spout]),
    collar(line, post, 0),
    // A brass bib tap on the pipe's end.
    { kind: 'group', place: { position: spout, rotation: [0, 0, 0] }, parts: brassTap() },
    { kind: 'group', parts: [hoseCoil(25, 15).part], place: { position: [-260, 0, 160], rotation: [0, 0.6, 0] } },
  ];
  const setting: Part[] = [
    ground([12000, 12000], [0, 0], 0, plaster('#ffffff'), LAWN(74), 900),
    wall(12000, 1500, -1500, plaster('#ffffff'), { art: lateriteArt(75), tile: [400, 200] }),
  ];
  return scene(6, 'evening', { azimuth: -28, elevation: 24, fov: 30, fill: 0.82 }, parts, setting);
}

/** A bib tap: a body along +z from its thread, the spout turning down, a cross head on top (brass). */
function brassTap(): Part[] {
  const brass = { colour: '#b8913f', roughness: 0.3, metalness: 1 };
  return [
    { kind: 'group', place: { rotation: [Math.PI / 2, 0, 0] }, parts: [{ kind: 'lathe', profile: [[0, 0], [14, 0], [14, 18], [17, 22], [17, 60], [12, 66], [0, 66]], surface: brass, segments: 32 }] },
    { kind: 'sweep', path: [[0, 0, 55], [0, -5, 75], [0, -25, 88], [0, -55, 92]], stops: [{ at: 0, outer: 10, inner: 7 }, { at: 1, outer: 10, inner: 7 }], surface: brass },
    { kind: 'lathe', profile: [[0, 0], [7, 0], [7, 34], [0, 34]], surface: brass, segments: 24, place: { position: [0, 14, 40] } },
    { kind: 'box', size: [70, 9, 12], surface: brass, place: { position: [0, 46, 40] } },
  ];
}

// ---- 8. A garden hose across a wet path, monsoon -----------------------------------------------

function hoseAcrossPath(): Scene {
  const size = 32;
  const od = size + 6;
  const coil = hoseCoil(size, 15).part as Extract<Part, { kind: 'sweep' }>;
  // The coil's outer end carries on: down to the ground and across the path in a lazy S.
  const end = coil.path[coil.path.length - 1]!;
  const before = coil.path[coil.path.length - 8]!;
  const heading = Math.atan2(end[2] - before[2], end[0] - before[0]);
  const tail: Vec3[] = [];
  for (let k = 1; k <= 40; k += 1) {
    const t = k / 40;
    const lead = Math.min(1, t * 6);
    const x = end[0] + Math.cos(heading) * 200 * lead + t * 2300;
    const z = end[2] + Math.sin(heading) * 200 * lead + 180 * Math.sin(t * Math.PI * 1.6);
    const y = od / 2 + (end[1] - od / 2) * Math.max(0, 1 - t * 8);
    tail.push([x, y, z]);
  }
  const parts: Part[] = [{ ...coil, path: [...coil.path, ...tail] }];
  const setting: Part[] = [
    ground([1300, 12000], [1300, 0], 3, wet('#ffffff'), PAVING(76), 450),
    ground([14000, 12000], [0, 0], 0, wet('#ffffff'), LAWN(77), 800),
  ];
  return scene(7, 'overcast', { azimuth: 14, elevation: 24, fov: 28, fill: 0.9 }, parts, setting);
}

// ---- 9. A manifold of tees with valves on a utility wall -----------------------------------------

function manifold(): Scene {
  const line: LineSpec = { od: 32, pressure: 6 };
  const branch: LineSpec = { od: 32, pressure: 6 };
  const z = clipStandoff(line);
  const y = 1600;
  const xs = [-420, 0, 420];
  const parts: Part[] = [
    ...run(line, [[-1000, 1000, z], [-1000, y, z], [xs[0]!, y, z]], { trim: [0, insetAtTee(line)] }),
    ...run(line, [[xs[2]!, y, z], [760, y, z]], { trim: [insetAtTee(line), 0] }),
    endCap(line, [760, y, z], PX),
    ...clipsAlong(line, [-1000, 1100, 0], [-1000, 1450, 0], 500, 0),
  ];
  xs.forEach((x, k) => {
    parts.push(tee(line, [x, y, z], PX, DOWN));
    if (k > 0) parts.push(...run(line, [[xs[k - 1]!, y, z], [x, y, z]], { trim: [insetAtTee(line), insetAtTee(line)] }));
    const bottom = 700 - k * 80;
    parts.push(...run(branch, [[x, y, z], [x, bottom, z], [x, bottom, -30]], { trim: [insetAtTee(branch), 0] }));
    parts.push(valve(branch, [x, 1230, z], DOWN, PZ, ['#c8102e', '#0057b8', '#00843d'][k]));
  });
  const setting: Part[] = [
    pipe(line, [-1000, 150, z], [-1000, 1000 + socketReach(line), z], PZ, true),
    ...clipsAlong(line, [-1000, 200, 0], [-1000, 950, 0], 400, 0),
    wall(5000, 3000, 0, plaster('#e7d9a8')),
    slab([5000, 100, 3000], [0, 1500], 0, concrete('#9b968d')),
  ];
  return scene(8, 'window', { azimuth: -22, elevation: 10, fov: 30, fill: 0.86 }, parts, setting, false);
}

// ---- 10. A suction line out of an open well --------------------------------------------------------

function wellSuction(): Scene {
  const line: LineSpec = { od: 50, pressure: 6 };
  const rim = 800;
  const rIn = 780;
  const parts: Part[] = [
    ...run(line, [[-200, -1900, 0], [-200, 1150, 0], [1400, 1150, 0], [1400, 140, 0], [2600, 140, 0]]),
    coupler(line, [1950, 140, 0], PX),
  ];
  const ring = { kind: 'lathe', profile: [[rIn, -2500], [rIn + 340, -2500], [rIn + 340, rim], [rIn + 320, rim + 20], [rIn + 20, rim + 20], [rIn, rim], [rIn, -2500]], surface: concrete('#858077'), segments: 96, open: 'both' } as const;
  const setting: Part[] = [
    ring,
    { kind: 'lathe', profile: [[0, -1700], [rIn, -1700], [rIn, -1690], [0, -1690]], surface: { colour: '#141a17', roughness: 0.2, clearcoat: 0.3, clearcoatRoughness: 0.1 }, segments: 64 },
    // The ground round the well, open over it: four slabs about a square hole as wide as the well,
    // whose corners stay within the ring's wall.
    ...[-1, 1].flatMap((side) => {
      const hole = rIn + 1;
      const far = 7000;
      return [
        ground([far - hole, 2 * far], [side * (hole + far) / 2, 0], 0, wet('#ffffff'), EARTH(78), 700),
        ground([2 * hole, far - hole], [0, side * (hole + far) / 2], 0, wet('#ffffff'), EARTH(78), 700),
      ];
    }),
  ];
  return scene(9, 'overcast', { azimuth: 20, elevation: 40, fov: 34, fill: 0.86 }, parts, setting);
}

// ---- 11. Rainwater from the roof gutter down a uPVC pipe, monsoon --------------------------------

function rainwaterPipe(): Scene {
  const line: LineSpec = { od: 75, pressure: 2.5 };
  const z = clipStandoff(line);
  const eave = 2780;
  const zg = 620;
  const parts: Part[] = [
    ...run(line, [[0, eave - 30, zg], [0, 2450, zg], [0, 2450, z], [0, 260, z], [0, 260, 420]]),
    ...clipsAlong(line, [0, 500, 0], [0, 2200, 0], 850, 0),
  ];
  // The gutter: a half-round channel along x under the eave, the pipe's outlet in its floor.
  const gutter: Part = {
    kind: 'extrude',
    outline: [
      ...Array.from({ length: 17 }, (_, i): readonly [number, number] => [-65 * Math.cos((i / 16) * Math.PI), -65 * Math.sin((i / 16) * Math.PI)]),
      ...Array.from({ length: 17 }, (_, i): readonly [number, number] => [61 * Math.cos((i / 16) * Math.PI), -61 * Math.sin((i / 16) * Math.PI)]),
    ],
    depth: 9000,
    bevel: 0.5,
    surface: { colour: '#8a8f94', roughness: 0.4, clearcoat: 0.4 },
    place: { position: [-4500, eave + 10, zg], rotation: [0, Math.PI / 2, 0] },
  };
  const setting: Part[] = [
    gutter,
    wall(12000, 3000, 0, wet('#a9b69f')),
    wall(12000, 450, 30, wet('#6f7470'), { thickness: 260 }),
    // The roof's eave: a sloping slab of clay tiles over the wall.
    { kind: 'box', size: [12000, 90, 900], surface: wet('#ffffff'), art: roofTileArt(), repeat: [12000 / 260, 900 / 400], place: { position: [0, 3010, 250], rotation: [0.42, 0, 0] } },
    ground([12000, 10000], [0, 0], 0, wet('#ffffff'), PAVING(79), 500),
    slab([600, 60, 500], [0, 520], 60, wet('#8a857e')),
  ];
  return scene(10, 'overcast', { azimuth: -38, elevation: 4, fov: 38, fill: 0.84 }, parts, setting);
}

// ---- 12. Under a wash basin ------------------------------------------------------------------------

function underBasin(): Scene {
  const supply: LineSpec = { od: 20, pressure: 10 };
  const drain: LineSpec = { od: 40, pressure: 2.5 };
  const rimY = 820;
  const parts: Part[] = [
    // Supply out of the tiled wall, up to the tap.
    ...run(supply, [[230, 560, -30], [230, 560, 60], [230, rimY + 80, 60], [230, rimY + 80, 130]]),
    { kind: 'group', place: { position: [230, rimY + 80, 130] }, parts: brassTap() },
    // Drain from the waste down, back into the wall.
    ...run(drain, [[0, 650, 300], [0, 300, 300], [0, 300, -30]]),
  ];
  const basin: Part = {
    kind: 'lathe',
    profile: [[0, 660], [40, 660], [60, 680], [200, 690], [270, 740], [300, 800], [305, 840], [285, 842], [270, 790], [200, 730], [60, 712], [0, 712]],
    surface: { colour: '#f4f3ef', roughness: 0.12, clearcoat: 0.9, clearcoatRoughness: 0.05 },
    segments: 96,
    place: { position: [0, 0, 300] },
  };
  const setting: Part[] = [
    basin,
    wall(3200, 2800, 0, { colour: '#ffffff', roughness: 0.2, clearcoat: 0.6, clearcoatRoughness: 0.1 }, { x: 0, art: tileArt('#cfe0e6', '#b9c6ca'), tile: [300, 450] }),
    slab([3200, 100, 3000], [0, 1500], 0, concrete('#c9c2b5')),
  ];
  return scene(11, 'indoor', { azimuth: 48, elevation: 4, fov: 40, fill: 0.7 }, parts, setting);
}

// ---- 13. Lines over the parapet to a tank on the terrace, dusk ------------------------------------

function parapetLines(): Scene {
  const inlet: LineSpec = { od: 25, pressure: 6 };
  const outlet: LineSpec = { od: 40, pressure: 8 };
  const R = 650;
  const H = 1500;
  const tz = 1500;
  const top = 1130;
  const a = clipStandoff(inlet);
  const b = clipStandoff(outlet);
  const ra = sizeOf(inlet).od / 2 + 20;
  const parts: Part[] = [
    tank(R, H, TANK_BLACK, [0, 0, tz], 2000),
    // The inlet: up the outside of the parapet, over it, down to the terrace and along it, up into the tank's dome.
    ...run(inlet, [[900, 700, -230 - a], [900, top, -230 - a], [900, top, a], [900, ra, a], [900, ra, tz], [900, H + 260, tz], [360, H + 260, tz], [360, H - 40, tz]]),
    tankConnector(inlet, [360, 1488, tz], DOWN),
    // The outlet: from the tank's foot, along the terrace, up and over the parapet, down the outside.
    ...run(outlet, [[-260, 120, tz - R + 10], [-260, 120, b], [-260, top + 40, b], [-260, top + 40, -230 - b], [-260, 650, -230 - b]]),
    tankConnector(outlet, [-260, 120, tz - R - 2], PZ),
    valve(outlet, [-260, 120, 600], PZ, UP, '#0057b8'),
    clip(inlet, [900, 600, 0], PZ, UP),
    clip(outlet, [-260, 600, 0], PZ, UP),
  ];
  const setting: Part[] = [
    slab([12000, 150, 12000], [0, 3000], 0, concrete('#a49d92')),
    wall(12000, 3050, 0, plaster('#ece3d1'), { base: -2000 }),
  ];
  return scene(12, 'dusk', { azimuth: 36, elevation: 22, fov: 32, fill: 0.84 }, parts, setting);
}

export function galleryWaterScenes(): Scene[] {
  return [terraceTank(), lateriteClimb(), backyardTanks(), bathroomBrick(), tiledStubs(), trenchLine(), lawnTap(), hoseAcrossPath(), manifold(), wellSuction(), rainwaterPipe(), underBasin(), parapetLines()];
}

