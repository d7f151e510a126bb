// Which unit test files replace modules (vi.mock / vi.doMock): vitest.config.ts runs those in an
// isolated project and every other file in a shared module graph.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MOCKS_MODULES = /\bvi\.(mock|doMock)\(/;
const TEST_FILE = /\.test\.tsx?$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git']);

function testFilesUnder(folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : testFilesUnder(full);
    return TEST_FILE.test(entry.name) ? [full] : [];
  });
}

/**
 * Test files under `root` that mock modules, as paths relative to `root`. Only the folders the
 * project's `include` globs start from are searched ('src/**' → src/, '**' → everything).
 */
export function filesThatMockModules(root: string, include: readonly string[]): string[] {
  const folders = new Set(include.map((glob) => glob.split('*')[0]!.replace(/\/$/, '')));
  const files = [...folders].flatMap((folder) => testFilesUnder(path.join(root, folder)));
  return [...new Set(files)]
    .filter((file) => MOCKS_MODULES.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}
