// The same search as fts-query.ts, written for PostgreSQL's to_tsquery('simple', …): the words come
// from ftsQuery (letters, marks and digits only, so they can never close the quotes around them),
// and only this module writes the operators between them. Weight A is the name (migration 001).
import { EXPANSIONS } from './fts-query';

export interface TsQueries {
  all: string;
  any: string;
  /** Every word in the name. */
  inName: string;
  /** The words in this order in the name, the last as a prefix. */
  phraseInName: string;
}

const lexeme = (word: string, weights = '') => `'${word}'${weights ? `:${weights}` : ''}`;
const prefix = (word: string, weights = '') => `'${word}':*${weights}`;
const phrase = (text: string, weights = '') => text.split(' ').map((word) => lexeme(word, weights)).join(' <-> ');

function term(word: string, weights = ''): string {
  const expansion = EXPANSIONS[word];
  return expansion ? `(${prefix(word, weights)} | (${phrase(expansion, weights)}))` : prefix(word, weights);
}

export function tsQueries(words: readonly string[]): TsQueries {
  return {
    all: words.map((word) => term(word)).join(' & '),
    any: words.map((word) => term(word)).join(' | '),
    inName: words.map((word) => term(word, 'A')).join(' & '),
    phraseInName: words.map((word, i) => (i === words.length - 1 ? prefix(word, 'A') : lexeme(word, 'A'))).join(' <-> '),
  };
}
