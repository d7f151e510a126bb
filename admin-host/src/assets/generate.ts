import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sampleDocuments, sampleImages } from '../seed/catalog';
import { UPLOADS_URL_PREFIX } from '../seed/sample-files';
import { renderImageWebp } from './images';
import { renderDocumentPdf } from './pdf';

export interface GenerateResult {
  written: number;
  skipped: number;
  durationMs: number;
}

interface Job {
  path: string;
  render: () => Promise<Uint8Array>;
}

/** `uploads/documents/x.pdf` → `<uploadsDir>/documents/x.pdf`. */
export function diskPathFor(uploadsDir: string, recordPath: string): string {
  if (!recordPath.startsWith(UPLOADS_URL_PREFIX)) throw new Error(`Not an uploads path: ${recordPath}`);
  return join(uploadsDir, recordPath.slice(UPLOADS_URL_PREFIX.length));
}

function jobs(): Job[] {
  return [
    ...sampleDocuments().map((document) => ({ path: document.path, render: () => renderDocumentPdf(document) })),
    ...sampleImages().map((image) => ({ path: image.path, render: () => renderImageWebp(image) })),
  ];
}

/** Record paths of every sample file, for checks and tests. */
export function sampleFilePaths(): string[] {
  return jobs().map((job) => job.path);
}

/**
 * Writes every sample PDF and image under `uploadsDir`. Without `force`, files already present are
 * kept, so a normal start only fills in what is missing. Each file is written to a temporary name
 * and renamed, so an interrupted run never leaves a truncated file that would later be "present".
 */
export async function generateSampleAssets(uploadsDir: string, { force = false } = {}): Promise<GenerateResult> {
  const started = performance.now();
  const pending = jobs().filter((job) => force || !existsSync(diskPathFor(uploadsDir, job.path)));
  const total = jobs().length;
  const queue = [...pending];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const target = diskPathFor(uploadsDir, job.path);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, await job.render());
      await rename(temporary, target);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { written: pending.length, skipped: total - pending.length, durationMs: Math.round(performance.now() - started) };
}
