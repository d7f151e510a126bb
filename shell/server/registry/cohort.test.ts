import { describe, expect, it } from 'vitest';
import { COHORT_MAX_AGE_SECONDS } from '../../../shared/src/contract/releases.ts';
import { cohortOf, cookieValue } from './cohort.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('cohortOf', () => {
  it('gives a new human visitor a random bucket and a first-party cookie that holds only it', () => {
    const cohort = cohortOf({ 'user-agent': CHROME }, { random: () => 42 });
    expect(cohort).toEqual({ bucket: 42, setCookie: `site_cohort=42; Path=/; Max-Age=${COHORT_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly` });
    expect(cohortOf({ 'user-agent': CHROME }, { random: () => 7, secure: true }).setCookie).toMatch(/; Secure$/);
  });

  it('keeps a returning visitor in its bucket, with no new cookie', () => {
    expect(cohortOf({ 'user-agent': CHROME, cookie: 'a=1; site_cohort=5; b=2' }, { random: () => 99 })).toEqual({ bucket: 5 });
    expect(cohortOf({ cookie: 'site_cohort=0' })).toEqual({ bucket: 0 });
  });

  it('gives a fresh bucket for a cookie that is not one (tampered, out of range)', () => {
    for (const value of ['100', '-1', 'x', '5x', '007', '']) {
      expect(cohortOf({ cookie: `site_cohort=${value}` }, { random: () => 3 }), value).toMatchObject({ bucket: 3, setCookie: expect.stringContaining('site_cohort=3;') });
    }
  });

  it('puts crawlers in no cohort (stable releases) and gives them no cookie, whatever cookie they send', () => {
    for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'facebookexternalhit/1.1', 'Chrome-Lighthouse']) {
      expect(cohortOf({ 'user-agent': agent, cookie: 'site_cohort=1' }, { random: () => 0 }), agent).toEqual({ bucket: undefined });
    }
  });

  it('reads one cookie out of a Cookie header', () => {
    expect(cookieValue('x_site_cohort=9; site_cohort=12', 'site_cohort')).toBe('12');
    expect(cookieValue(undefined, 'site_cohort')).toBeUndefined();
  });
});
