// `pnpm --filter admin-host metrics`: regenerate the sample PDFs in a temporary folder and store
// their sizes and page counts in src/seed/document-metrics.json (run after changing any sample text).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureSampleDocuments, METRICS_FILE, writeMetricsFile } from '../src/assets/document-metrics';
import { generateSampleAssets } from '../src/assets/generate';

const dir = mkdtempSync(path.join(tmpdir(), 'metrics-'));
try {
  await generateSampleAssets(dir, { force: true });
  const metrics = await measureSampleDocuments(dir);
  writeMetricsFile(metrics);
  console.log(`Measured ${Object.keys(metrics).length} sample PDFs into ${METRICS_FILE}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
