import { describe, expect, it } from 'vitest';
import { countText, filterDocuments, groupByFinancialYear, normaliseQuery, toArchiveDocuments, yearsWithDocuments } from './archive';

const annualReports = toArchiveDocuments(
  [
    { Annual_report_Name: 'Annual Report 2023-24', Annual_report_Document: 'uploads/ar/2023-24.pdf', document_Date: '2024-08-30', file_Size: 319_488, page_Count: 24 },
    { Annual_report_Name: 'Annual Report 2024-25', Annual_report_Document: 'uploads/ar/2024-25.pdf', document_Date: '2025-09-02', file_Size: null, page_Count: null },
    { Annual_report_Name: 'Notice of AGM 2024', Annual_report_Document: 'uploads/ar/agm.pdf', document_Date: '2025-03-31' },
    { Annual_report_Name: 'Business Responsibility Report', Annual_report_Document: 'uploads/ar/brr.pdf', document_Date: '2025-04-01' },
    { Annual_report_Name: 'Old scan', Annual_report_Document: 'uploads/ar/old.pdf', document_Date: 'Not updated' },
    { Annual_report_Document: 'uploads/ar/addendum-to-annual-report.pdf' },
    { Annual_report_Name: '   ' },
  ],
  { nameField: 'Annual_report_Name', documentField: 'Annual_report_Document' },
);

describe('toArchiveDocuments', () => {
  it('reads name, path, date, year, size and pages; names a record from its file; drops empty ones', () => {
    expect(annualReports).toHaveLength(6);
    expect(annualReports[0]).toEqual({
      id: '0:uploads/ar/2023-24.pdf',
      name: 'Annual Report 2023-24',
      path: 'uploads/ar/2023-24.pdf',
      date: '2024-08-30',
      year: '2024-25',
      quarter: null,
      fileSize: 319_488,
      pageCount: 24,
      extra: '',
      record: expect.anything(),
    });
    expect(annualReports[4]).toMatchObject({ date: null, year: null });
    expect(annualReports[5]).toMatchObject({ name: 'Addendum to annual report', date: null, fileSize: null, pageCount: null });
  });

  it('files a financial result under the quarter it reports, not its publication date', () => {
    const [q4, q1, noPeriod, badPeriod] = toArchiveDocuments(
      [
        { financial_result_Name: 'Audited results Q4', financial_result_Document: 'r/q4.pdf', document_Date: '2025-05-20', period_End_Date: '2025-03-31' },
        { financial_result_Name: 'Unaudited results Q1', financial_result_Document: 'r/q1.pdf', document_Date: '2025-08-12', period_End_Date: '2025-06-30' },
        { financial_result_Name: 'Results', financial_result_Document: 'r/x.pdf', document_Date: '2025-08-12', period_End_Date: null },
        { financial_result_Name: 'Results', financial_result_Document: 'r/y.pdf', document_Date: '2025-08-12', period_End_Date: '2025-06-31' },
      ],
      { nameField: 'financial_result_Name', documentField: 'financial_result_Document', periodField: 'period_End_Date' },
    );
    expect([q4!.year, q4!.quarter?.label]).toEqual(['2024-25', 'Q4 FY 2024-25']);
    expect([q1!.year, q1!.quarter?.label]).toEqual(['2025-26', 'Q1 FY 2025-26']);
    expect([noPeriod!.year, noPeriod!.quarter]).toEqual(['2025-26', null]);
    expect([badPeriod!.year, badPeriod!.quarter]).toEqual(['2025-26', null]);
  });

  it('joins extra fields for display and search', () => {
    const docs = toArchiveDocuments([{ n: 'Notice of AGM', d: 'a.pdf', newspaper: 'The Hindu', edition: 'Kochi' }, { n: 'B', d: 'b.pdf', newspaper: 'Deshabhimani' }], {
      nameField: 'n',
      documentField: 'd',
      extraFields: ['newspaper', 'edition'],
    });
    expect(docs.map((d) => d.extra)).toEqual(['The Hindu, Kochi', 'Deshabhimani']);
    expect(filterDocuments(docs, { year: null, query: 'hindu' }).map((d) => d.name)).toEqual(['Notice of AGM']);
  });

  it('ignores sizes that are not numbers', () => {
    const [doc] = toArchiveDocuments([{ n: 'A', d: 'a.pdf', file_Size: '12', page_Count: -3 }], { nameField: 'n', documentField: 'd' });
    expect([doc!.fileSize, doc!.pageCount]).toEqual([null, null]);
  });
});

describe('groupByFinancialYear', () => {
  it('groups newest year first, newest document first, undated last', () => {
    const groups = groupByFinancialYear(annualReports);
    expect(groups.map((g) => [g.label, g.documents.map((d) => d.name)])).toEqual([
      ['FY 2025-26', ['Annual Report 2024-25', 'Business Responsibility Report']],
      ['FY 2024-25', ['Notice of AGM 2024', 'Annual Report 2023-24']],
      ['Undated', ['Old scan', 'Addendum to annual report']],
    ]);
  });

  it('orders results within a year by the quarter they report', () => {
    const results = toArchiveDocuments(
      ['2025-06-30', '2026-03-31', '2025-12-31', '2025-09-30'].map((end) => ({ n: `Results ${end}`, d: `${end}.pdf`, document_Date: '2026-05-01', period_End_Date: end })),
      { nameField: 'n', documentField: 'd', periodField: 'period_End_Date' },
    );
    expect(groupByFinancialYear(results)[0]!.documents.map((d) => d.quarter?.quarter)).toEqual([4, 3, 2, 1]);
  });

  it('is empty for no documents', () => {
    expect(groupByFinancialYear([])).toEqual([]);
  });
});

describe('filterDocuments', () => {
  it('keeps one financial year', () => {
    expect(filterDocuments(annualReports, { year: '2024-25', query: '' }).map((d) => d.name)).toEqual(['Annual Report 2023-24', 'Notice of AGM 2024']);
    expect(filterDocuments(annualReports, { year: null, query: '' })).toHaveLength(6);
    expect(filterDocuments(annualReports, { year: '2019-20', query: '' })).toEqual([]);
  });

  it('matches every word anywhere in name, year, quarter or date, ignoring case, accents and spacing', () => {
    expect(filterDocuments(annualReports, { year: null, query: '  annual   REPORT 2023-24 ' }).map((d) => d.name)).toEqual(['Annual Report 2023-24']);
    expect(filterDocuments(annualReports, { year: null, query: 'fy 2025-26' }).map((d) => d.name)).toEqual(['Annual Report 2024-25', 'Business Responsibility Report']);
    expect(filterDocuments(annualReports, { year: null, query: 'Sep 2025' }).map((d) => d.name)).toEqual(['Annual Report 2024-25']);
    expect(filterDocuments(annualReports, { year: null, query: 'september 2025' }).map((d) => d.name)).toEqual(['Annual Report 2024-25']);
    // The date as the page shows it (issue 29: dd/mm/yyyy on every investor page).
    expect(filterDocuments(annualReports, { year: null, query: '02/09/2025' }).map((d) => d.name)).toEqual(['Annual Report 2024-25']);
    expect(filterDocuments(annualReports, { year: null, query: 'búsiness' }).map((d) => d.name)).toEqual(['Business Responsibility Report']);
    expect(filterDocuments(annualReports, { year: '2025-26', query: 'agm' })).toEqual([]);
  });

  it('treats regex and FTS-like characters as plain text', () => {
    expect(filterDocuments(annualReports, { year: null, query: '.*' })).toEqual([]);
    expect(filterDocuments(annualReports, { year: null, query: '"annual" AND(' })).toEqual([]);
    expect(filterDocuments(annualReports, { year: null, query: '2023-24' }).map((d) => d.name)).toEqual(['Annual Report 2023-24']);
  });

  it('finds results by quarter', () => {
    const results = toArchiveDocuments([{ n: 'Unaudited results', d: 'a.pdf', period_End_Date: '2025-09-30' }], { nameField: 'n', documentField: 'd', periodField: 'period_End_Date' });
    expect(filterDocuments(results, { year: null, query: 'q2' })).toHaveLength(1);
    expect(filterDocuments(results, { year: null, query: 'q3' })).toHaveLength(0);
  });
});

describe('small helpers', () => {
  it('lists the years with documents, newest first', () => {
    expect(yearsWithDocuments(annualReports)).toEqual(['2025-26', '2024-25']);
  });

  it('normalises and caps the query', () => {
    expect(normaliseQuery('  a \n b ')).toBe('a b');
    expect(normaliseQuery(null)).toBe('');
    expect(normaliseQuery('x'.repeat(500))).toHaveLength(100);
  });

  it('says how many documents are shown', () => {
    expect(countText(12, 12)).toBe('12 documents');
    expect(countText(1, 1)).toBe('1 document');
    expect(countText(3, 12)).toBe('Showing 3 of 12 documents');
    expect(countText(0, 12)).toBe('No documents match (of 12)');
  });

  it('counts what the list holds (investor meets)', () => {
    expect(countText(1, 1, ['meet', 'meets'])).toBe('1 meet');
    expect(countText(2, 8, ['meet', 'meets'])).toBe('Showing 2 of 8 meets');
    expect(countText(0, 8, ['meet', 'meets'])).toBe('No meets match (of 8)');
  });
});
