import { afterEach, describe, expect, it } from 'vitest';
import type { SiteDb } from '../../db/site-db';
import { testDatabase } from '../../test-database';
import { DEFAULT_LIMITS, SignInThrottle, throttledMessage, type SignInClient } from './throttle';

const opened: SiteDb[] = [];
afterEach(async () => {
  for (const site of opened.splice(0)) await site.close();
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;

async function setup() {
  const { site } = await testDatabase('none');
  opened.push(site);
  let now = 5_000_000;
  const throttle = new SignInThrottle(site, DEFAULT_LIMITS, () => now);
  /** One attempt that fails (the wrong password); returns the wait it got, 0 when it was let through. */
  const fail = async (username: string, client: SignInClient) => {
    const decision = await throttle.attempt(username, client);
    return 'waitMs' in decision ? decision.waitMs : 0;
  };
  const succeed = async (username: string, client: SignInClient) => {
    const decision = await throttle.attempt(username, client);
    if ('waitMs' in decision) return decision.waitMs;
    await decision.attempt.succeeded();
    return 0;
  };
  return { throttle, fail, succeed, advance: (ms: number) => (now += ms) };
}

const at = (address: string, device?: string): SignInClient => ({ address, device });

describe('sign-in throttling', () => {
  it('counts an attempt when it starts: 50 at once for one account and client let exactly 5 through', async () => {
    const { throttle } = await setup();
    // All 50 in flight together (on PostgreSQL each in a transaction of its own, on its own connection).
    const decisions = await Promise.all(Array.from({ length: 50 }, () => throttle.attempt('ira', at('10.0.0.1'))));
    expect(decisions.filter((d) => 'attempt' in d)).toHaveLength(5);
    expect(decisions.filter((d) => 'waitMs' in d && d.waitMs === 30 * SECOND)).toHaveLength(45);
  });

  it('makes a pair wait after 5 failures, 30 s doubling up to 15 minutes, and forgets them on success', async () => {
    const { fail, succeed, advance } = await setup();
    for (let i = 0; i < 5; i++) expect(await fail('ira', at('10.0.0.1'))).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const wait = await fail('ira', at('10.0.0.1'));
      waits.push(wait);
      advance(wait);
      expect(await fail('ira', at('10.0.0.1'))).toBe(0);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900].map((s) => s * SECOND));
    // Right password once the wait is over: the pair starts afresh.
    advance(15 * MINUTE);
    expect(await succeed('ira', at('10.0.0.1'))).toBe(0);
    for (let i = 0; i < 5; i++) expect(await fail('ira', at('10.0.0.1'))).toBe(0);
  });

  it("does not let a stranger's failures hold back the owner at another address, nor the owner's success free the stranger", async () => {
    const { fail, succeed } = await setup();
    for (let i = 0; i < 30; i++) await fail('ira', at('203.0.113.9'));
    expect(await fail('ira', at('203.0.113.9'))).toBeGreaterThan(0);
    expect(await succeed('ira', at('10.0.0.1'))).toBe(0);
    expect(await succeed('ira', at('10.0.0.2', 'device-of-ira'))).toBe(0);
    // The stranger's pair still waits: a success forgives its own client only.
    expect(await fail('ira', at('203.0.113.9'))).toBeGreaterThan(0);
  });

  it('refuses unknown clients once an account has 100 failures in a day, but not a browser that signed in to it before', async () => {
    const { fail, succeed, advance } = await setup();
    for (let i = 0; i < 100; i++) expect(await fail('ira', at(`198.51.100.${i}`))).toBe(0);
    const wait = await fail('ira', at('192.0.2.77'));
    expect(wait).toBeGreaterThan(23 * 60 * MINUTE);
    // The team's own browsers (known devices) still sign in, each counted on its own.
    expect(await succeed('ira', at('192.0.2.77', 'device-of-ira'))).toBe(0);
    // …which forgives the account's failures: strangers start again from nothing.
    advance(SECOND);
    expect(await fail('ira', at('192.0.2.78'))).toBe(0);
  });

  it('refuses an address spraying many accounts after 50 failures in an hour, except on accounts its browser knows', async () => {
    const { fail, succeed, advance } = await setup();
    for (let i = 0; i < 50; i++) expect(await fail(`user${i}`, at('192.0.2.1'))).toBe(0);
    expect(await fail('fresh-name', at('192.0.2.1'))).toBeGreaterThan(50 * MINUTE);
    expect(await fail('fresh-name', at('192.0.2.2'))).toBe(0);
    expect(await succeed('ira', at('192.0.2.1', 'device-of-ira'))).toBe(0);
    advance(60 * MINUTE);
    expect(await fail('fresh-name', at('192.0.2.1'))).toBe(0);
  });

  it('treats names that exist and names that do not alike, whatever their case', async () => {
    const { fail } = await setup();
    for (let i = 0; i < 5; i++) await fail('IRA', at('10.0.0.1'));
    expect(await fail('ira ', at('10.0.0.1'))).toBe(30 * SECOND);
    for (let i = 0; i < 5; i++) await fail('nobody-here', at('10.0.0.1'));
    expect(await fail('nobody-here', at('10.0.0.1'))).toBe(30 * SECOND);
  });

  it('lets an administrator unlock an account (forgive)', async () => {
    const { throttle, fail } = await setup();
    for (let i = 0; i < 100; i++) await fail('ira', at(`198.51.100.${i}`));
    expect(await fail('ira', at('198.51.100.0'))).toBeGreaterThan(0);
    await throttle.forgive('ira');
    expect(await fail('ira', at('198.51.100.0'))).toBe(0);
  });

  it('says how long to wait without naming the account', () => {
    expect(throttledMessage(14 * 60_000 + 1)).toBe('Too many failed sign-ins. For your security, signing in is paused: try again in 15 minutes.');
    expect(throttledMessage(1000)).toMatch(/in 1 minute\.$/);
  });
});
