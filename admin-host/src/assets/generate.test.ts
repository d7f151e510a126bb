import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { sampleDocuments, sampleImages } from '../seed/catalog';
import { measureSampleDocuments, METRICS_FILE } from './document-metrics';
import { diskPathFor, generateSampleAssets, sampleFilePaths } from './generate';

const digest = (dir: string) =>
  Object.fromEntries(sampleFilePaths().map((p) => [p, createHash('sha1').update(readFileSync(diskPathFor(dir, p))).digest('hex')]));

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'assets-'));
  const result = await generateSampleAssets(dir);
  expect(result).toMatchObject({ written: sampleFilePaths().length, skipped: 0 });
}, 60_000);

describe('sample files', () => {
  it('are real two-page PDFs titled after their record, with the company on the title page', { timeout: 30_000 }, async () => {
    for (const document of sampleDocuments()) {
      const bytes = readFileSync(diskPathFor(dir, document.path));
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount(), document.path).toBe(2);
      expect(pdf.getTitle()).toBe(document.title);
      expect(pdf.getAuthor()).toBe(siteConfig.companyName);
      expect(pdf.getSubject()).toBe(document.financialYear);
    }
  });

  it('have the sizes and page counts the seed stores (src/seed/document-metrics.json; `pnpm --filter admin-host metrics` rewrites it)', async () => {
    expect(await measureSampleDocuments(dir)).toEqual(JSON.parse(readFileSync(METRICS_FILE, 'utf8')));
  });

  it('are WebP images of the intended sizes', async () => {
    const sizes = new Set<string>();
    for (const image of sampleImages()) {
      const meta = await sharp(diskPathFor(dir, image.path)).metadata();
      expect(meta.format, image.path).toBe('webp');
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
      sizes.add(`${image.kind} ${meta.width}x${meta.height}`);
    }
    expect([...sizes].sort()).toEqual(['avatar 160x160', 'blog-cover 1200x675']);
  });

  it('keep files that exist and rebuild only missing ones', async () => {
    const victim = sampleFilePaths()[0]!;
    const keptMtime = statSync(diskPathFor(dir, sampleFilePaths()[1]!)).mtimeMs;
    rmSync(diskPathFor(dir, victim));
    const result = await generateSampleAssets(dir);
    expect(result).toMatchObject({ written: 1, skipped: sampleFilePaths().length - 1 });
    expect(statSync(diskPathFor(dir, victim)).size).toBeGreaterThan(1000);
    expect(statSync(diskPathFor(dir, sampleFilePaths()[1]!)).mtimeMs).toBe(keptMtime);
  });

  it('come out byte-identical on every run', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'assets-'));
    await generateSampleAssets(other, { force: true });
    expect(digest(other)).toEqual(digest(dir));
  }, 60_000);

  it('refuse a record path outside uploads/', () => {
    expect(() => diskPathFor(dir, 'documents/x.pdf')).toThrow('Not an uploads path');
  });
});
