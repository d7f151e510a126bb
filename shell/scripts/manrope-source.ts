import { createRequire } from 'node:module';
import path from 'node:path';

/** Manrope's variable Latin file in @fontsource-variable/manrope (a devDependency of the shell). */
export function manropeSource(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@fontsource-variable/manrope/package.json')), 'files', 'manrope-latin-wght-normal.woff2');
}
