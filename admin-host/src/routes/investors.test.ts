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
    ['/investors/list-initial-public-offers', ['document_Name', 'offers_Document']],
    ['/investors/list-board-of-directors', ['PAN', 'designation', 'name']],
    ['/investors/list-committees', ['committee_Type', 'name_Of_Director', 'nature_Of_Directorship', 'status']],
    ['/investors/list-policies', ['policie_Name', 'policy_Document']],
    ['/investors/list-shareholders-pattern', ['Document', 'Last_Updated_Date', 'Name']],
    ['/investors/list-material-documents', ['File_Name', 'Type_Of_Document', 'Upload_File']],
    ['/investors/list-career-opening', ['education', 'experience', 'id', 'job_Location', 'job_Roll', 'position']],
    ['/investors/list-disclosure', ['Disclosure_Document', 'Disclosure_Name']],
    ['/investors/list-press-relase', ['Press_Release_Document', 'Press_Release_Name']],
    ['/investors/list-annual-report', ['Annual_report_Document', 'Annual_report_Name']],
    ['/investors/list-annual-return', ['annual_return_Document', 'annual_return_Name']],
    ['/investors/list-financial-result', ['financial_result_Document', 'financial_result_Name']],
    ['/investors/list-boardmeeting-links', ['Document', 'meeting_Name']],
    ['/investors/list-generalmeeting-links', ['Document', 'meeting_Name']],
    ['/investors/list-complaince', ['Compliances', 'Document']],
    ['/investors/list-other-announcement', ['Announcements', 'Document']],
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

describe('empty tables', () => {
  it('answer empty lists', async () => {
    const { app: empty } = await testApp({ seed: 'empty' });
    for (const { path } of Object.values(DOCUMENT_LISTS)) expect((await empty.inject(path)).json()).toEqual([]);
    expect((await empty.inject('/blog/blog-post')).json()).toEqual({ data: [] });
    await empty.close();
  });
});
