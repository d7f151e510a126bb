import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { ftsQuery, MAX_WORDS, MESSAGES } from './fts-query';

// The same tokenizer as migration 002's index.
const db = new Database(':memory:');
db.exec("CREATE VIRTUAL TABLE t USING fts5 (name, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')");
const insert = db.prepare('INSERT INTO t (name) VALUES (?)');
for (const name of [
  'Notice of the 30th Annual General Meeting',
  'Unaudited Financial Results - Q2 FY 2024-25',
  'Résumé des résultats',
  'വാർഷിക റിപ്പോർട്ട് 2024',
  'Draft Red Herring Prospectus',
  'near and or not',
]) {
  insert.run(name);
}
afterAll(() => db.close());

const matches = (text: string) => {
  const query = ftsQuery(text);
  if (!query.ok) throw new Error(query.message);
  return db.prepare<[string], { name: string }>('SELECT name FROM t WHERE t MATCH ? ORDER BY rank').all(query.all).map((row) => row.name);
};

describe('ftsQuery', () => {
  it('turns words into quoted prefix terms joined by AND (and OR for the fallback)', () => {
    expect(ftsQuery('Annual rep')).toEqual({
      ok: true,
      all: '"annual"* AND "rep"*',
      any: '"annual"* OR "rep"*',
      inName: '{name} : ("annual"* AND "rep"*)',
      phraseInName: '{name} : ("annual" + "rep"*)',
      words: ['annual', 'rep'],
    });
    expect(matches('annu gen')).toEqual(['Notice of the 30th Annual General Meeting']);
    expect(matches('Q2 2024')).toEqual(['Unaudited Financial Results - Q2 FY 2024-25']);
  });

  it.each([
    ['"', MESSAGES.tooShort],
    ['AND(', null],
    ['*', MESSAGES.tooShort],
    ['***', MESSAGES.tooShort],
    ['!!! ??? ---', MESSAGES.tooShort],
    ['', MESSAGES.tooShort],
    ['   ', MESSAGES.tooShort],
    ['a', MESSAGES.tooShort],
    ['\u0000\u0001', MESSAGES.tooShort],
    ['🙂🙂', MESSAGES.tooShort],
  ])('answers %j with a message or a safe query, never FTS syntax', (text, message) => {
    const query = ftsQuery(text);
    if (message) expect(query).toEqual({ ok: false, message });
    else expect(query.ok).toBe(true);
  });

  it.each([
    'AND(',
    'NEAR(annual general, 2)',
    'annual OR general NOT meeting',
    'name:annual',
    '^annual',
    '"annual" general"',
    'annual*',
    "'; DROP TABLE t; --",
    'results - Q2 + (FY) {2024} [25]',
    'near and or not',
    'AND OR NOT NEAR',
    'annual\u0000general',
  ])('never passes %j to MATCH as syntax', (text) => {
    const query = ftsQuery(text);
    expect(query.ok).toBe(true);
    if (!query.ok) return;
    expect(query.all).toMatch(/^(\("[^"]+"\* OR "[^"]+"\)|"[^"]+"\*)( (AND|OR) (\("[^"]+"\* OR "[^"]+"\)|"[^"]+"\*))*$/);
    expect(() => db.prepare('SELECT * FROM t WHERE t MATCH ?').all(query.all)).not.toThrow();
    for (const match of [query.any, query.inName, query.phraseInName]) expect(() => db.prepare('SELECT * FROM t WHERE t MATCH ?').all(match)).not.toThrow();
  });

  it('finds the FTS keywords as plain words', () => {
    expect(matches('NEAR and OR not')).toEqual(['near and or not']);
  });

  it('refuses more than 100 characters, counting characters, not bytes', () => {
    expect(ftsQuery('a'.repeat(101))).toEqual({ ok: false, message: MESSAGES.tooLong });
    expect(ftsQuery('annual '.repeat(14).slice(0, 100)).ok).toBe(true);
    expect(ftsQuery('റ'.repeat(100)).ok).toBe(true);
  });

  it('searches at most a few distinct words', () => {
    const query = ftsQuery('one two three four five six seven eight nine ten one');
    expect(query.ok && query.words).toHaveLength(MAX_WORDS);
  });

  it('keeps letters of any script, with their marks, and folds accents and width', () => {
    expect(matches('resume RESULTATS')).toEqual(['Résumé des résultats']);
    expect(matches('Résumé')).toEqual(['Résumé des résultats']);
    expect(matches('വാർഷിക')).toEqual(['വാർഷിക റിപ്പോർട്ട് 2024']);
    expect(matches('２０２４ ｑ２')).toEqual(['Unaudited Financial Results - Q2 FY 2024-25']);
  });

  it('drops filler words, unless they are all there is', () => {
    expect(ftsQuery('the notice of the meeting')).toMatchObject({ words: ['notice', 'meeting'] });
    expect(ftsQuery('of the')).toMatchObject({ ok: true, words: ['of', 'the'] });
  });

  it('expands the abbreviations investors use', () => {
    expect(matches('30th AGM')).toEqual(['Notice of the 30th Annual General Meeting']);
    expect(matches('DRHP')).toEqual(['Draft Red Herring Prospectus']);
  });
});
