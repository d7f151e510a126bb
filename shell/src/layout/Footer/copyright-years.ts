// The footer's copyright years (issue 29: the year from the clock), from the spec's first year
// (2023, spec §9) to this year: '2023', then '2023–2027'.
//
// This year is the company's (India, UTC+05:30 all year: no daylight saving, so no Intl time zone
// and no formatter object is needed): the page server, wherever it runs, and a visitor in Kerala
// count the same year, which a server on UTC would not for the first five and a half hours of
// January. It is read from the clock at each render on both sides (not once per module load: a
// page server runs across New Year). They can still differ across midnight on 31 December between
// the server's render and the browser's hydration (seconds, or a page cached up to 10 s), or on a
// visitor whose device clock is wrong: the copyright line's element has suppressHydrationWarning
// (Footer.tsx), so React keeps the server's text then rather than failing the hydration, and the
// next render shows the browser's.
import { IST_OFFSET_MS } from '@site/shared/contract/india-time';

/** The calendar year in India at `epochMs`. */
export function yearInIndia(epochMs: number): number {
  return new Date(epochMs + IST_OFFSET_MS).getUTCFullYear();
}

/** '2023' in the first year, '2023–2027' after (an en dash, as in print). */
export function copyrightYears(firstYear: number, epochMs: number): string {
  const year = yearInIndia(epochMs);
  return year > firstYear ? `${firstYear}–${year}` : String(firstYear);
}
