// The home page hero's pictures (scenes/home-hero.ts): rendered at the hero's largest width, given
// the photographic finish (photo-finish.ts) and written as mfe-content's raster sources,
// mfe-content/media-src/renders/<name>.webp, which its generate-media.ts encodes at the media plan's
// widths like the home cards. `pnpm render:products` runs this too; alone:
//   npx tsx tools/render/render-home-hero.ts [--only hero-water] [--png /tmp/look]
import type { Renderer } from './harness.ts';
import type { Finish } from './photo-finish.ts';
import { runAsScript, writeRasterSources } from './raster-sources.ts';
import { conduitStackScene, homeProductsScene, waterStillLifeScene } from './scenes/home-hero.ts';
import type { Scene } from './scene.ts';

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
  const jobs = homeHeroJobs()
    .filter((job) => wanted(job.scene.name))
    .map((job) => ({ ...job, size: HERO_SIZE }));
  await writeRasterSources(renderer, jobs, pngDir);
}

await runAsScript(import.meta.url, renderHomeHero);
