import { describe, expect, it } from 'vitest';
import { deadlineLeft, indiaDayLabel, indiaTimeLabel, timeLeft } from './publishing';

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

  it('says how long a deadline has left, and by how much it is overdue', () => {
    const due = '2026-12-24T03:30:00.000Z';
    expect(deadlineLeft(due, Date.parse(due) - (21 * 3600 + 5 * 60) * 1000)).toBe('in 21 h 05 min');
    expect(deadlineLeft(due, Date.parse(due))).toBe('Overdue by 1 s');
    expect(deadlineLeft(due, Date.parse(due) + (26 * 3600) * 1000)).toBe('Overdue by 1 d 2 h');
    expect(indiaDayLabel('2026-12-23')).toBe('23/12/2026');
  });
});
