// The close-ups album: its scenes are the album's ids in order, each a close-up (a long lens, the
// subject filling the frame) and each its own composition; the pipes' sizes and classes are ones
// the products' data offers; the framed piece of a product meets the rest of it (the setting)
// without a gap or a step; nothing hangs below its table.
import { describe, expect, it } from 'vitest';
import { ISI_CONDUITS } from '../../../../mfe-products/src/data/conduits.ts';
import { PRESSURE_CLASSES, WATER_PIPE_SIZES } from '../../../../mfe-products/src/data/water-pipes.ts';
import { conduitSize, pvc, socketFor, waterMarking, waterPipeSize } from '../../parts.ts';
import type { Part, Scene } from '../../scene.ts';
import { PRODUCT_ASPECT } from '../conduits.ts';
import { albumIds } from './albums.ts';
import { galleryDetailsScenes } from './details.ts';
import { sectionProfile } from './details-parts.ts';

const scenes = galleryDetailsScenes();

/** Every lathe profile of a scene's parts (and setting), with its placement ignored. */
function lathes(parts: readonly Part[]): Array<Extract<Part, { kind: 'lathe' }>> {
  return parts.flatMap((part) => (part.kind === 'lathe' ? [part] : part.kind === 'group' ? lathes(part.parts) : []));
}

/** The lowest point of a part as placed; groups turn only about y (no height change) or z (laying a lathe on its side), as these scenes do. */
function lowest(part: Part, base = 0, turn = 0): number {
  if (part.kind === 'group') {
    const [px, py] = part.place?.position ?? [0, 0, 0];
    const [rx, , rz] = part.place?.rotation ?? [0, 0, 0];
    if (rx !== 0) throw new Error('a studio subject turned about x: not measured here');
    return Math.min(...part.parts.map((child) => lowest(child, base + px * Math.sin(turn) + py * Math.cos(turn), turn + rz)));
  }
  if (part.kind === 'lathe') {
    // A lathe turned by `turn` about z: the lowest point of each ring of its profile.
    const py = part.place?.position?.[1] ?? 0;
    return base + py + Math.min(...part.profile.map(([r, y]) => y * Math.cos(turn) - r * Math.abs(Math.sin(turn))));
  }
  return Infinity;
}

describe('the close-ups album', () => {
  it('names its scenes by the album’s ids, in order, at the products’ 4:3', () => {
    expect(scenes.map((scene) => scene.name)).toEqual(albumIds('details'));
    for (const scene of scenes) expect(scene.aspect).toBe(PRODUCT_ASPECT);
  });

  it('shoots every picture as a close-up: a long lens, the subject filling the frame', () => {
    for (const { name, camera } of scenes) {
      expect({ name, long: camera.fov <= 13 }).toEqual({ name, long: true });
      expect(camera.fill).toBeGreaterThanOrEqual(0.85);
      expect(camera.fill).toBeLessThanOrEqual(0.95);
    }
  });

  it('gives each picture its own camera and light', () => {
    const looks = scenes.map((scene: Scene) => JSON.stringify([scene.camera.azimuth, scene.camera.elevation, scene.key?.azimuth, scene.key?.elevation]));
    expect(new Set(looks).size).toBe(scenes.length);
  });

  it('draws pipes only in sizes and classes the data offers', () => {
    // Every extruded PVC section's bore and outside diameter are those of a conduit size and class
    // the ISI range is made in, or of a water pipe size in a pressure class.
    const offered = [
      ...ISI_CONDUITS.flatMap(({ size, classes }) => classes.map((c) => conduitSize(size, c))),
      ...WATER_PIPE_SIZES.flatMap((od) => PRESSURE_CLASSES.map((p) => waterPipeSize(od, p))),
    ];
    let sections = 0;
    for (const scene of scenes) {
      for (const lathe of lathes([...scene.parts, ...(scene.setting ?? [])])) {
        if (JSON.stringify(lathe.surface) !== JSON.stringify(pvc(lathe.surface.colour))) continue;
        sections += 1;
        const radii = lathe.profile.map(([r]) => r);
        const bore = Math.min(...radii);
        const fits = offered.some((pipe) => Math.abs(pipe.od / 2 - pipe.wall - bore) < 1e-9 && radii.some((r) => Math.abs(r - pipe.od / 2) < 1e-9));
        expect({ scene: scene.name, bore, fits }).toEqual({ scene: scene.name, bore, fits: true });
      }
    }
    expect(sections).toBeGreaterThan(20);
  });

  it('prints the water pipes of the six pressure classes in their classes’ inks from the data', () => {
    const art = (parts: readonly Part[]): string[] =>
      parts.flatMap((part) => (part.kind === 'wrap' ? (part.art.texts ?? []).map((t) => `${t.text}|${t.colour}`) : part.kind === 'group' ? art(part.parts) : []));
    const printed = new Set(scenes.flatMap((scene) => art([...scene.parts, ...(scene.setting ?? [])])));
    for (const pressure of PRESSURE_CLASSES) {
      const { line, ink } = waterMarking(50, pressure);
      expect(printed.has(`${line}|${ink}`)).toBe(true);
    }
  });

  it('joins a framed section to the rest of its pipe flush: same radii at the join, finished only at real ends', () => {
    const pipe = conduitSize(25, 'medium');
    const socketed = sectionProfile(pipe, 120, { start: 'join', end: 'cut' }, socketFor(pipe));
    const rest = sectionProfile(pipe, 900, { start: 'join', end: 'cut' });
    const atJoin = (profile: readonly (readonly [number, number])[]) => [...new Set(profile.filter(([, y]) => y === 0).map(([r]) => r))].sort();
    expect(atJoin(socketed)).toEqual(atJoin(rest));
    expect(atJoin(rest)).toEqual([pipe.od / 2 - pipe.wall, pipe.od / 2]);
    // A spigot's chamfer takes half the wall off the outside at its end, at 15°.
    const spigot = sectionProfile(pipe, 100, { start: 'join', end: 'spigot' });
    const top = spigot.filter(([, y]) => y === 100).map(([r]) => r);
    expect(Math.max(...top)).toBeCloseTo(pipe.od / 2 - pipe.wall / 2, 6);
    const chamferStart = spigot.find(([r, y]) => r === pipe.od / 2 && y < 100 && y > 90)!;
    expect((pipe.wall / 2) / (100 - chamferStart[1])).toBeCloseTo(Math.tan((15 * Math.PI) / 180), 6);
  });

  it('stands every studio subject on its floor (nothing below the table, nothing floating above it)', () => {
    for (const scene of scenes.filter((s) => !s.setting)) {
      scene.parts.forEach((part, i) => {
        expect({ scene: scene.name, part: i, onFloor: Math.abs(lowest(part)) < 0.05 }).toEqual({ scene: scene.name, part: i, onFloor: true });
      });
    }
  });
});
