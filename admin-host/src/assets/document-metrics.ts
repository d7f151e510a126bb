// Size and page count of every sample PDF, measured once from the generated files and kept in
// seed/document-metrics.json, so seeding (many times per test run) never renders or reads a PDF.
import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { sampleDocuments } from '../seed/catalog';
import { diskPathFor } from './generate';

export interface DocumentMetrics {
  size: number;
  pages: number;
}

export const METRICS_FILE = fileURLToPath(new URL('../seed/document-metrics.json', import.meta.url));

export async function measurePdf(bytes: Uint8Array): Promise<DocumentMetrics> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return { size: bytes.byteLength, pages: pdf.getPageCount() };
}

/** Measures every sample document under `uploadsDir`, keyed by record path, in path order. */
export async function measureSampleDocuments(uploadsDir: string): Promise<Record<string, DocumentMetrics>> {
  const paths = sampleDocuments().map((document) => document.path).sort();
  const measured = await Promise.all(paths.map(async (path) => [path, await measurePdf(await readFile(diskPathFor(uploadsDir, path)))] as const));
  return Object.fromEntries(measured);
}

export function writeMetricsFile(metrics: Record<string, DocumentMetrics>): void {
  // One document a line: small diffs when a text changes.
  const lines = Object.entries(metrics).map(([path, value]) => `  ${JSON.stringify(path)}: ${JSON.stringify(value)}`);
  writeFileSync(METRICS_FILE, `{\n${lines.join(',\n')}\n}\n`);
}

let loaded: Record<string, DocumentMetrics> | undefined;

/** The stored metrics of a sample document, or null for a path the file does not know. */
export function storedMetrics(path: string): DocumentMetrics | null {
  loaded ??= JSON.parse(readFileSync(METRICS_FILE, 'utf8')) as Record<string, DocumentMetrics>;
  return loaded[path] ?? null;
}
