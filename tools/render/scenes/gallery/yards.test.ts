// The yards album: its scenes are the album's ids in order; every pipe, conduit pack and tank it
// shows is one the products' data offers (sizes, classes, lengths per pack); packs hold their
// pack's count of lengths and rest on what they stand on; and no two pictures share their camera
// and light.
import { describe, expect, it } from 'vitest';
import { ISI_CONDUITS } from '../../../../mfe-products/src/data/conduits.ts';
import { PRESSURE_CLASSES, WATER_PIPE_SIZES } from '../../../../mfe-products/src/data/water-pipes.ts';
import { conduitSize } from '../../parts.ts';
import type { Part } from '../../scene.ts';
import { PRODUCT_ASPECT } from '../conduits.ts';
import { albumIds } from './albums.ts';
import { galleryYardsPictures, galleryYardsScenes } from './yards.ts';
import { conduitPack, shownNothing } from './yards-stacks.ts';

/** The lathe parts under a part (each pipe of a pack is one). */
function lathes(part: Part): number {
  if (part.kind === 'lathe') return 1;
  if (part.kind === 'group') return part.parts.reduce((n, p) => n + lathes(p), 0);
  return 0;
}

describe('the yards album', () => {
  it('names its scenes by the album’s ids, in order, at the gallery’s aspect', () => {
    const scenes = galleryYardsScenes();
    expect(scenes.map((s) => s.name)).toEqual(albumIds('yards'));
    for (const scene of scenes) expect(scene.aspect).toBe(PRODUCT_ASPECT);
  });

  it('shows only sizes, classes and packs the data offers', () => {
    for (const { scene, shown } of galleryYardsPictures()) {
      for (const [od, pressure] of shown.water) {
        expect(WATER_PIPE_SIZES, scene.name).toContain(od);
        expect(PRESSURE_CLASSES, scene.name).toContain(pressure);
      }
      for (const [size, conduitClass, lengths] of shown.conduits) {
        const row = ISI_CONDUITS.find((r) => r.size === size);
        expect(row?.classes, scene.name).toContain(conduitClass);
        expect(lengths).toBe(row!.lengthsPerPack);
      }
    }
    expect(() => conduitPack({ size: 63, conduitClass: 'heavy', at: [0, 0, 0], seed: 1 }, shownNothing())).toThrow();
  });

  it('packs a conduit pack with its count of lengths, its lowest pipes resting on its base', () => {
    for (const size of [25, 32, 40]) {
      const pack = conduitPack({ size, conduitClass: 'medium', at: [0, 0, 0], seed: 3, tag: false }, shownNothing());
      expect(pack.kind).toBe('group');
      const parts = (pack as Extract<Part, { kind: 'group' }>).parts;
      const pipes = parts.filter((p) => p.kind === 'group');
      expect(pipes.reduce((n, p) => n + lathes(p), 0)).toBe(ISI_CONDUITS.find((r) => r.size === size)!.lengthsPerPack);
      const lowest = Math.min(...pipes.map((p) => p.place!.position![1]));
      expect(lowest).toBeCloseTo(conduitSize(size, 'medium').od / 2, 6);
    }
  });

  it('gives every picture its own camera, its own light and a setting of its own', () => {
    const scenes = galleryYardsScenes();
    const views = scenes.map((s) => `${s.camera.azimuth}/${s.camera.elevation}/${s.camera.fov}`);
    expect(new Set(views).size).toBe(scenes.length);
    const lights = scenes.map((s) => `${s.key?.azimuth}/${s.key?.elevation}/${s.key?.colour}`);
    expect(new Set(lights).size).toBe(scenes.length);
    expect(new Set(scenes.map((s) => s.key?.colour)).size).toBeGreaterThanOrEqual(5);
    for (const scene of scenes) {
      expect(scene.setting?.length, scene.name).toBeGreaterThan(0);
      expect(scene.backdrop, scene.name).toBeDefined();
    }
  });

  it('is deterministic', () => {
    expect(JSON.stringify(galleryYardsScenes())).toBe(JSON.stringify(galleryYardsScenes()));
  });
});
