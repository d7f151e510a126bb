// Plumbing as it is fitted in a home, for the 'water' album: uPVC pipe runs between points in the
// world (not only lying on a floor), with elbows at their corners, tees, couplers, end caps, tank
// connectors, wall clips and a simple valve, all in world coordinates so a scene can lay a line up
// a wall, over a parapet and into a tank. Pipe sizes and pressure classes are the data's
// (WATER_PIPE_SIZES, PRESSURE_CLASSES), and each length is printed with its class's marking.
// Fitting proportions are parts.ts's drawing proportions (a socket 1.5 diameters deep).
import type { PressureClass } from '../../../../mfe-products/src/data/water-pipes.ts';
import { WATER_PIPE_SIZES } from '../../../../mfe-products/src/data/water-pipes.ts';
import { UPVC_GREY, at, corners, markingArt, moulded, pipeProfile, pvc, socketFor, socketProfile, waterMarking, waterPipeSize, type PipeSize, type Socket } from '../../parts.ts';
import type { Part, ProfilePoint, Surface, Vec3 } from '../../scene.ts';
import { add, basisEuler, cross, dot, length, scale, sub, unit } from '../../vec3.ts';

export type WaterPipeSize = (typeof WATER_PIPE_SIZES)[number];

/** A water line's pipe: its nominal size and pressure class, both the data's. */
export interface LineSpec {
  od: WaterPipeSize;
  pressure: PressureClass;
}

// ---- Orientation ----------------------------------------------------------------------------------

/**
 * Euler angles (XYZ, as the render page reads them) of the rotation that takes the local y axis
 * to `axis` and the local z axis as near `face` as it can go (which way a pipe's printing looks).
 */
export function orient(axis: Vec3, face: Vec3 = [0, 0, 1]): Vec3 {
  const y = unit(axis);
  let z = sub(face, scale(y, dot(face, y)));
  if (length(z) < 1e-6) z = sub([1, 0, 0], scale(y, dot([1, 0, 0], y)));
  z = unit(z);
  return basisEuler(cross(y, z), y, z);
}


// ---- Pipes and fittings ------------------------------------------------------------------------

export const fittingSurface = (): Surface => moulded(UPVC_GREY);

export function sizeOf(spec: LineSpec): PipeSize {
  return waterPipeSize(spec.od, spec.pressure);
}

/**
 * A moulded fitting's socket: as deep as a pipe's (parts.ts), its wall a drawing proportion of
 * 7 % of the diameter where that is more than the pipe's (moulded fittings are stouter than the
 * pipe, so a joint shows as it does on site).
 */
export function fittingSocket(spec: LineSpec): Socket {
  const size = sizeOf(spec);
  const socket = socketFor(size);
  return { ...socket, od: size.od + 2 * Math.max(size.wall, spec.od * 0.07) };
}

/**
 * A straight pipe from `from` to `to`, its marking (if long enough to carry one) facing `face`;
 * with `socketed`, belled at `to` for the next length to push into (solvent-weld socket).
 */
export function pipe(spec: LineSpec, from: Vec3, to: Vec3, face: Vec3 = [0, 0, 1], socketed = false): Part {
  const size = sizeOf(spec);
  const len = length(sub(to, from));
  const parts: Part[] = [{ kind: 'lathe', profile: pipeProfile(size, len, socketed ? socketFor(size) : undefined), surface: pvc(UPVC_GREY), segments: 48 }];
  const printed = len - 2 * size.od - (socketed ? socketFor(size).length : 0);
  if (printed > 250) {
    const marking = waterMarking(spec.od, spec.pressure);
    parts.push({
      kind: 'wrap',
      radius: (size.od / 2) * 1.003 + 0.02,
      height: printed,
      arc: 1.1,
      art: markingArt(printed, size.od, marking.line, marking.ink),
      along: true,
      gloss: 0.3,
      place: { position: [0, size.od, 0] },
    });
  }
  return at(parts, from, orient(sub(to, from), face));
}

/** The bend radius of a moulded elbow's centreline (as the fitting pages draw it). */
export const elbowRadius = (spec: LineSpec) => spec.od * 1.05;

/** A 90° elbow at the corner of a run: coming in along `dirIn`, leaving along `dirOut` (perpendicular). */
export function elbow(spec: LineSpec, corner: Vec3, dirIn: Vec3, dirOut: Vec3): Part {
  const size = sizeOf(spec);
  const socket = fittingSocket(spec);
  const R = elbowRadius(spec);
  const lead = socket.length * 1.05;
  const i = unit(dirIn);
  const o = unit(dirOut);
  const centre = add(sub(corner, scale(i, R)), scale(o, R));
  const path: Vec3[] = [];
  for (let k = 0; k < 6; k += 1) path.push(sub(corner, scale(i, R + lead * (1 - k / 6))));
  for (let k = 0; k <= 24; k += 1) {
    const t = (k / 24) * (Math.PI / 2);
    path.push(add(centre, add(scale(o, -R * Math.cos(t)), scale(i, R * Math.sin(t)))));
  }
  for (let k = 1; k <= 6; k += 1) path.push(add(corner, scale(o, R + (lead * k) / 6)));
  const so = socket.od / 2;
  const si = socket.id / 2;
  const body = size.od / 2 + (socket.od - size.od) * 0.4;
  const total = 2 * lead + (R * Math.PI) / 2;
  const s = lead / total;
  const ramp = (size.od * 0.25) / total;
  return {
    kind: 'sweep',
    path,
    stops: [
      { at: 0, outer: so, inner: si },
      { at: s - ramp, outer: so, inner: si },
      { at: s, outer: body, inner: size.od / 2 - size.wall },
      { at: 1 - s, outer: body, inner: size.od / 2 - size.wall },
      { at: 1 - s + ramp, outer: so, inner: si },
      { at: 1, outer: so, inner: si },
    ],
    surface: fittingSurface(),
  };
}

/** How far short of a fitting's centre (along the pipe) a pipe pushed into its socket ends. */
export function insetAtElbow(spec: LineSpec): number {
  return elbowRadius(spec) + socketFor(sizeOf(spec)).length * 0.12;
}
/** How far a pipe pushed into a length's socket reaches in from the socket's mouth. */
export function socketReach(spec: LineSpec): number {
  return socketFor(sizeOf(spec)).length * 0.9;
}
export function insetAtTee(spec: LineSpec): number {
  return spec.od / 2 + socketFor(sizeOf(spec)).length * 0.12;
}

/**
 * A run of pipe through `points`, an elbow at each inner corner (corners are right angles); the
 * run's ends are trimmed by `trim` (e.g. `insetAtTee` where it meets a tee), else left plain.
 */
export function run(spec: LineSpec, points: readonly Vec3[], options: { trim?: readonly [number, number]; face?: Vec3; socketed?: boolean } = {}): Part[] {
  const parts: Part[] = [];
  const inset = insetAtElbow(spec);
  for (let k = 0; k + 1 < points.length; k += 1) {
    const a = points[k]!;
    const b = points[k + 1]!;
    const d = unit(sub(b, a));
    const startCut = k === 0 ? (options.trim?.[0] ?? 0) : inset;
    const endCut = k + 2 === points.length ? (options.trim?.[1] ?? 0) : inset;
    parts.push(pipe(spec, add(a, scale(d, startCut)), sub(b, scale(d, endCut)), options.face, k + 2 === points.length && options.socketed));
    if (k + 2 < points.length) parts.push(elbow(spec, b, d, unit(sub(points[k + 2]!, b))));
  }
  return parts;
}

/** An equal tee centred at `centre`: its run along `runDir`, its branch towards `branchDir`. */
export function tee(spec: LineSpec, centre: Vec3, runDir: Vec3, branchDir: Vec3): Part {
  const size = sizeOf(spec);
  const socket = fittingSocket(spec);
  const runLength = socket.length * 2 + size.od;
  const r = unit(runDir);
  return {
    kind: 'group',
    parts: [
      at([{ kind: 'lathe', profile: socketProfile(socket, runLength, size.wall), surface: fittingSurface(), segments: 48 }], sub(centre, scale(r, runLength / 2)), orient(r)),
      at([{ kind: 'lathe', profile: socketProfile(socket, socket.length + size.od / 2, size.wall), surface: fittingSurface(), segments: 48 }], centre, orient(branchDir)),
    ],
  };
}

/** A coupler joining two pipes end to end at `centre`, along `dir`. */
export function coupler(spec: LineSpec, centre: Vec3, dir: Vec3): Part {
  const size = sizeOf(spec);
  const socket = fittingSocket(spec);
  const len = socket.length * 2 + 4;
  const bore = size.od / 2 - size.wall;
  const profile: ProfilePoint[] = corners([
    [socket.id / 2, 0],
    [socket.od / 2, 0],
    [socket.od / 2, len],
    [socket.id / 2, len],
    [socket.id / 2, len / 2 + 2],
    [bore, len / 2 + 2],
    [bore, len / 2 - 2],
    [socket.id / 2, len / 2 - 2],
    [socket.id / 2, 0],
  ]);
  return at([{ kind: 'lathe', profile, surface: fittingSurface(), segments: 48 }], sub(centre, scale(unit(dir), len / 2)), orient(dir));
}

/** An end cap on a pipe end at `end`, the pipe running towards it along `dir`. */
export function endCap(spec: LineSpec, end: Vec3, dir: Vec3): Part {
  const size = sizeOf(spec);
  const socket = fittingSocket(spec);
  const depth = socket.length * 0.8;
  const crown = size.od * 0.12;
  const profile: ProfilePoint[] = [
    ...corners([
      [socket.id / 2, 0],
      [socket.od / 2, 0],
      [socket.od / 2, depth],
    ]),
    ...Array.from({ length: 10 }, (_, i): ProfilePoint => {
      const a = ((i + 1) / 10) * (Math.PI / 2);
      return [(socket.od / 2) * Math.cos(a), depth + crown * Math.sin(a)];
    }),
  ];
  return at([{ kind: 'lathe', profile, surface: fittingSurface(), segments: 48 }], sub(end, scale(unit(dir), depth * 0.85)), orient(dir));
}

/** A tank connector: the moulded nut that seals a pipe's way through a tank wall, its face at `at`. */
export function tankConnector(spec: LineSpec, face: Vec3, dir: Vec3): Part {
  const size = sizeOf(spec);
  const r = fittingSocket(spec).od / 2 + 7;
  const profile: ProfilePoint[] = corners([
    [size.od / 2, 0],
    [r, 0],
    [r, 16],
    [r - 3, 19],
    [size.od / 2, 19],
  ]);
  return at([{ kind: 'lathe', profile, surface: moulded('#3a3d41'), segments: 6 }], sub(face, scale(unit(dir), 4)), orient(dir));
}

/** A uPVC ball valve on a straight run at `centre`: a round body with union nuts and a lever towards `lever`. */
export function valve(spec: LineSpec, centre: Vec3, dir: Vec3, lever: Vec3, leverColour = '#c8102e'): Part {
  const size = sizeOf(spec);
  const socket = fittingSocket(spec);
  const half = socket.length + size.od * 0.9;
  const nut = socket.od / 2 + size.od * 0.12;
  const ball = size.od * 0.95;
  const profile: ProfilePoint[] = [
    [size.od / 2, 0],
    [nut, 0],
    [nut, socket.length * 0.9],
    [socket.od / 2, socket.length * 0.9],
    ...Array.from({ length: 17 }, (_, i): ProfilePoint => {
      const a = -Math.PI / 2 + (i / 16) * Math.PI;
      return [Math.max(socket.od / 2, ball * Math.cos(a)), half + ball * Math.sin(a) * 0.85];
    }),
    [socket.od / 2, 2 * half - socket.length * 0.9],
    [nut, 2 * half - socket.length * 0.9],
    [nut, 2 * half],
    [size.od / 2, 2 * half],
  ];
  const d = unit(dir);
  const l = unit(lever);
  const stemTop = ball * 0.85 + size.od * 0.35;
  const stem = at([{ kind: 'lathe', profile: corners([[0, 0], [size.od * 0.16, 0], [size.od * 0.16, stemTop], [0, stemTop]]), surface: fittingSurface(), segments: 24 }], centre, orient(l));
  const handleLength = size.od * 2.6;
  // The lever lies on the stem along the pipe (local z → d), reaching past one end of the body.
  const handle = at(
    [{ kind: 'box', size: [size.od * 0.42, size.od * 0.16, handleLength], surface: moulded(leverColour), place: { position: [0, 0, handleLength * 0.4] } }],
    add(centre, scale(l, stemTop)),
    orient(l, d),
  );
  return { kind: 'group', parts: [at([{ kind: 'lathe', profile, surface: fittingSurface(), segments: 48 }], sub(centre, scale(d, half)), orient(d)), stem, handle] };
}

/**
 * A wall clip holding a pipe on a wall: a moulded saddle strap over the pipe with two screw feet,
 * its feet on the wall at `foot` (the wall's outward normal `out`), the pipe along `along`. The
 * pipe's centre is then `clipStandoff` from the wall.
 */
export function clip(spec: LineSpec, foot: Vec3, out: Vec3, along: Vec3, colour = '#eeefec'): Part {
  const R = sizeOf(spec).od / 2 + 0.3;
  const t = Math.max(1.8, spec.od * 0.06);
  const wing = Math.max(10, spec.od * 0.4);
  const outline: Array<readonly [number, number]> = [[-R - wing, 0], [-R, 0]];
  for (let i = 0; i <= 24; i += 1) {
    const a = Math.PI - (i / 24) * Math.PI;
    outline.push([R * Math.cos(a), R + R * Math.sin(a)]);
  }
  outline.push([R, 0], [R + wing, 0], [R + wing, t], [R + t, t]);
  for (let i = 0; i <= 24; i += 1) {
    const a = (i / 24) * Math.PI;
    outline.push([(R + t) * Math.cos(a), R + (R + t) * Math.sin(a)]);
  }
  outline.push([-R - t, t], [-R - wing, t]);
  const strap = Math.max(12, spec.od * 0.45);
  // Local x across the pipe, y out of the wall, z along the pipe.
  const z = unit(along);
  const y = unit(out);
  return at([{ kind: 'extrude', outline, depth: strap, bevel: 0.4, surface: moulded(colour), place: { position: [0, 0, -strap / 2] } }], foot, basisEuler(cross(y, z), y, z));
}

export const clipStandoff = (spec: LineSpec) => sizeOf(spec).od / 2 + 0.3;

