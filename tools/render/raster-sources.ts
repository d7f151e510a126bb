// What the scripts writing mfe-content's raster sources share (render-home-hero.ts, render-gallery.ts):
// render each job at its size, give it its photographic finish (photo-finish.ts), write it to
// mfe-content/media-src/renders/<name>.webp (re-encoded by mfe-content's generate-media.ts at the
// media plan's widths); and the command line all the render scripts read.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openRenderer, sharp, type Renderer } from './harness.ts';
import { finish, type Finish } from './photo-finish.ts';
import type { Scene } from './scene.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE_DIR = path.join(ROOT, 'mfe-content', 'media-src', 'renders');
/** The sources are re-encoded by mfe-content at each width, so they are kept near-lossless. */
const SOURCE_QUALITY = 92;

export interface RasterSourceJob {
  scene: Scene;
  look: Finish;
  size: { readonly width: number; readonly height: number };
}

/** Renders, finishes and writes each job; with `pngDir`, also the PNG to look at. */
export async function writeRasterSources(renderer: Renderer, jobs: readonly RasterSourceJob[], pngDir?: string): Promise<void> {
  await mkdir(SOURCE_DIR, { recursive: true });
  for (const { scene, look, size } of jobs) {
    const t = Date.now();
    const png = await finish(await renderer.render(scene, size.width, size.height), look);
    if (pngDir) await writeFile(path.join(pngDir, `${scene.name}.png`), png);
    const webp = await sharp(png).webp({ quality: SOURCE_QUALITY, effort: 6, smartSubsample: true, preset: 'photo' }).toBuffer();
    await writeFile(path.join(SOURCE_DIR, `${scene.name}.webp`), webp);
    console.log(`${scene.name}  ${((Date.now() - t) / 1000).toFixed(1)} s  ${size.width} × ${size.height}  ${(webp.length / 1024).toFixed(1)} KiB`);
  }
}

/** A render script's value option, e.g. `--png <dir>`. */
export function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The scenes asked for with `--only a,b` (every scene without it). */
export function wantedScenes(): (name: string) => boolean {
  const only = option('--only')?.split(',');
  return (name) => !only || only.includes(name);
}

/**
 * Runs `render` when the module at `moduleUrl` is the script started (not when imported by
 * render-products.ts), with its own renderer, `--only` and `--png`.
 */
export async function runAsScript(moduleUrl: string, render: (renderer: Renderer, wanted: (name: string) => boolean, pngDir?: string) => Promise<void>): Promise<void> {
  if (!process.argv[1] || fileURLToPath(moduleUrl) !== path.resolve(process.argv[1])) return;
  const pngDir = option('--png');
  if (pngDir) await mkdir(pngDir, { recursive: true });
  const renderer = await openRenderer();
  const started = Date.now();
  try {
    await render(renderer, wantedScenes(), pngDir);
  } finally {
    await renderer.close();
  }
  console.log(`${path.basename(fileURLToPath(moduleUrl), '.ts')} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
