// Working days and trading days as SEBI's deadlines count them (issue 28: the compliance clock).
// Everything is in Asia/Kolkata, whose days and times are arithmetic on UTC (shared/src/contract/india-time.ts).
// Pure: instants are ms since the epoch, days are 'YYYY-MM-DD' in India, holidays a set of days.
//
// Definitions (admin-host/README.md, "Compliance clock"):
// - a working day (= a trading day) is Monday to Friday and not an exchange holiday;
// - "within n working days" of an event = by the end (23:59:59 IST) of the n-th working day after
//   the event's day, whatever the time of the event;
// - "before the next trading day" = before 09:00 IST (the exchanges' pre-open) of the first working
//   day after the event's day;
// - "within 24 hours and before the next trading day" = whichever of the two comes first.

import { dayAfter, indiaDay, indiaTime } from '@site/shared/contract/india-time';

/** Exchange holidays, as India days ('YYYY-MM-DD'). */
export type Holidays = ReadonlySet<string>;

const DAY_MS = 24 * 60 * 60_000;
/** When a trading day starts, for "before the next trading day": the pre-open session, 09:00 IST. */
export const TRADING_DAY_START = '09:00';
/** The end of a day, for "within n working days": its last second, 23:59:59 IST. */
const END_OF_DAY_MS = DAY_MS - 1000;

export { indiaDay, indiaTime };

/** The last second of an India day (23:59:59 IST). */
export const endOfIndiaDay = (day: string): number => indiaTime(day) + END_OF_DAY_MS;

/** Monday to Friday and not an exchange holiday. */
export function isWorkingDay(day: string, holidays: Holidays): boolean {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** The n-th working day after `day` (n ≥ 1), or `day` itself for n = 0. */
export function nthWorkingDayAfter(day: string, n: number, holidays: Holidays): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a whole number of days, not ${n}`);
  let current = day;
  for (let counted = 0; counted < n; ) {
    current = dayAfter(current);
    if (isWorkingDay(current, holidays)) counted += 1;
  }
  return current;
}

/** "Within n working days" of an event at `fromMs`: the end (23:59:59 IST) of the n-th working day after its day. */
export const addWorkingDays = (fromMs: number, n: number, holidays: Holidays): number => endOfIndiaDay(nthWorkingDayAfter(indiaDay(fromMs), n, holidays));

/** "Before the next trading day" of an event at `fromMs`: 09:00 IST of the first working day after its day. */
export const nextTradingDayStart = (fromMs: number, holidays: Holidays): number => indiaTime(nthWorkingDayAfter(indiaDay(fromMs), 1, holidays), TRADING_DAY_START);

/** "Within 24 hours and before the next trading day" (the earnings call's recording): the earlier of the two. */
export const within24HoursBeforeNextTradingDay = (fromMs: number, holidays: Holidays): number => Math.min(fromMs + DAY_MS, nextTradingDayStart(fromMs, holidays));
