import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { INVESTOR_EVENT_KINDS, type UpcomingInvestorEventsResponse } from '@site/shared/contract/investor-calendar';
import { buildApp } from '../app';
import { icsEvents, icsProblems, prop, unescapeText, type IcsComponent } from '../calendar/ics-check';
import { createUser } from '../console/auth/users';
import { ConsoleClient, form, PASSWORD } from '../console/test-helpers';
import { SEED_EVENTS_UPDATED_AT, SEED_INVESTOR_EVENTS } from '../seed/investor-calendar';
import { SITE_ORIGIN } from '../test-app';
import { testDatabase } from '../test-database';

// The clock the admin host reads "upcoming" from: moved by the tests.
let clock = new Date('2026-11-28T05:00:00Z');
let app: FastifyInstance;
let ir: ConsoleClient;

beforeAll(async () => {
  const { site } = await testDatabase();
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  app = await buildApp({ site, uploadsDir, allowedOrigins: [SITE_ORIGIN], publicSiteOrigin: SITE_ORIGIN, now: () => clock.getTime() });
  app.addHook('onClose', async () => site.close());
  await createUser(site.kysely, { username: 'ira', password: PASSWORD, roles: ['ir'], knownStrong: true });
  ir = new ConsoleClient(app);
  await ir.signIn('ira');
}, 60_000);
afterAll(() => app.close());

const DOMAIN = new URL(siteConfig.siteUrl).hostname;
const text = (event: IcsComponent, name: string) => {
  const found = prop(event, name);
  return found ? unescapeText(found.value) : undefined;
};

async function calendar() {
  const response = await app.inject('/investors/calendar.ics');
  expect(response.statusCode).toBe(200);
  const { problems, calendar } = icsProblems(response.body);
  expect(problems).toEqual([]);
  return { response, calendar: calendar!, events: icsEvents(calendar!) };
}

const upcoming = async (query = '') => {
  const response = await app.inject(`/investors/list-upcoming-events${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as UpcomingInvestorEventsResponse;
};

describe('GET /investors/calendar.ics', () => {
  it('is valid RFC 5545 with every sample event: UID, DTSTAMP, IST times as UTC, all-day dates, texts', async () => {
    const { response, calendar: cal, events } = await calendar();
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(text(cal, 'X-WR-CALNAME')).toBe(`${siteConfig.companyName} investor calendar`);
    expect(prop(cal, 'X-WR-TIMEZONE')?.value).toBe('Asia/Kolkata');
    expect(prop(cal, 'PRODID')?.value).toMatch(new RegExp(DOMAIN.replace(/\./g, '\\.')));

    expect(events).toHaveLength(SEED_INVESTOR_EVENTS.length);
    events.forEach((event, index) => {
      const sample = SEED_INVESTOR_EVENTS[index]!;
      expect(prop(event, 'UID')?.value).toBe(`investor-event-${index + 1}@${DOMAIN}`);
      expect(prop(event, 'DTSTAMP')?.value).toBe(SEED_EVENTS_UPDATED_AT.replace(/[-:]/g, '').replace(/\.\d+/, ''));
      expect(prop(event, 'SEQUENCE')?.value).toBe('0');
      expect(text(event, 'SUMMARY')).toBe(sample.title);
      expect(text(event, 'LOCATION')).toBe(sample.venue ?? undefined);
      expect(text(event, 'CATEGORIES')).toBe(INVESTOR_EVENT_KINDS[sample.kind]);
      expect(text(event, 'DESCRIPTION')).toContain(`${INVESTOR_EVENT_KINDS[sample.kind]}, ${sample.date}`);
      if (sample.details) expect(text(event, 'DESCRIPTION')).toContain(sample.details);
      expect(prop(event, 'URL')?.value).toBe(sample.link ?? `${SITE_ORIGIN}/investors`);
    });

    const byTitle = (title: string) => events.find((event) => text(event, 'SUMMARY') === title)!;
    // 11:00-13:30 IST is 05:30-08:00 UTC.
    const board = byTitle('Board meeting: unaudited results for Q2 FY 2026-27 and interim dividend');
    expect([prop(board, 'DTSTART'), prop(board, 'DTEND')].map((p) => [p?.params, p?.value])).toEqual([
      [{}, '20261112T053000Z'],
      [{}, '20261112T080000Z'],
    ]);
    // No start time: the whole day, DTEND the next (exclusive) day.
    const recordDate = byTitle('Record date: interim dividend FY 2026-27');
    expect([prop(recordDate, 'DTSTART'), prop(recordDate, 'DTEND')].map((p) => [p?.params, p?.value])).toEqual([
      [{ VALUE: 'DATE' }, '20261204'],
      [{ VALUE: 'DATE' }, '20261205'],
    ]);
    expect(text(recordDate, 'DESCRIPTION')).toContain('₹1.50 a share');
    // A start without an end: no DTEND.
    const q3Board = byTitle('Board meeting: unaudited results for Q3 FY 2026-27');
    expect(prop(q3Board, 'DTSTART')?.value).toBe('20270211T050000Z');
    expect(prop(q3Board, 'DTEND')).toBeUndefined();
  });

  it('answers 304 to its ETag and gzip when asked; the same bytes while nothing changes', async () => {
    const first = await app.inject('/investors/calendar.ics');
    const again = await app.inject({ url: '/investors/calendar.ics', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const zipped = await app.inject({ url: '/investors/calendar.ics', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
    clock = new Date('2027-03-01T00:00:00Z');
    expect((await app.inject('/investors/calendar.ics')).body).toBe(first.body);
    clock = new Date('2026-11-28T05:00:00Z');
  });
});

describe('an empty calendar (start --empty)', () => {
  it('is still a valid feed (its one component the Kolkata time zone), and the upcoming list is empty', async () => {
    const { site } = await testDatabase('empty');
    const empty = await buildApp({ site, uploadsDir: mkdtempSync(path.join(tmpdir(), 'uploads-')), allowedOrigins: [], now: () => clock.getTime() });
    try {
      const response = await empty.inject('/investors/calendar.ics');
      const { problems, calendar: cal } = icsProblems(response.body);
      expect(problems).toEqual([]);
      expect(cal!.components.map((c) => c.name)).toEqual(['VTIMEZONE']);
      expect((await empty.inject('/investors/list-upcoming-events')).json()).toEqual({ today: '2026-11-28', results: [] });
    } finally {
      await empty.close();
      await site.close();
    }
  });
});

describe('GET /investors/list-upcoming-events', () => {
  it('lists the events from today in Kolkata on, soonest first (all-day before timed on one day), as the contract names them', async () => {
    const { today, results } = await upcoming();
    expect(today).toBe('2026-11-28');
    expect(results.map((event) => [event.event_Date, event.start_Time, event.kind])).toEqual([
      ['2026-12-04', null, 'record-date'],
      ['2026-12-18', '11:00', 'egm'],
      ['2027-02-11', null, 'results-date'],
      ['2027-02-11', '10:30', 'board-meeting'],
      ['2027-02-12', '16:00', 'analyst-meet'],
    ]);
    expect(Object.keys(results[0]!)).toEqual(['id', 'kind', 'title', 'event_Date', 'start_Time', 'end_Time', 'venue', 'details', 'link']);
    expect(results[1]).toMatchObject({ id: 5, title: 'Extraordinary General Meeting: second extrusion line at Kannur', end_Time: '12:00' });
    expect((await upcoming('?limit=20')).results).toHaveLength(6);
  });

  it('moves on at midnight in Kolkata (18:30 UTC), with nothing edited', async () => {
    // 2026-12-04 18:29 UTC is 23:59 on the 4th in Kolkata: the record date is still today.
    clock = new Date('2026-12-04T18:29:00Z');
    expect((await upcoming()).results[0]?.event_Date).toBe('2026-12-04');
    clock = new Date('2026-12-04T18:30:00Z');
    const { today, results } = await upcoming();
    expect(today).toBe('2026-12-05');
    expect(results[0]?.event_Date).toBe('2026-12-18');
    clock = new Date('2030-01-01T00:00:00Z');
    expect((await upcoming()).results).toEqual([]);
    clock = new Date('2026-11-28T05:00:00Z');
  });

  it('refuses a bad limit with a 400 JSON message', async () => {
    for (const limit of ['0', '21', 'many', '2.5']) {
      const response = await app.inject(`/investors/list-upcoming-events?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json().message).toBe('limit must be a whole number from 1 to 20');
    }
  });
});

describe('the calendar follows the console', () => {
  it('an event entered in the console is in the feed and the upcoming list at once; texts escaped, long lines folded, edits counted', async () => {
    const before = (await app.inject('/investors/calendar.ics')).headers.etag;
    const values = {
      kind: 'agm',
      title: 'വാർഷിക പൊതുയോഗം; 33rd Annual General Meeting, with e-voting',
      date: '2026-12-01',
      startTime: '09:15',
      endTime: '10:45',
      venue: 'Hall 2, Kollam; or online',
      details: 'Agenda:\n1. Accounts, 2025-26\n2. Dividend; a back\\slash too. '.repeat(3),
      link: 'https://www.kalladapolypipes.example/investors/general-meeting?notice=agm,2026',
    };
    const created = await ir.request({ method: 'POST', url: '/admin/api/investor-events', ...form(values) });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();

    const { response, events } = await calendar();
    expect(response.headers.etag).not.toBe(before);
    const event = events.find((e) => prop(e, 'UID')?.value === `investor-event-${id}@${DOMAIN}`)!;
    expect(text(event, 'SUMMARY')).toBe(values.title);
    expect(text(event, 'LOCATION')).toBe(values.venue);
    expect(text(event, 'DESCRIPTION')).toContain(values.details.trim());
    expect(prop(event, 'URL')?.value).toBe('https://www.kalladapolypipes.example/investors/general-meeting?notice=agm%2C2026');
    expect([prop(event, 'DTSTART')?.value, prop(event, 'DTEND')?.value]).toEqual(['20261201T034500Z', '20261201T051500Z']);
    // The Malayalam title and the long description were folded (icsProblems checked every line is at most 75 octets).
    expect(response.body).toMatch(/\r\n [^\r]/);

    const listed = (await upcoming()).results;
    expect(listed[0]).toMatchObject({ id, kind: 'agm', event_Date: '2026-12-01', start_Time: '09:15', end_Time: '10:45', venue: values.venue });

    const edited = await ir.request({ method: 'PUT', url: `/admin/api/investor-events/${id}`, ...form({ ...values, startTime: '', endTime: '', version: 1 }) });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = (await calendar()).events.find((e) => prop(e, 'UID')?.value === `investor-event-${id}@${DOMAIN}`)!;
    expect([prop(afterEdit, 'SEQUENCE')?.value, prop(afterEdit, 'DTSTART')?.params, prop(afterEdit, 'DTSTART')?.value]).toEqual(['1', { VALUE: 'DATE' }, '20261201']);
    expect(prop(afterEdit, 'DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);

    await ir.request({ method: 'DELETE', url: `/admin/api/investor-events/${id}`, payload: { version: 2 } });
    expect((await calendar()).events.map((e) => prop(e, 'UID')?.value)).not.toContain(`investor-event-${id}@${DOMAIN}`);
    expect((await upcoming()).results.map((e) => e.id)).not.toContain(id);
  });

  it('refuses bad times on their fields: not a time, an end without a start, an end before the start', async () => {
    const base = { kind: 'board-meeting', title: 'Board meeting (time test)', date: '2026-12-10' };
    const fields = async (values: Record<string, string>) => {
      const response = await ir.request({ method: 'POST', url: '/admin/api/investor-events', ...form({ ...base, ...values }) });
      expect(response.statusCode).toBe(400);
      return response.json().fields;
    };
    expect(await fields({ startTime: '25:00' })).toEqual({ startTime: 'Enter a time like 10:30 (24-hour)' });
    expect(await fields({ startTime: '10am' })).toEqual({ startTime: 'Enter a time like 10:30 (24-hour)' });
    expect(await fields({ endTime: '11:00' })).toEqual({ endTime: 'Enter the start time too, or leave the end time empty: an all-day event has no end time' });
    expect(await fields({ startTime: '11:00', endTime: '11:00' })).toEqual({ endTime: 'The end time must be after the start time (on the same day)' });
    expect(await fields({ kind: 'party', date: '2026-02-30' })).toEqual({ kind: 'Choose one of the kinds of event', date: 'Enter a real date' });
    expect(await fields({ link: 'javascript:alert(1)' })).toEqual({ link: 'Enter a web address starting with https://' });
  });
});
