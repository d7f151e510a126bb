// uPVC water pipe scenes: grey pressure pipes with solvent-weld sockets, each printed in the colour
// of its pressure class (mfe-products/src/data/water-pipes.ts, spec §3).
import { PRESSURE_CLASSES, type PressureClass } from '../../../mfe-products/src/data/water-pipes.ts';
import { UPVC_GREY, lyingPipe, socketFor, waterMarking, waterPipeSize } from '../parts.ts';
import type { Part, Scene } from '../scene.ts';
import { HERO_ASPECT, PRODUCT_ASPECT } from './conduits.ts';

export const HERO_PIPES: ReadonlyArray<readonly [number, PressureClass]> = [
  [110, PRESSURE_CLASSES[0]],
  [90, PRESSURE_CLASSES[1]],
  [75, PRESSURE_CLASSES[2]],
  [63, PRESSURE_CLASSES[5]],
];

/** Pipes fanned out from the left, sockets to the right, so each one's printing shows. */
export function waterPipeFan(pipes: ReadonlyArray<readonly [od: number, pressure: PressureClass]>, length: number): Part[] {
  let z = 0;
  return pipes.map(([od, pressure], i) => {
    const pipe = waterPipeSize(od, pressure);
    const socket = socketFor(pipe);
    const lift = (socket.od - pipe.od) / 2;
    z += i === 0 ? 0 : (socket.od + waterPipeSize(pipes[i - 1]![0], pipes[i - 1]![1]).od) / 2 + 4;
    return lyingPipe({ pipe, length: length - i * 30, colour: UPVC_GREY, socket, at: [-length / 2 + i * 25, pipe.od / 2 + lift, -z], yaw: (i - 1.5) * 0.07, marking: waterMarking(od, pressure), roll: -0.75 });
  });
}

export function waterPipeHeroScene(name = 'water-pipe-hero', aspect = HERO_ASPECT): Scene {
  return { name, aspect, camera: { azimuth: 24, elevation: 30, fov: 18, fill: 0.92 }, key: { azimuth: -35, elevation: 55 }, parts: waterPipeFan([...HERO_PIPES].reverse(), 760) };
}

export function waterPipeCardScene(name: string, aspect = PRODUCT_ASPECT): Scene {
  return {
    name,
    aspect,
    camera: { azimuth: 40, elevation: 22, fov: 22, fill: 0.88 },
    parts: waterPipeFan(
      [
        [50, PRESSURE_CLASSES[3]],
        [63, PRESSURE_CLASSES[0]],
        [75, PRESSURE_CLASSES[2]],
        [90, PRESSURE_CLASSES[1]],
      ],
      620,
    ),
  };
}
