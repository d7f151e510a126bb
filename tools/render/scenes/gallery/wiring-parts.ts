// Parts for the 'wiring' album (wiring.ts): our conduits and fittings as an electrician fixes them
// to walls, ceilings and slabs, and the building they are fixed to. Everything is placed by two
// directions (orient): where a part's own x and z axes point in the room, so a run, a bend or a box
// can be laid on any wall or ceiling without working out Euler angles by hand.
// Fitting proportions are parts.ts's and fittings.ts's; the building is wiring-building.ts.
import { bendSweep, corners, lyingPipe, moulded, pvc, socketFor, zincSteel, type PipeSize } from '../../parts.ts';
import type { Part, ProfilePoint, Surface, Vec3 } from '../../scene.ts';
import { circularBox, couplerPart } from '../fittings.ts';
import { X, Y, Z, add, basisEuler, cross, dot, scale } from '../../vec3.ts';

// ---- Directions ---------------------------------------------------------------------------------

/**
 * Euler angles of the turn that takes a part's own x axis to `x` and its own z axis to `z` (two
 * perpendicular unit vectors); its y goes to z × x.
 */
export function orient(x: Vec3, z: Vec3): Vec3 {
  if (Math.abs(dot(x, z)) > 1e-9) throw new Error('orient: the two directions must be perpendicular');
  return basisEuler(x, cross(z, x), z);
}

/** `parts` at `position`, turned so their own x and z axes point along `x` and `z`. */
export function placed(parts: readonly Part[], position: Vec3, x: Vec3 = X, z: Vec3 = Z): Part {
  return { kind: 'group', parts, place: { position, rotation: orient(x, z) } };
}

// ---- Conduit runs -------------------------------------------------------------------------------

export interface RunOptions {
  /** Which way the printed marking faces (perpendicular to the run); default +z (out of a wall at z = 0). */
  face?: Vec3;
  marking?: { line: string; ink: string };
  /** Turn of the printing about the pipe's axis from `face` (radians). */
  roll?: number;
  socketed?: boolean;
}

/** A straight conduit length from `from` along the unit direction `along` for `length` mm. */
export function conduitLength(pipe: PipeSize, colour: string, from: Vec3, along: Vec3, length: number, options: RunOptions = {}): Part {
  const face = options.face ?? Z;
  const part = lyingPipe({ pipe, length, colour, at: [0, 0, 0], marking: options.marking, roll: options.roll, socket: options.socketed ? socketFor(pipe) : undefined });
  return placed([part], from, along, face);
}

/**
 * A bend (parts.ts bendSweep) whose first socket's mouth is at `at`, entering along `from` and
 * leaving along `to`. Returns the part and where its second socket's mouth is, for the next length.
 */
export function bendAt(pipe: PipeSize, radius: number, surface: Surface, at: Vec3, from: Vec3, to: Vec3): { part: Part; exit: Vec3; depth: number } {
  const lead = socketFor(pipe).length * 1.05;
  const sweep = bendSweep(pipe, radius, Math.PI / 2, surface);
  const exit = add(add(at, scale(from, lead + radius)), scale(to, radius + lead));
  return { part: placed([sweep], at, from, cross(from, to)), exit, depth: socketFor(pipe).length };
}

/** How far a socket's mouth sits from the pipe's end pushed home in it (the pipe goes in this far). */
export const pushIn = (pipe: PipeSize): number => socketFor(pipe).length * 0.9;

// ---- Fixings ------------------------------------------------------------------------------------

/**
 * A spacer saddle's outline (its own x across the pipe, y away from the wall): flat feet either side,
 * straight legs standing the pipe off the wall to `centre` (the height of a box's spouts), an arch
 * over the pipe. Extruded along the pipe.
 */
function saddleOutline(pipe: PipeSize, centre: number): Array<readonly [number, number]> {
  const r = pipe.od / 2 + 0.3;
  const t = 2.4;
  const foot = 14;
  const outline: Array<readonly [number, number]> = [[-r - t - foot, 0], [r + t + foot, 0], [r + t + foot, t], [r + t, t]];
  for (let i = 0; i <= 24; i += 1) {
    const a = (i / 24) * Math.PI;
    outline.push([(r + t) * Math.cos(a), centre + (r + t) * Math.sin(a)]);
  }
  outline.push([-r - t, t], [-r - t - foot, t]);
  return outline;
}

/** Where a pipe's axis stands off the wall when it runs into a circular box's spouts. */
export const standOff = (pipe: PipeSize): number => socketFor(pipe).od / 2 + 1;

/** A saddle holding a pipe that runs along `along` at `standOff`, fixed to a surface whose outward normal is `normal`; `at` on the surface under the pipe's axis. */
export function saddle(pipe: PipeSize, surface: Surface, at: Vec3, along: Vec3, normal: Vec3 = Z, centre = standOff(pipe)): Part {
  const r = pipe.od / 2 + 0.3;
  const strap = 12;
  const screw = (side: number): Part => ({
    kind: 'lathe',
    profile: [[0, 2.4], [3.6, 2.4], [3.4, 3.4], [2.4, 4.3], [0, 4.6]],
    surface: zincSteel,
    segments: 24,
    place: { position: [side * (r + 2.4 + 7), 0, strap / 2] },
  });
  // Own axes: x across the pipe, y out of the wall, z along the pipe.
  return placed(
    [{ kind: 'group', place: { position: [0, 0, -strap / 2] }, parts: [{ kind: 'extrude', outline: saddleOutline(pipe, centre), depth: strap, bevel: 0.4, surface }, screw(-1), screw(1)] }],
    at,
    cross(normal, along),
    along,
  );
}

/** A circular box's cover: a shallow moulded disc with two screws into the box's lugs. */
function boxCover(surface: Surface, depth: number): Part[] {
  const r = 36.5;
  const disc: ProfilePoint[] = corners([[0, 0], [r, 0], [r, 2.2], [r - 1.5, 3.6], [0, 4.2]]);
  const screws = [(3 * Math.PI) / 4, (7 * Math.PI) / 4].map(
    (a): Part => ({
      kind: 'lathe',
      profile: [[0, 0], [3.8, 0], [3.6, 1], [2.6, 2], [0, 2.3]],
      surface: zincSteel,
      segments: 24,
      place: { position: [Math.cos(a) * 27.6, depth + 3.6, Math.sin(a) * 27.6] },
    }),
  );
  return [{ kind: 'lathe', profile: disc, surface, place: { position: [0, depth, 0] } }, ...screws];
}

/**
 * A circular junction box fixed to a surface (outward normal `normal`), its cover on, spouts
 * towards the given directions in the surface's plane (each perpendicular to `normal`).
 * `at` is the surface point under the box's centre.
 */
export function wallBox(pipe: PipeSize, colour: string, at: Vec3, normal: Vec3, spouts: readonly Vec3[], options: { depth?: number; cover?: boolean; hook?: boolean } = {}): Part {
  const depth = options.depth ?? 42;
  const first = spouts[0]!;
  // Own axes: y out of the surface, x towards the first spout; a spout at angle a lies along cos a·x − sin a·z.
  const zAxis = cross(first, normal);
  const angles = spouts.map((s) => Math.atan2(-dot(s, zAxis), dot(s, first)));
  const parts: Part[] = [...circularBox(pipe, angles, colour, depth)];
  if (options.cover !== false) parts.push(...boxCover(moulded(colour), depth));
  if (options.hook) parts.push(fanHook(2.2));
  return placed(parts, at, first, zAxis);
}

/** The box's radius to a pipe end pushed into one of its spouts. */
export const boxReach = (pipe: PipeSize): number => 34 - 1.5 + socketFor(pipe).length * 0.2;

/**
 * A straight run fixed to a surface (outward normal `normal`): the pipe's axis from `from` along
 * `along` for `length`, standing `centre` off the surface, with a saddle every `pitch` mm from
 * `first` on (the trade fixes a run every 600 mm or so and near every box and bend).
 */
export function fixedRun(
  pipe: PipeSize,
  colour: string,
  saddleSurface: Surface,
  from: Vec3,
  along: Vec3,
  length: number,
  normal: Vec3,
  options: RunOptions & { pitch?: number; first?: number; centre?: number; endGap?: number } = {},
): Part[] {
  const centre = options.centre ?? standOff(pipe);
  const parts: Part[] = [conduitLength(pipe, colour, from, along, length, { face: normal, ...options })];
  const pitch = options.pitch ?? 600;
  for (let s = options.first ?? 120; s <= length - (options.endGap ?? 60); s += pitch) {
    parts.push(saddle(pipe, saddleSurface, add(add(from, scale(along, s)), scale(normal, -centre)), along, normal, centre));
  }
  return parts;
}

/** A coupler joining two lengths, its middle at `at`, along `along`. */
export function coupler(pipe: PipeSize, surface: Surface, at: Vec3, along: Vec3): Part {
  const length = socketFor(pipe).length * 2 + 3;
  // couplerPart stands along its own y: a quarter turn lays it along x, which `placed` turns onto `along`.
  return placed([{ kind: 'group', place: { rotation: [0, 0, -Math.PI / 2] }, parts: [couplerPart(pipe, surface)] }], add(at, scale(along, -length / 2)), along, perpendicular(along));
}

/** Some unit vector perpendicular to an axis-aligned or general direction. */
export function perpendicular(v: Vec3): Vec3 {
  const helper: Vec3 = Math.abs(v[1]) < 0.9 ? Y : X;
  const c = cross(v, helper);
  const n = Math.hypot(...c);
  return [c[0] / n, c[1] / n, c[2] / n];
}

/** A fan hook box's steel hook: a bar across the box's floor rising into a hook (own y out of the box's floor). */
export function fanHook(floor: number): Part {
  const path: Vec3[] = [];
  for (let i = 0; i <= 20; i += 1) path.push([-22 + i * 1.1, floor + 4, 0]);
  for (let i = 1; i <= 40; i += 1) {
    const a = -Math.PI / 2 + (i / 40) * Math.PI * 1.6;
    path.push([9 * Math.cos(a), floor + 13 + 9 * Math.sin(a), 0]);
  }
  return { kind: 'sweep', path, stops: [{ at: 0, outer: 2.6, inner: 0.01 }, { at: 1, outer: 2.6, inner: 0.01 }], surface: zincSteel };
}

/** Flexible conduit: corrugated PVC of outside diameter `od` along a path, in the product page's colour. */
export const FLEXIBLE_COLOUR = '#f2a900';
export function flexible(path: readonly Vec3[], od = 20): Part {
  return { kind: 'sweep', path, stops: [{ at: 0, outer: od / 2 - 1.3, inner: od / 2 - 2.3 }, { at: 1, outer: od / 2 - 1.3, inner: od / 2 - 2.3 }], ribs: { pitch: 3.6, depth: 1.3 }, surface: pvc(FLEXIBLE_COLOUR) };
}
