// Generates every picture of this remote from our own SVG compositions and our own product renders
// (media-src/renders/, made by `pnpm render:products`; nothing is downloaded):
// WebP files into public/static/media/gen/ (copied into dist by the build; git-ignored) and one
// manifest per group into src/generated/ (committed: the code and tests read it without a build).
//
// Files are named after a hash of their source (SVG text, or the raster's bytes) and encoding settings, so the names - and so
// the committed manifests - depend only on our code; an unchanged picture is never re-encoded.
//
// Usage: tsx scripts/generate-media.ts [--check]   (--check: fail if a manifest is out of date)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { MediaImage, MediaManifest } from '../src/logic/media';
import { MEDIA_GROUPS, mediaPlan, type MediaGroup, type MediaJob } from './media/plan';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'static', 'media', 'gen');
const manifestDir = path.join(root, 'src', 'generated');
/** Bump to re-encode everything (e.g. after changing encoder settings below). */
const ENCODER_VERSION = 'webp-1';

/** What a picture's file names hash: its SVG, or a digest of its raster source's bytes. */
export function sourceOf(job: MediaJob): string {
  if (job.svg) return job.svg();
  return `raster:${createHash('sha256').update(readFileSync(path.join(root, job.raster))).digest('hex')}`;
}

export function fileNameFor(job: MediaJob, source: string, width: number): string {
  const hash = createHash('sha256').update(`${ENCODER_VERSION}|${job.quality}|${width}|${source}`).digest('hex').slice(0, 10);
  return `${job.name}-${width}.${hash}.webp`;
}

async function encode(job: MediaJob, svg: string, width: number, file: string): Promise<void> {
  const target = path.join(outDir, file);
  if (existsSync(target)) return;
  const height = Math.round((job.size.height * width) / job.size.width);
  if (job.raster) {
    const buffer = await sharp(path.join(root, job.raster))
      .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
      .webp({ quality: job.quality, effort: 6, smartSubsample: true })
      .toBuffer();
    await writeFile(target, buffer);
    return;
  }
  // Render the SVG at the target width directly (density scales the vector), sharper than resampling.
  const density = Math.max(1, (72 * width) / job.size.width);
  // A photograph is cropped to the picture's shape around its most interesting part (a face).
  const input = job.photo ? sharp(await readFile(job.photo)).rotate() : sharp(Buffer.from(svg), { density });
  const buffer = await input
    .resize(width, height, job.photo ? { fit: 'cover', position: sharp.strategy.attention } : { fit: 'fill' })
    .webp({ quality: job.quality, effort: 6, smartSubsample: true })
    .toBuffer();
  await writeFile(target, buffer);
}

/** Runs `tasks` with at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  });
  await Promise.all(workers);
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const jobs = mediaPlan();
  const manifests = new Map<MediaGroup, Record<string, MediaImage>>(MEDIA_GROUPS.map((g) => [g, {}]));
  const work: Array<{ job: MediaJob; svg: string; width: number; file: string }> = [];
  for (const job of jobs) {
    const svg = sourceOf(job);
    const sources = job.widths.map((width) => ({ w: width, file: fileNameFor(job, svg, width) }));
    manifests.get(job.group)![job.name] = { width: job.size.width, height: job.size.height, sources };
    for (const source of sources) work.push({ job, svg, width: source.w, file: source.file });
  }

  await mkdir(manifestDir, { recursive: true });
  let stale = false;
  for (const [group, entries] of manifests) {
    const file = path.join(manifestDir, `media-${group}.json`);
    const json = `${JSON.stringify(entries as MediaManifest, null, 2)}\n`;
    const current = existsSync(file) ? await readFile(file, 'utf8') : '';
    if (current === json) continue;
    stale = true;
    if (!check) await writeFile(file, json);
  }
  if (check) {
    if (stale) throw new Error('src/generated media manifests are out of date: run `tsx scripts/generate-media.ts`');
    return;
  }

  await mkdir(outDir, { recursive: true });
  const started = Date.now();
  await pool(work, 4, ({ job, svg, width, file }) => encode(job, svg, width, file));
  // Drop files no manifest names any more (old versions of changed pictures).
  const wanted = new Set(work.map((w) => w.file));
  for (const file of await readdir(outDir)) if (!wanted.has(file)) await rm(path.join(outDir, file));

  const bytes = new Map<MediaGroup, number>();
  for (const { job, file } of work) bytes.set(job.group, (bytes.get(job.group) ?? 0) + (await stat(path.join(outDir, file))).size);
  const total = [...bytes.values()].reduce((a, b) => a + b, 0);
  const summary = [...bytes].map(([group, size]) => `${group} ${(size / 1024).toFixed(0)} KB`).join(', ');
  console.log(`media: ${work.length} files, ${(total / 1024).toFixed(0)} KB (${summary}) in ${Date.now() - started} ms`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
