import { describe, expect, it } from 'vitest';
import { SEED_EXCHANGE_HOLIDAYS_2026 } from '../seed/exchange-holidays';
import { addWorkingDays, endOfIndiaDay, indiaDay, indiaTime, isWorkingDay, nextTradingDayStart, nthWorkingDayAfter, within24HoursBeforeNextTradingDay } from './working-days';

const HOLIDAYS = new Set(SEED_EXCHANGE_HOLIDAYS_2026.map((holiday) => holiday.date));
const NONE = new Set<string>();
/** An India wall-clock time as an instant: '2026-11-27 15:00'. */
const ist = (text: string) => indiaTime(text.slice(0, 10), text.slice(11));
const iso = (ms: number) => new Date(ms).toISOString();

describe('working days (Asia/Kolkata, Monday to Friday, not an exchange holiday)', () => {
  it('knows weekends and holidays', () => {
    expect(isWorkingDay('2026-11-27', HOLIDAYS)).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28', HOLIDAYS)).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29', HOLIDAYS)).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-24', HOLIDAYS)).toBe(false); // Guru Nanak Jayanti (sample), a Tuesday
    expect(isWorkingDay('2026-11-24', NONE)).toBe(true);
  });

  it('reads the day in India, not in UTC', () => {
    expect(indiaDay(Date.parse('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(indiaDay(Date.parse('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(iso(ist('2026-11-27 15:00'))).toBe('2026-11-27T09:30:00.000Z');
    expect(iso(endOfIndiaDay('2026-12-01'))).toBe('2026-12-01T18:29:59.000Z');
  });

  it('counts n working days after the event’s day and ends at 23:59:59 IST of the last', () => {
    // Friday afternoon: Monday and Tuesday.
    expect(iso(addWorkingDays(ist('2026-11-27 15:00'), 2, HOLIDAYS))).toBe('2026-12-01T18:29:59.000Z');
    // The time of day does not matter: early Friday morning gives the same day.
    expect(iso(addWorkingDays(ist('2026-11-27 00:05'), 2, HOLIDAYS))).toBe('2026-12-01T18:29:59.000Z');
    // From a Saturday: Monday is the first.
    expect(nthWorkingDayAfter('2026-11-28', 1, HOLIDAYS)).toBe('2026-11-30');
    expect(nthWorkingDayAfter('2026-11-27', 0, HOLIDAYS)).toBe('2026-11-27');
    expect(() => nthWorkingDayAfter('2026-11-27', -1, HOLIDAYS)).toThrow(RangeError);
  });

  it('skips holidays', () => {
    // Monday 23 Nov: Tuesday is a holiday, so Wednesday and Thursday.
    expect(iso(addWorkingDays(ist('2026-11-23 11:00'), 2, HOLIDAYS))).toBe('2026-11-26T18:29:59.000Z');
    expect(iso(addWorkingDays(ist('2026-11-23 11:00'), 2, NONE))).toBe('2026-11-25T18:29:59.000Z');
    // Five working days from Tuesday 22 Dec: 23, 24, (Christmas), 28, 29, 30.
    expect(indiaDay(addWorkingDays(ist('2026-12-22 16:00'), 5, HOLIDAYS))).toBe('2026-12-30');
  });

  it('crosses the year end (next year’s holidays count once entered)', () => {
    // Thursday 24 Dec: 28, 29, 30, 31 Dec and Friday 1 Jan 2027.
    expect(indiaDay(addWorkingDays(ist('2026-12-24 17:00'), 5, HOLIDAYS))).toBe('2027-01-01');
    expect(indiaDay(addWorkingDays(ist('2026-12-24 17:00'), 5, new Set([...HOLIDAYS, '2027-01-01'])))).toBe('2027-01-04');
  });

  it('puts an event at 23:30 IST on its India day, and one at 00:30 IST on the next (UTC says otherwise)', () => {
    const lateFriday = ist('2026-11-27 23:30');
    expect(iso(lateFriday)).toBe('2026-11-27T18:00:00.000Z');
    expect(indiaDay(addWorkingDays(lateFriday, 1, HOLIDAYS))).toBe('2026-11-30');
    // 00:30 IST on Thursday is Wednesday in UTC: one working day is Friday, not Thursday.
    const earlyThursday = ist('2026-11-26 00:30');
    expect(iso(earlyThursday)).toBe('2026-11-25T19:00:00.000Z');
    expect(indiaDay(addWorkingDays(earlyThursday, 1, HOLIDAYS))).toBe('2026-11-27');
  });
});

describe('within 24 hours and before the next trading day (the earlier)', () => {
  it('is the next trading morning after a weekday call', () => {
    expect(iso(nextTradingDayStart(ist('2026-11-25 16:00'), HOLIDAYS))).toBe('2026-11-26T03:30:00.000Z'); // Thu 09:00 IST
    expect(iso(within24HoursBeforeNextTradingDay(ist('2026-11-25 16:00'), HOLIDAYS))).toBe('2026-11-26T03:30:00.000Z');
  });

  it('is 24 hours when a weekend or a holiday comes first', () => {
    // Friday 15:00: Saturday 15:00, long before Monday 09:00.
    expect(iso(within24HoursBeforeNextTradingDay(ist('2026-11-27 15:00'), HOLIDAYS))).toBe(iso(ist('2026-11-28 15:00')));
    expect(iso(nextTradingDayStart(ist('2026-11-27 15:00'), HOLIDAYS))).toBe(iso(ist('2026-11-30 09:00')));
    // Monday 17:00 before the Tuesday holiday: Tuesday 17:00 (the next trading day is Wednesday).
    expect(iso(nextTradingDayStart(ist('2026-11-23 17:00'), HOLIDAYS))).toBe(iso(ist('2026-11-25 09:00')));
    expect(iso(within24HoursBeforeNextTradingDay(ist('2026-11-23 17:00'), HOLIDAYS))).toBe(iso(ist('2026-11-24 17:00')));
  });

  it('counts from the India day: a call ending at 23:30 IST on Friday, or at 00:30 IST', () => {
    expect(iso(within24HoursBeforeNextTradingDay(ist('2026-11-27 23:30'), HOLIDAYS))).toBe(iso(ist('2026-11-28 23:30')));
    // 00:30 IST on Thursday: the next trading day is Friday, so 24 hours (Friday 00:30) comes first.
    expect(iso(within24HoursBeforeNextTradingDay(ist('2026-11-26 00:30'), HOLIDAYS))).toBe(iso(ist('2026-11-27 00:30')));
    // A call on the evening of 31 December: the next trading morning is in the new year.
    expect(iso(nextTradingDayStart(ist('2026-12-31 18:00'), HOLIDAYS))).toBe(iso(ist('2027-01-01 09:00')));
  });
});
