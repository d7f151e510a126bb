// A visitor's search text → an FTS5 MATCH expression. Nothing the visitor types reaches MATCH as
// syntax: the text is cut into words (letters, marks, digits of any script), each word becomes a
// quoted prefix term, and only this module writes the operators between them.
import { SEARCH_QUERY_MAX_CHARS } from '@site/shared/contract/investor-archive';

export const MESSAGES = {
  tooShort: 'Type at least 2 letters or digits to search.',
  tooLong: `Search text is too long: use at most ${SEARCH_QUERY_MAX_CHARS} characters.`,
} as const;

export type FtsQuery =
  | {
      ok: true;
      /** Every word must match (AND). */
      all: string;
      /** Any word may match (OR): the fallback when no document has them all. */
      any: string;
      /** Ranking: the name has every word … */
      inName: string;
      /** … or even the words in this order, the last one as a prefix. */
      phraseInName: string;
      words: string[];
    }
  | { ok: false; message: string };

/** Words that say nothing about a document; dropped unless nothing else is left. */
const STOPWORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'is', 'last', 'next', 'of', 'on', 'or', 'the', 'this', 'to', 'with']);

/** Abbreviations investors type, and the words our documents spell out. */
export const EXPANSIONS: Readonly<Record<string, string>> = {
  agm: 'annual general meeting',
  egm: 'extra ordinary general meeting',
  ipo: 'initial public offer',
  drhp: 'draft red herring prospectus',
  rhp: 'red herring prospectus',
  csr: 'corporate social responsibility',
  rta: 'registrar and share transfer agent',
  kmp: 'key managerial personnel',
};

/** At most this many words are searched; the rest of a long text adds little but cost. */
export const MAX_WORDS = 8;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

function term(word: string): string {
  // A word holds only letters, marks and digits, so it can never close the quotes.
  const prefix = `"${word}"*`;
  const expansion = EXPANSIONS[word];
  return expansion ? `(${prefix} OR "${expansion}")` : prefix;
}

export function ftsQuery(text: string): FtsQuery {
  if (Array.from(text).length > SEARCH_QUERY_MAX_CHARS) return { ok: false, message: MESSAGES.tooLong };
  const found = text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
  if (found.join('').length < 2) return { ok: false, message: MESSAGES.tooShort };
  const unique = [...new Set(found)];
  const meaningful = unique.filter((word) => !STOPWORDS.has(word));
  const words = (meaningful.length ? meaningful : unique).slice(0, MAX_WORDS);
  const terms = words.map(term);
  const all = terms.join(' AND ');
  const phrase = `${words.map((word) => `"${word}"`).join(' + ')}*`;
  return { ok: true, all, any: terms.join(' OR '), inName: `{name} : (${all})`, phraseInName: `{name} : (${phrase})`, words };
}
