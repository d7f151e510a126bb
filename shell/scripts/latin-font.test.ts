import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATIN_TEXT, LATIN_UNICODE_RANGE } from '../src/fonts/latin-coverage';
import { ARIAL, ARIAL_BOLD, fallbackCss, manropeMetrics } from './latin-font';
import { manropeSource } from './manrope-source';
import { averageTextWidth } from './sfnt-metrics';

const fonts = path.join(import.meta.dirname, '..', 'src', 'fonts');

describe("the Latin face's fallback (issue 29)", () => {
  it('the committed fallback face is the one computed from the Manrope package (else: pnpm --filter shell fonts)', async () => {
    const source = readFileSync(manropeSource());
    const [metrics, bold] = [await manropeMetrics(source, 400), await manropeMetrics(source, 700)];
    expect(readFileSync(path.join(fonts, 'generated', 'manrope-fallback.css'), 'utf8')).toBe(fallbackCss(metrics, bold));
    // One scale cannot serve both weights: matched at 400 and at 700 they differ by more than 2 points.
    const regularScale = averageTextWidth(metrics) / averageTextWidth(ARIAL);
    const boldScale = averageTextWidth(bold) / averageTextWidth(ARIAL_BOLD);
    expect(Math.abs(regularScale - boldScale)).toBeGreaterThan(0.02);
    // Manrope is a little wider than Arial in running English text and has no line gap.
    const widthRatio = averageTextWidth(metrics) / averageTextWidth(ARIAL);
    expect(widthRatio).toBeGreaterThan(1);
    expect(widthRatio).toBeLessThan(1.1);
    expect(metrics.lineGap).toBe(0);
  });

  it("latin.css declares the generator's character set as the face's unicode-range", () => {
    expect(readFileSync(path.join(fonts, 'latin.css'), 'utf8')).toContain(`unicode-range: ${LATIN_UNICODE_RANGE};`);
    const inRange = (code: number) =>
      LATIN_UNICODE_RANGE.split(', ').some((part) => {
        const [from, to = from] = part.replace('U+', '').split('-').map((hex) => parseInt(hex, 16));
        return code >= from! && code <= to!;
      });
    for (const character of LATIN_TEXT) expect(inRange(character.codePointAt(0)!), character).toBe(true);
    expect(LATIN_TEXT.length).toBe(95 + 96 + 12);
  });
});
