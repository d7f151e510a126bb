// What the Malayalam font covers (issue 31): the Malayalam letters of the site's translations and
// the joiners that shape them. Shared by the font generator and its test.

/** The weights the site uses: body text and bold (600 buttons and labels use the 700 face). */
export const MALAYALAM_FONT_WEIGHTS = [400, 700] as const;

/** The Malayalam block and the zero-width (non-)joiners that select chillus and conjunct forms. */
const MALAYALAM = /[\u0D00-\u0D7F\u200C\u200D]/gu;

/** The characters of a text the Malayalam font must have, once each. */
export function malayalamText(text: string): string {
  return [...new Set(text.match(MALAYALAM) ?? [])].sort().join('');
}
