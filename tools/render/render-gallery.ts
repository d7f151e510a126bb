// The gallery's "Our products" album (scenes/gallery-products.ts): rendered at the gallery's size,
// given a light photographic finish (photo-finish.ts) and written as mfe-content's raster sources,
// mfe-content/media-src/renders/gallery-<n>.webp, which its generate-media.ts encodes at the media
// plan's widths like the home cards. `pnpm render:products` runs this too; alone:
//   npx tsx tools/render/render-gallery.ts [--only gallery-33] [--png /tmp/look]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openRenderer, sharp, type Renderer } from './harness.ts';
import { finish } from './photo-finish.ts';
import { galleryProductScenes } from './scenes/gallery-products.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE_DIR = path.join(ROOT, 'mfe-content', 'media-src', 'renders');
/** The sources are re-encoded by mfe-content at each width, so they are kept near-lossless. */
const SOURCE_QUALITY = 92;
/** The media plan's gallery size (mfe-content/scripts/media/plan.ts; a test checks they match). */
export const GALLERY_SIZE = { width: 1200, height: 900 } as const;

export async function renderGallery(renderer: Renderer, wanted: (name: string) => boolean, pngDir?: string): Promise<void> {
  await mkdir(SOURCE_DIR, { recursive: true });
  for (const scene of galleryProductScenes().filter((s) => wanted(s.name))) {
    const t = Date.now();
    const png = await finish(await renderer.render(scene, GALLERY_SIZE.width, GALLERY_SIZE.height), { warmth: 0.4, falloff: 0.1 });
    if (pngDir) await writeFile(path.join(pngDir, `${scene.name}.png`), png);
    const webp = await sharp(png).webp({ quality: SOURCE_QUALITY, effort: 6, smartSubsample: true, preset: 'photo' }).toBuffer();
    await writeFile(path.join(SOURCE_DIR, `${scene.name}.webp`), webp);
    console.log(`${scene.name}  ${((Date.now() - t) / 1000).toFixed(1)} s  ${GALLERY_SIZE.width} × ${GALLERY_SIZE.height}  ${(webp.length / 1024).toFixed(1)} KiB`);
  }
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const only = option('--only')?.split(',');
  const pngDir = option('--png');
  if (pngDir) await mkdir(pngDir, { recursive: true });
  const renderer = await openRenderer();
  const started = Date.now();
  try {
    await renderGallery(renderer, (name) => !only || only.includes(name), pngDir);
  } finally {
    await renderer.close();
  }
  console.log(`gallery in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
