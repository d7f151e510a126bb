// Fitting scenes: the electrical fittings (boxes, bends, couplers, elbow, tee, saddle) in the spec's
// standard colours white and black, and the uPVC water fittings in grey. Sizes: the conduit sizes
// the fittings are made for (mfe-products/src/data/electrical-fittings.ts) and a 63 mm water pipe;
// box and fitting proportions are drawing proportions (the spec gives none).
import { FITTING_COLOUR_NOTE } from '../../../mfe-products/src/data/electrical-fittings.ts';
import {
  FITTING_BLACK,
  FITTING_WHITE,
  UPVC_GREY,
  bendSweep,
  conduitSize,
  corners,
  moulded,
  socketFor,
  socketProfile,
  waterPipeSize,
  zincSteel,
  type PipeSize,
} from '../parts.ts';
import type { Part, ProfilePoint, Scene, Surface, Vec3 } from '../scene.ts';
import { PRODUCT_ASPECT } from './conduits.ts';

/** The spec's two standard fitting colours, in its order (white, black). */
export const FITTING_COLOURS: Readonly<Record<(typeof FITTING_COLOUR_NOTE.standardColours)[number], string>> = {
  White: FITTING_WHITE,
  Black: FITTING_BLACK,
};

const lay = (part: Part, position: Vec3, rotation: Vec3 = [0, 0, 0]): Part => ({ kind: 'group', parts: [part], place: { position, rotation } });

/** A straight socket leg along +x from the origin (a spout, a tee's run). */
function leg(pipe: PipeSize, length: number, surface: Surface): Part {
  return lay({ kind: 'lathe', profile: socketProfile(socketFor(pipe), length, pipe.wall), surface }, [0, 0, 0], [0, 0, -Math.PI / 2]);
}

/** A circular junction box: a shallow moulded cup with socket spouts at the given angles and two screw lugs. */
export function circularBox(pipe: PipeSize, spouts: readonly number[], colour: string, depth = 42): Part[] {
  const surface = moulded(colour);
  const ro = 34;
  const wall = 2.2;
  const ri = ro - wall;
  const lip = 1.5;
  const cup: ProfilePoint[] = corners([
    [0, 0],
    [ro - 1, 0],
    [ro, 1],
    [ro, depth - lip],
    [ro + lip, depth - lip],
    [ro + lip, depth],
    [ri, depth],
    [ri, wall],
    [0, wall],
  ]);
  const socket = socketFor(pipe);
  const parts: Part[] = [{ kind: 'lathe', profile: cup, surface, open: 'top' }];
  for (const angle of spouts) {
    parts.push({ kind: 'group', place: { position: [0, socket.od / 2 + 1, 0], rotation: [0, angle, 0] }, parts: [lay(leg(pipe, socket.length * 0.9, surface), [ro - 1.5, 0, 0])] });
  }
  // Screw lugs: bosses inside the wall with a pilot hole, on the diagonal between spouts.
  // Screw lugs: bosses moulded against the wall with a pilot hole, between the spouts.
  for (const angle of [(3 * Math.PI) / 4, (7 * Math.PI) / 4]) {
    const boss: ProfilePoint[] = corners([
      [1.5, wall],
      [5, wall],
      [5, depth - 6],
      [1.5, depth - 6],
      [1.5, wall + 2],
    ]);
    parts.push({ kind: 'lathe', profile: boss, surface, open: 'top', place: { position: [Math.cos(angle) * (ri - 4.2), 0, Math.sin(angle) * (ri - 4.2)] } });
  }
  return parts;
}

const couplerLengthFor = (pipe: PipeSize) => socketFor(pipe).length * 2 + 3;

/** A coupler: two sockets back to back with a stop ring between them, along +y. */
export function couplerPart(pipe: PipeSize, surface: Surface): Part {
  const socket = socketFor(pipe);
  const length = couplerLengthFor(pipe);
  const bore = pipe.od / 2 - pipe.wall;
  const profile: ProfilePoint[] = corners([
    [socket.id / 2, 0],
    [socket.od / 2, 0],
    [socket.od / 2, length],
    [socket.id / 2, length],
    [socket.id / 2, length / 2 + 1.5],
    [bore, length / 2 + 1.5],
    [bore, length / 2 - 1.5],
    [socket.id / 2, length / 2 - 1.5],
    [socket.id / 2, 0],
  ]);
  return { kind: 'lathe', profile, surface };
}

function boxScene(name: string, parts: Part[], elevation = 42): Scene {
  return { name, aspect: PRODUCT_ASPECT, camera: { azimuth: 20, elevation, fov: 22, fill: 0.78 }, key: { azimuth: -35, elevation: 60 }, parts };
}

const conduit25 = conduitSize(25, 'medium');
const conduit20 = conduitSize(20, 'medium');

/** A fan hook box: a deep circular box with a zinc-plated steel hook across its floor. */
function fanHookBox(): Part[] {
  const parts = circularBox(conduit20, [0, Math.PI], FITTING_WHITE, 56);
  const rod = 2.6;
  const hook: Vec3[] = [];
  for (let i = 0; i <= 40; i += 1) hook.push([-20 + i * 0.6, 6, 0]);
  for (let i = 1; i <= 60; i += 1) {
    const a = -Math.PI / 2 + (i / 60) * Math.PI * 1.6;
    hook.push([4 + 9 * Math.cos(a), 15 + 9 * Math.sin(a), 0]);
  }
  parts.push({ kind: 'sweep', path: hook, stops: [{ at: 0, outer: rod, inner: 0.01 }, { at: 1, outer: rod, inner: 0.01 }], surface: zincSteel });
  return parts;
}

export function electricalFittingScenes(): Scene[] {
  const white = moulded(FITTING_WHITE);
  const black = moulded(FITTING_BLACK);
  const socket25 = socketFor(conduit25);
  const couplerLength = couplerLengthFor(conduit25);
  const lift = socket25.od / 2;
  const bend = (pipe: PipeSize, radius: number, surface: Surface, sockets = true) => bendSweep(pipe, radius, Math.PI / 2, surface, sockets);
  // Bends lie flat on the floor: the x–y sweep turned to x–z, lifted by its outer radius.
  const flat = (part: Part, at: Vec3, yaw = 0): Part => lay(lay(part, [0, 0, 0], [Math.PI / 2, 0, 0]), at, [0, yaw, 0]);
  const teeRun = socket25.length * 2 + conduit25.od;
  const tee: Part[] = [
    lay(leg(conduit25, teeRun, white), [-teeRun / 2, lift, 0]),
    lay({ kind: 'lathe', profile: socketProfile(socket25, socket25.length + conduit25.od / 2, conduit25.wall), surface: white }, [0, lift, 0], [Math.PI / 2, 0, 0]),
  ];
  const saddleFor = conduitSize(25, 'light');
  const strap = 12;
  const R = saddleFor.od / 2 + 0.3;
  const t = 2.4;
  const outline: Array<readonly [number, number]> = [[-R - 16, 0], [-R, 0]];
  for (let i = 0; i <= 32; i += 1) {
    const a = Math.PI - (i / 32) * Math.PI;
    outline.push([R * Math.cos(a), R + R * Math.sin(a)]);
  }
  outline.push([R, 0], [R + 16, 0], [R + 16, t], [R + t, t]);
  for (let i = 0; i <= 32; i += 1) {
    const a = (i / 32) * Math.PI;
    outline.push([(R + t) * Math.cos(a), R + (R + t) * Math.sin(a)]);
  }
  outline.push([-R - t, t], [-R - 16, t]);
  return [
    boxScene('fitting-circular-box', circularBox(conduit20, [0, Math.PI / 2, Math.PI, (3 * Math.PI) / 2], FITTING_WHITE)),
    boxScene('fitting-circular-box-2', circularBox(conduit20, [0, Math.PI], FITTING_BLACK)),
    boxScene('fitting-deep-box', circularBox(conduit25, [0, Math.PI], FITTING_WHITE, 66), 30),
    boxScene('fitting-fan-hook-box', fanHookBox(), 58),
    { name: 'fitting-bend', aspect: PRODUCT_ASPECT, camera: { azimuth: 15, elevation: 38, fov: 22, fill: 0.8 }, parts: [flat(bend(conduit25, 62, white), [0, lift, 0])] },
    {
      name: 'fitting-bend-2',
      aspect: PRODUCT_ASPECT,
      camera: { azimuth: 15, elevation: 40, fov: 22, fill: 0.82 },
      parts: [flat(bend(conduit25, 62, white), [0, lift, 0]), flat(bend(conduit20, 50, black), [90, socketFor(conduit20).od / 2, 30], Math.PI / 2)],
    },
    { name: 'fitting-long-bend', aspect: PRODUCT_ASPECT, camera: { azimuth: 15, elevation: 38, fov: 22, fill: 0.8 }, parts: [flat(bend(conduit25, 150, white), [0, lift, 0])] },
    {
      name: 'fitting-coupler',
      aspect: PRODUCT_ASPECT,
      camera: { azimuth: 35, elevation: 22, fov: 20, fill: 0.7 },
      parts: [
        lay(couplerPart(conduit25, white), [-couplerLength / 2, lift, 0], [0, 0, -Math.PI / 2]),
        lay(couplerPart(conduit25, black), [-couplerLength / 2 + 12, lift, 62], [0, 0, -Math.PI / 2]),
      ],
    },
    { name: 'fitting-elbow', aspect: PRODUCT_ASPECT, camera: { azimuth: 15, elevation: 36, fov: 22, fill: 0.72 }, parts: [flat(bend(conduit25, conduit25.od * 1.1, white), [0, lift, 0])] },
    { name: 'fitting-tee', aspect: PRODUCT_ASPECT, camera: { azimuth: 20, elevation: 40, fov: 22, fill: 0.72 }, parts: tee },
    {
      name: 'fitting-saddle',
      aspect: PRODUCT_ASPECT,
      camera: { azimuth: 18, elevation: 26, fov: 20, fill: 0.78 },
      parts: [
        lay({ kind: 'extrude', outline, depth: strap, bevel: 0.4, surface: white }, [0, 0, 14]),
        lay({ kind: 'extrude', outline, depth: strap, bevel: 0.4, surface: black }, [26, 0, -30], [0, -0.5, 0]),
      ],
    },
  ];
}

// ---- Water fittings (uPVC grey, for a 63 mm pipe at 6 kg/cm²) ---------------------------------

const water63 = waterPipeSize(63, 6);

export function waterFittingScenes(): Scene[] {
  const grey = moulded(UPVC_GREY);
  const socket = socketFor(water63);
  const lift = socket.od / 2;
  const flat = (part: Part, at: Vec3): Part => lay(lay(part, [0, 0, 0], [Math.PI / 2, 0, 0]), at);
  const run = socket.length * 2 + water63.od;
  // A shallow domed crown, then the socket: the dome's points stay single (smooth), the rest are corners.
  const crown = 7;
  const endCap: ProfilePoint[] = [
    ...Array.from({ length: 12 }, (_, i): ProfilePoint => {
      const a = (i / 12) * (Math.PI / 2);
      return [(socket.od / 2 - 3) * Math.sin(a), crown * (1 - Math.cos(a)) - crown];
    }),
    ...corners([
      [socket.od / 2 - 3, 0],
      [socket.od / 2, 3],
      [socket.od / 2, socket.length + 8],
      [socket.id / 2, socket.length + 8],
      [socket.id / 2, 6],
      [0, 6],
    ]),
  ];
  const small = waterPipeSize(40, 6);
  const smallSocket = socketFor(small);
  const cone = 26;
  const reducer: ProfilePoint[] = corners([
    [socket.id / 2, 0],
    [socket.od / 2, 0],
    [socket.od / 2, socket.length],
    [smallSocket.od / 2, socket.length + cone],
    [smallSocket.od / 2, socket.length + cone + smallSocket.length],
    [smallSocket.id / 2, socket.length + cone + smallSocket.length],
    [smallSocket.id / 2, socket.length + cone],
    [small.od / 2 - small.wall, socket.length + cone - 2],
    [water63.od / 2 - water63.wall, socket.length + 2],
    [socket.id / 2, socket.length],
    [socket.id / 2, 0],
  ]);
  const couplerLength = socket.length * 2 + 4;
  const coupler: ProfilePoint[] = corners([
    [socket.id / 2, 0],
    [socket.od / 2, 0],
    [socket.od / 2, couplerLength],
    [socket.id / 2, couplerLength],
    [socket.id / 2, couplerLength / 2 + 2],
    [water63.od / 2 - water63.wall, couplerLength / 2 + 2],
    [water63.od / 2 - water63.wall, couplerLength / 2 - 2],
    [socket.id / 2, couplerLength / 2 - 2],
    [socket.id / 2, 0],
  ]);
  const camera = { azimuth: 30, elevation: 30, fov: 22, fill: 0.72 };
  return [
    { name: 'water-fitting-elbow', aspect: PRODUCT_ASPECT, camera: { ...camera, azimuth: 15, elevation: 36 }, parts: [flat(bendSweep(water63, water63.od * 1.05, Math.PI / 2, grey), [0, lift, 0])] },
    {
      name: 'water-fitting-tee',
      aspect: PRODUCT_ASPECT,
      camera: { ...camera, azimuth: 20, elevation: 40 },
      parts: [
        lay(leg(water63, run, grey), [-run / 2, lift, 0]),
        lay({ kind: 'lathe', profile: socketProfile(socket, socket.length + water63.od / 2, water63.wall), surface: grey }, [0, lift, 0], [Math.PI / 2, 0, 0]),
      ],
    },
    { name: 'water-fitting-end-cap', aspect: PRODUCT_ASPECT, camera: { ...camera, azimuth: 55, elevation: 24 }, parts: [lay({ kind: 'lathe', profile: endCap, surface: grey }, [0, lift, 0], [0, 0, Math.PI / 2])] },
    { name: 'water-fitting-coupler', aspect: PRODUCT_ASPECT, camera: { ...camera, azimuth: 40, elevation: 22 }, parts: [lay({ kind: 'lathe', profile: coupler, surface: grey }, [-couplerLength / 2, lift, 0], [0, 0, -Math.PI / 2])] },
    {
      name: 'water-fitting-reducer',
      aspect: PRODUCT_ASPECT,
      camera: { ...camera, azimuth: 40, elevation: 22 },
      parts: [lay({ kind: 'lathe', profile: reducer, surface: grey }, [-60, lift, 0], [0, 0, -Math.PI / 2])],
    },
  ];
}
