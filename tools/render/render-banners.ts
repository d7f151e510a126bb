// The page banners, side pictures and video posters (scenes/banners.ts): rendered at the media
// plan's size of each, given a light photographic finish (photo-finish.ts) and written as
// mfe-content's raster sources, mfe-content/media-src/renders/<name>.webp, which its
// generate-media.ts encodes at the plan's widths. `pnpm render:products` runs this too; alone:
//   npx tsx tools/render/render-banners.ts [--only about-yard,poster-blog] [--png /tmp/look]
import type { Renderer } from './harness.ts';
import type { Finish } from './photo-finish.ts';
import { runAsScript, writeRasterSources, type RasterSourceJob } from './raster-sources.ts';
import { bannerScenes, type BannerName } from './scenes/banners.ts';

type Size = { readonly width: number; readonly height: number };
const PAGE_BANNER: Size = { width: 1600, height: 600 };
const SIDE: Size = { width: 600, height: 900 };
const CARD: Size = { width: 900, height: 675 };
const POSTER: Size = { width: 1280, height: 720 };

/**
 * Each picture's size in the media plan (mfe-content/scripts/media/plan.ts; this script cannot
 * import the plan, whose data modules need the bundler's aliases: a test checks they match).
 */
export const BANNER_SIZES: Readonly<Record<BannerName, Size>> = {
  'what-we-are': CARD,
  distributor: CARD,
  'about-yard': PAGE_BANNER,
  'about-lab': PAGE_BANNER,
  'about-conduits': PAGE_BANNER,
  'about-side-1': SIDE,
  'about-side-2': SIDE,
  'about-story': CARD,
  'careers-yard': PAGE_BANNER,
  'careers-lab': PAGE_BANNER,
  'careers-plants': PAGE_BANNER,
  'poster-company': POSTER,
  'poster-managing-director': POSTER,
  'poster-distributor': POSTER,
  'poster-blog': POSTER,
};

/** Outdoors a warmer grade than the studio's; the text beside or under each picture needs no falloff. */
const OUTDOOR: Finish = { warmth: 0.45, falloff: 0.08 };
const INDOOR: Finish = { warmth: 0.3, falloff: 0.06 };
/** The low sun's pictures graded warmer still, as a camera set to daylight sees an evening. */
const EVENING: Finish = { warmth: 0.9, falloff: 0.1 };
const LOOKS: Partial<Record<BannerName, Finish>> = {
  'about-lab': INDOOR,
  'careers-lab': INDOOR,
  'about-conduits': INDOOR,
  'about-side-1': INDOOR,
  'poster-blog': INDOOR,
  'what-we-are': EVENING,
  'about-side-2': EVENING,
  'poster-managing-director': EVENING,
};

export function bannerJobs(): RasterSourceJob[] {
  return bannerScenes().map((scene) => {
    const name = scene.name as BannerName;
    return { scene, look: LOOKS[name] ?? OUTDOOR, size: BANNER_SIZES[name] };
  });
}

export async function renderBanners(renderer: Renderer, wanted: (name: string) => boolean, pngDir?: string): Promise<void> {
  await writeRasterSources(renderer, bannerJobs().filter((job) => wanted(job.scene.name)), pngDir);
}

await runAsScript(import.meta.url, renderBanners);
