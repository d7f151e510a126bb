// What the band at the top of /investors shows (issue 29): the newest financial result, the next
// general or board meeting of the investor calendar, the newest annual report and the year it reports.
import type { InvestorEvent } from '@site/shared/contract/investor-calendar';
import type { ArchiveDocument } from './archive';
import { dateOrdinal, financialYearKey, financialYearStart, parseCalendarDate } from './financial-year';

/** The calendar kinds that are meetings a shareholder attends or watches for. */
export const MEETING_KINDS: readonly InvestorEvent['kind'][] = ['agm', 'egm', 'board-meeting'];

const dayOrdinal = (value: unknown) => {
  const date = parseCalendarDate(value);
  return date ? dateOrdinal(date) : null;
};

/** The newest dated document with a file (ties: the list's own order); undefined when none is. */
export function newestDocument(documents: readonly ArchiveDocument[]): ArchiveDocument | undefined {
  let newest: { document: ArchiveDocument; day: number } | undefined;
  for (const document of documents) {
    const day = dayOrdinal(document.date);
    if (day === null || !document.path) continue;
    if (!newest || day > newest.day) newest = { document, day };
  }
  return newest?.document;
}

/** The first meeting of the upcoming events, by day and start time (all-day first). */
export function nextMeeting(events: readonly InvestorEvent[]): InvestorEvent | undefined {
  const key = (event: InvestorEvent) => `${String(dayOrdinal(event.event_Date) ?? 99_999_999)} ${event.start_Time ?? ''}`;
  return events.filter((event) => MEETING_KINDS.includes(event.kind)).sort((a, b) => key(a).localeCompare(key(b)))[0];
}

/**
 * The financial year an annual report reports, e.g. '2025-26': the year its name gives, else the
 * one before it was published in (an annual report follows the year it reports); null when neither.
 */
export function reportedYear(report: Pick<ArchiveDocument, 'name' | 'date'>): string | null {
  const named = /\b(\d{4})-(\d{2})\b/.exec(report.name);
  if (named && financialYearKey(Number(named[1])) === named[0]) return named[0];
  const published = parseCalendarDate(report.date);
  return published ? financialYearKey(financialYearStart(published) - 1) : null;
}
