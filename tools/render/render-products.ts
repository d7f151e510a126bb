// `pnpm render:products`: renders every product picture (scenes/index.ts) in headless Chromium and
// writes the committed files the pages use:
//   - mfe-products/src/assets/generated/<name>-<width>.webp (then refreshes that folder's images.ts
//     manifest through mfe-products' own generator, which also draws the badges and wordmarks);
//   - mfe-content/media-src/renders/<name>.webp, the home cards' sources, which mfe-content's
//     generate-media.ts encodes at the widths of its media plan like any other picture.
//   - shell/public/og/<page>.jpg, the product pages' Open Graph pictures (scenes/og.ts).
//   - mfe-content/media-src/renders/hero-*.webp, the home hero's pictures (render-home-hero.ts).
// Options: --only <name,name>  render just these; --png <dir>  also write each frame as PNG to look at.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openRenderer, sharp } from './harness.ts';
import { homeCardJobs, productJobs, type RenderJob } from './scenes/index.ts';
import { ogCard, ogJobs } from './scenes/og.ts';
import { renderHomeHero } from './render-home-hero.ts';
import { option, wantedScenes } from './raster-sources.ts';
import { OG_FOLDER, OG_IMAGE_SIZE } from '../../shell/src/seo/og-image.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PRODUCT_DIR = path.join(ROOT, 'mfe-products', 'src', 'assets', 'generated');
export const HOME_CARD_DIR = path.join(ROOT, 'mfe-content', 'media-src', 'renders');
export const OG_DIR = path.join(ROOT, 'shell', 'public', OG_FOLDER);


async function main(): Promise<void> {
  const pngDir = option('--png');
  const wanted = wantedScenes();
  const products = productJobs().filter((job) => wanted(job.scene.name));
  const cards = homeCardJobs().filter((job) => wanted(job.scene.name));
  const og = ogJobs().filter((job) => wanted(job.scene.name));
  await mkdir(PRODUCT_DIR, { recursive: true });
  await mkdir(HOME_CARD_DIR, { recursive: true });
  await mkdir(OG_DIR, { recursive: true });
  if (pngDir) await mkdir(pngDir, { recursive: true });
  const renderer = await openRenderer();
  const started = Date.now();
  let bytes = 0;
  try {
    for (const [job, isCard] of [...products.map((j) => [j, false] as const), ...cards.map((j) => [j, true] as const)]) {
      const t = Date.now();
      const largest = Math.max(...job.widths);
      const height = Math.round((job.height * largest) / job.width);
      const png = await renderer.render(job.scene, largest, height);
      if (pngDir) await writeFile(path.join(pngDir, `${job.scene.name}.png`), png);
      const sizes: string[] = [];
      if (isCard) {
        const webp = await sharp(png).webp({ quality: job.quality, effort: 6 }).toBuffer();
        await writeFile(path.join(HOME_CARD_DIR, `${job.scene.name}.webp`), webp);
        sizes.push(`${(webp.length / 1024).toFixed(1)} KiB`);
      } else {
        for (const width of job.widths) {
          const webp = await sharp(png)
            .resize(width, Math.round((job.height * width) / job.width), { kernel: 'lanczos3' })
            .webp({ quality: job.quality, effort: 6, smartSubsample: true, preset: 'photo' })
            .toBuffer();
          await writeFile(path.join(PRODUCT_DIR, `${job.scene.name}-${width}.webp`), webp);
          bytes += webp.length;
          sizes.push(`${width}: ${(webp.length / 1024).toFixed(1)} KiB`);
        }
      }
      console.log(`${job.scene.name}  ${((Date.now() - t) / 1000).toFixed(1)} s  ${sizes.join(', ')}`);
    }
    for (const job of og) {
      const t = Date.now();
      const png = await renderer.render(job.scene, OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height);
      const jpeg = await sharp(png)
        .composite([{ input: Buffer.from(ogCard(job.title)) }])
        .jpeg({ quality: 84, mozjpeg: true })
        .toBuffer();
      await writeFile(path.join(OG_DIR, job.file), jpeg);
      if (pngDir) await writeFile(path.join(pngDir, job.file), jpeg);
      console.log(`og ${job.file}  ${((Date.now() - t) / 1000).toFixed(1)} s  ${(jpeg.length / 1024).toFixed(1)} KiB`);
    }
    await renderHomeHero(renderer, wanted, pngDir);
  } finally {
    await renderer.close();
  }
  console.log(`${products.length + cards.length + og.length} scenes in ${((Date.now() - started) / 1000).toFixed(0)} s; product WebP ${(bytes / 1024).toFixed(0)} KiB`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
