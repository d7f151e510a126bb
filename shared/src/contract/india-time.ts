// India time as every part of the site counts it (publish times, the investor calendar, the
// compliance clock's working days): Asia/Kolkata has kept one offset, UTC+05:30 with no daylight
// saving, since 1945, so a day and a wall-clock time there are arithmetic on UTC, with no time-zone
// database and no Intl object. Plain functions: the console app and the pages import them too.
// Days are 'YYYY-MM-DD' in India, times 'HH:MM', instants ms since the epoch.

export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/** The India day an instant falls on. */
export const indiaDay = (ms: number): string => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant of an India day's wall-clock time (midnight by default). */
export function indiaTime(day: string, time = '00:00'): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS + (hour * 60 + minute) * 60_000;
}

/** The day after `day`. */
export const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
