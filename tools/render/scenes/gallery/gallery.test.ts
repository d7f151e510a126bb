// The gallery's rendered pictures: every picture has a scene of its id and a committed 1200 × 900
// raster source, which the media plan encodes; the album spans the scenes are named by are the
// gallery data's; scenes are distinct compositions and deterministic.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mediaPlan } from '../../../../mfe-content/scripts/media/plan.ts';
import { GALLERY_ALBUMS, GALLERY_ITEMS } from '../../../../mfe-content/src/data/gallery.ts';
import { sharp } from '../../harness.ts';
import { GALLERY_SIZE } from '../../render-gallery.ts';
import { GALLERY_ALBUM_SPANS, albumIds, type GalleryAlbum } from './albums.ts';
import { galleryScenes } from './index.ts';

const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'mfe-content');

describe('gallery renders', () => {
  it('name their scenes by the gallery data’s albums and ids', () => {
    expect(Object.keys(GALLERY_ALBUM_SPANS)).toEqual(GALLERY_ALBUMS.map((album) => album.id));
    for (const { id } of GALLERY_ALBUMS) {
      expect(albumIds(id as GalleryAlbum)).toEqual(GALLERY_ITEMS.filter((item) => item.album === id).map((item) => item.id));
    }
  });

  it('have one scene for each picture, in the gallery’s order', () => {
    expect(galleryScenes().map((scene) => scene.name)).toEqual(GALLERY_ITEMS.map((item) => item.id));
  });

  it('are the media plan’s raster sources, at its size', () => {
    const gallery = mediaPlan().filter((job) => job.group === 'gallery');
    expect(gallery).toHaveLength(GALLERY_ITEMS.length);
    for (const job of gallery) {
      expect(job.raster).toBe(`media-src/renders/${job.name}.webp`);
      expect(job.size).toEqual(GALLERY_SIZE);
      expect(job.widths).toEqual([400, 1200]);
      expect(job.quality).toBe(58);
    }
    for (const scene of galleryScenes()) expect(scene.aspect).toBeCloseTo(GALLERY_SIZE.width / GALLERY_SIZE.height, 6);
  });

  it('are committed as 1200 × 900 WebP sources', async () => {
    for (const item of GALLERY_ITEMS) {
      const { width, height, format } = await sharp(path.join(content, 'media-src', 'renders', `${item.id}.webp`)).metadata();
      expect({ id: item.id, width, height, format }).toEqual({ id: item.id, ...GALLERY_SIZE, format: 'webp' });
    }
  });

  it('are distinct compositions (no two scenes alike) and deterministic', () => {
    const scenes = galleryScenes().map((scene) => JSON.stringify({ camera: scene.camera, parts: scene.parts, setting: scene.setting }));
    expect(new Set(scenes).size).toBe(scenes.length);
    expect(JSON.stringify(galleryScenes())).toBe(JSON.stringify(galleryScenes()));
  });
});
