// Indian financial years (1 April – 31 March) and their quarters, from the dates the admin host
// sends. A financial year is named by the calendar year it starts in: 2025-04-01 … 2026-03-31 is
// 'FY 2025-26' (URL key '2025-26'). Dates are read as written, never through a time zone: a record
// dated 31 March belongs to the year that ends that day wherever the visitor is.

/** A calendar date as written by the server. */
export interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?$)/;

/** The calendar date of an ISO 'YYYY-MM-DD' (or an ISO timestamp's date part), or null when it is not a real date. */
export function parseCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DAY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Sortable number of a date (20250331), for newest-first ordering. */
export const dateOrdinal = ({ year, month, day }: CalendarDate): number => year * 10_000 + month * 100 + day;

/** First calendar year of the financial year a date falls in (April starts a new one). */
export const financialYearStart = (date: CalendarDate): number => (date.month >= 4 ? date.year : date.year - 1);

/** URL key of the financial year starting in `start`: 2025 → '2025-26'. */
export const financialYearKey = (start: number): string => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

/** What visitors read: 'FY 2025-26'. */
export const financialYearLabel = (key: string): string => `FY ${key}`;

/** The financial year key of a server date ('2026-03-31' → '2025-26'), or null for a missing or bad date. */
export function financialYearOf(value: unknown): string | null {
  const date = parseCalendarDate(value);
  return date ? financialYearKey(financialYearStart(date)) : null;
}

/** A financial-year key from a URL ('2024-25'), or null when it is not one (then every year is shown). */
export function parseFinancialYearKey(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const start = Number(match[1]);
  return start >= 1900 && financialYearKey(start) === match[0] ? match[0] : null;
}

export type Quarter = 1 | 2 | 3 | 4;

export interface FinancialQuarter {
  quarter: Quarter;
  /** Financial-year key, e.g. '2025-26'. */
  year: string;
  /** 'Q1 FY 2025-26'. */
  label: string;
}

/**
 * The quarter a financial result reports, from the last day of its period: April–June is Q1,
 * July–September Q2, October–December Q3, January–March Q4 (of the year that started the April
 * before). Null when the date is missing or not a real date.
 */
export function financialQuarterOf(periodEnd: unknown): FinancialQuarter | null {
  const date = parseCalendarDate(periodEnd);
  if (!date) return null;
  const quarter = (date.month >= 4 ? Math.floor((date.month - 4) / 3) + 1 : 4) as Quarter;
  const year = financialYearKey(financialYearStart(date));
  return { quarter, year, label: `Q${quarter} ${financialYearLabel(year)}` };
}

/** 'YYYY-MM-DD' for a <time dateTime>, or '' when the date is missing or bad. */
export function isoDay(value: unknown): string {
  const date = parseCalendarDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}
