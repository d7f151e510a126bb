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

describe('people photos (media/people/)', () => {
  it('makes one 4:5 people job per photo file, named after the file; none while the folder is missing', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { peoplePhotoJobs } = await import('./people-photos');
    const folder = mkdtempSync(path.join(tmpdir(), 'people-'));
    writeFileSync(path.join(folder, 'team-quality.jpg'), 'not really a jpeg: only hashed here');
    writeFileSync(path.join(folder, 'notes.txt'), 'ignored');
    const jobs = peoplePhotoJobs(folder);
    expect(jobs.map((job) => [job.name, job.group, job.size])).toEqual([['team-quality', 'people', { width: 480, height: 600 }]]);
    expect(jobs[0]!.photo).toBe(path.join(folder, 'team-quality.jpg'));
    expect(jobs[0]!.svg?.()).toMatch(/^photo:[0-9a-f]{64}$/);
    expect(peoplePhotoJobs(path.join(folder, 'missing'))).toEqual([]);
  });

  it('draws nobody: the plan has no drawn portraits', () => {
    expect(mediaPlan().filter((job) => job.group === 'people' && !job.photo)).toEqual([]);
  });
});
