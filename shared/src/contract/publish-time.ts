// A record's publish time (issue 28) as the console's form sends it and as the admin host stores it.
// Editors think in India time, to the minute; the database keeps UTC (ISO 8601), so a comparison with
// the clock is a string comparison. The conversion is India time's arithmetic (india-time.ts). Plain
// functions, no schema builder: the console app imports them.
import { IST_OFFSET_MS } from './india-time';

/**
 * The form field of a record's publish time (create and edit): '' publishes when saved, an India
 * time `YYYY-MM-DDTHH:MM` publishes then; left out, a save keeps the record's publication as it is.
 */
export const PUBLISH_AT_FIELD = 'publishAt';

/** The form's value: `YYYY-MM-DDTHH:MM` in India time, what `<input type="datetime-local">` gives. */
export const INDIA_LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;


/** The UTC instant (ISO 8601) of an India-time form value, or undefined when it is not a real time. */
export function indiaLocalToUtc(local: string): string | undefined {
  const match = INDIA_LOCAL_TIME.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  const utcMs = Date.UTC(year, month - 1, day, hour, minute) - IST_OFFSET_MS;
  // 31 February rolls over into March: not a time anyone meant.
  if (new Date(utcMs + IST_OFFSET_MS).getUTCDate() !== day) return undefined;
  return new Date(utcMs).toISOString();
}

/** The India-time form value of a stored UTC instant. */
export function utcToIndiaLocal(utc: string): string {
  return new Date(Date.parse(utc) + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The start of the minute `ms` falls in, as stored: publish times are to the minute. */
export const minuteOf = (ms: number): string => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
