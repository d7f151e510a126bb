// Records of an investor document list as the archive pages show them: named, dated, placed in
import { formatInvestorDate } from './dates';
// their financial year (and quarter for results), filtered by year and text, grouped newest first.
import { financialQuarterOf, financialYearLabel, financialYearOf, parseCalendarDate, dateOrdinal, type FinancialQuarter } from './financial-year';
import { nameFromFilePath, numberField, textField } from './records';

export interface ArchiveDocument {
  /** Stable React key. */
  id: string;
  name: string;
  /** Document path on the admin host; '' when the record has none. */
  path: string;
  /** document_Date as sent (ISO day), or null. */
  date: string | null;
  /** Financial-year key the record is filed under ('2025-26'), or null when undated. */
  year: string | null;
  /** Quarter a financial result reports, when its period end allows. */
  quarter: FinancialQuarter | null;
  fileSize: number | null;
  pageCount: number | null;
  /** More about the document from `extraFields` ('The Hindu, Kochi'), '' when none. */
  extra: string;
  /** The server record, for pages that show more of it. */
  record: unknown;
}

export interface ArchiveFields {
  nameField: string;
  documentField: string;
  /** Date field of the record (default document_Date). */
  dateField?: string;
  /** Financial results: the period end, which gives the quarter and wins for the year. */
  periodField?: string;
  /** Fields shown (and searched) after the date, joined with commas. */
  extraFields?: readonly string[];
}

/** Archive documents from server records; records with neither a name nor a document are dropped. */
export function toArchiveDocuments(records: readonly unknown[], fields: ArchiveFields): ArchiveDocument[] {
  return records.flatMap((record, index) => {
    const path = textField(record, fields.documentField);
    const name = textField(record, fields.nameField) || nameFromFilePath(path);
    if (!name && !path) return [];
    const rawDate = textField(record, fields.dateField ?? 'document_Date');
    const date = parseCalendarDate(rawDate) ? rawDate : null;
    const quarter = fields.periodField ? financialQuarterOf(textField(record, fields.periodField)) : null;
    return [
      {
        id: `${index}:${path || name}`,
        name: name || 'Document',
        path,
        date,
        year: quarter?.year ?? financialYearOf(date),
        quarter,
        fileSize: numberField(record, 'file_Size'),
        pageCount: numberField(record, 'page_Count'),
        extra: (fields.extraFields ?? []).map((field) => textField(record, field)).filter(Boolean).join(', '),
        record,
      },
    ];
  });
}

/** Longest filter text kept from a URL or the box (longer text cannot match a document name anyway). */
export const MAX_QUERY_LENGTH = 100;

/** The filter text as used: trimmed, inner spaces collapsed, at most MAX_QUERY_LENGTH characters. */
export function normaliseQuery(query: string | null | undefined): string {
  return (query ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date as people search for it: as shown ('02/09/2025'), and with its month's name ('Sep', 'September 2025'). */
function searchableDate(value: string | null): string {
  const date = parseCalendarDate(value);
  if (!date) return '';
  const month = MONTHS[date.month - 1] ?? '';
  return `${formatInvestorDate(value)} ${date.day} ${month.slice(0, 3)} ${month} ${date.year}`;
}

/** What a text filter looks in: the name, the year and quarter labels, the date (as shown and by month name). */
function haystack(document: ArchiveDocument): string {
  return fold(
    [
      document.name,
      document.year ? financialYearLabel(document.year) : '',
      document.quarter?.label ?? '',
      searchableDate(document.date),
      document.extra,
    ].join(' '),
  );
}

export interface ArchiveFilter {
  /** Financial-year key, or null for all years. */
  year: string | null;
  /** Text every word of which must occur (case and accents ignored). */
  query: string;
}

/** The documents matching a year and a text (each word must occur somewhere in the document's text). */
export function filterDocuments(documents: readonly ArchiveDocument[], { year, query }: ArchiveFilter): ArchiveDocument[] {
  const words = fold(normaliseQuery(query)).split(' ').filter(Boolean);
  return documents.filter((document) => {
    if (year && document.year !== year) return false;
    if (words.length === 0) return true;
    const text = haystack(document);
    return words.every((word) => text.includes(word));
  });
}

/** The financial years that have documents, newest first (the year filter's options). */
export function yearsWithDocuments(documents: readonly ArchiveDocument[]): string[] {
  return [...new Set(documents.flatMap((document) => (document.year ? [document.year] : [])))].sort().reverse();
}

export interface YearGroup {
  /** Financial-year key, or null for the documents without a usable date. */
  year: string | null;
  /** 'FY 2025-26', or 'Undated'. */
  label: string;
  documents: ArchiveDocument[];
}

const sortKey = (document: ArchiveDocument): number => {
  const date = parseCalendarDate(document.date);
  return date ? dateOrdinal(date) : 0;
};

/**
 * Groups documents by financial year, newest year first, undated ones last. Inside a year the
 * newest document comes first (results by the period they report, then by date); ties keep the
 * server's order.
 */
export function groupByFinancialYear(documents: readonly ArchiveDocument[]): YearGroup[] {
  const groups = new Map<string | null, ArchiveDocument[]>();
  for (const document of documents) {
    const list = groups.get(document.year) ?? [];
    list.push(document);
    groups.set(document.year, list);
  }
  const years = [...groups.keys()].filter((year): year is string => year !== null).sort().reverse();
  const order = (document: ArchiveDocument) => (document.quarter ? document.quarter.quarter * 100_000_000 : 0) + sortKey(document);
  const result: YearGroup[] = years.map((year) => ({
    year,
    label: financialYearLabel(year),
    documents: [...groups.get(year)!].sort((a, b) => order(b) - order(a)),
  }));
  const undated = groups.get(null);
  if (undated) result.push({ year: null, label: 'Undated', documents: undated });
  return result;
}

/** What a list counts: singular and plural ('document', 'documents'; investor meets count meets). */
export type CountNoun = readonly [one: string, many: string];
export const DOCUMENT_NOUN: CountNoun = ['document', 'documents'];

/** 'Showing 3 of 12 documents' / '12 documents' / 'No documents match', for the count and its announcement. */
export function countText(shown: number, total: number, [one, many]: CountNoun = DOCUMENT_NOUN): string {
  const noun = (n: number) => (n === 1 ? one : many);
  if (shown === total) return `${total} ${noun(total)}`;
  if (shown === 0) return `No ${many} match (of ${total})`;
  return `Showing ${shown} of ${total} ${noun(total)}`;
}
