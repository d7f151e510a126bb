// Parts of our products as scene parts (../scene.ts), sized from the products' data where the data
// gives a figure, and from stated drawing proportions where it does not (the spec gives conduit
// wall thickness for 16 mm only, and no socket, fitting or water-pipe dimensions: see
// mfe-products/src/data). A proportion shapes a picture; it is never shown as a figure.
import {
  CONDUIT_CLASSES,
  OD_TOLERANCE_MM,
  WALL_THICKNESS_MM,
  type ConduitClass,
} from '../../mfe-products/src/data/conduits.ts';
import { PRINTING_COLOURS, type PressureClass } from '../../mfe-products/src/data/water-pipes.ts';
import type { Artwork, Part, ProfilePoint, Surface, Vec3 } from './scene.ts';

export const BRAND = 'KALLADA';

/** Lathe profile from corners: each interior point is doubled, so the faces either side keep their own normals (crisp edges). */
export function corners(points: readonly ProfilePoint[]): ProfilePoint[] {
  return points.flatMap((p, i) => (i === 0 || i === points.length - 1 ? [p] : [p, p]));
}

// ---- Placing ---------------------------------------------------------------------------------

/** `parts` (or one part) as a group at `position`, turned by Euler angles (XYZ). */
export function at(parts: Part | readonly Part[], position: Vec3, rotation: Vec3 = [0, 0, 0]): Part {
  return { kind: 'group', parts: Array.isArray(parts) ? (parts as readonly Part[]) : [parts as Part], place: { position, rotation } };
}

/** `parts` as a group at `position`, turned by `yaw` radians about the vertical. */
export const moved = (parts: readonly Part[], position: Vec3, yaw = 0): Part => at(parts, position, [0, yaw, 0]);

// ---- Surfaces ---------------------------------------------------------------------------------

/** Extruded rigid PVC: satin, with a slight sheen along the pipe. */
export const pvc = (colour: string): Surface => ({ colour, roughness: 0.42, clearcoat: 0.35, clearcoatRoughness: 0.35, grain: 0.6 });
/** Injection-moulded fittings: a touch glossier than pipe. */
export const moulded = (colour: string): Surface => ({ colour, roughness: 0.34, clearcoat: 0.5, clearcoatRoughness: 0.22, grain: 0.4 });
/** Rotomoulded polyethylene (tanks): matte. */
export const polyethylene = (colour: string): Surface => ({ colour, roughness: 0.62, clearcoat: 0.1, grain: 1 });
export const tinplate: Surface = { colour: '#c9ccd0', roughness: 0.28, metalness: 1, grain: 0.5 };
export const zincSteel: Surface = { colour: '#9aa0a6', roughness: 0.35, metalness: 1 };
/** Trowelled plaster under emulsion paint (walls a product is fixed to): chalky, a little uneven. */
export const plaster = (colour: string): Surface => ({ colour, roughness: 0.9, grain: 1 });

/** Fittings: spec §2.12 standard colours white and black (electrical); uPVC grey for water. */
export const FITTING_WHITE = '#eeefec';
export const FITTING_BLACK = '#2b2e32';
export const UPVC_GREY = '#8d949a';

// ---- Conduit pipes ----------------------------------------------------------------------------

/** Drawing proportion: wall / outside diameter of each class, from the one size the spec gives (16 mm). */
export function conduitWallRatio(conduitClass: ConduitClass): number {
  const range = WALL_THICKNESS_MM[16]![conduitClass]!;
  return (range.min + range.max) / 2 / 16;
}

export interface PipeSize {
  /** Outside diameter, mm. */
  od: number;
  wall: number;
}

/**
 * A conduit's outside diameter and wall: the middle of the spec's tolerance band (never over
 * nominal) and the middle of its wall range where the spec gives one (16 mm), else the class's
 * 16 mm proportion.
 */
export function conduitSize(size: number, conduitClass: ConduitClass): PipeSize {
  const od = size + (OD_TOLERANCE_MM[size] ?? 0) / 2;
  const range = WALL_THICKNESS_MM[size]?.[conduitClass];
  const wall = range ? (range.min + range.max) / 2 : size * conduitWallRatio(conduitClass);
  return { od, wall };
}

export interface Socket {
  /** Depth of the socket, mm. */
  length: number;
  /** Outside diameter of the socket. */
  od: number;
  /** Inside diameter: the pipe's outside diameter, so the next pipe pushes in. */
  id: number;
}

/** Drawing proportion: a socket as deep as 1.5 diameters, its wall as thick as the pipe's. */
export function socketFor(pipe: PipeSize): Socket {
  return { length: 1.5 * pipe.od, od: pipe.od + 2 * pipe.wall, id: pipe.od };
}

/** Lathe profile of a pipe along y from 0 to `length`, optionally socketed (belled) at the top. */
export function pipeProfile(pipe: PipeSize, length: number, socket?: Socket): ProfilePoint[] {
  const ro = pipe.od / 2;
  const ri = ro - pipe.wall;
  const chamfer = Math.min(0.4, pipe.wall * 0.25);
  if (!socket) {
    return corners([
      [ri, chamfer],
      [ri + chamfer, 0],
      [ro - chamfer, 0],
      [ro, chamfer],
      [ro, length - chamfer],
      [ro - chamfer, length],
      [ri + chamfer, length],
      [ri, length - chamfer],
      [ri, chamfer],
    ]);
  }
  const so = socket.od / 2;
  const si = socket.id / 2;
  const start = length - socket.length;
  const taper = pipe.od * 0.35;
  return corners([
    [ri, chamfer],
    [ri + chamfer, 0],
    [ro - chamfer, 0],
    [ro, chamfer],
    [ro, start - taper],
    [so, start],
    [so, length - chamfer],
    [so - chamfer, length],
    [si + chamfer, length],
    [si, length - chamfer],
    [si, start + pipe.wall * 0.6],
    [ri, start - taper * 0.6],
    [ri, chamfer],
  ]);
}

const LYING: Vec3 = [0, 0, -Math.PI / 2];

/** Inkjet marking repeated along a pipe, in the convention of its standard: letters 4–12 mm high whatever the pipe's size. */
export function markingArt(length: number, od: number, line: string, ink: string): Artwork {
  const pxPerMm = Math.min(24, 2400 / length) * 2;
  const height = Math.round(od * 0.55 * pxPerMm);
  const size = Math.round(Math.min(12, Math.max(4, od * 0.22)) * pxPerMm);
  const width = Math.round(length * pxPerMm);
  // Each repeat is spaced by an estimate of its printed width (condensed face ≈ 0.5 em a glyph).
  const step = line.length * size * 0.52 + size * 6;
  const texts = [];
  for (let x = size * 2; x === size * 2 || x < width - step * 0.6; x += step) {
    texts.push({ text: line, x, y: height / 2, size, colour: ink, weight: 700 as const, face: 'condensed' as const, letterSpacing: size * 0.04 });
  }
  return { width, height, background: null, texts };
}

export interface LyingPipe {
  pipe: PipeSize;
  length: number;
  colour: string;
  socket?: Socket;
  marking?: { line: string; ink: string };
  /** Where the pipe's plain end sits (its axis along +x from there). */
  at: Vec3;
  /** Extra turn about the pipe's own axis (radians): which way the printing faces. */
  roll?: number;
  /** Yaw about y (radians), for pipes laid at an angle. */
  yaw?: number;
}

/** A pipe lying on its side along +x (rotated by yaw), its plain end at `at`. */
export function lyingPipe(p: LyingPipe): Part {
  const parts: Part[] = [{ kind: 'lathe', profile: pipeProfile(p.pipe, p.length, p.socket), surface: pvc(p.colour) }];
  if (p.marking) {
    const printed = p.length - (p.socket ? p.socket.length + p.pipe.od : 0);
    parts.push({
      kind: 'wrap',
      // Just proud of the surface: both are polygons, and the pipe's chords cut inside its radius.
      radius: (p.pipe.od / 2) * 1.003 + 0.02,
      height: printed,
      arc: 1.1,
      art: markingArt(printed, p.pipe.od, p.marking.line, p.marking.ink),
      along: true,
      gloss: 0.3,
      place: { rotation: [0, p.roll ?? 0, 0] },
    });
  }
  return {
    kind: 'group',
    place: { position: p.at, rotation: [0, p.yaw ?? 0, 0] },
    parts: [{ kind: 'group', place: { rotation: LYING }, parts }],
  };
}

export function conduitMarking(size: number, conduitClass: ConduitClass, isi = true): { line: string; ink: string } {
  const info = CONDUIT_CLASSES[conduitClass];
  const ink = conduitClass === 'heavy' ? '#e9eaeb' : '#1b1f26';
  const line = isi
    ? `${BRAND}  RIGID PVC CONDUIT  ${size} mm  ${info.code}  IS 9537 (PART 3)  ISI  FR  BATCH K29`
    : `${BRAND}  PVC CONDUIT  ${size} mm  ${info.code}`;
  return { line, ink };
}

// ---- uPVC water pipes -------------------------------------------------------------------------

/**
 * Drawing proportion for a uPVC pressure pipe's wall (the spec gives none): the thin-wall
 * formula with a design stress of 120 kg/cm², never under 1.5 mm.
 */
export function waterPipeSize(od: number, pressure: PressureClass): PipeSize {
  return { od, wall: Math.max(1.5, (pressure * od) / (2 * 120 + pressure)) };
}

export function waterInk(pressure: PressureClass): string {
  return PRINTING_COLOURS.find((c) => c.pressure === pressure)!.colourHex;
}

export function waterMarking(od: number, pressure: PressureClass): { line: string; ink: string } {
  const colour = PRINTING_COLOURS.find((c) => c.pressure === pressure)!;
  return { line: `${BRAND} AQUALINE  uPVC  ${od} mm  ${pressure} kg/cm²  ${colour.classLabel.toUpperCase()}  IS 4985  ISI`, ink: colour.colourHex };
}

// ---- Fittings ---------------------------------------------------------------------------------

/** Points along a circular arc in the x–y plane from angle a0 to a1 (radians) about (cx, cy). */
export function arcPath(radius: number, a0: number, a1: number, steps = 48, centre: readonly [number, number] = [0, 0]): Vec3[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / steps;
    return [centre[0] + radius * Math.cos(a), centre[1] + radius * Math.sin(a), 0] as const;
  });
}

/** A straight run along a direction, as path points (sweeps need a few points to follow). */
export function straight(from: Vec3, to: Vec3, steps = 8): Vec3[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const k = i / steps;
    return [from[0] + (to[0] - from[0]) * k, from[1] + (to[1] - from[1]) * k, from[2] + (to[2] - from[2]) * k] as const;
  });
}

/**
 * A conduit bend: a quarter (or `angle`) of a circle of `bendRadius` with a socket at each end, as
 * a swept tube whose radii step up over the sockets. Lies in the x–y plane, starts at the origin
 * heading +x.
 */
export function bendSweep(pipe: PipeSize, bendRadius: number, angle: number, surface: Surface, sockets = true): Extract<Part, { kind: 'sweep' }> {
  const socket = socketFor(pipe);
  const lead = sockets ? socket.length * 1.05 : pipe.od * 0.6;
  const arc = arcPath(bendRadius, -Math.PI / 2, -Math.PI / 2 + angle, 64, [lead, bendRadius]);
  const end = arc[arc.length - 1]!;
  const dir: Vec3 = [Math.cos(angle), Math.sin(angle), 0];
  const tail: Vec3 = [end[0] + dir[0] * lead, end[1] + dir[1] * lead, 0];
  const path = [...straight([0, 0, 0], arc[0]!, 12).slice(0, -1), ...arc, ...straight(end, tail, 12).slice(1)];
  const total = 2 * lead + bendRadius * angle;
  const s = lead / total;
  const ro = pipe.od / 2;
  const ri = ro - pipe.wall;
  const so = socket.od / 2;
  const si = socket.id / 2;
  const ramp = (pipe.od * 0.3) / total;
  const stops = sockets
    ? [
        { at: 0, outer: so, inner: si },
        { at: s - ramp, outer: so, inner: si },
        { at: s, outer: ro, inner: ri },
        { at: 1 - s, outer: ro, inner: ri },
        { at: 1 - s + ramp, outer: so, inner: si },
        { at: 1, outer: so, inner: si },
      ]
    : [
        { at: 0, outer: ro, inner: ri },
        { at: 1, outer: ro, inner: ri },
      ];
  return { kind: 'sweep', path, stops, surface };
}

/** A straight socket (coupler half, tee or elbow leg) along +y from 0 to length: a collar with a mouth. */
export function socketProfile(socket: Socket, length: number, wall: number): ProfilePoint[] {
  const so = socket.od / 2;
  const si = socket.id / 2;
  const lip = Math.min(0.6, wall * 0.3);
  return corners([
    [si, 0],
    [so, 0],
    [so, length - lip],
    [so - lip, length],
    [si + lip, length],
    [si, length - lip],
    [si, 0],
  ]);
}
