import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVESTOR_CATEGORIES,
  INVESTOR_MEET_TYPES,
  type InvestorHit,
  type InvestorLatestResponse,
  type InvestorSearchResponse,
  type KeyContacts,
} from '@site/shared/contract/investor-archive';
import { atomChild, atomEntries, atomProblems } from '../feed/atom-check';
import { MESSAGES } from '../search/fts-query';
import { SITE_ORIGIN, testApp } from '../test-app';

let app: FastifyInstance;
beforeAll(async () => ({ app } = await testApp()));
afterAll(() => app.close());

const getJson = async <T>(url: string): Promise<T> => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
};
const search = (q: string, extra = '') => getJson<InvestorSearchResponse>(`/investors/search?q=${encodeURIComponent(q)}${extra}`);
const isDate = (value: unknown) => typeof value === 'string' && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

function expectHit(hit: InvestorHit): void {
  const category = INVESTOR_CATEGORIES[hit.category];
  expect(category, hit.category).toBeDefined();
  expect([hit.section, hit.sectionTitle]).toEqual([category.section, category.title]);
  expect(hit.document).toMatch(/^uploads\/documents\/.+\.pdf$/);
  expect(hit.name.length).toBeGreaterThan(0);
}

describe('GET /investors/search', () => {
  it('ranks a document whose name has the words first, with its section and date', async () => {
    const { query, results, message } = await search('annual report 2023-24');
    expect(query).toBe('annual report 2023-24');
    expect(message).toBeUndefined();
    expect(results[0]).toMatchObject({
      category: 'annual-report',
      section: '/investors/annual-report',
      sectionTitle: 'Annual Report',
      name: 'Annual Report 2023-24',
      document_Date: '2024-08-30',
      page_Count: 2,
    });
    expect(results[0]!.file_Size).toBeGreaterThan(1000);
    results.forEach(expectHit);
  });

  it('finds "the Q2 results of last year" and "the 2023 AGM notice"', async () => {
    const q2 = await search('Q2 results 2025-26');
    expect(q2.results[0]).toMatchObject({ name: 'Unaudited Financial Results - Q2 FY 2025-26', section: '/investors/financial-result' });
    const agm = await search('the 2023 AGM notice');
    expect(agm.results[0]).toMatchObject({ name: 'Notice of the 29th Annual General Meeting', document_Date: '2023-08-31', section: '/investors/general-meeting' });
  });

  it('searches every section: Reg 46 lists, policies, offer documents, by name and by text', async () => {
    const sections = async (q: string) => new Set((await search(q)).results.map((hit) => hit.category));
    expect(await sections('dividend distribution policy')).toContain('policy');
    expect(await sections('prospectus')).toContain('initial-public-offer');
    expect(await sections('Deccan Ratings')).toContain('credit-rating');
    expect(await sections('earnings call')).toContain('investor-meet');
    expect(await sections('Kerala Varthamanam')).toContain('newspaper-publication');
    expect(await sections('IEPF')).toContain('unclaimed-dividend');
    expect(await sections('familiarisation')).toContain('familiarisation-programme');
    // Only in the PDFs' text, never in a name.
    const byText = await search('Ind AS segment');
    expect(byText.results.length).toBeGreaterThan(0);
    expect(new Set(byText.results.map((hit) => hit.category))).toEqual(new Set(['financial-result']));
  });

  it('falls back to any of the words, saying so, when no document has them all', async () => {
    const { results, message } = await search('annual report zebra');
    expect(results.length).toBeGreaterThan(0);
    expect(message).toMatch(/some of them/);
    expect(await search('zebra')).toEqual({ query: 'zebra', results: [], message: 'No investor document matches "zebra".' });
  });

  it.each([
    ['', MESSAGES.tooShort],
    ['"', MESSAGES.tooShort],
    ['*', MESSAGES.tooShort],
    ['!!!???', MESSAGES.tooShort],
    ['x'.repeat(101), MESSAGES.tooLong],
  ])('answers a bad query %j with 200, no results and a message', async (q, message) => {
    expect(await search(q)).toEqual({ query: q, results: [], message });
  });

  it.each(['AND(', 'NEAR(annual report)', 'annual OR', 'name:annual', '"annual', 'annual*', '^report', "'; DROP TABLE investor_search; --"])(
    'never fails on FTS syntax: %j',
    async (q) => {
      const answer = await search(q);
      expect(answer.query).toBe(q);
      answer.results.forEach(expectHit);
    },
  );

  it('answers without q as an empty query, and takes a limit of 1 to 50', async () => {
    expect(await getJson('/investors/search')).toEqual({ query: '', results: [], message: MESSAGES.tooShort });
    expect((await search('results', '&limit=3')).results).toHaveLength(3);
    expect((await search('results')).results).toHaveLength(20);
    for (const limit of ['0', '51', 'ten']) expect((await app.inject(`/investors/search?q=results&limit=${limit}`)).statusCode).toBe(400);
  });

  it('caches answers: ETag, 304, gzip', async () => {
    const first = await app.inject({ url: '/investors/search?q=results', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString()).results).toHaveLength(20);
    const again = await app.inject({ url: '/investors/search?q=results', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const cors = await app.inject({ url: '/investors/search?q=results', headers: { origin: SITE_ORIGIN } });
    expect(cors.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
  });
});

describe('GET /investors/latest', () => {
  it('lists the newest announcements across the lists, newest first', async () => {
    const { results } = await getJson<InvestorLatestResponse>('/investors/latest');
    expect(results).toHaveLength(6);
    results.forEach(expectHit);
    const dates = results.map((hit) => hit.document_Date!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-11-16');
    expect(new Set(results.map((hit) => hit.category)).size).toBeGreaterThan(2);
  });

  it('takes a limit up to 20 and spans the Reg 46 lists', async () => {
    const { results } = await getJson<InvestorLatestResponse>('/investors/latest?limit=20');
    expect(results).toHaveLength(20);
    expect(results.map((hit) => hit.category)).toEqual(expect.arrayContaining(['newspaper-publication', 'investor-meet', 'financial-result']));
    // A notice printed in two papers is two hits that say which paper, never the same name twice.
    const names = results.map((hit) => hit.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Extract of Unaudited Financial Results - Q2 FY 2026-27 (Kerala Varthamanam)');
    expect((await app.inject('/investors/latest?limit=21')).statusCode).toBe(400);
  });
});

describe('GET /investors/feed.xml', () => {
  it('is valid Atom 1.0 of the newest 30 documents, linking the site page and the PDF', async () => {
    const response = await app.inject('/investors/feed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers.etag).toBeTruthy();
    const { problems, feed } = atomProblems(response.body);
    expect(problems).toEqual([]);
    const entries = atomEntries(feed);
    expect(entries).toHaveLength(30);
    const first = entries[0]!;
    expect(atomChild(first, 'updated')?.textContent).toBe('2026-11-16T00:00:00+05:30');
    expect(atomChild(feed, 'updated')?.textContent).toBe('2026-11-16T00:00:00+05:30');
    const links = Array.from(first.getElementsByTagName('link'));
    const alternate = links.find((link) => link.getAttribute('rel') === 'alternate')!;
    const enclosure = links.find((link) => link.getAttribute('rel') === 'enclosure')!;
    expect(alternate.getAttribute('href')).toBe('http://localhost:3000/investors/other-announcements');
    expect(enclosure.getAttribute('href')).toMatch(/^http:\/\/localhost:4000\/uploads\/documents\/.+\.pdf\?name=.+\.pdf$/);
    expect(enclosure.getAttribute('type')).toBe('application/pdf');
    expect(Number(enclosure.getAttribute('length'))).toBeGreaterThan(1000);
    expect(atomChild(first, 'id')?.textContent).toMatch(/^tag:www\.kalladapolypipes\.example,2024:investors\//);
  });

  it('is still valid Atom with no documents', async () => {
    const { app: empty } = await testApp({ seed: 'empty' });
    const response = await empty.inject('/investors/feed.xml');
    expect(atomProblems(response.body).problems).toEqual([]);
    expect(await empty.inject('/investors/latest').then((r) => r.json())).toEqual({ results: [] });
    expect(await empty.inject('/investors/search?q=annual').then((r) => r.json())).toMatchObject({ results: [] });
    expect(await empty.inject('/investors/key-contacts').then((r) => r.json())).toEqual({ materiality_Kmp: [], registrar: null, grievance_Email: null });
    await empty.close();
  });
});

describe('Reg 46 lists', () => {
  const keys = (rows: object[]) => [...new Set(rows.flatMap((row) => Object.keys(row)))].sort();

  it('/investors/list-credit-ratings', async () => {
    const rows = await getJson<Record<string, unknown>[]>('/investors/list-credit-ratings');
    expect(keys(rows)).toEqual(['agency', 'document', 'file_Size', 'instrument', 'page_Count', 'rating', 'rating_Date']);
    expect(rows.every((row) => isDate(row.rating_Date))).toBe(true);
    expect(rows.some((row) => row.document === null && row.file_Size === null)).toBe(true);
  });

  it('/investors/list-investor-meets', async () => {
    const rows = await getJson<Record<string, unknown>[]>('/investors/list-investor-meets');
    expect(keys(rows)).toEqual(['file_Size', 'meet_Date', 'meet_Type', 'page_Count', 'presentation', 'recording_Url', 'title', 'transcript', 'venue']);
    for (const row of rows) expect(INVESTOR_MEET_TYPES).toContain(row.meet_Type);
    expect(rows.every((row) => row.recording_Url === null)).toBe(true);
    // A meet still to come: no presentation yet.
    expect(rows[0]).toMatchObject({ meet_Date: '2026-11-26', presentation: null, transcript: null, file_Size: null });
    expect(rows.some((row) => typeof row.transcript === 'string')).toBe(true);
  });

  it('/investors/list-newspaper-publications', async () => {
    const rows = await getJson<Record<string, unknown>[]>('/investors/list-newspaper-publications');
    expect(keys(rows)).toEqual(['document', 'document_Date', 'edition', 'file_Size', 'newspaper', 'page_Count', 'publication_Name']);
    expect(new Set(rows.map((row) => row.newspaper)).size).toBe(2);
  });

  it.each([
    '/investors/list-secretarial-compliance',
    '/investors/list-familiarisation-programme',
    '/investors/list-independent-director-terms',
    '/investors/list-unclaimed-dividend',
  ])('%s', async (url) => {
    const rows = await getJson<Record<string, unknown>[]>(url);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(keys(rows)).toEqual(['document', 'document_Date', 'document_Name', 'file_Size', 'page_Count']);
    for (const row of rows) {
      expect(isDate(row.document_Date)).toBe(true);
      expect(row.page_Count).toBeGreaterThanOrEqual(1);
    }
  });

  it('/investors/key-contacts', async () => {
    const contacts = await getJson<KeyContacts>('/investors/key-contacts');
    expect(contacts.materiality_Kmp.length).toBeGreaterThanOrEqual(2);
    for (const person of contacts.materiality_Kmp) {
      expect(Object.keys(person).sort()).toEqual(['designation', 'email', 'name', 'phone']);
      expect(person.phone).toMatch(/^\+91 \d{5} \d{5}$/);
    }
    expect(Object.keys(contacts.registrar!).sort()).toEqual(['address', 'contact_Person', 'email', 'name', 'phone', 'website']);
    expect(contacts.registrar!.website).toMatch(/^https:\/\//);
    expect(contacts.grievance_Email).toMatch(/@/);
  });
});
