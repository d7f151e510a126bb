// The characters the site's Latin typeface carries (issue 29; shell/scripts/generate-latin-font.ts
// subsets Manrope to them, fonts.css declares the same set as the face's unicode-range, so any other
// character — Malayalam, a rare symbol in an admin's text — is drawn by the next font of the stack).

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** Basic Latin, Latin-1 (accented names, ©, ®, °, ×), dashes, quotes, bullet, ellipsis, ₹, ™, arrows. */
export const LATIN_TEXT = range(0x20, 0x7e) + range(0xa0, 0xff) + '\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20b9\u2122\u2190\u2192';

/** The same set as a CSS unicode-range. */
export const LATIN_UNICODE_RANGE = 'U+0020-007E, U+00A0-00FF, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20B9, U+2122, U+2190, U+2192';
