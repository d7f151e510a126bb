// Indian Standard Time for the investor calendar: India keeps UTC+05:30 all year, so a day and a
// wall-clock time there become a UTC instant by subtracting 5 h 30 min, and "today in Kolkata" is
// the UTC date of now + 5 h 30 min. No time-zone database needed, and no Intl object per call.
import { IST_OFFSET_MINUTES } from '@site/shared/contract/investor-calendar';

const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/** The date in Kolkata at `now`, YYYY-MM-DD. */
export function kolkataDate(now: Date): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instant of `time` (HH:MM) on `date` (YYYY-MM-DD) in Kolkata. */
export function istInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - OFFSET_MS);
}

/** Midnight UTC of `date`: what an all-day event's day is given to the calendar library as (it writes the UTC date). */
export function utcDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The day after `date` (YYYY-MM-DD): an all-day event's exclusive end (RFC 5545 DTEND;VALUE=DATE). */
export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
