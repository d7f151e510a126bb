import { describe, expect, it } from 'vitest';
import { isStateChanging, ownOrigin, sameOrigin, tokenMatches } from './csrf';

describe('CSRF checks', () => {
  const own = 'http://localhost:4000';

  it('accept only the console origin on state-changing requests', () => {
    expect(sameOrigin({ origin: own }, own)).toBe(true);
    // The public site is another origin even on the same host (another port).
    expect(sameOrigin({ origin: 'http://localhost:3000' }, own)).toBe(false);
    expect(sameOrigin({ origin: 'null' }, own)).toBe(false);
    expect(sameOrigin({}, own)).toBe(false);
    expect(sameOrigin({ 'sec-fetch-site': 'same-origin' }, own)).toBe(true);
    expect(sameOrigin({ 'sec-fetch-site': 'same-site' }, own)).toBe(false);
    expect(sameOrigin({ origin: own }, undefined)).toBe(false);
  });

  it('derive the console origin from Host unless configured', () => {
    expect(ownOrigin({ host: 'localhost:4000' }, undefined)).toBe(own);
    expect(ownOrigin({ host: 'internal:4000' }, 'https://admin.example.com')).toBe('https://admin.example.com');
    expect(ownOrigin({}, undefined)).toBeUndefined();
  });

  it('compare tokens exactly', () => {
    expect(tokenMatches('abc', 'abc')).toBe(true);
    expect(tokenMatches('abd', 'abc')).toBe(false);
    expect(tokenMatches('ab', 'abc')).toBe(false);
    expect(tokenMatches(undefined, 'abc')).toBe(false);
    expect(tokenMatches(['abc'], 'abc')).toBe(false);
    expect(tokenMatches('', '')).toBe(false);
  });

  it('know which methods change state', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].every(isStateChanging)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isStateChanging)).toBe(false);
  });
});
