import { describe, expect, it } from 'vitest';
import { appendVary, preferredCoding, withAcceptEncoding } from './content-coding';
import { etagMatches } from './etag';

describe('etagMatches (If-None-Match)', () => {
  it('matches exact, listed, weak and wildcard tags', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
  });
  it('refuses other tags and no header', () => {
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches('abc', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('', '"abc"')).toBe(false);
  });
});

describe('preferredCoding (Accept-Encoding)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
  ])('%s → %s', (header, coding) => expect(preferredCoding(header)).toBe(coding));

  it('answers the same after many distinct headers have passed through its memo', () => {
    for (let i = 0; i < 500; i++) expect(preferredCoding(`gzip;q=0.${i % 10}, x-${i}`)).toBe(i % 10 === 0 ? null : 'gzip');
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
  });
});

describe('appendVary', () => {
  it('keeps what is there', () => {
    expect(appendVary(undefined, 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(appendVary('Origin', 'Accept-Encoding')).toBe('Origin, Accept-Encoding');
  });
  it('adds Accept-Encoding to whatever CORS left', () => {
    expect(withAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(withAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(withAcceptEncoding(['Origin', 'Cookie'])).toBe('Origin, Cookie, Accept-Encoding');
  });
});
