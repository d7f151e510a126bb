// The gallery's "Close-ups" album (mfe-content/src/data/gallery.ts, media group 'gallery', 4:3):
// twelve macro studio shots of the details a buyer checks: a conduit's socket, the printing along a
// pipe, the three conduit classes' walls, the pressure classes' print colours, a coupler's joint, a
// junction box's spouts, a water pipe's socket and chamfered spigot, a long bend's sweep, a
// reducer's steps, a garden hose's cut end, a tank's lid and thread, a solvent cement tin's lid.
// Long lenses (fov 8–13°), the subject filling the frame (fill 0.85–0.95), low or raking light to
// show the surfaces; the products go on out of the frame (their rest is the scene's setting,
// details-parts.ts). Sizes, classes and colours come from mfe-products/src/data; shapes the data
// gives no figure for are parts.ts's drawing proportions and are never stated as figures.
import { CONDUIT_CLASSES, CONDUIT_CLASS_ORDER } from '../../../../mfe-products/src/data/conduits.ts';
import { HOSE_SIZES } from '../../../../mfe-products/src/data/other-products.ts';
import { PRESSURE_CLASSES } from '../../../../mfe-products/src/data/water-pipes.ts';
import {
  FITTING_BLACK,
  FITTING_WHITE,
  UPVC_GREY,
  at,
  bendSweep,
  conduitMarking,
  corners,
  conduitSize,
  markingArt,
  moulded,
  polyethylene,
  socketFor,
  tinplate,
  waterMarking,
  waterPipeSize,
  type PipeSize,
} from '../../parts.ts';
import type { Artwork, Part, ProfilePoint, Scene, Surface, Vec3 } from '../../scene.ts';
import { PRODUCT_ASPECT } from '../conduits.ts';
import { circularBox, couplerPart } from '../fittings.ts';
import { albumIds } from './albums.ts';
import { alongMinusX, alongX, section, tabletop } from './details-parts.ts';

const IDS = albumIds('details');

/** A pipe's printing wrapped on a section of `length` from its start, the text facing +z before any roll. */
function printed(pipe: PipeSize, length: number, marking: { line: string; ink: string }, roll = 0): Part {
  return {
    kind: 'wrap',
    radius: (pipe.od / 2) * 1.003 + 0.02,
    height: length,
    arc: 1.1,
    art: markingArt(length, pipe.od, marking.line, marking.ink),
    along: true,
    gloss: 0.3,
    place: { rotation: [0, roll, 0] },
  };
}

/** 53: the socketed end of a black 25 mm heavy-gauge conduit, looking into its mouth, a rim of light from behind. */
function socketEnd(): Omit<Scene, 'name' | 'aspect'> {
  const pipe = conduitSize(25, 'heavy');
  const socket = socketFor(pipe);
  const colour = CONDUIT_CLASSES.heavy.colourHex;
  const near = socket.length + pipe.od * 2.2;
  const axis = socket.od / 2;
  return {
    camera: { azimuth: 56, elevation: 20, fov: 11, fill: 0.9 },
    key: { azimuth: -150, elevation: 30, intensity: 1.35 },
    ambient: 0.75,
    // The socket's mouth is at x = 0, pointing +x; the pipe goes on behind it along −x (its printing runs along the side away from the camera).
    parts: [alongX([section(pipe, near, colour, { start: 'join', end: 'cut' }, socket)], [-near, axis, 0])],
    setting: [
      alongMinusX([section(pipe, 1400, colour, { start: 'join', end: 'cut' })], [-near, axis, 0]),
      tabletop('#d3d5d8'),
    ],
    backdrop: ['#eceded', '#cfd2d5'],
  };
}

/** 54: the printing along 20 mm light-gauge conduits lying side by side, read at a low angle as the lines run away. */
function marking(): Omit<Scene, 'name' | 'aspect'> {
  const pipe = conduitSize(20, 'light');
  const colour = CONDUIT_CLASSES.light.colourHex;
  const length = 260;
  const y = pipe.od / 2;
  const parts: Part[] = [];
  const setting: Part[] = [tabletop('#dfe0e2')];
  [0, 1, 2].forEach((k) => {
    const z = -k * (pipe.od + 0.6);
    const x = -k * 34;
    parts.push(alongX([section(pipe, length, colour, { start: 'join', end: 'join' })], [x, y, z]));
    // The printing runs on past both joins (it is not cut where the framed section ends).
    setting.push(
      alongX([printed(pipe, 760, conduitMarking(20, 'light'), [-0.3, -1.05, -1.35][k])], [x - 300 + k * 47, y, z]),
      alongX([section(pipe, 900, colour, { start: 'cut', end: 'join' })], [x - 900, y, z]),
      alongX([section(pipe, 900, colour, { start: 'join', end: 'cut' })], [x + length, y, z]),
    );
  });
  return {
    camera: { azimuth: 58, elevation: 16, fov: 8, fill: 0.94 },
    key: { azimuth: -40, elevation: 24, colour: '#fff3e0', intensity: 1.15 },
    parts,
    setting,
    backdrop: ['#f1f1f0', '#d8dadc'],
  };
}

/** 55: 16 mm light, medium and heavy conduits cut square and stood on end: the three walls side by side. */
function threeWalls(): Omit<Scene, 'name' | 'aspect'> {
  const heights = [64, 52, 40];
  const parts = CONDUIT_CLASS_ORDER.map((conduitClass, i) => {
    const pipe = conduitSize(16, conduitClass);
    return at([section(pipe, heights[i]!, CONDUIT_CLASSES[conduitClass].colourHex, { start: 'cut', end: 'cut' })], [(i - 1) * 21, 0, (1 - i) * 7]);
  });
  return {
    camera: { azimuth: 14, elevation: 64, fov: 9, fill: 0.9 },
    key: { azimuth: -55, elevation: 48, intensity: 1.15 },
    ambient: 0.65,
    parts,
    backdrop: ['#c9ccd0', '#b4b8bd'],
  };
}

/** 56: the plain ends of 50 mm water pipes of the six pressure classes side by side, each printed in its class colour. */
function classColours(): Omit<Scene, 'name' | 'aspect'> {
  const length = 210;
  const parts: Part[] = [];
  const setting: Part[] = [tabletop('#e2e3e5')];
  let z = 0;
  PRESSURE_CLASSES.forEach((pressure, i) => {
    const pipe = waterPipeSize(50, pressure);
    const stagger = ((i * 37) % 5) * 6;
    const at = [stagger, pipe.od / 2, z] as const;
    parts.push(alongX([section(pipe, length, UPVC_GREY, { start: 'cut', end: 'join' })], at));
    setting.push(
      alongX([printed(pipe, 560, waterMarking(50, pressure), -0.5)], at),
      alongX([section(pipe, 1600, UPVC_GREY, { start: 'join', end: 'cut' })], [stagger + length, pipe.od / 2, z]),
    );
    z -= pipe.od + 1.5;
  });
  return {
    camera: { azimuth: -38, elevation: 30, fov: 10, fill: 0.9 },
    key: { azimuth: 40, elevation: 40, intensity: 1.05 },
    parts,
    setting,
    backdrop: ['#f4f4f3', '#dedfe1'],
  };
}

/** 57: two 25 mm medium-gauge conduits pushed into a white coupler up to its stop, the run going out of frame both ways. */
function couplerJoint(): Omit<Scene, 'name' | 'aspect'> {
  const pipe = conduitSize(25, 'medium');
  const socket = socketFor(pipe);
  const colour = CONDUIT_CLASSES.medium.colourHex;
  const coupler = socket.length * 2 + 3;
  const axis = socket.od / 2;
  const out = 55;
  const yaw = 0.7;
  // Each pipe stops at the coupler's stop ring (1.5 mm either side of its middle).
  const inside = coupler / 2 - 1.5;
  return {
    camera: { azimuth: 22, elevation: 34, fov: 9, fill: 0.9 },
    key: { azimuth: 125, elevation: 20, colour: '#fff0d6', intensity: 1.2 },
    ambient: 0.55,
    parts: [
      // A loose coupler in front, its mouth to the camera: the stop ring inside it.
      alongX([couplerPart(pipe, moulded(FITTING_WHITE))], [-40, axis, 62], -0.55),
      alongX([couplerPart(pipe, moulded(FITTING_WHITE))], [-coupler / 2 * Math.cos(yaw), axis, coupler / 2 * Math.sin(yaw)], yaw),
      alongX([section(pipe, inside + out, colour, { start: 'join', end: 'cut' })], [1.5 * Math.cos(yaw), axis, -1.5 * Math.sin(yaw)], yaw),
      alongMinusX([section(pipe, inside + out, colour, { start: 'join', end: 'cut' })], [-1.5 * Math.cos(yaw), axis, 1.5 * Math.sin(yaw)], yaw),
    ],
    setting: [
      alongX([section(pipe, 1200, colour, { start: 'join', end: 'cut' })], [(inside + out + 1.5) * Math.cos(yaw), axis, -(inside + out + 1.5) * Math.sin(yaw)], yaw),
      alongMinusX([section(pipe, 1200, colour, { start: 'join', end: 'cut' })], [-(inside + out + 1.5) * Math.cos(yaw), axis, (inside + out + 1.5) * Math.sin(yaw)], yaw),
      alongX([printed(pipe, 600, conduitMarking(25, 'medium'), -0.6)], [(coupler / 2 + 4) * Math.cos(yaw), axis, -(coupler / 2 + 4) * Math.sin(yaw)], yaw),
      tabletop('#d9dbde'),
    ],
    backdrop: ['#eeeeed', '#d3d5d8'],
  };
}

/** 58: a black three-way round box seen low from outside, a 20 mm light-gauge conduit pushed into one spout. */
function boxSpouts(): Omit<Scene, 'name' | 'aspect'> {
  const pipe = conduitSize(20, 'light');
  const socket = socketFor(pipe);
  const colour = CONDUIT_CLASSES.light.colourHex;
  const axis = socket.od / 2 + 1;
  // The box's cup is 34 mm in radius; its spout runs from just inside that for 0.9 socket depths.
  const seat = 34 + 2;
  const out = 34 + socket.length * 0.9 + 60 - seat;
  return {
    camera: { azimuth: 34, elevation: 24, fov: 11, fill: 0.9 },
    key: { azimuth: -60, elevation: 20, intensity: 1.2 },
    ambient: 0.6,
    parts: [...circularBox(pipe, [0, Math.PI / 2, Math.PI], FITTING_BLACK), alongX([section(pipe, out, colour, { start: 'cut', end: 'join' })], [seat, axis, 0])],
    setting: [alongX([section(pipe, 900, colour, { start: 'join', end: 'cut' })], [seat + out, axis, 0]), tabletop('#d6d8db')],
    backdrop: ['#ececeb', '#cdd0d3'],
  };
}

/** 59: a 63 mm water pipe's solvent-weld socket and, beside it, the chamfered plain end that goes into it. */
function socketAndSpigot(): Omit<Scene, 'name' | 'aspect'> {
  const pressure = PRESSURE_CLASSES[4];
  const pipe = waterPipeSize(63, pressure);
  const socket = socketFor(pipe);
  const belled = socket.length + pipe.od * 0.9;
  const plain = pipe.od * 1.4;
  const a = socket.od / 2;
  const b = pipe.od / 2;
  const zB = -(socket.od / 2 + pipe.od / 2 + 18);
  const xB = -70;
  return {
    camera: { azimuth: -52, elevation: 20, fov: 12, fill: 0.9 },
    key: { azimuth: 40, elevation: 30, intensity: 1.1 },
    ambient: 0.58,
    parts: [
      alongMinusX([section(pipe, belled, UPVC_GREY, { start: 'join', end: 'cut' }, socket)], [belled, a, 0]),
      alongMinusX([section(pipe, plain, UPVC_GREY, { start: 'join', end: 'spigot' })], [xB + plain, b, zB]),
    ],
    setting: [
      alongX([section(pipe, 1400, UPVC_GREY, { start: 'join', end: 'cut' })], [belled, a, 0]),
      alongX([section(pipe, 1400, UPVC_GREY, { start: 'join', end: 'cut' })], [xB + plain, b, zB]),
      alongX([printed(pipe, 700, waterMarking(63, pressure), -0.9)], [xB + 30, b, zB]),
      alongX([printed(pipe, 700, waterMarking(63, pressure), -0.7)], [belled + 10, a, 0]),
      tabletop('#e3e3e1'),
    ],
    backdrop: ['#f2f2f0', '#dadbd9'],
  };
}

/** 60: a white long bend for 25 mm conduit from above, a grey medium-gauge pipe in each socket: its wide, even sweep. */
function longBend(): Omit<Scene, 'name' | 'aspect'> {
  const pipe = conduitSize(25, 'medium');
  const socket = socketFor(pipe);
  const colour = CONDUIT_CLASSES.medium.colourHex;
  const radius = 150;
  const lead = socket.length * 1.05;
  const lift = socket.od / 2;
  const depth = socket.length * 0.9;
  const stub = 50;
  // The bend's x–y sweep laid flat (x–z): it runs +x from the origin and turns towards +z.
  const bend = at([bendSweep(pipe, radius, Math.PI / 2, moulded(FITTING_WHITE))], [0, lift, 0], [Math.PI / 2, 0, 0]);
  const endX = lead + radius;
  const endZ = radius + lead;
  const alongZ = -Math.PI / 2;
  return {
    // From the bend's outside: its crown at the top of the frame, the two pipes running down either side.
    camera: { azimuth: -45, elevation: 70, fov: 10, fill: 0.9 },
    key: { azimuth: 215, elevation: 24, colour: '#fff6ea', intensity: 1.2 },
    ambient: 0.6,
    parts: [
      bend,
      alongMinusX([section(pipe, depth + stub, colour, { start: 'cut', end: 'join' })], [depth, pipe.od / 2 + (socket.od - pipe.od) / 2, 0]),
      alongX([section(pipe, depth + stub, colour, { start: 'cut', end: 'join' })], [endX, lift, endZ - depth], alongZ),
    ],
    setting: [
      alongMinusX([section(pipe, 900, colour, { start: 'join', end: 'cut' })], [-stub, lift, 0]),
      alongX([section(pipe, 900, colour, { start: 'join', end: 'cut' })], [endX, lift, endZ + stub], alongZ),
      tabletop('#cfc9c0', 0.92, 0.8),
    ],
    backdrop: ['#d9d4cc', '#c6c0b7'],
  };
}

/** A reducer for 63 × 50 mm water pipes (a size the fittings' table lists): the large socket, a cone, the small socket, along +y. */
function reducerProfile(): ProfilePoint[] {
  const big = waterPipeSize(63, 6);
  const small = waterPipeSize(50, 6);
  const S = socketFor(big);
  const s = socketFor(small);
  const cone = 18;
  const top = S.length + cone + s.length;
  return corners([
    [S.id / 2, 0],
    [S.od / 2 - 0.8, 0],
    [S.od / 2, 0.8],
    [S.od / 2, S.length],
    [s.od / 2, S.length + cone],
    [s.od / 2, top - 0.8],
    [s.od / 2 - 0.8, top],
    [s.id / 2, top],
    [s.id / 2, S.length + cone + 2],
    [small.od / 2 - small.wall, S.length + cone],
    [big.od / 2 - big.wall, S.length + 2],
    [S.id / 2, S.length],
    [S.id / 2, 0],
  ]);
}

/** 61: a grey 63 × 50 mm reducer stood on its large end, a second lying behind it: the steps from socket to socket. */
function reducerSteps(): Omit<Scene, 'name' | 'aspect'> {
  const grey = moulded(UPVC_GREY);
  const profile = reducerProfile();
  const big = socketFor(waterPipeSize(63, 6));
  const small = socketFor(waterPipeSize(50, 6));
  const top = Math.max(...profile.map(([, y]) => y));
  // Lying on its side it rests on the large socket's inner edge (where the cone starts) and the small socket's end.
  const tilt = Math.atan((big.od / 2 - small.od / 2) / (top - big.length));
  const axis = big.length * Math.sin(tilt) + (big.od / 2) * Math.cos(tilt);
  return {
    camera: { azimuth: 24, elevation: 24, fov: 12, fill: 0.88 },
    key: { azimuth: 80, elevation: 16, colour: '#ffd9a8', intensity: 1.25 },
    ambient: 0.5,
    parts: [
      { kind: 'lathe', profile, surface: grey },
      at([at([{ kind: 'lathe', profile, surface: grey }], [0, axis, 0], [0, 0, -Math.PI / 2 - tilt])], [115, 0, -70], [0, 2.6, 0]),
    ],
    backdrop: ['#e9e4dc', '#c9c2b8'],
  };
}

// The products' garden hose surface, without its grain: the framed end and the coil are two meshes whose grain would not line up.
const HOSE_SURFACE: Surface = { colour: '#2e9e4f', roughness: 0.22, clearcoat: 0.8, clearcoatRoughness: 0.12 };

/** 62: the cut end of a 25 mm garden hose, its wall and bore, the rest of the coil lying loose behind. */
function hoseEnd(): Omit<Scene, 'name' | 'aspect'> {
  const size = HOSE_SIZES[1]!.sizeMm;
  // The hose's outside diameter: the products' drawing proportion (others.ts), 3 mm of wall.
  const hose: PipeSize = { od: size + 6, wall: 3 };
  const y = hose.od / 2;
  const length = 130;
  const radius = 260;
  const pitch = hose.od + 4;
  // A loose spiral on the floor, ending at the origin heading +x (centre at z = −radius).
  const path: Vec3[] = [];
  for (let k = 0; k <= 360; k += 1) {
    const turn = -2.5 + (2.5 * k) / 360;
    const theta = turn * Math.PI * 2;
    // Its last half turn keeps its radius, so it meets the straight end square.
    const r = radius + Math.min(0, turn + 0.5) * 2 * pitch;
    path.push([r * Math.sin(theta), y, -radius + r * Math.cos(theta)]);
  }
  return {
    camera: { azimuth: 62, elevation: 22, fov: 11, fill: 0.9 },
    key: { azimuth: -25, elevation: 62, intensity: 1.1 },
    ambient: 0.62,
    parts: [alongX([section(hose, length, '', { start: 'join', end: 'cut' }, undefined, HOSE_SURFACE)], [0, y, 0])],
    // The coil is a hair thinner than the framed end, so where they meet only the end's back edge (facing
    // away, not drawn) stands proud, never the coil's end face.
    setting: [
      { kind: 'sweep', path, stops: [{ at: 0, outer: hose.od / 2 - 0.08, inner: hose.od / 2 - hose.wall + 0.08 }, { at: 1, outer: hose.od / 2 - 0.08, inner: hose.od / 2 - hose.wall + 0.08 }], surface: HOSE_SURFACE },
      tabletop('#e6e6e4'),
    ],
    backdrop: ['#f4f4f2', '#dcdcda'],
  };
}

// ---- Tank top -------------------------------------------------------------------------------------

/** A 1000 litre tank's proportions as the products' tank (others.ts): 1040 mm across, 1150 mm to the top of its dome. */
const TANK = { radius: 520, height: 1150, shoulder: 0.82 * 1150, neck: 0.28 * 520, colour: '#202326' } as const;

/** Points of the dome from `from` to `to` (0 at the shoulder, 1 at the neck), a quarter ellipse. */
function domePoints(from: number, to: number, steps: number): ProfilePoint[] {
  const { radius, height, shoulder, neck } = TANK;
  return Array.from({ length: steps + 1 }, (_, i): ProfilePoint => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 2;
    return [neck + (radius - neck) * Math.cos(a), shoulder + (height - shoulder) * Math.sin(a)];
  });
}

/** 63: the top of a black 1000 litre tank, its lid unscrewed a few turns: the thread on the neck, the lid's grip ribs. */
function tankLid(): Omit<Scene, 'name' | 'aspect'> {
  const { radius, height, neck } = TANK;
  const black = polyethylene(TANK.colour);
  // The crown from where the dome is 440 mm across: the lid fills most of the frame.
  const split = Math.acos((220 - neck) / (radius - neck)) / (Math.PI / 2);
  const neckTop = height + 44;
  const wall = 5;
  // The framed part: the dome's crown, the neck and its thread, the lid.
  const crown: ProfilePoint[] = [...domePoints(split, 1, 24), [neck, neckTop - 1.5], [neck - 1.5, neckTop], [neck - wall, neckTop], [neck - wall, height - 30]];
  const body: ProfilePoint[] = [[0, 0], [radius - 20, 0], [radius - 4, 6], [radius, 24], ...domePoints(0, split, 40)];
  const pitch = 11;
  const turns = 2.6;
  const threadR = neck + 1.4;
  const thread: Vec3[] = Array.from({ length: 241 }, (_, i) => {
    const phi = (i / 240) * turns * Math.PI * 2;
    return [threadR * Math.cos(phi), height + 8 + (pitch * phi) / (Math.PI * 2), threadR * Math.sin(phi)];
  });
  const lidIn = neck + 6;
  const lidOut = neck + 11;
  const lidH = 40;
  const lid: ProfilePoint[] = corners([
    [lidIn, 0],
    [lidOut - 1.5, 0],
    [lidOut, 1.5],
    [lidOut, lidH - 3],
    [lidOut - 3, lidH],
    // A raised panel on top, a ring moulded in it.
    [lidOut - 14, lidH],
    [lidOut - 16, lidH + 4],
    [58, lidH + 4],
    [56, lidH + 1.5],
    [46, lidH + 1.5],
    [44, lidH + 4],
    [0, lidH + 4],
  ]);
  const ribs: Part[] = Array.from({ length: 28 }, (_, i): Part => {
    const a = (i / 28) * Math.PI * 2;
    return { kind: 'lathe', profile: [[0, 0], [3, 0], [3, lidH - 8], [0, lidH - 8]], surface: black, segments: 10, place: { position: [Math.cos(a) * lidOut, 4, Math.sin(a) * lidOut] } };
  });
  // Unscrewed until it rides on the thread's last turn.
  const lidAt = height + 8 + pitch * (turns - 0.6);
  return {
    camera: { azimuth: 18, elevation: 27, fov: 10, fill: 0.9 },
    key: { azimuth: 140, elevation: 22, colour: '#fff4e2', intensity: 1.8 },
    ambient: 0.9,
    parts: [
      { kind: 'lathe', profile: crown, surface: black, segments: 160 },
      { kind: 'sweep', path: thread, stops: [{ at: 0, outer: 2.4, inner: 0.01 }, { at: 1, outer: 2.4, inner: 0.01 }], surface: black },
      at([{ kind: 'lathe', profile: lid, surface: black, segments: 120, open: 'top' }, ...ribs], [0, lidAt, 0]),
    ],
    setting: [{ kind: 'lathe', profile: body, surface: black, segments: 160 }],
    contactShadow: false,
    backdrop: ['#eef0f2', '#d5d9de'],
  };
}

// ---- Solvent cement tin ---------------------------------------------------------------------------

/** The 1 litre tin (as the products' tins: 110 mm across, 140 mm tall), its label's top band and lid framed. */
const TIN = { radius: 55, height: 140, band: 40 } as const;

function bandArt(): Artwork {
  const width = Math.round(2 * Math.PI * TIN.radius * 8);
  const h = TIN.band * 8;
  const face = width / 2;
  return {
    width,
    height: h,
    background: '#004f87',
    rects: [{ x: 0, y: h * 0.84, w: width, h: h * 0.1, colour: '#f2a900' }],
    texts: [{ text: 'KALLADA', x: face, y: h * 0.42, size: h * 0.42, colour: '#ffffff', weight: 800, align: 'center', letterSpacing: h * 0.05 }],
  };
}

function labelArt(height: number): Artwork {
  const width = Math.round(2 * Math.PI * TIN.radius * 8);
  const h = Math.round(height * 8);
  const face = width / 2;
  return {
    width,
    height: h,
    background: '#f4f4f2',
    texts: [
      { text: 'SOLVENT CEMENT', x: face, y: h * 0.2, size: h * 0.14, colour: '#1b1f26', weight: 800, align: 'center' },
      { text: 'for uPVC pipes and fittings', x: face, y: h * 0.36, size: h * 0.075, colour: '#3a4350', weight: 700, align: 'center' },
    ],
  };
}

/** 64: the top of a 1 litre solvent cement tin from above: the rolled rim, the press-on lid, the label's band. */
function tinLid(): Omit<Scene, 'name' | 'aspect'> {
  const { radius: r, height: h, band } = TIN;
  const split = h - 6 - band;
  // The framed part, from the label's band up: the body, the rolled rim (the chime), the channel the lid sits in, the lid's panel with a stiffening ring.
  const top: ProfilePoint[] = [
    [r, split],
    [r, h - 4],
    [r + 1.4, h - 3.2],
    [r + 1.4, h - 0.8],
    [r - 0.4, h + 0.3],
    [r - 2, h - 0.6],
    [r - 2.4, h - 3],
    [r - 3.6, h - 3.8],
    [r - 5, h - 3],
    [r - 5.4, h - 0.4],
    [r - 6.4, h + 0.5],
    [r - 7.6, h - 0.4],
    [r - 9, h - 1.3],
    [r * 0.6, h - 1.3],
    [r * 0.58, h - 0.3],
    [r * 0.5, h - 0.3],
    [r * 0.48, h - 1.3],
    [0, h - 1.3],
  ];
  const body: ProfilePoint[] = [[0, 0], [r - 2, 0], [r + 1.2, 0.8], [r + 1.2, 3.2], [r, 4], [r, split]];
  const labelLow = 6;
  return {
    camera: { azimuth: -12, elevation: 44, fov: 10, fill: 0.9 },
    key: { azimuth: -120, elevation: 28, intensity: 1.15 },
    ambient: 0.6,
    parts: [
      { kind: 'lathe', profile: top, surface: tinplate, segments: 160, open: 'top' },
      { kind: 'wrap', radius: r + 0.05, height: band, arc: Math.PI * 2 - 0.01, art: bandArt(), gloss: 0.3, place: { position: [0, split, 0] } },
    ],
    setting: [
      { kind: 'lathe', profile: body, surface: tinplate, segments: 160 },
      { kind: 'wrap', radius: r + 0.05, height: split - labelLow, arc: Math.PI * 2 - 0.01, art: labelArt(split - labelLow), gloss: 0.2, place: { position: [0, labelLow, 0] } },
      tabletop('#d8dadd'),
    ],
    backdrop: ['#eeefef', '#d4d6d9'],
  };
}

export function galleryDetailsScenes(): Scene[] {
  const shots = [socketEnd(), marking(), threeWalls(), classColours(), couplerJoint(), boxSpouts(), socketAndSpigot(), longBend(), reducerSteps(), hoseEnd(), tankLid(), tinLid()];
  return shots.map((shot, i) => ({ name: IDS[i]!, aspect: PRODUCT_ASPECT, ...shot }));
}
