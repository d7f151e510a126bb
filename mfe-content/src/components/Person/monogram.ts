// The letters and colour of a person's monogram, from the name alone (no photo needed).

/** A word that is only an initial: "K.", "R", "K.R." */
const isInitial = (word: string) => /^(\p{L}\.?)+$/u.test(word) && word.replace(/\./g, '').length <= 2 && (word.includes('.') || word.length === 1);

/**
 * Two letters for a monogram. Kerala names often carry a house or father's initial ("K. R. Menon",
 * "Suresh Babu K."), so when the name has two or more full words the initials are ignored
 * ("Suresh Babu K." → "SB"); otherwise the first and last words give the letters ("K. R. Menon" → "KM").
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s]+/)
    .map((word) => word.trim())
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '';
  const full = words.filter((word) => !isInitial(word));
  const chosen = full.length >= 2 ? full : words;
  const first = chosen[0]!;
  const last = chosen[chosen.length - 1]!;
  const letter = (word: string) => [...word.replace(/\./g, '')][0]!.toLocaleUpperCase('en');
  return chosen.length === 1 ? letter(first) : letter(first) + letter(last);
}

/**
 * The brand's tones a monogram is set in (white letters meet WCAG AA on each). The colours live in
 * PersonPortrait.module.css, one rule per tone (the site's CSP allows no inline style); this count
 * must match them.
 */
export const MONOGRAM_TONE_COUNT = 5;

/** The same name always gets the same tone (0 … 4), so a person looks the same on every page. */
export function toneOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % MONOGRAM_TONE_COUNT;
}
