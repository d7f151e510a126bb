import { describe, expect, it } from 'vitest';
import { GALLERY_COUNT, GALLERY_ITEMS } from '../../src/data/gallery';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileNameFor, sourceOf } from '../generate-media';
import { mediaPlan, PRODUCT_CARDS } from './plan';

describe('media plan', () => {
  const plan = mediaPlan();

  it('draws every picture the same way twice (deterministic)', () => {
    for (const job of plan) expect(sourceOf(job)).toBe(sourceOf(job));
  });

  it('names every picture once, and gives identical names only to identical sources', () => {
    const names = plan.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    const files = plan.flatMap((job) => job.widths.map((w) => fileNameFor(job, sourceOf(job), w)));
    expect(new Set(files).size).toBe(files.length);
  });

  it('has the 77 gallery pictures, all different, each with its own alt text', () => {
    const gallery = plan.filter((job) => job.group === 'gallery');
    expect(gallery).toHaveLength(GALLERY_COUNT);
    expect(GALLERY_COUNT).toBe(77);
    expect(new Set(gallery.map((job) => sourceOf(job))).size).toBe(77);
    expect(new Set(GALLERY_ITEMS.map((item) => item.alt)).size).toBe(77);
  });

  it('takes the home product cards from the committed renders, 4:3 like their sources', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
    const cards = plan.filter((job) => (PRODUCT_CARDS as readonly string[]).includes(job.name));
    expect(cards.map((job) => job.name)).toEqual([...PRODUCT_CARDS]);
    for (const job of cards) {
      expect(job.raster).toBe(`media-src/renders/${job.name}.webp`);
      expect(existsSync(path.join(root, job.raster!))).toBe(true);
      expect(job.size).toEqual({ width: 600, height: 450 });
    }
  });

  it('encodes the gallery as ~400 px thumbnails and ~1200 px large pictures', () => {
    for (const job of plan.filter((j) => j.group === 'gallery')) expect(job.widths).toEqual([400, 1200]);
  });
});
