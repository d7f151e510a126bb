// The Malayalam font of /ml pages (issue 31): Noto Sans Malayalam from @fontsource, subset to the
// Malayalam characters the site's translations use (every *.ml.ts catalog of the shell, shared/
// and each remote), with HarfBuzz's layout closure so every conjunct of those letters is kept.
// Latin text on a Malayalam page is drawn in the site's Latin face (fonts/latin.css), so no Latin glyph is shipped here.
// Deterministic: the same catalogs give the same bytes. Run after adding Malayalam text that uses
// a new letter (`pnpm --filter shell fonts`); shell/scripts/malayalam-font.test.ts fails until then.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { malayalamText, MALAYALAM_FONT_WEIGHTS } from '../src/fonts/malayalam-coverage.ts';
import { malayalamSources } from './malayalam-sources.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'src', 'fonts', 'generated');
const require = createRequire(import.meta.url);
const fontsource = path.dirname(require.resolve('@fontsource/noto-sans-malayalam/package.json'));

const sources = malayalamSources();
const text = malayalamText(`${sources.text}മലയാളം`);
const codePoints = [...new Set([...text])].sort();

for (const weight of MALAYALAM_FONT_WEIGHTS) {
  const source = readFileSync(path.join(fontsource, 'files', `noto-sans-malayalam-malayalam-${weight}-normal.woff2`));
  const subset = await subsetFont(source, codePoints.join(''), { targetFormat: 'woff2' });
  writeFileSync(path.join(out, `noto-sans-malayalam-${weight}.woff2`), subset);
  console.log(`noto-sans-malayalam-${weight}.woff2: ${source.length} → ${subset.length} bytes`);
}
writeFileSync(path.join(out, 'covered.json'), `${JSON.stringify(codePoints.map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0')))}\n`);
console.log(`${codePoints.length} characters from ${sources.files.length} catalogs`);
