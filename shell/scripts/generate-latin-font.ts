// The site's Latin typeface (issue 29): Manrope, variable weight 200–800, from @fontsource-variable,
// subset to the Latin characters a page of ours can show (src/fonts/latin-coverage.ts), self-hosted as
// one woff2; and the fallback face that stands in for it until it has loaded (latin-font.ts, latin.css).
// Deterministic: the same package version gives the same bytes. `pnpm --filter shell fonts`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { LATIN_TEXT } from '../src/fonts/latin-coverage.ts';
import { fallbackCss, manropeMetrics } from './latin-font.ts';
import { manropeSource } from './manrope-source.ts';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'fonts', 'generated');
const source = readFileSync(manropeSource());
const woff2 = await subsetFont(source, LATIN_TEXT, { targetFormat: 'woff2' });
writeFileSync(path.join(out, 'manrope-latin.woff2'), woff2);
console.log(`manrope-latin.woff2: ${source.length} → ${woff2.length} bytes`);
const css = fallbackCss(await manropeMetrics(source, 400), await manropeMetrics(source, 700));
writeFileSync(path.join(out, 'manrope-fallback.css'), css);
console.log(css);
