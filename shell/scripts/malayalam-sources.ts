// Every Malayalam catalog file of the repository (*.ml.ts under each app's src/): what the font
// generator subsets to, and what its test checks the subset against. Node only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const APPS = ['shell', 'shared', 'mfe-products', 'mfe-investors', 'mfe-dealers', 'mfe-content'];

function catalogFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    if (statSync(file).isDirectory()) return catalogFiles(file);
    return name.endsWith('.ml.ts') ? [file] : [];
  });
}

/** The files, and all their text. */
export function malayalamSources(): { files: string[]; text: string } {
  const files = APPS.flatMap((app) => catalogFiles(path.join(repo, app, 'src')));
  return { files, text: files.map((file) => readFileSync(file, 'utf8')).join('\n') };
}
