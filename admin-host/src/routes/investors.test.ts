import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { COMMITTEE_TYPES, MATERIAL_DOCUMENT_TYPES } from '@site/shared/types/entities';
import { testApp } from '../test-app';
import { DOCUMENT_LISTS } from '@site/shared/contract/admin-api';

let app: FastifyInstance;
beforeAll(async () => ({ app } = await testApp()));
afterAll(() => app.close());

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json() as Record<string, unknown>[];
};
const keysOf = (rows: Record<string, unknown>[]) => [...new Set(rows.flatMap((r) => Object.keys(r)))].sort();

describe('investor endpoints answer the spec field names', () => {
  it.each([
    ['/investors/list-initial-public-offers', ['document_Date', 'document_Name', 'file_Size', 'offers_Document', 'page_Count']],
    ['/investors/list-board-of-directors', ['PAN', 'designation', 'name']],
    ['/investors/list-committees', ['committee_Type', 'name_Of_Director', 'nature_Of_Directorship', 'status']],
    ['/investors/list-policies', ['document_Date', 'file_Size', 'page_Count', 'policie_Name', 'policy_Document']],
    ['/investors/list-shareholders-pattern', ['Document', 'Last_Updated_Date', 'Name', 'document_Date', 'file_Size', 'page_Count']],
    ['/investors/list-material-documents', ['File_Name', 'Type_Of_Document', 'Upload_File', 'document_Date', 'file_Size', 'page_Count']],
    ['/investors/list-career-opening', ['education', 'experience', 'id', 'job_Location', 'job_Roll', 'position']],
    ['/investors/list-disclosure', ['Disclosure_Document', 'Disclosure_Name', 'document_Date', 'file_Size', 'page_Count']],
    ['/investors/list-press-relase', ['Press_Release_Document', 'Press_Release_Name', 'document_Date', 'file_Size', 'page_Count']],
    ['/investors/list-annual-report', ['Annual_report_Document', 'Annual_report_Name', 'document_Date', 'file_Size', 'page_Count']],
    ['/investors/list-annual-return', ['annual_return_Document', 'annual_return_Name', 'document_Date', 'file_Size', 'page_Count']],
    ['/investors/list-financial-result', ['document_Date', 'file_Size', 'financial_result_Document', 'financial_result_Name', 'page_Count', 'period_End_Date']],
    ['/investors/list-boardmeeting-links', ['Document', 'document_Date', 'file_Size', 'meeting_Name', 'page_Count']],
    ['/investors/list-generalmeeting-links', ['Document', 'document_Date', 'file_Size', 'meeting_Name', 'page_Count']],
    ['/investors/list-complaince', ['Compliances', 'Document', 'document_Date', 'file_Size', 'page_Count']],
    ['/investors/list-other-announcement', ['Announcements', 'Document', 'document_Date', 'file_Size', 'page_Count']],
  ])('%s', async (url, keys) => {
    const rows = await get(url);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(keysOf(rows)).toEqual(keys);
  });

  it('serves the nine document lists', () => expect(Object.keys(DOCUMENT_LISTS)).toHaveLength(9));

  it('has six or more directors with masked PANs', async () => {
    const directors = await get('/investors/list-board-of-directors');
    expect(directors.length).toBeGreaterThanOrEqual(6);
    for (const d of directors) expect(String(d.PAN)).toMatch(/^[A-Z]{5}\*{4}[A-Z]$/);
  });

  it('fills all three committees and all six material document sections', async () => {
    const committees = await get('/investors/list-committees');
    expect(new Set(committees.map((c) => c.committee_Type))).toEqual(new Set(COMMITTEE_TYPES));
    const material = await get('/investors/list-material-documents');
    expect(new Set(material.map((m) => m.Type_Of_Document))).toEqual(new Set(MATERIAL_DOCUMENT_TYPES));
  });

  it('sends shareholding dates as stored, one of them unparseable', async () => {
    const dates = (await get('/investors/list-shareholders-pattern')).map((r) => String(r.Last_Updated_Date));
    expect(dates.filter((d) => Number.isNaN(Date.parse(d)))).toHaveLength(1);
    expect(dates.some((d) => /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(d))).toBe(true);
  });

  it('points every document at an uploads path', async () => {
    for (const row of await get('/investors/list-annual-report')) expect(row.Annual_report_Document).toMatch(/^uploads\/documents\/.+\.pdf$/);
  });
});

describe('investor archive fields (issue 17)', () => {
  const DATED_LISTS = [
    '/investors/list-initial-public-offers',
    '/investors/list-policies',
    '/investors/list-shareholders-pattern',
    '/investors/list-material-documents',
    ...Object.values(DOCUMENT_LISTS).map((list) => list.path),
  ];

  it.each(DATED_LISTS)('%s: every record has a real date, the PDF size and page count', async (url) => {
    const rows = await get(url);
    for (const row of rows) {
      // The pre-issue shareholding pattern has no date on purpose.
      if (row.Name === 'Shareholding Pattern - Pre-issue') expect(row.document_Date).toBeNull();
      else expect(new Date(`${String(row.document_Date)}T00:00:00Z`).toISOString().slice(0, 10), url).toBe(row.document_Date);
      expect(row.file_Size, url).toEqual(expect.any(Number));
      expect(Number(row.file_Size)).toBeGreaterThan(1000);
      expect(row.page_Count, url).toBeGreaterThanOrEqual(1);
    }
  });

  it('dates financial results by the end of the quarter or year they report', async () => {
    const rows = await get('/investors/list-financial-result');
    const byName = new Map(rows.map((row) => [row.financial_result_Name, row]));
    expect(byName.get('Unaudited Financial Results - Q2 FY 2024-25')).toMatchObject({ period_End_Date: '2024-09-30', document_Date: '2024-11-14' });
    expect(byName.get('Unaudited Financial Results - Q3 FY 2025-26')).toMatchObject({ period_End_Date: '2025-12-31' });
    expect(byName.get('Audited Financial Results - FY 2023-24')).toMatchObject({ period_End_Date: '2024-03-31' });
    for (const row of rows) expect(String(row.period_End_Date)).toMatch(/-(06-30|09-30|12-31|03-31)$/);
  });

  it('spreads the documents over FY 2022-23 to FY 2026-27, none after today (2026-11-23)', async () => {
    const dates = (await Promise.all(Object.values(DOCUMENT_LISTS).map((list) => get(list.path)))).flat().map((row) => String(row.document_Date));
    const years = new Set(dates.map((date) => (Number(date.slice(5, 7)) >= 4 ? Number(date.slice(0, 4)) : Number(date.slice(0, 4)) - 1)));
    for (const start of [2022, 2023, 2024, 2025, 2026]) expect(years).toContain(start);
    expect(dates.filter((date) => date > '2026-11-23')).toEqual([]);
  });

  it('keeps each list newest first', async () => {
    for (const { path } of Object.values(DOCUMENT_LISTS)) {
      const dates = (await get(path)).map((row) => String(row.document_Date));
      expect(dates, path).toEqual([...dates].sort().reverse());
    }
  });

  it('carries the dividend distribution policy', async () => {
    expect((await get('/investors/list-policies')).map((row) => row.policie_Name)).toContain('Dividend Distribution Policy');
  });
});

describe('empty tables', () => {
  it('answer empty lists', async () => {
    const { app: empty } = await testApp({ seed: 'empty' });
    for (const { path } of Object.values(DOCUMENT_LISTS)) expect((await empty.inject(path)).json()).toEqual([]);
    expect((await empty.inject('/blog/blog-post')).json()).toEqual({ data: [] });
    await empty.close();
  });
});
