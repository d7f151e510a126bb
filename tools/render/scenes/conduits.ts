// Conduit scenes: bundles by class, the socketed and plain ends, the printing, the 19 mm non-ISI
// range and the hero. Sizes, classes and colours come from mfe-products/src/data/conduits.ts.
import { CONDUIT_CLASSES, NON_ISI_CONDUITS, type ConduitClass } from '../../../mfe-products/src/data/conduits.ts';
import { conduitMarking, conduitSize, lyingPipe, socketFor, type PipeSize } from '../parts.ts';
import { createRandom as seeded } from '../../../shared/src/random/seeded-random.ts';
import type { Part, Scene } from '../scene.ts';

export const PRODUCT_ASPECT = 4 / 3;
export const HERO_ASPECT = 16 / 9;

/** Hex-packed pipes lying along +x, rows stacked up from the floor, ends staggered a little. */
export function bundle(pipe: PipeSize, colour: string, rowCounts: readonly number[], length: number, marking: { line: string; ink: string } | undefined, seed: number): Part[] {
  const random = seeded(seed);
  const r = pipe.od / 2;
  const parts: Part[] = [];
  rowCounts.forEach((count, row) => {
    const y = r + row * r * Math.sqrt(3) * 1.0;
    const offset = (rowCounts[0]! - count) * r;
    for (let i = 0; i < count; i += 1) {
      const z = -((rowCounts[0]! - 1) * r) + offset + i * 2 * r + 0.1 * i;
      const stagger = (random() - 0.5) * pipe.od * 2.2;
      parts.push(
        lyingPipe({
          pipe,
          length: length + stagger,
          colour,
          at: [-length / 2, y, z],
          marking: row === 0 || i === count - 1 ? marking : undefined,
          roll: (random() - 0.5) * 0.6,
        }),
      );
    }
  });
  return parts;
}

export function conduitBundleScene(name: string, conduitClass: ConduitClass, size = 25, isi = true): Scene {
  const pipe = conduitSize(size, conduitClass);
  return {
    name,
    aspect: PRODUCT_ASPECT,
    camera: { azimuth: 58, elevation: 18, fov: 24, fill: 0.8 },
    key: { azimuth: -30, elevation: 50 },
    parts: bundle(pipe, CONDUIT_CLASSES[conduitClass].colourHex, [5, 4, 5, 4], size * 22, conduitMarking(size, conduitClass, isi), size * 7 + conduitClass.length),
  };
}

/** The 19 mm non-ISI range: its medium and heavy classes side by side. */
export function nonIsiScene(): Scene {
  const row = NON_ISI_CONDUITS[0]!;
  const parts = row.classes.flatMap((conduitClass, k) => {
    const pipe = conduitSize(row.size, conduitClass);
    return bundle(pipe, CONDUIT_CLASSES[conduitClass].colourHex, [4, 3, 2], row.size * 22, conduitMarking(row.size, conduitClass, false), 19 + k).map(
      (part): Part => ({ kind: 'group', parts: [part], place: { position: [k * row.size * 3, 0, (k - 0.5) * row.size * 5.2] } }),
    );
  });
  return { name: 'conduit-nonisi', aspect: PRODUCT_ASPECT, camera: { azimuth: 55, elevation: 20, fov: 24, fill: 0.82 }, parts };
}

/** A socketed 25 mm pipe beside a plain-ended one, the socket towards the camera. */
export function socketedScene(): Scene {
  const pipe = conduitSize(25, 'medium');
  const colour = CONDUIT_CLASSES.medium.colourHex;
  const marking = conduitMarking(25, 'medium');
  return {
    name: 'conduit-socketed',
    aspect: PRODUCT_ASPECT,
    camera: { azimuth: 62, elevation: 16, fov: 22, fill: 0.82 },
    parts: [
      lyingPipe({ pipe, length: 420, colour, socket: socketFor(pipe), at: [-300, pipe.od / 2 + (socketFor(pipe).od - pipe.od) / 2, -22], marking }),
      lyingPipe({ pipe, length: 380, colour, at: [-300, pipe.od / 2, 24], marking, roll: 0.15 }),
    ],
  };
}

/** One pipe close up, its marking facing the camera. */
export function printingScene(): Scene {
  const pipe = conduitSize(20, 'light');
  return {
    name: 'conduit-printing',
    aspect: PRODUCT_ASPECT,
    camera: { azimuth: 22, elevation: 12, fov: 14, fill: 0.98 },
    key: { azimuth: -25, elevation: 45 },
    parts: [
      lyingPipe({ pipe, length: 200, colour: CONDUIT_CLASSES.light.colourHex, at: [-100, pipe.od / 2, 0], marking: conduitMarking(20, 'light'), roll: -0.12 }),
      lyingPipe({ pipe: conduitSize(20, 'medium'), length: 200, colour: CONDUIT_CLASSES.medium.colourHex, at: [-140, pipe.od / 2, -30], marking: conduitMarking(20, 'medium'), roll: -0.1 }),
    ],
  };
}

/** Hero: two lengths of each class fanned out on the table, one socketed, printing towards the camera. */
export function conduitHeroScene(name = 'conduit-hero', aspect = HERO_ASPECT): Scene {
  const classes: ConduitClass[] = ['light', 'light', 'medium', 'medium', 'heavy', 'heavy'];
  const random = seeded(9537);
  const parts = classes.map((conduitClass, i) => {
    const pipe = conduitSize(32, conduitClass);
    const socket = i === 3 ? socketFor(pipe) : undefined;
    const lift = socket ? (socket.od - pipe.od) / 2 : 0;
    return lyingPipe({
      pipe,
      length: 420 + random() * 40,
      colour: CONDUIT_CLASSES[conduitClass].colourHex,
      socket,
      at: [-230 + random() * 30, pipe.od / 2 + lift, -140 + i * 50],
      yaw: (i - 2.5) * 0.07,
      marking: conduitMarking(32, conduitClass),
      roll: -0.7,
    });
  });
  return { name, aspect, camera: { azimuth: 20, elevation: 32, fov: 18, fill: 0.96 }, key: { azimuth: -35, elevation: 55 }, parts };
}
