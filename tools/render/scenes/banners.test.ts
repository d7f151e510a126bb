// The page banners, side pictures and posters are renders: the media plan takes each from its
// committed source at the plan's size, the render script renders each at that size, and the
// scenes are composed for their shapes (posters keep the middle free for the play button).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mediaPlan } from '../../../mfe-content/scripts/media/plan.ts';
import { ISI_CONDUITS } from '../../../mfe-products/src/data/conduits.ts';
import { sharp } from '../harness.ts';
import { conduitSize } from '../parts.ts';
import { BANNER_SIZES, bannerJobs } from '../render-banners.ts';
import type { Part } from '../scene.ts';
import { BANNER_NAMES, bannerScenes } from './banners.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const lathes = (parts: readonly Part[]): Array<Extract<Part, { kind: 'lathe' }>> =>
  parts.flatMap((part) => (part.kind === 'lathe' ? [part] : part.kind === 'group' ? lathes(part.parts) : []));

describe('the banner renders in the media plan', () => {
  const plan = mediaPlan();
  const jobs = BANNER_NAMES.map((name) => plan.find((job) => job.name === name));

  it('names the same pictures as the scenes, in the same order', () => {
    expect(bannerScenes().map((scene) => scene.name)).toEqual([...BANNER_NAMES]);
  });

  it('keeps each picture’s group, size, widths and quality, now from a committed raster source', () => {
    const page = { width: 1600, height: 600 };
    const split = { width: 900, height: 675 };
    const tall = { width: 600, height: 900 };
    const poster = { width: 1280, height: 720 };
    const expected: Record<string, [string, { width: number; height: number }, number[], number]> = {
      'what-we-are': ['home', split, [450, 900], 64],
      distributor: ['home', split, [450, 900], 64],
      'about-yard': ['about', page, [480, 800, 1200, 1600], 60],
      'about-lab': ['about', page, [480, 800, 1200, 1600], 60],
      'about-conduits': ['about', page, [480, 800, 1200, 1600], 60],
      'about-side-1': ['about', tall, [300, 600], 64],
      'about-side-2': ['about', tall, [300, 600], 64],
      'about-story': ['about', split, [450, 900], 64],
      'careers-yard': ['careers', page, [480, 800, 1200, 1600], 60],
      'careers-lab': ['careers', page, [480, 800, 1200, 1600], 60],
      'careers-plants': ['careers', page, [480, 800, 1200, 1600], 60],
      'poster-company': ['posters', poster, [480, 960, 1280], 64],
      'poster-managing-director': ['posters', poster, [480, 960, 1280], 64],
      'poster-distributor': ['posters', poster, [480, 960, 1280], 64],
      'poster-blog': ['posters', poster, [480, 960, 1280], 64],
    };
    for (const job of jobs) {
      expect(job).toBeDefined();
      const [group, size, widths, quality] = expected[job!.name]!;
      expect([job!.group, job!.size, [...job!.widths], job!.quality]).toEqual([group, size, widths, quality]);
      expect(job!.raster).toBe(`media-src/renders/${job!.name}.webp`);
      expect(job!.svg).toBeUndefined();
    }
  });

  it('has a committed source for each, rendered at the plan’s size (the render script’s size too)', async () => {
    for (const job of jobs) {
      const file = path.join(ROOT, 'mfe-content', job!.raster!);
      expect(existsSync(file), file).toBe(true);
      const { width, height } = await sharp(file).metadata();
      expect({ width, height }).toEqual(job!.size);
      expect(BANNER_SIZES[job!.name as keyof typeof BANNER_SIZES]).toEqual(job!.size);
    }
  });

  it('keeps the map’s poster a drawing', () => {
    expect(plan.find((job) => job.name === 'poster-map')?.svg).toBeTypeOf('function');
  });
});

describe('the banner scenes', () => {
  const scenes = bannerScenes();

  it('are each drawn at their picture’s shape', () => {
    for (const job of bannerJobs()) expect(job.scene.aspect).toBeCloseTo(job.size.width / job.size.height, 6);
  });

  it('are each their own composition: no two share a camera and a key light', () => {
    const looks = scenes.map((scene) => JSON.stringify([scene.camera.azimuth, scene.camera.elevation, scene.key?.azimuth]));
    expect(new Set(looks).size).toBe(scenes.length);
  });

  it('keep the posters’ subject off the middle, where the play button sits', () => {
    for (const scene of scenes.filter((s) => s.name.startsWith('poster-'))) expect(Math.abs(scene.camera.offsetX ?? 0)).toBeGreaterThanOrEqual(0.3);
  });

  it('show every conduit in a size and class the data offers', () => {
    const offered = new Set(ISI_CONDUITS.flatMap((row) => row.classes.map((c) => conduitSize(row.size, c).od.toFixed(3))));
    const conduitColours = new Set(['#efe6c8', '#8a9099', '#1f2226']);
    for (const scene of scenes) {
      for (const lathe of lathes(scene.parts)) {
        if (!conduitColours.has(lathe.surface.colour)) continue;
        const outer = Math.max(...lathe.profile.map(([r]) => r));
        expect(offered.has((outer * 2).toFixed(3)), `${scene.name}: ${outer * 2} mm`).toBe(true);
      }
    }
  });

  it('are in context: a setting of their own, never the studio sweep', () => {
    for (const scene of scenes) {
      expect(scene.setting?.length, scene.name).toBeGreaterThan(0);
      expect(scene.backdrop, scene.name).toBeDefined();
    }
  });
});
