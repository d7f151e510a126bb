// The four brochures are real, parseable PDFs under the fixed names shared/config/brochures lists,
// generating them twice gives the same bytes, and each carries the product renders.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { generateBrochures } from './generate-brochures';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('generate-brochures', () => {
  it('writes the four PDFs, deterministically', async () => {
    const first = await mkdtemp(path.join(tmpdir(), 'brochures-'));
    const second = await mkdtemp(path.join(tmpdir(), 'brochures-'));
    dirs.push(first, second);
    const files = await generateBrochures(first);
    await generateBrochures(second);
    expect(Object.values(files).map((file) => path.basename(file)).sort()).toEqual([
      'Corporate-Brochure.pdf',
      'Electrical-Brochure.pdf',
      'Malayalam-Brochure.pdf',
      'Water-Pipes-Brochure.pdf',
    ]);
    for (const file of Object.values(files)) {
      const bytes = await readFile(file);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThan(0);
      expect(doc.getTitle()).toMatch(/brochure$/);
      expect(bytes.equals(await readFile(path.join(second, path.basename(file))))).toBe(true);
      // The product renders are in every brochure (issue 29): JPEG images on its pages.
      const images = bytes.toString('latin1').match(/\/Subtype \/Image[\s\S]{0,200}?\/Filter \/DCTDecode/g) ?? [];
      expect(images.length, path.basename(file)).toBeGreaterThan(0);
    }
  }, 60_000);
});
