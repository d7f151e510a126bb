import { describe, expect, it } from 'vitest';
import { afterFailure, DEFAULT_RETRY_POLICY, isPermanentSmtpFailure, retryDelayMs } from './retry-policy';

const MINUTE = 60_000;

describe('retrying a mail', () => {
  it('waits 1 minute, doubling, up to 4 hours between tries', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 40].map((attempts) => retryDelayMs(attempts) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 240, 240, 240]);
  });

  it('gives up after the tenth try (about 8 hours of trying), and at once on a permanent refusal', () => {
    const now = Date.parse('2026-11-28T06:00:00Z');
    expect(afterFailure(1, now)).toEqual({ state: 'queued', nextAttemptAt: now + MINUTE });
    expect(afterFailure(9, now)).toEqual({ state: 'queued', nextAttemptAt: now + 240 * MINUTE });
    expect(afterFailure(DEFAULT_RETRY_POLICY.maxAttempts, now)).toEqual({ state: 'failed' });
    expect(afterFailure(1, now, { permanent: true })).toEqual({ state: 'failed' });
    const waits = Array.from({ length: DEFAULT_RETRY_POLICY.maxAttempts - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(waits / (60 * MINUTE)).toBeCloseTo(8.25, 2);
  });

  it('treats SMTP 5xx replies as permanent, 4xx and connection errors as worth another try', () => {
    expect(isPermanentSmtpFailure(Object.assign(new Error('550 no such user'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentSmtpFailure(Object.assign(new Error('451 try later'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentSmtpFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe(false);
    expect(isPermanentSmtpFailure('nonsense')).toBe(false);
  });
});
