import { describe, expect, it } from 'vitest';
import { isHitsAnswer, searchUrl, validHits } from './hits';

describe('search and latest answers', () => {
  it('accepts an object with results only', () => {
    expect(isHitsAnswer({ query: 'x', results: [] })).toBe(true);
    for (const value of [null, [], 'No data found', { results: 'x' }]) expect(isHitsAnswer(value)).toBe(false);
  });

  it('keeps hits with a name, a document and an investor section', () => {
    const good = { category: 'annual-report', section: '/investors/annual-report', sectionTitle: 'Annual Report', name: 'AR', document: 'a.pdf', document_Date: null, file_Size: null, page_Count: null };
    expect(validHits([good, { ...good, name: ' ' }, { ...good, section: 'https://evil.example/' }, { ...good, document: 3 }, null])).toEqual([good]);
  });

  it('builds the results address', () => {
    expect(searchUrl('  annual   report ')).toBe('/investors/search?q=annual%20report');
    expect(searchUrl('a&b=c')).toBe('/investors/search?q=a%26b%3Dc');
    expect(searchUrl('   ')).toBe('/investors/search');
  });
});
