import { describe, expect, it } from 'vitest';
import { GALLERY_COUNT, GALLERY_ITEMS } from '../../src/data/gallery';
import { fileNameFor } from '../generate-media';
import { mediaPlan } from './plan';

describe('media plan', () => {
  const plan = mediaPlan();

  it('draws every picture the same way twice (deterministic)', () => {
    for (const job of plan) expect(job.svg()).toBe(job.svg());
  });

  it('names every picture once, and gives identical names only to identical sources', () => {
    const names = plan.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    const files = plan.flatMap((job) => job.widths.map((w) => fileNameFor(job, job.svg(), w)));
    expect(new Set(files).size).toBe(files.length);
  });

  it('has the 77 gallery pictures, all different, each with its own alt text', () => {
    const gallery = plan.filter((job) => job.group === 'gallery');
    expect(gallery).toHaveLength(GALLERY_COUNT);
    expect(GALLERY_COUNT).toBe(77);
    expect(new Set(gallery.map((job) => job.svg())).size).toBe(77);
    expect(new Set(GALLERY_ITEMS.map((item) => item.alt)).size).toBe(77);
  });

  it('encodes the gallery as ~400 px thumbnails and ~1200 px large pictures', () => {
    for (const job of plan.filter((j) => j.group === 'gallery')) expect(job.widths).toEqual([400, 1200]);
  });
});
