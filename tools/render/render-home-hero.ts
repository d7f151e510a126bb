// The home page hero's pictures (scenes/home-hero.ts): rendered at the hero's largest width, given
// the photographic finish (photo-finish.ts) and written as mfe-content's raster sources,
// mfe-content/media-src/renders/<name>.webp, which its generate-media.ts encodes at the media plan's
// widths like the home cards. `pnpm render:products` runs this too; alone:
//   npx tsx tools/render/render-home-hero.ts [--only hero-water] [--png /tmp/look]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openRenderer, sharp, type Renderer } from './harness.ts';
import { finish, type Finish } from './photo-finish.ts';
import { conduitStackScene, homeProductsScene, waterStillLifeScene } from './scenes/home-hero.ts';
import type { Scene } from './scene.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE_DIR = path.join(ROOT, 'mfe-content', 'media-src', 'renders');
/** The sources are re-encoded by mfe-content at each width, so they are kept near-lossless. */
const SOURCE_QUALITY = 92;
/**
 * The media plan's size of the hero pictures (mfe-content/scripts/media/plan.ts HERO_BANNER; this
 * script cannot import the plan, whose data modules need the bundler's aliases: a test checks they match).
 */
export const HERO_SIZE = { width: 1600, height: 900 } as const;

export interface HeroJob {
  scene: Scene;
  look: Finish;
}

export function homeHeroJobs(): HeroJob[] {
  return [
    // The stack recedes to the left: its far end goes out of focus behind the intro panel.
    { scene: conduitStackScene(), look: { focus: { sigma: 5, blurTo: 0.22, sharpFrom: 0.55 }, warmth: 0.6, falloff: 0.3 } },
    { scene: waterStillLifeScene(), look: { focus: { sigma: 3, blurTo: 0.15, sharpFrom: 0.45 }, warmth: 0.4, falloff: 0.22 } },
    { scene: homeProductsScene(), look: { warmth: 0.5, falloff: 0.22 } },
  ];
}

export async function renderHomeHero(renderer: Renderer, wanted: (name: string) => boolean, pngDir?: string): Promise<void> {
  await mkdir(SOURCE_DIR, { recursive: true });
  for (const job of homeHeroJobs().filter((j) => wanted(j.scene.name))) {
    const t = Date.now();
    const png = await finish(await renderer.render(job.scene, HERO_SIZE.width, HERO_SIZE.height), job.look);
    if (pngDir) await writeFile(path.join(pngDir, `${job.scene.name}.png`), png);
    const webp = await sharp(png).webp({ quality: SOURCE_QUALITY, effort: 6, smartSubsample: true, preset: 'photo' }).toBuffer();
    await writeFile(path.join(SOURCE_DIR, `${job.scene.name}.webp`), webp);
    console.log(`${job.scene.name}  ${((Date.now() - t) / 1000).toFixed(1)} s  ${HERO_SIZE.width} × ${HERO_SIZE.height}  ${(webp.length / 1024).toFixed(1)} KiB`);
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
  try {
    await renderHomeHero(renderer, (name) => !only || only.includes(name), pngDir);
  } finally {
    await renderer.close();
  }
}
