// The alert endpoints on the real app and database (SQLite, or PostgreSQL under test:postgres), the
// clock injected; what they queue is read from the queue itself (the SMTP side: alerts/alerts-smtp.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ALERT_FIELD_MESSAGES, ALERT_SUBSCRIBE_ANSWER, INVESTOR_ALERT_PATHS } from '@site/shared/contract/investor-alerts';
import { creditRatings, directors, investorDocuments } from '../db/content/tables';
import type { SiteDb } from '../db/site-db';
import { enqueueAlerts } from '../alerts/enqueue-alerts';
import { MailSender } from '../alerts/mail-sender';
import { subscribe } from '../alerts/subscriptions';
import { alertsApp, knownRandom, knownToken, LINKS, mailRows, publishDocument, testClock } from '../alerts/test-helpers';
import { hashToken } from '../alerts/tokens';
import { SITE_ORIGIN } from '../test-app';
import type { InvestorAlertOptions } from './investor-alerts';

const MINUTE = 60_000;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(options: InvestorAlertOptions = {}): Promise<{ app: FastifyInstance; site: SiteDb }> {
  const started = await alertsApp(options);
  app = started.app;
  return started;
}

const post = (target: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) =>
  target.inject({ method: 'POST', url: INVESTOR_ALERT_PATHS.subscribe, headers: { origin: SITE_ORIGIN, ...headers }, payload: payload as object });

/** A confirmed subscriber, the way a visitor makes one (the confirmation's token is known to the test). */
async function confirmedSubscriber(target: FastifyInstance, site: SiteDb, email: string, kinds: string[], now: number, byte: number) {
  await subscribe(site, email, kinds as never, now, LINKS, knownRandom(byte));
  const answer = await target.inject({ method: 'GET', url: `${INVESTOR_ALERT_PATHS.confirm}?token=${knownToken(byte)}` });
  expect(answer.statusCode).toBe(200);
}

describe('POST /investors/alerts/subscribe', () => {
  it('refuses a bad address or no kind with a message per field, as JSON with the security headers', async () => {
    const { app, site } = await start();
    const cases: [unknown, Record<string, string>][] = [
      [{ email: '', kinds: ['results'] }, { email: ALERT_FIELD_MESSAGES.required }],
      [{ email: 'anu@', kinds: [] }, { email: ALERT_FIELD_MESSAGES.invalid, kinds: ALERT_FIELD_MESSAGES.kinds }],
      [{ email: `${'a'.repeat(70)}@example.com`, kinds: ['results'] }, { email: ALERT_FIELD_MESSAGES['too-long'] }],
    ];
    for (const [payload, fields] of cases) {
      const answer = await post(app, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Please correct the marked fields.', fields });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    for (const payload of [{ email: 5, kinds: ['results'] }, { email: 'a@b.in', kinds: ['everything'] }, { email: 'a@b.in', kinds: 'results' }, { email: 'a@b.in' }, [1, 2]]) {
      const answer = await post(app, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).not.toContain('a@b.in');
    }
    const form = await post(app, 'email=a%40b.in&kinds=results', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(400);
    const malformed = await post(app, '{"email":', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Malformed JSON body');
    expect(await mailRows(site)).toEqual([]);
  });

  it('answers the same for a new, a pending and a confirmed address; mails a confirmed one nothing and a pending one at most every 10 minutes, 3 a day', async () => {
    const clock = testClock();
    const { app, site } = await start({ now: clock.now });
    const neutral = { message: ALERT_SUBSCRIBE_ANSWER };
    const confirmations = async () => (await mailRows(site)).filter((row) => row.purpose === 'confirmation' && row.to_address === 'anu@example.in').length;

    expect((await post(app, { email: 'Anu@Example.in', kinds: ['results', 'governance'] })).json()).toEqual(neutral);
    expect(await confirmations()).toBe(1);
    clock.advance(5 * MINUTE);
    const again = await post(app, { email: 'anu@example.in', kinds: ['results'] });
    expect([again.statusCode, again.json()]).toEqual([202, neutral]);
    expect(await confirmations()).toBe(1);
    clock.advance(5 * MINUTE);
    await post(app, { email: 'anu@example.in', kinds: ['announcements'] });
    expect(await confirmations()).toBe(2);
    // The newest choice counts, and only the newest link works.
    expect(await site.kysely.selectFrom('alert_subscribers').select(['email', 'kinds']).execute()).toEqual([{ email: 'anu@example.in', kinds: 'announcements' }]);
    clock.advance(10 * MINUTE);
    await post(app, { email: 'anu@example.in', kinds: ['announcements'] });
    clock.advance(10 * MINUTE);
    await post(app, { email: 'anu@example.in', kinds: ['announcements'] });
    expect(await confirmations()).toBe(3);
    clock.advance(24 * 60 * MINUTE);
    await post(app, { email: 'anu@example.in', kinds: ['announcements'] });
    expect(await confirmations()).toBe(4);

    await confirmedSubscriber(app, site, 'lakshmi@example.com', ['results'], clock.now(), 7);
    const before = (await mailRows(site)).length;
    for (let i = 0; i < 3; i += 1) {
      clock.advance(60 * MINUTE);
      expect((await post(app, { email: 'LAKSHMI@example.com', kinds: ['governance'] })).json()).toEqual(neutral);
    }
    expect((await mailRows(site)).length).toBe(before);
    expect(await site.kysely.selectFrom('alert_subscribers').select('kinds').where('email', '=', 'lakshmi@example.com').executeTakeFirst()).toEqual({ kinds: 'results' });
  });

  it('limits requests per client address (429 JSON), and accepts the site origin by CORS', async () => {
    const { app } = await start({ subscribeRateLimit: { max: 2, timeWindow: '1 minute' } });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: INVESTOR_ALERT_PATHS.subscribe,
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    for (let i = 0; i < 2; i += 1) expect((await post(app, { email: `p${i}@example.com`, kinds: ['results'] })).statusCode).toBe(202);
    const limited = await post(app, { email: 'p9@example.com', kinds: ['results'] });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['x-content-type-options']).toBe('nosniff');
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    // Another client is not held back.
    const other = await app.inject({ method: 'POST', url: INVESTOR_ALERT_PATHS.subscribe, remoteAddress: '10.1.2.3', payload: { email: 'p9@example.com', kinds: ['results'] } });
    expect(other.statusCode).toBe(202);
  });
});

describe('the links in the mails', () => {
  it('confirm once, within 7 days, on a small page with its own policy', async () => {
    const clock = testClock();
    const { app, site } = await start({ now: clock.now });
    await subscribe(site, 'anu@example.in', ['results'], clock.now(), LINKS, knownRandom(1));
    expect((await site.kysely.selectFrom('alert_tokens').select('token_hash').execute()).map((row) => row.token_hash)).toEqual([hashToken(knownToken(1))]);

    const bad = await app.inject({ method: 'GET', url: `${INVESTOR_ALERT_PATHS.confirm}?token=abc` });
    expect([bad.statusCode, bad.body.includes('This link is not complete')]).toEqual([400, true]);
    const missing = await app.inject({ method: 'GET', url: INVESTOR_ALERT_PATHS.confirm });
    expect(missing.statusCode).toBe(400);
    const unknown = await app.inject({ method: 'GET', url: `${INVESTOR_ALERT_PATHS.confirm}?token=${knownToken(2)}` });
    expect([unknown.statusCode, unknown.body.includes('This confirmation link does not work')]).toEqual([404, true]);

    const ok = await app.inject({ method: 'GET', url: `${INVESTOR_ALERT_PATHS.confirm}?token=${knownToken(1)}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('<li>Results and financials</li>');
    expect(ok.body).toContain(`href="${SITE_ORIGIN}/investors"`);
    expect(ok.headers['content-security-policy']).toBe("default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
    expect(ok.headers['x-frame-options']).toBe('DENY');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['cache-control']).toBe('no-store');
    const css = await app.inject({ method: 'GET', url: '/investors/alerts/alerts.css' });
    expect([css.statusCode, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
    // Used: it works no more.
    expect((await app.inject({ method: 'GET', url: `${INVESTOR_ALERT_PATHS.confirm}?token=${knownToken(1)}` })).statusCode).toBe(404);

    await subscribe(site, 'late@example.in', ['results'], clock.now(), LINKS, knownRandom(3));
    clock.advance(7 * 24 * 60 * MINUTE + 1);
    expect((await app.inject({ method: 'GET', url: `${INVESTOR_ALERT_PATHS.confirm}?token=${knownToken(3)}` })).statusCode).toBe(404);
    // An unconfirmed address is deleted once its link has expired (the next subscribe sweeps).
    await subscribe(site, 'someone@example.in', ['results'], clock.now(), LINKS);
    expect((await site.kysely.selectFrom('alert_subscribers').select('email').orderBy('email').execute()).map((row) => row.email)).toEqual(['anu@example.in', 'someone@example.in']);
  });

  it('unsubscribe: GET shows a button and changes nothing; the POST removes the address and every unsent mail to it', async () => {
    const clock = testClock();
    const { app, site } = await start({ now: clock.now });
    await confirmedSubscriber(app, site, 'anu@example.in', ['results'], clock.now(), 1);
    await confirmedSubscriber(app, site, 'ravi@example.in', ['results'], clock.now(), 2);
    // Every mail so far sent, then one more alert queued for both.
    await site.kysely.updateTable('mail_queue').set({ state: 'sent', sent_at: clock.now() }).execute();
    await publishDocument(site, { category: 'financial-result', name: 'Q3 results' }, new Date(clock.now()));
    const alert = (await mailRows(site)).find((row) => row.purpose === 'alert' && row.to_address === 'anu@example.in')!;
    const url = /<http:\/\/admin\.test(\/investors\/alerts\/unsubscribe\?token=[\w-]+)>/.exec(JSON.parse(alert.headers_json)['List-Unsubscribe'])![1]!;

    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<form method="post" action="\?token=[\w-]{43}">\n<input type="hidden" name="List-Unsubscribe" value="One-Click">\n<button type="submit">Unsubscribe<\/button>/);
    expect(await site.kysely.selectFrom('alert_subscribers').select('email').execute()).toHaveLength(2);

    const noBody = await app.inject({ method: 'POST', url });
    expect(noBody.statusCode).toBe(400);
    const wrongBody = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=Later' });
    expect(wrongBody.statusCode).toBe(400);
    const tooBig = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `List-Unsubscribe=One-Click&x=${'y'.repeat(4000)}` });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().statusCode).toBe(413);

    const done = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect([done.statusCode, done.body.includes('You are unsubscribed')]).toEqual([200, true]);
    expect((await site.kysely.selectFrom('alert_subscribers').select('email').execute()).map((row) => row.email)).toEqual(['ravi@example.in']);
    const rows = await mailRows(site);
    expect(rows.filter((row) => row.to_address.includes('anu') || row.to_address === 'a***@e***.in')).toEqual([
      expect.objectContaining({ to_address: 'a***@e***.in', state: 'sent', text_body: '', html_body: '', headers_json: '{}' }),
    ]);
    expect(rows.filter((row) => row.state === 'queued').map((row) => row.to_address)).toEqual(['ravi@example.in']);
    const again = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect([again.statusCode, again.body.includes('Nothing to unsubscribe')]).toEqual([200, true]);
  });
});

describe('hostile input', () => {
  it('gets a 4xx with the security headers, never a 5xx', async () => {
    const { app } = await start();
    const token = knownToken(9);
    const probes = [
      { method: 'GET', url: `${INVESTOR_ALERT_PATHS.confirm}?token=${token}&token=${token}` },
      { method: 'GET', url: `${INVESTOR_ALERT_PATHS.confirm}?token=${'a'.repeat(500)}` },
      { method: 'GET', url: `${INVESTOR_ALERT_PATHS.unsubscribe}?token=%00%ff` },
      { method: 'POST', url: `${INVESTOR_ALERT_PATHS.unsubscribe}?token=${token}`, headers: { 'content-type': 'multipart/form-data' }, payload: 'List-Unsubscribe=One-Click' },
      { method: 'POST', url: `${INVESTOR_ALERT_PATHS.unsubscribe}?token=${token}`, headers: { 'content-type': 'application/json' }, payload: '{"List-Unsubscribe":"One-Click"}' },
      { method: 'POST', url: `${INVESTOR_ALERT_PATHS.unsubscribe}?token=${token}`, headers: { 'content-type': 'text/plain' }, payload: 'List-Unsubscribe=One-Click' },
      { method: 'POST', url: INVESTOR_ALERT_PATHS.subscribe, headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      { method: 'POST', url: INVESTOR_ALERT_PATHS.subscribe, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a@b.in', kinds: ['results'], pad: 'x'.repeat(20_000) }) },
      { method: 'POST', url: INVESTOR_ALERT_PATHS.subscribe, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'x'.repeat(400), kinds: ['results'] }) },
      { method: 'POST', url: INVESTOR_ALERT_PATHS.subscribe, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a@b.in', kinds: ['results', 'results'] }) },
      { method: 'PUT', url: INVESTOR_ALERT_PATHS.subscribe, payload: {} },
    ] as const;
    for (const probe of probes) {
      const answer = await app.inject(probe as never);
      expect(answer.statusCode, `${probe.method} ${probe.url}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${probe.method} ${probe.url}`).toBeLessThan(500);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
    }
  });
});

describe('enqueueAlerts (the publishing hook)', () => {
  it('queues one alert per confirmed subscriber of the kind, once per record, and nothing for records outside the archive or without a document', async () => {
    const clock = testClock();
    const { app, site } = await start({ now: clock.now });
    await confirmedSubscriber(app, site, 'results@example.in', ['results'], clock.now(), 1);
    await confirmedSubscriber(app, site, 'all@example.in', ['results', 'announcements', 'governance'], clock.now(), 2);
    await subscribe(site, 'pending@example.in', ['results', 'announcements', 'governance'], clock.now(), LINKS);
    const now = new Date(clock.now());
    const alertsTo = async () => (await mailRows(site)).filter((row) => row.purpose === 'alert').map((row) => `${row.to_address} ${row.subject}`);

    expect((await publishDocument(site, { category: 'board-meeting', name: 'Outcome of the board meeting' }, now)).queued).toBe(1);
    expect(await alertsTo()).toEqual(['all@example.in Board Meeting: Outcome of the board meeting']);
    const result = await publishDocument(site, { category: 'financial-result', name: 'Q3 results', document_date: null }, now);
    expect(result.queued).toBe(2);
    // No date on the record: the alert gives the day it was published.
    expect((await mailRows(site)).at(-1)!.text_body).toContain('Financial Result, 28 November 2026');

    const ids = await site.write(async (trx) => ({
      director: await directors.insert(trx, { pan: 'ABCDE1234F', name: 'A Director', designation: 'Director' }),
      rating: await creditRatings.insert(trx, { agency: 'CARE', instrument: 'Bank loans', rating: 'A', rating_date: '2026-11-20', document: null, file_size: null, page_count: null }),
    }));
    const again = (records: { table: 'investor_documents' | 'directors' | 'credit_ratings'; id: number }[]) => site.write((trx) => enqueueAlerts(trx, records, now, LINKS));
    expect(await again([{ table: 'investor_documents', id: result.id }])).toBe(0);
    expect(await again([{ table: 'directors', id: ids.director }, { table: 'credit_ratings', id: ids.rating }, { table: 'investor_documents', id: 999_999 }])).toBe(0);
    // The rating's letter is published later: that is when it is announced.
    await site.kysely.updateTable('credit_ratings').set({ document: 'uploads/documents/credit-rating/letter.pdf' }).where('id', '=', ids.rating).execute();
    expect(await again([{ table: 'credit_ratings', id: ids.rating }])).toBe(2);
    // A deleted record announces nothing.
    const deleted = await site.write((trx) => investorDocuments.insert(trx, { category: 'compliance', name: 'Withdrawn', document: 'uploads/documents/compliance/w.pdf', document_date: '2026-11-20', file_size: 1, page_count: 1, period_end_date: null, deleted_at: '2026-11-21T00:00:00Z' }));
    expect(await again([{ table: 'investor_documents', id: deleted }])).toBe(0);
    expect(await site.kysely.selectFrom('alert_records').select(['source_table', 'recipients']).orderBy('queued_at').orderBy('source_table').execute()).toHaveLength(3);
  });

  it('rolls back with the publish: a publish that fails queues nothing', async () => {
    const clock = testClock();
    const { app, site } = await start({ now: clock.now });
    await confirmedSubscriber(app, site, 'all@example.in', ['results'], clock.now(), 1);
    const before = (await mailRows(site)).length;
    await expect(
      site.write(async (trx) => {
        const id = await investorDocuments.insert(trx, { category: 'annual-report', name: 'AR', document: 'uploads/documents/annual-report/x.pdf', document_date: '2026-08-20', file_size: 1, page_count: 1, period_end_date: null });
        expect(await enqueueAlerts(trx, [{ table: 'investor_documents', id }], new Date(clock.now()), LINKS)).toBe(1);
        throw new Error('the publish failed after');
      }),
    ).rejects.toThrow('the publish failed after');
    expect((await mailRows(site)).length).toBe(before);
    expect(await site.kysely.selectFrom('alert_records').selectAll().execute()).toEqual([]);
  });
});

describe('without an SMTP server', () => {
  it('keeps due mail in the outbox, marked so, and sends nothing; unconfirmed addresses go after 7 days', async () => {
    const clock = testClock();
    const { site } = await start({ now: clock.now });
    await subscribe(site, 'anu@example.in', ['results'], clock.now(), LINKS);
    const sender = new MailSender(site, null, { from: 'x@example.test', now: clock.now });
    expect(await sender.workOnce()).toEqual({ sent: 0, retrying: 0, failed: 0, keptInOutbox: 1 });
    expect((await mailRows(site)).map((row) => [row.state, row.attempts])).toEqual([['outbox', 0]]);
    // Never confirmed: a week later the sender's pass deletes the address and the mail kept for it.
    clock.advance(7 * 24 * 60 * MINUTE + 1);
    await sender.workOnce();
    expect(await site.kysely.selectFrom('alert_subscribers').selectAll().execute()).toEqual([]);
    expect(await mailRows(site)).toEqual([]);
  });
});
