// The gallery's "Our products" album is rendered: every item of the album has a scene of its id and
// a committed 1200 × 900 raster source, which the media plan encodes in place of a drawing; the
// scenes are distinct compositions and deterministic.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mediaPlan } from '../../../mfe-content/scripts/media/plan.ts';
import { GALLERY_ITEMS } from '../../../mfe-content/src/data/gallery.ts';
import { sharp } from '../harness.ts';
import { GALLERY_SIZE } from '../render-gallery.ts';
import { GALLERY_PRODUCT_IDS, galleryProductScenes } from './gallery-products.ts';

const products = GALLERY_ITEMS.filter((item) => item.album === 'products');
const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'mfe-content');

describe('gallery product renders', () => {
  it('have one scene for each item of the products album, named by its id', () => {
    expect(products).toHaveLength(12);
    expect(GALLERY_PRODUCT_IDS).toEqual(products.map((item) => item.id));
    expect(galleryProductScenes().map((scene) => scene.name)).toEqual(products.map((item) => item.id));
  });

  it('are the media plan’s raster sources for the products album, at its size; the other albums stay drawn', () => {
    const gallery = mediaPlan().filter((job) => job.group === 'gallery');
    for (const job of gallery) {
      const isProduct = products.some((item) => item.id === job.name);
      expect(job.raster).toBe(isProduct ? `media-src/renders/${job.name}.webp` : undefined);
      expect(job.size).toEqual(GALLERY_SIZE);
      expect(job.widths).toEqual([400, 1200]);
      expect(job.quality).toBe(58);
    }
    for (const scene of galleryProductScenes()) expect(scene.aspect).toBeCloseTo(GALLERY_SIZE.width / GALLERY_SIZE.height, 6);
  });

  it('are committed as 1200 × 900 WebP sources', async () => {
    for (const item of products) {
      const { width, height, format } = await sharp(path.join(content, 'media-src', 'renders', `${item.id}.webp`)).metadata();
      expect({ id: item.id, width, height, format }).toEqual({ id: item.id, ...GALLERY_SIZE, format: 'webp' });
    }
  });

  it('are distinct compositions (no two scenes alike) and deterministic', () => {
    const scenes = galleryProductScenes().map((scene) => JSON.stringify({ camera: scene.camera, parts: scene.parts }));
    expect(new Set(scenes).size).toBe(scenes.length);
    expect(JSON.stringify(galleryProductScenes())).toBe(JSON.stringify(galleryProductScenes()));
  });
});
