import { describe, expect, it } from 'vitest';
import { indiaTimeLabel, timeLeft } from './publishing';

describe('publish times in the console', () => {
  it('shows a stored UTC time in India time', () => {
    expect(indiaTimeLabel('2026-11-28T11:00:00.000Z')).toBe('28/11/2026, 16:30 IST');
    expect(indiaTimeLabel('2026-12-31T18:30:00.000Z')).toBe('01/01/2027, 00:00 IST');
  });

  it('counts down in the units that matter', () => {
    const at = '2026-11-28T11:00:00.000Z';
    const before = (ms: number) => Date.parse(at) - ms;
    expect(timeLeft(at, before(2 * 86_400_000 + 3 * 3_600_000))).toBe('in 2 d 3 h');
    expect(timeLeft(at, before(3_600_000 + 5 * 60_000))).toBe('in 1 h 05 min');
    expect(timeLeft(at, before(4 * 60_000 + 10_000))).toBe('in 4 min 10 s');
    expect(timeLeft(at, before(11_200))).toBe('in 12 s');
    expect(timeLeft(at, before(0))).toBe('due now');
  });
});
