// The home hero's scenes come from the product data: each bundle holds its pack's number of
// lengths (ISI_CONDUITS), packed hexagonally without two pipes in one place, and the pictures are
// the media plan's hero pictures at its size.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HERO_BANNER, HERO_RENDERS, mediaPlan } from '../../../mfe-content/scripts/media/plan.ts';
import { HERO_SLIDES } from '../../../mfe-content/src/data/home.ts';
import { CONDUIT_CLASSES, CONDUIT_LENGTH_M, ISI_CONDUITS } from '../../../mfe-products/src/data/conduits.ts';
import { conduitSize, BRAND } from '../parts.ts';
import type { Part } from '../scene.ts';
import { sharp } from '../harness.ts';
import { HERO_SIZE, homeHeroJobs } from '../render-home-hero.ts';
import { HOME_HERO_NAMES, bandOutline, bundleCentres, bundleRows, conduitStack, conduitStackScene, homeHeroScenes, hoseCoil, hull, pathLength } from './home-hero.ts';
import { HOSE_SIZES } from '../../../mfe-products/src/data/other-products.ts';

const lathes = (parts: readonly Part[]): Array<Extract<Part, { kind: 'lathe' }>> =>
  parts.flatMap((part) => (part.kind === 'lathe' ? [part] : part.kind === 'group' ? lathes(part.parts) : []));
const wraps = (parts: readonly Part[]): Array<Extract<Part, { kind: 'wrap' }>> =>
  parts.flatMap((part) => (part.kind === 'wrap' ? [part] : part.kind === 'group' ? wraps(part.parts) : []));

describe('hexagonal bundles', () => {
  it.each(ISI_CONDUITS.map((row) => [row.size, row.lengthsPerPack] as const))('%i mm: a bundle holds the pack’s %i lengths, rows nesting one in the next', (_size, lengths) => {
    const rows = bundleRows(lengths);
    expect(rows.reduce((a, b) => a + b, 0)).toBe(lengths);
    for (let i = 1; i < rows.length; i += 1) expect(Math.abs(rows[i]! - rows[i - 1]!)).toBe(1);
    // Steady: it stands on a row at least as wide as its top one.
    expect(rows[0]!).toBeGreaterThanOrEqual(rows[rows.length - 1]!);
  });

  it('packs pipes touching, never overlapping, the bottom row on the bearers', () => {
    const pipe = conduitSize(32, 'medium');
    const centres = bundleCentres(pipe, bundleRows(25), 50);
    let closest = Infinity;
    for (let i = 0; i < centres.length; i += 1) {
      for (let j = i + 1; j < centres.length; j += 1) closest = Math.min(closest, Math.hypot(centres[i]![0] - centres[j]![0], centres[i]![1] - centres[j]![1]));
    }
    expect(closest).toBeCloseTo(pipe.od, 6);
    expect(Math.min(...centres.map(([, y]) => y))).toBeCloseTo(50 + pipe.od / 2, 6);
  });

  it('draws the strap round the outside of every pipe', () => {
    const pipe = conduitSize(32, 'heavy');
    const centres = bundleCentres(pipe, bundleRows(25));
    const band = bandOutline(hull(centres), pipe.od / 2 + 1);
    // Every band point lies at least a pipe's radius from every centre (it goes round, not through).
    for (const [x, y] of band) for (const [z, h] of centres) expect(Math.hypot(x - z, y - h)).toBeGreaterThan(pipe.od / 2 + 0.5);
  });
});

describe('the conduit stack', () => {
  const stack = conduitStack();
  const scene = conduitStackScene();
  const pipes = lathes(scene.parts);

  it('holds one bundle of each class, each its pack’s lengths of 3 m conduit in the class colour', () => {
    expect(stack.map((b) => b.conduitClass).sort()).toEqual(['heavy', 'light', 'medium']);
    const pack = ISI_CONDUITS.find((row) => row.size === stack[0]!.size)!;
    expect(pipes).toHaveLength(pack.lengthsPerPack * stack.length);
    for (const bundle of stack) {
      const colour = CONDUIT_CLASSES[bundle.conduitClass].colourHex;
      expect(pipes.filter((p) => p.surface.colour === colour)).toHaveLength(pack.lengthsPerPack);
    }
    for (const pipe of pipes) expect(Math.max(...pipe.profile.map(([, y]) => y))).toBeCloseTo(CONDUIT_LENGTH_M * 1000, 6);
  });

  it('keeps the bundles apart', () => {
    const widths = stack.map((b) => Math.max(...b.rows) * conduitSize(b.size, b.conduitClass).od);
    for (let k = 1; k < stack.length; k += 1) expect(stack[k]!.z - stack[k - 1]!.z).toBeGreaterThan((widths[k]! + widths[k - 1]!) / 2);
  });

  it('prints the brand’s conduit marking on the pipes that face the camera', () => {
    const markings = wraps(scene.parts).flatMap((w) => w.art.texts ?? []);
    expect(markings.length).toBeGreaterThan(0);
    for (const text of markings) expect(text.text).toContain(`${BRAND}  RIGID PVC CONDUIT  32 mm`);
  });
});

describe('the hose coil', () => {
  it.each(HOSE_SIZES.flatMap((row) => row.lengthsM.map((length) => [row.sizeMm, length] as const)))('%i mm, %i m: as many layers as the length takes, no more', (size, length) => {
    const { part, layers } = hoseCoil(size, length);
    if (part.kind !== 'sweep') throw new Error('a coil is a sweep');
    expect(pathLength(part.path)).toBeGreaterThanOrEqual(length * 1000);
    expect(part.stops[0]!.inner).toBe(size / 2);
    // One layer fewer would be too short.
    if (layers > 1) expect(pathLength(part.path.slice(0, Math.ceil((part.path.length * (layers - 1)) / layers)))).toBeLessThan(length * 1000);
  });

  it('has no size or length the hose table does not list', () => {
    expect(() => hoseCoil(40, 30)).toThrow();
    expect(() => hoseCoil(25, 20)).toThrow();
  });
});

describe('home hero pictures', () => {
  it('are the carousel’s slides and the media plan’s hero pictures, rendered at its size', () => {
    expect(homeHeroScenes().map((s) => s.name)).toEqual([...HOME_HERO_NAMES]);
    expect(HERO_SLIDES.map((s) => s.name)).toEqual([...HOME_HERO_NAMES]);
    expect([...HERO_RENDERS]).toEqual([...HOME_HERO_NAMES]);
    expect(HERO_SIZE).toEqual(HERO_BANNER);
    for (const scene of homeHeroScenes()) expect(scene.aspect).toBeCloseTo(HERO_BANNER.width / HERO_BANNER.height, 6);
    const planned = mediaPlan().filter((job) => job.group === 'hero');
    expect(planned.map((job) => [job.name, job.raster, Math.max(...job.widths)])).toEqual(HOME_HERO_NAMES.map((name) => [name, `media-src/renders/${name}.webp`, HERO_BANNER.width]));
  });

  it('are committed as 16:9 raster sources at the plan’s largest width', async () => {
    const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'mfe-content');
    for (const name of HOME_HERO_NAMES) {
      const { width, height, format } = await sharp(path.join(content, 'media-src', 'renders', `${name}.webp`)).metadata();
      expect({ width, height, format }).toEqual({ ...HERO_BANNER, format: 'webp' });
    }
  });

  it('set every subject right of centre, clear of the intro panel', () => {
    for (const job of homeHeroJobs()) expect(job.scene.camera.offsetX ?? 0).toBeGreaterThan(0);
  });

  it('describe the same scenes on every call (deterministic)', () => {
    expect(JSON.stringify(homeHeroScenes())).toBe(JSON.stringify(homeHeroScenes()));
  });
});
