import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComplianceAnswer, ComplianceDeadline } from '@site/shared/contract/console-api';
import { INVESTOR_DOCUMENT_LIST_KEYS } from '@site/shared/contract/admin-api';
import { indiaTime } from '../../compliance/working-days';
import { IR_COLLECTIONS } from '../collections/definitions';
import { SAMPLE_HOLIDAY_LABEL } from '../collections/compliance-collections';
import { ConsoleClient, consoleTestApp, form, samplePdf } from '../test-helpers';

// scrypt is memory-hard on purpose: on a busy machine a sign-in takes a second or more.
vi.setConfig({ testTimeout: 30_000 });

/** The app's one clock: Wednesday 23 December 2026, 12:00 IST, two days before Christmas (a sample holiday). */
let clock = indiaTime('2026-12-23', '12:00');
const ist = (day: string, time = '00:00') => new Date(indiaTime(day, time)).toISOString();
const endOf = (day: string) => new Date(indiaTime(day, '23:59') + 59_000).toISOString();

let setup: Awaited<ReturnType<typeof consoleTestApp>>;
let ir: ConsoleClient;
beforeAll(async () => {
  setup = await consoleTestApp({ ira: ['ir'], cora: ['content'] }, undefined, { now: () => clock });
  ir = new ConsoleClient(setup.app);
  await ir.signIn('ira');
}, 60_000);
afterAll(() => setup.app.close());

const read = async (client = ir) => {
  const answer = await client.request({ method: 'GET', url: '/admin/api/compliance' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as ComplianceAnswer;
};
const byKey = (answer: ComplianceAnswer, key: string) => answer.deadlines.find((deadline) => deadline.key === key) as ComplianceDeadline;

describe('the compliance clock (GET /admin/api/compliance)', () => {
  it('derives overdue, due-soon and done deadlines from the records, counting the holidays in the database', async () => {
    const db = setup.site.kysely;
    // A call held today 10:00-11:00 (the calendar times it), and a change recorded last Friday.
    const { id: meetId } = await db
      .insertInto('investor_meets')
      .values({ title: 'Q3 pre-close call', meet_date: '2026-12-23', meet_type: 'Investor call', venue: 'Conference call', presentation: null, transcript: null, recording_url: null, file_size: null, page_count: null, updated_at: ist('2026-12-23', '11:30') })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('investor_events').values({ kind: 'analyst-meet', title: 'Q3 pre-close call', event_date: '2026-12-23', start_time: '10:00', end_time: '11:00', venue: null, details: null, link: null, publish_at: null }).execute();
    const overdue = await ir.request({ method: 'POST', url: '/admin/api/required-changes', ...form({ description: 'New company secretary: update Key contacts', date: '2026-12-18', time: '17:00' }) });
    expect(overdue.statusCode, overdue.body).toBe(201);
    const today = (await ir.request({ method: 'POST', url: '/admin/api/required-changes', ...form({ description: 'Registrar address changed', date: '2026-12-23' }) })).json();

    const answer = await read();
    expect(answer.now).toBe('2026-12-23T06:30:00.000Z');
    // Overdue: Friday 18 Dec → Monday 21 and Tuesday 22, ended last night.
    expect(byKey(answer, `required-changes:${overdue.json().id}:required-change`)).toMatchObject({ state: 'overdue', dueAt: endOf('2026-12-22'), secondsLeft: -(12 * 3600 + 1) });
    // Due soon: the recording before tomorrow's market opens (09:00 IST), sooner than 24 hours after 11:00.
    expect(byKey(answer, `investor-meets:${meetId}:recording`)).toMatchObject({ state: 'open', since: ist('2026-12-23', '11:00'), dueAt: ist('2026-12-24', '09:00'), secondsLeft: 21 * 3600, doneOn: null });
    // Holidays skipped: five working days from the 23rd are 24, 28, 29, 30, 31 (Christmas is a sample holiday); two are 24 and 28.
    expect(byKey(answer, `investor-meets:${meetId}:transcript`)).toMatchObject({ state: 'open', dueAt: endOf('2026-12-31') });
    expect(byKey(answer, `required-changes:${today.id}:required-change`)).toMatchObject({ state: 'open', dueAt: endOf('2026-12-28'), what: 'Required website change', rule: 'Within two working days (Reg 46(3))' });
    // Done (from the seed): the 12 November board meeting's outcome, result and press release are published, dated that day.
    for (const kind of ['outcome', 'financial-result', 'press-release']) expect(byKey(answer, `investor-events:2:${kind}`)).toMatchObject({ state: 'done' });
    // The seed's Q2 call of 13 November has its transcript, not its recording.
    const q2Call = answer.deadlines.find((deadline) => deadline.record.name === 'Q2 FY 2026-27 Earnings Call' && deadline.kind === 'recording')!;
    expect(q2Call).toMatchObject({ state: 'overdue', record: { collection: 'investor-meets' } });

    // Open ones first, overdue before the rest and soonest due first; then the done ones.
    const states = answer.deadlines.map((deadline) => deadline.state);
    expect(states.indexOf('open')).toBeGreaterThan(states.lastIndexOf('overdue'));
    expect(states.indexOf('done')).toBeGreaterThan(states.lastIndexOf('open'));
    const open = answer.deadlines.filter((deadline) => deadline.state !== 'done').map((deadline) => deadline.dueAt);
    expect(open).toEqual([...open].sort());
    expect(answer.deadlines[0]!.state).toBe('overdue');

    // Marking the change done in its collection closes it; it moves to the done ones, with its day.
    const saved = await ir.request({ method: 'PUT', url: `/admin/api/required-changes/${today.id}`, ...form({ description: today.description, date: '2026-12-23', doneOn: '2026-12-23', version: today.version }) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(byKey(await read(), `required-changes:${today.id}:required-change`)).toMatchObject({ state: 'done', doneOn: '2026-12-23' });

    // The calendar is the database's: without Christmas, two working days from the 23rd end on the 25th.
    const holidays = (await ir.request({ method: 'GET', url: '/admin/api/exchange-holidays?q=Christmas' })).json().items;
    expect(holidays).toEqual([expect.objectContaining({ date: '2026-12-25', name: 'Christmas', sample: '1', publicPage: '' })]);
    await ir.request({ method: 'DELETE', url: `/admin/api/exchange-holidays/${holidays[0].id}`, payload: { version: holidays[0].version } });
    expect(byKey(await read(), `investor-meets:${meetId}:transcript`).dueAt).toBe(endOf('2026-12-30'));
    await ir.request({ method: 'POST', url: `/admin/api/exchange-holidays/${holidays[0].id}/restore`, payload: { version: holidays[0].version + 1 } });
    expect(byKey(await read(), `investor-meets:${meetId}:transcript`).dueAt).toBe(endOf('2026-12-31'));

    // Tomorrow at 09:01 the recording is overdue (a new sign-in: the first session would have timed out overnight).
    clock = indiaTime('2026-12-24', '09:01');
    try {
      const tomorrow = new ConsoleClient(setup.app);
      await tomorrow.signIn('ira');
      expect(byKey(await read(tomorrow), `investor-meets:${meetId}:recording`)).toMatchObject({ state: 'overdue', secondsLeft: -60 });
    } finally {
      clock = indiaTime('2026-12-23', '12:00');
    }
  });

  it('lists every Reg 46 item (each investor collection, each document list) with its last change on the site', async () => {
    const { items } = await read();
    const expected = [
      ...IR_COLLECTIONS.filter((c) => c.publicPage !== '' && c.key !== 'investor-documents').map((c) => c.key),
      ...INVESTOR_DOCUMENT_LIST_KEYS.map((key) => `investor-documents:${key}`),
    ];
    expect(items.map((item) => item.key).sort()).toEqual(expected.sort());
    expect(items.find((item) => item.key === 'investor-documents:financial-result')).toEqual({
      key: 'investor-documents:financial-result',
      title: 'Financial Result',
      publicPage: '/investors/financial-result',
      lastChange: null,
    });
    // The calendar's sample events carry their "last edited" time.
    expect(items.find((item) => item.key === 'investor-events')).toMatchObject({ publicPage: '/investors', lastChange: '2026-11-16T04:30:00.000Z' });

    const saved = await ir.request({ method: 'POST', url: '/admin/api/investor-documents', ...form({ category: 'disclosure', name: 'Disclosure (clock test)', date: '2026-12-23' }, { name: 'document', filename: 'd.pdf', bytes: await samplePdf('Clock') }) });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await read()).items.find((item) => item.key === 'investor-documents:disclosure')!.lastChange).toBe('2026-12-23T06:30:00.000Z');
    // A record scheduled for later has not changed the site yet.
    const scheduled = await ir.request({ method: 'POST', url: '/admin/api/investor-documents', ...form({ category: 'annual-return', name: 'Annual Return (clock test)', date: '2026-12-23', publishAt: '2026-12-30T10:00' }, { name: 'document', filename: 'r.pdf', bytes: await samplePdf('Return') }) });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect((await read()).items.find((item) => item.key === 'investor-documents:annual-return')!.lastChange).toBeNull();
  });

  it('is for ir only: 403 for another role, 401 signed out', async () => {
    const cora = new ConsoleClient(setup.app);
    await cora.signIn('cora');
    expect((await cora.request({ method: 'GET', url: '/admin/api/compliance' })).statusCode).toBe(403);
    expect((await setup.app.inject({ method: 'GET', url: '/admin/api/compliance' })).statusCode).toBe(401);
  });
});

describe('exchange holidays (console collection)', () => {
  it('are seeded as sample data, one live row per day: a second one on a day is refused on the date field', async () => {
    const { items } = (await ir.request({ method: 'GET', url: '/admin/api/exchange-holidays' })).json();
    expect(items.length).toBeGreaterThanOrEqual(15);
    expect(items.every((item: { sample: string }) => item.sample === '1')).toBe(true);
    const again = await ir.request({ method: 'POST', url: '/admin/api/exchange-holidays', ...form({ date: '2026-01-26', name: 'Republic Day', sample: '0' }) });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ date: 'There is already a holiday on this date: edit that one instead.' });
    const bad = await ir.request({ method: 'POST', url: '/admin/api/exchange-holidays', ...form({ date: '2027-02-30', name: '', sample: '2' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ date: 'Enter a real date', name: 'Holiday is required', sample: 'Choose one of the sources' });
    expect(SAMPLE_HOLIDAY_LABEL).toBe("Sample data — replace with the exchange's circular");
  });
});
