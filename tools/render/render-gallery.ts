// The gallery's rendered pictures (scenes/gallery/*.ts, an album each): rendered at the gallery's
// size, given a light photographic finish (photo-finish.ts) and written as mfe-content's raster
// sources, mfe-content/media-src/renders/gallery-<n>.webp, which its generate-media.ts encodes at
// the media plan's widths like the home cards. `pnpm render:products` runs this too; alone:
//   npx tsx tools/render/render-gallery.ts [--only gallery-33,gallery-34] [--png /tmp/look]
import type { Renderer } from './harness.ts';
import { runAsScript, writeRasterSources } from './raster-sources.ts';
import { galleryScenes } from './scenes/gallery/index.ts';

/** The media plan's gallery size (mfe-content/scripts/media/plan.ts; a test checks they match). */
export const GALLERY_SIZE = { width: 1200, height: 900 } as const;

export async function renderGallery(renderer: Renderer, wanted: (name: string) => boolean, pngDir?: string): Promise<void> {
  const jobs = galleryScenes()
    .filter((scene) => wanted(scene.name))
    .map((scene) => ({ scene, look: { warmth: 0.4, falloff: 0.1 }, size: GALLERY_SIZE }));
  await writeRasterSources(renderer, jobs, pngDir);
}

await runAsScript(import.meta.url, renderGallery);
