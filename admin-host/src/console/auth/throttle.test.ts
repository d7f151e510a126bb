import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../db/prepare';
import { SignInThrottle, throttledMessage } from './throttle';

function setup() {
  const { db } = prepareDatabase(':memory:', 'none');
  let now = 5_000_000;
  const throttle = new SignInThrottle(db, { windowMs: 15 * 60_000, perAccount: 5, perAddress: 20 }, () => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('sign-in throttling', () => {
  it('locks an account name after 5 failures, whichever address they come from, until the window passes', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfter('ira', `10.0.0.${i}`)).toBe(0);
      throttle.recordFailure('ira', `10.0.0.${i}`);
      advance(1000);
    }
    expect(throttle.retryAfter('IRA', '10.9.9.9')).toBeGreaterThan(0);
    expect(throttle.retryAfter('someone-else', '10.9.9.9')).toBe(0);
    advance(15 * 60_000 - 5000);
    expect(throttle.retryAfter('ira', '10.9.9.9')).toBe(0);
  });

  it('locks an address after 20 failures across many names', () => {
    const { throttle } = setup();
    for (let i = 0; i < 20; i++) throttle.recordFailure(`user${i}`, '192.0.2.1');
    expect(throttle.retryAfter('fresh-name', '192.0.2.1')).toBeGreaterThan(0);
    expect(throttle.retryAfter('fresh-name', '192.0.2.2')).toBe(0);
  });

  it('treats names that exist and names that do not alike, and forgives an account on success', () => {
    const { throttle } = setup();
    for (let i = 0; i < 4; i++) throttle.recordFailure('ira', '10.0.0.1');
    throttle.recordSuccess('ira');
    throttle.recordFailure('ira', '10.0.0.1');
    expect(throttle.retryAfter('ira', '10.0.0.2')).toBe(0);
  });

  it('says how long to wait without naming the account', () => {
    expect(throttledMessage(14 * 60_000 + 1)).toBe('Too many failed sign-ins. For your security, signing in is paused: try again in 15 minutes.');
    expect(throttledMessage(1000)).toMatch(/in 1 minute\.$/);
  });
});
