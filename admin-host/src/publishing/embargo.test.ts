// Embargoed publishing end to end on the real app and database (issue 28), with an injected clock:
// a record saved with a publish time is invisible wherever the public can reach it — its list,
// search, the latest documents, the Atom feed, its file — until the schedule publishes it at its time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LISTS } from '@site/shared/contract/admin-api';
import { INVESTOR_ARCHIVE_ENDPOINTS } from '@site/shared/contract/investor-archive';
import { auditEntries } from '../console/audit';
import { ConsoleClient, consoleTestApp, form, samplePdf } from '../console/test-helpers';
import { setApprovalRequired } from './approval-rules';
import { PUBLISH_AT_MESSAGES } from './publish-rule';
import { publishDue, type PublishedRecord } from './schedule';

// 28 Nov 2026, 16:29:40 India time; the clock only moves when a test moves it.
let clock = Date.parse('2026-11-28T10:59:40Z');
const published: PublishedRecord[][] = [];
let app: Awaited<ReturnType<typeof consoleTestApp>>;
let ir: ConsoleClient;
let cora: ConsoleClient;

beforeAll(async () => {
  app = await consoleTestApp({ ira: ['ir'], cora: ['content'] }, undefined, {
    now: () => clock,
    publishEveryMs: 20,
    // Lists re-read at once after a write in another process too (no 1 s reuse of the version).
    contentRecheckMs: 0,
    onPublished: async (_trx, records) => {
      published.push([...records]);
    },
  });
  // The embargo alone: financial results need a colleague's approval by default (approvals.test.ts).
  await setApprovalRequired(app.site.kysely, 'investor-documents:financial-result', false);
  ir = new ConsoleClient(app.app);
  await ir.signIn('ira');
  cora = new ConsoleClient(app.app);
  await cora.signIn('cora');
}, 60_000);
afterAll(async () => {
  await app.app.close();
});

const get = (url: string) => app.app.inject({ method: 'GET', url });
const results = async () => ((await get(DOCUMENT_LISTS['financial-result'].path)).json() as { financial_result_Name: string }[]).map((row) => row.financial_result_Name);

/** Every place a visitor could find the record: its list, search, latest, feed, and its file. */
async function publicTraces(name: string, document: string) {
  const searchWord = name.split(' ').at(-1)!;
  return {
    list: (await results()).includes(name),
    search: ((await get(`${INVESTOR_ARCHIVE_ENDPOINTS.search}?q=${searchWord}`)).json().results as { name: string }[]).some((hit) => hit.name === name),
    latest: ((await get(INVESTOR_ARCHIVE_ENDPOINTS.latest)).json().results as { name: string }[]).some((hit) => hit.name === name),
    feed: (await get(INVESTOR_ARCHIVE_ENDPOINTS.feed)).body.includes(name),
    file: (await get(`/${document}`)).statusCode,
  };
}

const HIDDEN = { list: false, search: false, latest: false, feed: false, file: 404 };
const SHOWN = { list: true, search: true, latest: true, feed: true, file: 200 };

async function schedule(name: string, publishAt: string, pdfTitle = name) {
  const pdf = await samplePdf(pdfTitle);
  const response = await ir.request({
    method: 'POST',
    url: '/admin/api/investor-documents',
    ...form({ category: 'financial-result', name, date: '2026-11-28', publishAt }, { name: 'document', filename: 'q2.pdf', bytes: pdf }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; version: number; document: string; published: boolean; publishAt: string | null };
}

/** Moves the clock and waits for the running schedule (every 20 ms) to act on it; signs in again (sessions follow the same clock). */
async function advanceTo(iso: string) {
  clock = Date.parse(iso);
  await new Promise((resolve) => setTimeout(resolve, 150));
  await ir.signIn('ira');
}

describe('embargoed publishing', () => {
  it('keeps a scheduled result out of every public place until its minute, then shows it everywhere, with no console activity', async () => {
    const record = await schedule('Unaudited results Q2 Embargoquux', '2026-11-28T16:31');
    expect(record).toMatchObject({ published: false, publishAt: '2026-11-28T11:01:00.000Z' });
    expect(await publicTraces('Unaudited results Q2 Embargoquux', record.document)).toEqual(HIDDEN);
    // The console lists it, marked as waiting.
    const listed = (await ir.request({ method: 'GET', url: '/admin/api/investor-documents?category=financial-result' })).json().items;
    expect(listed.find((item: { id: number }) => item.id === record.id)).toMatchObject({ published: false });

    await advanceTo('2026-11-28T11:00:59.999Z');
    expect(await publicTraces('Unaudited results Q2 Embargoquux', record.document)).toEqual(HIDDEN);
    await advanceTo('2026-11-28T11:01:00.000Z');
    expect(await publicTraces('Unaudited results Q2 Embargoquux', record.document)).toEqual(SHOWN);

    expect(published.at(-1)).toEqual([{ table: 'investor_documents', id: record.id }]);
    const [entry] = await auditEntries(app.site.kysely, { entity: 'investor_documents', recordId: record.id });
    expect(entry).toMatchObject({ action: 'publish', username: 'publishing schedule', at: '2026-11-28T11:01:00.000Z' });
    // Its version moved: an editor who had it open reloads before saving.
    const now = (await ir.request({ method: 'GET', url: `/admin/api/investor-documents/${record.id}` })).json();
    expect(now).toMatchObject({ published: true, version: record.version + 1 });
  });

  it('refuses a time that has passed (a mistyped date must not publish early) and one that is not a time', async () => {
    const pdf = await samplePdf('Refused');
    for (const [publishAt, message] of [
      ['2025-11-28T17:00', PUBLISH_AT_MESSAGES.past],
      ['2026-11-31T17:00', PUBLISH_AT_MESSAGES.invalid],
    ] as const) {
      const response = await ir.request({
        method: 'POST',
        url: '/admin/api/investor-documents',
        ...form({ category: 'financial-result', name: `Refused ${publishAt}`, date: '2026-11-28', publishAt }, { name: 'document', filename: 'r.pdf', bytes: pdf }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ publishAt: message });
    }
    expect((await results()).some((name) => name.startsWith('Refused'))).toBe(false);
  });

  it('reschedules: the old time passes unseen, the new one publishes', async () => {
    const record = await schedule('Press release Reschedulequux', '2026-11-28T17:00');
    const moved = await ir.request({ method: 'PUT', url: `/admin/api/investor-documents/${record.id}`, ...form({ version: record.version, name: 'Press release Reschedulequux', date: '2026-11-28', publishAt: '2026-11-28T18:00' }) });
    expect(moved.json()).toMatchObject({ published: false, publishAt: '2026-11-28T12:30:00.000Z' });
    await advanceTo('2026-11-28T11:45:00Z');
    expect(await publicTraces('Press release Reschedulequux', record.document)).toEqual(HIDDEN);
    await advanceTo('2026-11-28T12:30:00Z');
    expect(await publicTraces('Press release Reschedulequux', record.document)).toEqual(SHOWN);
    // Published: its time is history now.
    const refused = await ir.request({ method: 'PUT', url: `/admin/api/investor-documents/${record.id}`, ...form({ version: record.version + 2, name: 'Press release Reschedulequux', date: '2026-11-28', publishAt: '2026-12-01T10:00' }) });
    expect(refused.json()).toMatchObject({ fields: { publishAt: PUBLISH_AT_MESSAGES.alreadyPublished } });
  });

  it('withdrawn before its time (deleted), it never appears; published now, it appears at once', async () => {
    const withdrawn = await schedule('Board outcome Withdrawquux', '2026-11-28T19:00');
    await ir.request({ method: 'DELETE', url: `/admin/api/investor-documents/${withdrawn.id}`, payload: { version: withdrawn.version } });
    const early = await schedule('Board outcome Earlyquux', '2026-11-28T19:00');
    const now = await ir.request({ method: 'PUT', url: `/admin/api/investor-documents/${early.id}`, ...form({ version: early.version, name: 'Board outcome Earlyquux', date: '2026-11-28', publishAt: '' }) });
    expect(now.json()).toMatchObject({ published: true, publishAt: '2026-11-28T12:30:00.000Z' });
    expect(published.at(-1)).toEqual([{ table: 'investor_documents', id: early.id }]);
    expect(await publicTraces('Board outcome Earlyquux', early.document)).toEqual(SHOWN);
    await advanceTo('2026-11-28T13:30:00Z');
    expect(await publicTraces('Board outcome Withdrawquux', withdrawn.document)).toEqual(HIDDEN);
  });

  it('a waiting record\'s file is served when a published record names the same file (same bytes, same name)', async () => {
    const published = await schedule('Results Sharedquux (published)', '', 'Sharedquux bytes');
    const waiting = await schedule('Results Sharedquux (waiting)', '2026-12-31T10:00', 'Sharedquux bytes');
    expect(waiting.document).toBe(published.document);
    expect((await get(`/${waiting.document}`)).statusCode).toBe(200);
  });

  it('a record saved without a time is published when saved, and says so to the alerts', async () => {
    const before = published.length;
    const record = await schedule('Investor presentation Nowquux', '');
    expect(record).toMatchObject({ published: true, publishAt: null });
    expect(published.slice(before)).toEqual([[{ table: 'investor_documents', id: record.id }]]);
  });

  it('lists what waits, soonest first, to those who edit its collection (the Scheduled screen)', async () => {
    const later = await schedule('AGM notice Listquux', '2026-11-29T11:00');
    const sooner = await schedule('Results Listquux', '2026-11-29T10:00');
    const items = (await ir.request({ method: 'GET', url: '/admin/api/scheduled' })).json().items;
    expect(items.filter((item: { name: string }) => item.name.endsWith('Listquux'))).toEqual([
      { collection: 'investor-documents', collectionTitle: 'Investor documents', id: sooner.id, version: sooner.version, name: 'Results Listquux', publishAt: '2026-11-29T04:30:00.000Z' },
      { collection: 'investor-documents', collectionTitle: 'Investor documents', id: later.id, version: later.version, name: 'AGM notice Listquux', publishAt: '2026-11-29T05:30:00.000Z' },
    ]);
    await cora.signIn('cora');
    expect((await cora.request({ method: 'GET', url: '/admin/api/scheduled' })).json()).toEqual({ items: [] });
    expect((await app.app.inject({ method: 'GET', url: '/admin/api/scheduled' })).statusCode).toBe(401);
  });

  it('queues its alerts at its time, not when it is saved (the app wires the alerts to every publication)', async () => {
    await app.site.kysely.insertInto('alert_subscribers').values({ email: 'investor@example.in', kinds: 'results', created_at: clock, confirmed_at: clock, confirmation_sent_at: clock }).execute();
    const alerts = async () =>
      (await app.site.kysely.selectFrom('mail_queue').select(['subject', 'text_body']).where('purpose', '=', 'alert').execute()).filter((mail) => mail.text_body.includes('Alertquux'));
    await schedule('Unaudited results Q4 Alertquux', '2026-11-28T19:30');
    expect(await alerts()).toEqual([]);
    await advanceTo('2026-11-28T14:00:00Z');
    expect(await alerts()).toHaveLength(1);
  });

  it('publishes what fell due while no host ran, at the first check (across restarts)', async () => {
    // The app's own schedule must not get there first: its clock stays before the policy's time.
    clock = Date.parse('2026-11-28T12:00:00Z');
    await app.site.kysely
      .insertInto('policies')
      .values({ name: 'Dividend policy Restartquux', document: 'uploads/documents/sample.pdf', document_date: '2026-11-28', publish_at: '2026-11-28T13:00:00.000Z', published: 0, version: 1, updated_at: null, deleted_at: null })
      .execute();
    expect(await publishDue(app.site, new Date('2026-11-28T12:59:59Z'))).toEqual([]);
    const due = await publishDue(app.site, new Date('2026-11-28T13:30:00Z'));
    expect(due.map((record) => record.table)).toEqual(['policies']);
    // A second host checking at the same moment finds nothing left to do.
    expect(await publishDue(app.site, new Date('2026-11-28T13:30:00Z'))).toEqual([]);
  });
});
