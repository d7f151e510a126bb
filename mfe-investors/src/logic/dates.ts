const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T\s])/;
/** An explicit zone at the end of a date string: Z, GMT/UTC, or an offset like +05:30. */
const EXPLICIT_ZONE = /(?:Z|GMT|UTC|[+-]\d{2}:?\d{2})\)?$/i;

const pad = (n: number) => String(n).padStart(2, '0');

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The one way investor pages write a date (issue 29): 'dd/mm/yyyy', the spec's own format (§2.11,
 * Share Holders Pattern 'Date: dd/mm/yyyy'), used on every investor page in both languages, so a
 * visitor never meets '14 Aug 2025' beside '30/06/2024'. '' when the value cannot be parsed.
 * String work only: no Intl formatter is built at load or per render (issue 31).
 *
 * The server sends ISO 8601 timestamps of the calendar day at UTC midnight
 * ('2024-03-31T00:00:00.000Z'). Converting that to local time would show 30/03/2024 west of
 * Greenwich, so an ISO value keeps its written calendar date. Any other parseable form is read
 * in the zone it names, or in local time when it names none.
 */
export function formatInvestorDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    // The rest of the string must parse too ('2024-06-30Tgarbage' is not a date).
    if (!isRealDate(year, month, day) || Number.isNaN(Date.parse(text.replace(' ', 'T')))) return '';
    return `${pad(day)}/${pad(month)}/${year}`;
  }
  const time = Date.parse(text);
  if (text === '' || Number.isNaN(time)) return '';
  const date = new Date(time);
  return EXPLICIT_ZONE.test(text)
    ? `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`
    : `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
