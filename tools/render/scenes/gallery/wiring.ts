// The gallery's 'wiring' album, "Conduits at work" (mfe-content/src/data/gallery.ts, 4:3): our rigid
// conduits and fittings as an electrician leaves them, photographed in the building: surface runs on
// painted walls, an inside corner, a drop to a fan box, the board the runs feed, chases in brickwork,
// a slab before the pour, a shop ceiling, a laterite verandah, a switch board, flexible conduit to a
// light, a plant room's bank of runs and a coupler close up. Each its own room, angle and light.
// Classes follow the data's uses (conduits.ts CONDUIT_CLASSES[…].use): light (ivory) concealed in
// walls, medium (grey) on the surface and in slabs, heavy (black) outdoors and in the plant room;
// fittings in the spec's standard white and black. The scene names are the album's ids (albums.ts).
import { CONDUIT_CLASSES, type ConduitClass } from '../../../../mfe-products/src/data/conduits.ts';
import { FITTING_BLACK, FITTING_WHITE, conduitMarking, conduitSize, moulded, plaster, socketFor, type PipeSize } from '../../parts.ts';
import type { Part, Scene, Vec3 } from '../../scene.ts';
import { PRODUCT_ASPECT } from '../conduits.ts';
import { albumIds } from './albums.ts';
import { block, concrete, cutBrickWall, distributionBoard, lateriteArt, paintedSteel, plywoodArt, rebarMat, switchBoard, wallLight, type Rect } from './wiring-building.ts';
import { bendAt, boxReach, conduitLength, coupler, fixedRun, flexible, pushIn, standOff, wallBox } from './wiring-parts.ts';
import { X, Y, Z, add, neg, scale } from '../../vec3.ts';

const IDS = albumIds('wiring');
const white = moulded(FITTING_WHITE);
const black = moulded(FITTING_BLACK);

/** A conduit of the data's sizes and classes, with its class colour and printed marking. */
export interface Conduit {
  size: number;
  conduitClass: ConduitClass;
  pipe: PipeSize;
  colour: string;
  marking: { line: string; ink: string };
}
export function conduit(size: number, conduitClass: ConduitClass): Conduit {
  return { size, conduitClass, pipe: conduitSize(size, conduitClass), colour: CONDUIT_CLASSES[conduitClass].colourHex, marking: conduitMarking(size, conduitClass) };
}

/** Every conduit a scene shows (the test checks each is a size and class the data offers). */
export const USED_CONDUITS: Conduit[] = [];
const use = (size: number, conduitClass: ConduitClass): Conduit => {
  const c = conduit(size, conduitClass);
  USED_CONDUITS.push(c);
  return c;
};

/** A room's wall (face z = 0), floor (y = 0) and skirting; the ceiling only where `ceiling`. */
function room(wall: string, floor: string, ceiling = false, width = 8000, depth = 5000, height = 3000): Part[] {
  return [
    block([-width / 2, -40, -230], [width / 2, height + 150, 0], plaster(wall)),
    block([-width / 2, -40, 0], [width / 2, 0, depth], { colour: floor, roughness: 0.35, clearcoat: 0.4, grain: 0.5 }),
    block([-width / 2, 0, 0], [width / 2, 100, 12], { colour: floor, roughness: 0.4, clearcoat: 0.3 }),
    ...(ceiling ? [block([-width / 2, height, 0], [width / 2, height + 150, depth], plaster('#fbfaf6'))] : []),
  ];
}

interface Shot {
  parts: Part[];
  setting: Part[];
}

/**
 * A run that leaves the picture: `visible` mm of it framed as the subject, then `beyond` mm more
 * in the setting (drawn, not framed), so the pipe runs out of the frame instead of stopping short.
 * A saddle sits on the seam between the two (a butt seam would show as a joint without a coupler).
 */
function runOut(shot: Shot, c: Conduit, saddles: Parameters<typeof fixedRun>[2], from: Vec3, along: Vec3, visible: number, beyond: number, normal: Vec3, options: Parameters<typeof fixedRun>[7] = {}): void {
  const pitch = options.pitch ?? 600;
  shot.parts.push(...fixedRun(c.pipe, c.colour, saddles, from, along, visible, normal, { marking: c.marking, endGap: pitch / 3, ...options }));
  shot.setting.push(...fixedRun(c.pipe, c.colour, saddles, add(from, scale(along, visible)), along, beyond, normal, { marking: c.marking, ...options, first: 0 }));
}

// ---- gallery-25: a surface run with saddles into a junction box, a drop to the switches ----------

function surfaceRun(): Shot {
  const c = use(20, 'medium');
  const { pipe } = c;
  const y = 1650;
  const reach = boxReach(pipe);
  const drop = 430;
  const shot: Shot = { parts: [wallBox(pipe, FITTING_WHITE, [0, y, 0], Z, [neg(X), X, neg(Y)])], setting: room('#ebdfc3', '#a89a86') };
  const z = standOff(pipe);
  runOut(shot, c, white, [-reach, y, z], neg(X), 1100, 3000, Z, { first: 140, roll: Math.PI });
  runOut(shot, c, white, [reach, y, z], X, 520, 3000, Z, { first: 150 });
  shot.parts.push(...fixedRun(pipe, c.colour, white, [0, y - reach, z], neg(Y), drop, Z, { marking: c.marking, first: 150, roll: 0.1 }), switchBoard([0, y - reach - drop - 60 + 25], 3));
  return shot;
}

// ---- gallery-26: two runs round an inside corner, near the ceiling ------------------------------

function insideCorner(): Shot {
  const shot: Shot = {
    parts: [],
    setting: [
      block([-6000, -40, -230], [0, 3150, 0], plaster('#d9e3cd')),
      block([0, -40, -230], [230, 3150, 6000], plaster('#d9e3cd')),
      block([-6000, 3000, 0], [0, 3150, 6000], plaster('#ffffff')),
      block([-6000, -40, 0], [0, 0, 6000], { colour: '#c8bfae', roughness: 0.4, clearcoat: 0.3 }),
    ],
  };
  const lay = (size: number, y: number, radius: number) => {
    const c = use(size, 'medium');
    const z = standOff(c.pipe);
    const lead = socketFor(c.pipe).length * 1.05;
    const at: Vec3 = [-z - lead - radius, y, z];
    const bend = bendAt(c.pipe, radius, white, at, X, Z);
    shot.parts.push(bend.part);
    runOut(shot, c, white, add(at, scale(X, pushIn(c.pipe))), neg(X), 900, 4000, Z, { first: 250, roll: Math.PI });
    runOut(shot, c, white, add(bend.exit, scale(Z, -pushIn(c.pipe))), Z, 900, 4000, neg(X), { first: 200 });
  };
  lay(25, 2760, 62);
  lay(20, 2640, 50);
  return shot;
}

// ---- gallery-27: up the wall and along the ceiling to a fan box --------------------------------

function toFanBox(): Shot {
  const c = use(20, 'medium');
  const { pipe } = c;
  const z = standOff(pipe);
  const ceiling = 3000;
  const radius = 50;
  const lead = socketFor(pipe).length * 1.05;
  const at: Vec3 = [0, ceiling - z - lead - radius, z];
  const bend = bendAt(pipe, radius, white, at, Y, Z);
  const box = 950;
  const start = add(bend.exit, scale(Z, -pushIn(pipe)));
  // No floor: the lamp is low in the room and its light comes up past where the floor would be.
  const shot: Shot = {
    parts: [bend.part, wallBox(pipe, FITTING_WHITE, [0, ceiling, box], neg(Y), [neg(Z)], { depth: 56, cover: false, hook: true })],
    setting: [block([-5000, 0, -230], [5000, ceiling + 150, 0], plaster('#f0dccb')), block([-5000, ceiling, 0], [5000, ceiling + 150, 5000], plaster('#fbf8f2'))],
  };
  shot.parts.push(...fixedRun(pipe, c.colour, white, start, Z, box - boxReach(pipe) - start[2], neg(Y), { marking: c.marking, first: 180, roll: Math.PI }));
  runOut(shot, c, white, add(at, scale(Y, pushIn(pipe))), neg(Y), 380, 2000, Z, { first: 150, roll: Math.PI });
  return shot;
}

// ---- gallery-28: four runs into the top of a distribution board, door open ----------------------

function intoTheBoard(): Shot {
  const c = use(25, 'medium');
  const bottom = 1450;
  const size: Vec3 = [420, 520, 110];
  const top = bottom + size[1];
  const shot: Shot = { parts: [distributionBoard(bottom, size, 1.95, '#cfd0ca')], setting: room('#d3dad5', '#9a9893') };
  for (const x of [-120, -40, 40, 120]) {
    runOut(shot, c, white, [x, top - 12, size[2] / 2], Y, 430, 1000, Z, { centre: size[2] / 2, first: 140, pitch: 500 });
  }
  return shot;
}

// ---- gallery-29: concealed runs in chases cut in brickwork, before plastering --------------------

function inChases(): Shot {
  const c = use(20, 'light');
  const { pipe } = c;
  const depth = 45;
  const z = -depth + standOff(pipe);
  const beam = 2700;
  const reach = boxReach(pipe);
  const chases = [
    { x: -260, box: 2050, down: false },
    { x: 240, box: 1250, down: true },
  ];
  const cuts: Rect[] = [];
  const parts: Part[] = [];
  const setting: Part[] = [];
  for (const chase of chases) {
    cuts.push({ x0: chase.x - 28, y0: chase.box, x1: chase.x + 28, y1: beam });
    cuts.push({ x0: chase.x - 48, y0: chase.box - 48, x1: chase.x + 48, y1: chase.box + 48 });
    if (chase.down) cuts.push({ x0: chase.x - 28, y0: 300, x1: chase.x + 28, y1: chase.box });
    parts.push(wallBox(pipe, FITTING_WHITE, [chase.x, chase.box, -depth], Z, chase.down ? [Y, neg(Y)] : [Y], { cover: false }));
    parts.push(conduitLength(pipe, c.colour, [chase.x, beam, z], neg(Y), beam - chase.box - reach, { marking: c.marking }));
    setting.push(conduitLength(pipe, c.colour, [chase.x, beam + 150, z], neg(Y), 150, { marking: c.marking }));
  }
  setting.push(
    ...cutBrickWall({ x0: -3000, y0: 0, x1: 3000, y1: beam }, cuts, depth, 230, 13),
    block([-3000, beam, -230], [3000, beam + 450, 0], concrete('#b3aea4')),
    block([-3000, -40, 0], [3000, 0, 5000], concrete('#8f8a80')),
    conduitLength(pipe, c.colour, [240, 1250 - reach, z], neg(Y), 1250 - reach - 300, { marking: c.marking }),
  );
  return { parts, setting };
}

// ---- gallery-30: runs on the slab's shuttering under the bottom mat, before the pour ------------

function slabBeforePour(): Shot {
  const c = use(25, 'medium');
  const { pipe } = c;
  const depth = 42;
  const centre: Vec3 = [75, 0, 75];
  const y = depth - standOff(pipe);
  const reach = boxReach(pipe);
  const shot: Shot = {
    parts: [wallBox(pipe, FITTING_WHITE, [centre[0], depth, centre[2]], neg(Y), [neg(X), X, Z])],
    setting: [
      block([-6000, -18, -6000], [6000, 0, 6000], { colour: '#ffffff', roughness: 0.8, grain: 0.8 }, plywoodArt(14)),
      ...rebarMat(6000, 150, 25, (x, z) => Math.abs(z - 75) < 60 || Math.abs(x - 75) < 60),
    ],
  };
  const lie = (along: Vec3, visible: number) => {
    const from = add([centre[0], y, centre[2]], scale(along, reach));
    shot.parts.push(conduitLength(pipe, c.colour, from, along, visible, { marking: c.marking, face: Y }));
    shot.setting.push(conduitLength(pipe, c.colour, add(from, scale(along, visible)), along, 3000, { marking: c.marking, face: Y }));
  };
  lie(neg(X), 900);
  lie(X, 700);
  lie(Z, 650);
  return shot;
}

// ---- gallery-31: a pair of runs along a shop's ceiling, a coupler, a light point ---------------

function shopCeiling(): Shot {
  const c = use(25, 'medium');
  const { pipe } = c;
  const ceiling = 3300;
  const y = ceiling - standOff(pipe);
  const box = 500;
  const reach = boxReach(pipe);
  const shot: Shot = {
    parts: [wallBox(pipe, FITTING_WHITE, [-80, ceiling, box], neg(Y), [neg(Z)]), coupler(pipe, white, [80, y, -400], Z)],
    setting: [
      block([-5000, ceiling, -8000], [1600, ceiling + 150, 4000], plaster('#f7f5ef')),
      block([1600, -40, -8000], [1830, ceiling + 150, 4000], plaster('#e6dcc8')),
      block([-5000, -40, -8000], [1600, 0, 4000], { colour: '#b7ada0', roughness: 0.4, clearcoat: 0.3 }),
      // A beam along the shop, and a tube light's batten on the ceiling.
      block([520, ceiling - 300, -8000], [750, ceiling, 4000], plaster('#f3f0e8')),
      block([-720, ceiling - 45, -1900], [-660, ceiling, -700], { colour: '#f3f3ef', roughness: 0.4, clearcoat: 0.3 }),
    ],
  };
  runOut(shot, c, white, [-80, y, box - reach], neg(Z), 1900, 6000, neg(Y), { first: 160, roll: Math.PI });
  runOut(shot, c, white, [80, y, 700], neg(Z), 2100, 6000, neg(Y), { first: 200, roll: Math.PI });
  shot.setting.push(...fixedRun(pipe, c.colour, white, [80, y, 700], Z, 3000, neg(Y), { marking: c.marking, first: 300 }));
  return shot;
}

// ---- gallery-32: a heavy-class run on a laterite verandah wall, up into the eaves ----------------

function verandah(): Shot {
  const c = use(25, 'heavy');
  const { pipe } = c;
  const z = standOff(pipe);
  const y = 2350;
  const eaves = 2900;
  const reach = boxReach(pipe);
  const shot: Shot = {
    parts: [wallBox(pipe, FITTING_BLACK, [0, y, 0], Z, [neg(X), Y])],
    setting: [
      block([-4000, -40, -300], [4000, eaves, 0], { colour: '#ffffff', roughness: 0.95, grain: 1 }, lateriteArt(16)),
      block([-4000, eaves, -300], [4000, eaves + 60, 3000], { colour: '#5e4130', roughness: 0.65, grain: 1 }),
      block([-4000, -40, 0], [4000, 0, 3000], { colour: '#8a2e22', roughness: 0.22, clearcoat: 0.8, clearcoatRoughness: 0.15, grain: 0.6 }),
    ],
  };
  runOut(shot, c, black, [-reach, y, z], neg(X), 1500, 3500, Z, { first: 160, roll: Math.PI });
  shot.parts.push(...fixedRun(pipe, c.colour, black, [0, y + reach, z], Y, eaves - y - reach, Z, { marking: c.marking, first: 170 }));
  return shot;
}

// ---- gallery-33: two conduits rising into a switch board -----------------------------------------

function upToTheSwitches(): Shot {
  const c = use(20, 'medium');
  const { pipe } = c;
  const z = standOff(pipe);
  const board = 1250;
  const top = board - 60 + 20;
  const shot: Shot = { parts: [switchBoard([0, board], 2), coupler(pipe, white, [-30, 930, z], Y)], setting: room('#e3dbe8', '#9e958a') };
  for (const x of [-30, 30]) {
    shot.parts.push(...fixedRun(pipe, c.colour, white, [x, top, z], neg(Y), 430, Z, { marking: c.marking, first: 140, pitch: 500, roll: 0.2 }));
    shot.setting.push(...fixedRun(pipe, c.colour, white, [x, top - 430, z], neg(Y), top - 430 - 100, Z, { marking: c.marking, first: 240, pitch: 500 }));
  }
  return shot;
}

// ---- gallery-34: flexible conduit from a junction box to a wall light -----------------------------

function flexibleToLight(): Shot {
  const c = use(20, 'medium');
  const { pipe } = c;
  const z = standOff(pipe);
  const y = 2250;
  const reach = boxReach(pipe);
  const lightX = 330;
  const lightY = 1960;
  const path: Vec3[] = [
    [reach - 6, y, z],
    [reach + 60, y, z],
    [reach + 150, y - 18, z],
    [lightX - 14, y - 90, z],
    [lightX, y - 160, z],
    [lightX, lightY + 70, z],
  ];
  const shot: Shot = {
    parts: [wallBox(pipe, FITTING_WHITE, [0, y, 0], Z, [neg(X), X]), flexible(path, 20), wallLight([lightX, lightY])],
    setting: room('#f1ede4', '#7d7064'),
  };
  runOut(shot, c, white, [-reach, y, z], neg(X), 380, 3000, Z, { first: 150, roll: Math.PI });
  return shot;
}

// ---- gallery-35: a plant room's bank of six runs, all three classes, turning down into a panel ----

function plantRoomBank(): Shot {
  const centre = 30;
  const spacing = 85;
  const firstDown = 0;
  const panelTop = 1000;
  const order: Array<[number, ConduitClass]> = [
    [20, 'light'],
    [20, 'light'],
    [25, 'medium'],
    [25, 'medium'],
    [32, 'heavy'],
    [32, 'heavy'],
  ];
  const radius: Readonly<Record<number, number>> = { 20: 50, 25: 62, 32: 80 };
  const shot: Shot = {
    parts: [
      block([firstDown - 140, 0, 0], [firstDown + 5 * spacing + 140, panelTop, 420], paintedSteel('#8796a0')),
      // Its two doors' meeting line, handles and a plinth.
      block([firstDown + 2.5 * spacing - 1.5, 120, 420], [firstDown + 2.5 * spacing + 1.5, panelTop - 20, 421], { colour: '#3b4349', roughness: 0.6 }),
      block([firstDown + 2.5 * spacing - 40, 560, 420], [firstDown + 2.5 * spacing - 28, 680, 440], { colour: '#24292d', roughness: 0.4 }),
      block([firstDown + 2.5 * spacing + 28, 560, 420], [firstDown + 2.5 * spacing + 40, 680, 440], { colour: '#24292d', roughness: 0.4 }),
      block([firstDown - 140, 0, 0], [firstDown + 5 * spacing + 140, 100, 430], { colour: '#3d4347', roughness: 0.6 }),
    ],
    setting: [
      block([-6000, -40, -230], [3000, 3400, 0], plaster('#c9ccc7')),
      block([-6000, -40, 0], [3000, 0, 4000], { colour: '#6f7c74', roughness: 0.3, clearcoat: 0.6, grain: 0.4 }),
    ],
  };
  order.forEach(([size, conduitClass], i) => {
    const c = use(size, conduitClass);
    const fitting = conduitClass === 'heavy' ? black : white;
    const y = 1900 + i * spacing;
    const xv = firstDown + i * spacing;
    const r = radius[size]!;
    const lead = socketFor(c.pipe).length * 1.05;
    const at: Vec3 = [xv - lead - r, y, centre];
    const bend = bendAt(c.pipe, r, fitting, at, X, neg(Y));
    shot.parts.push(bend.part);
    runOut(shot, c, fitting, add(at, scale(X, pushIn(c.pipe))), neg(X), 1000 + i * spacing - lead - r, 5000, Z, { centre, first: 200 + i * 10, roll: Math.PI });
    const down = add(bend.exit, scale(Y, pushIn(c.pipe)));
    shot.parts.push(...fixedRun(c.pipe, c.colour, fitting, down, neg(Y), down[1] - panelTop + 15, Z, { centre, marking: c.marking, first: 180 + (5 - i) * 12 }));
  });
  return shot;
}

// ---- gallery-36: a coupler joining two lengths, close up --------------------------------------------

function couplerCloseUp(): Shot {
  const c = use(25, 'medium');
  const { pipe } = c;
  const z = standOff(pipe);
  const y = 1400;
  const shot: Shot = { parts: [coupler(pipe, white, [0, y, z], X)], setting: room('#eedfa6', '#8c7f70') };
  // No saddle inside the picture but the ones on the seams, a hand's width either side of the coupler.
  runOut(shot, c, white, [0, y, z], neg(X), 270, 3000, Z, { first: 1000, roll: Math.PI });
  // The right length stops short of the coupler's middle (its stop ring), so its printing starts just outside the coupler.
  runOut(shot, c, white, [16, y, z], X, 254, 3000, Z, { first: 1000 });
  // A 20 mm run below it, on the same line of saddles.
  const small = use(20, 'medium');
  const zs = standOff(small.pipe);
  runOut(shot, small, white, [0, y - 95, zs], neg(X), 270, 3000, Z, { first: 1000, roll: Math.PI });
  runOut(shot, small, white, [0, y - 95, zs], X, 270, 3000, Z, { first: 1000 });
  return shot;
}

export function galleryWiringScenes(): Scene[] {
  USED_CONDUITS.length = 0;
  const scene = (i: number, s: Omit<Scene, 'name' | 'aspect'>): Scene => ({ name: IDS[i]!, aspect: PRODUCT_ASPECT, contactShadow: false, ...s });
  return [
    scene(0, {
      ...surfaceRun(),
      camera: { azimuth: 40, elevation: 3, fov: 30, fill: 0.9 },
      key: { azimuth: -62, elevation: 26, colour: '#ffe1b3', intensity: 1.8 },
      ambient: 0.5,
      backdrop: ['#efe6d6', '#d9cdb8'],
    }),
    scene(1, {
      ...insideCorner(),
      camera: { azimuth: -42, elevation: -3, fov: 34, fill: 0.9 },
      key: { azimuth: -50, elevation: 62, colour: '#ffffff', intensity: 1.2 },
      ambient: 0.72,
      backdrop: ['#eef0ea', '#dfe4d8'],
    }),
    scene(2, {
      ...toFanBox(),
      camera: { azimuth: 30, elevation: -26, fov: 36, fill: 0.9 },
      key: { azimuth: 60, elevation: -22, colour: '#ffb36b', intensity: 1.4 },
      ambient: 0.32,
      backdrop: ['#3a2f28', '#5a4638'],
    }),
    scene(3, {
      ...intoTheBoard(),
      camera: { azimuth: 26, elevation: 4, fov: 30, fill: 0.86 },
      key: { azimuth: 35, elevation: 45, colour: '#eef2f8', intensity: 0.95 },
      ambient: 0.55,
      backdrop: ['#e9ebe9', '#d8dad7'],
    }),
    scene(4, {
      ...inChases(),
      camera: { azimuth: -40, elevation: 12, fov: 24, fill: 0.9 },
      key: { azimuth: 35, elevation: 55, colour: '#fff6e6', intensity: 1.4 },
      ambient: 0.6,
      backdrop: ['#d8d2c8', '#b9b2a6'],
    }),
    scene(5, {
      ...slabBeforePour(),
      camera: { azimuth: 35, elevation: 42, fov: 38, fill: 0.86 },
      key: { azimuth: -70, elevation: 22, colour: '#ffd6a0', intensity: 1.6 },
      ambient: 0.55,
      backdrop: ['#9cc3e6', '#e8eef2'],
    }),
    scene(6, {
      ...shopCeiling(),
      camera: { azimuth: -28, elevation: -34, fov: 40, fill: 0.88 },
      key: { azimuth: 20, elevation: -38, colour: '#dde6f0', intensity: 1.3 },
      ambient: 0.75,
      backdrop: ['#e9ebee', '#d6d8da'],
    }),
    scene(7, {
      ...verandah(),
      camera: { azimuth: 32, elevation: 6, fov: 34, fill: 0.88 },
      key: { azimuth: -20, elevation: 55, colour: '#cdd6e0', intensity: 0.6 },
      ambient: 1.05,
      backdrop: ['#c9d0d6', '#aab2b8'],
    }),
    scene(8, {
      ...upToTheSwitches(),
      camera: { azimuth: -32, elevation: 10, fov: 22, fill: 0.86 },
      key: { azimuth: 55, elevation: 38, colour: '#fff0d2', intensity: 1.4 },
      ambient: 0.55,
      backdrop: ['#e8e2ec', '#d3cbd8'],
    }),
    scene(9, {
      ...flexibleToLight(),
      camera: { azimuth: 30, elevation: -6, fov: 28, fill: 0.86 },
      key: { azimuth: -55, elevation: 18, colour: '#ffb870', intensity: 1.8 },
      ambient: 0.34,
      backdrop: ['#3c3a3a', '#4a4440'],
    }),
    scene(10, {
      ...plantRoomBank(),
      camera: { azimuth: -24, elevation: 4, fov: 34, fill: 0.88 },
      key: { azimuth: 25, elevation: 50, colour: '#e6edf8', intensity: 0.9 },
      ambient: 0.8,
      backdrop: ['#d4d7d4', '#c2c5c2'],
    }),
    scene(11, {
      ...couplerCloseUp(),
      camera: { azimuth: 22, elevation: 12, fov: 16, fill: 0.78 },
      key: { azimuth: 62, elevation: 42, colour: '#ffd49e', intensity: 1.6 },
      ambient: 0.5,
      backdrop: ['#efe2b4', '#dccd98'],
    }),
  ];
}
