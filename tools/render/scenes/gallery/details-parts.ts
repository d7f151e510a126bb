// Parts for the close-ups album (details.ts). A close-up frames a few centimetres of a product that
// goes on out of the picture: the camera frames a scene's `parts`, so the framed piece is one
// section of a pipe (or hose, tank, tin) and the rest of it is the scene's `setting`, drawn and
// shadowed but not framed. Sections meet on a flat join (no chamfer there), so the pipe reads as
// one length; only its real ends are finished: a saw cut, a solvent-weld spigot, a socket.
import { corners, pvc, type PipeSize, type Socket } from '../../parts.ts';
import type { Part, ProfilePoint, Surface, Vec3 } from '../../scene.ts';

/** How a section of pipe ends: where it meets the next section, a square saw cut, or a chamfered spigot. */
export type SectionEnd = 'join' | 'cut' | 'spigot';

/**
 * Lathe profile of a pipe section along y from 0 to `length`, its ends finished as asked; with a
 * socket, the top end is belled (the socket's mouth, its edge eased). Drawing proportions as
 * parts.ts: the socket's taper 0.35 diameters; a spigot's chamfer takes half the wall at 15°, as
 * pipes are chamfered for solvent welding so the cement is not wiped off the socket.
 */
export function sectionProfile(pipe: PipeSize, length: number, ends: { start: SectionEnd; end: SectionEnd }, socket?: Socket): ProfilePoint[] {
  const ro = pipe.od / 2;
  const ri = ro - pipe.wall;
  const ease = Math.min(0.15, pipe.wall * 0.1);
  const chamferDepth = pipe.wall * 0.5;
  const chamferRun = chamferDepth / Math.tan((15 * Math.PI) / 180);
  const bottom: ProfilePoint[] =
    ends.start === 'join'
      ? [[ri, 0], [ro, 0]]
      : ends.start === 'cut'
        ? [[ri, ease], [ri + ease, 0], [ro - ease, 0], [ro, ease]]
        : [[ri, ease], [ri + ease, 0], [ro - chamferDepth, 0], [ro, chamferRun]];
  if (socket) {
    const so = socket.od / 2;
    const si = socket.id / 2;
    const start = length - socket.length;
    const taper = pipe.od * 0.35;
    const lip = Math.min(0.5, pipe.wall * 0.3);
    return corners([
      ...bottom,
      [ro, start - taper],
      [so, start],
      [so, length - lip],
      [so - lip, length],
      [si + lip, length],
      [si, length - lip],
      [si, start + pipe.wall * 0.6],
      [ri, start - taper * 0.6],
      bottom[0]!,
    ]);
  }
  const top: ProfilePoint[] =
    ends.end === 'join'
      ? [[ro, length], [ri, length]]
      : ends.end === 'cut'
        ? [[ro, length - ease], [ro - ease, length], [ri + ease, length], [ri, length - ease]]
        : [[ro, length - chamferRun], [ro - chamferDepth, length], [ri + ease, length], [ri, length - ease]];
  return corners([...bottom, ...top, bottom[0]!]);
}

/** A pipe section as a lathe part (pvc surface unless given). */
export function section(pipe: PipeSize, length: number, colour: string, ends: { start: SectionEnd; end: SectionEnd }, socket?: Socket, surface?: Surface): Part {
  return { kind: 'lathe', profile: sectionProfile(pipe, length, ends, socket), surface: surface ?? pvc(colour) };
}

/** Turns local +y (a lathe's axis) to world +x, then yaws about y and moves to `at`. */
export function alongX(parts: readonly Part[], at: Vec3, yaw = 0): Part {
  return { kind: 'group', place: { position: at, rotation: [0, yaw, 0] }, parts: [{ kind: 'group', place: { rotation: [0, 0, -Math.PI / 2] }, parts }] };
}

/** Turns local +y to world −x (a socket or spigot pointing left), then yaws and moves to `at`. */
export function alongMinusX(parts: readonly Part[], at: Vec3, yaw = 0): Part {
  return { kind: 'group', place: { position: at, rotation: [0, yaw, 0] }, parts: [{ kind: 'group', place: { rotation: [0, 0, Math.PI / 2] }, parts }] };
}

/**
 * The studio table under a close-up that has a setting (then no studio floor is laid): a wide
 * sheet of matte paper or card, its top at y = 0, large enough to run out of every frame.
 */
export function tabletop(colour: string, roughness = 0.9, grain = 0.5): Part {
  return { kind: 'box', size: [6000, 10, 6000], surface: { colour, roughness, grain }, place: { position: [0, -10, 0] } };
}
