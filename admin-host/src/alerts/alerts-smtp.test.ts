// Investor alerts end to end over real SMTP: the real app (SMTP_URL pointing at an in-process
// `smtp-server`, the queue worked by the app's own sender) on the test database, and a test that
// reads what arrives: subscribe → confirmation mail → its link → a publish → the alert, with its
// one-click unsubscribe headers → the RFC 8058 POST → the next publish mails nobody. Then an SMTP
// server that is down: the mail waits in the queue, backing off, and arrives once it is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { INVESTOR_ALERT_PATHS } from '@site/shared/contract/investor-alerts';
import { SITE_ORIGIN } from '../test-app';
import { testDatabase } from '../test-database';
import type { SiteDb } from '../db/site-db';
import type { FastifyInstance } from 'fastify';
import { enqueueAlerts } from './enqueue-alerts';
import { MailSender, smtpTransport } from './mail-sender';
import { subscribe } from './subscriptions';
import { ADMIN_ORIGIN, LINKS, alertsApp, mailRows, publishDocument, testClock } from './test-helpers';
import { headerOf as header, startTestSmtpServer, type ArrivedMail, type TestSmtpServer } from './test-smtp-server';

const linkIn = (text: string, path: string) => {
  const found = new RegExp(`${ADMIN_ORIGIN}${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];
  if (!found) throw new Error(`no ${path} link in:\n${text}`);
  return found.slice(ADMIN_ORIGIN.length);
};
const subscribeRequest = (app: FastifyInstance, email: string, kinds: string[]) =>
  app.inject({ method: 'POST', url: INVESTOR_ALERT_PATHS.subscribe, headers: { origin: SITE_ORIGIN }, payload: { email, kinds } });

describe('investor alerts over a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  let site: SiteDb;
  const clock = testClock();

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ({ app, site } = await alertsApp({ smtpUrl: smtp.url, sendMail: true, sendIntervalMs: 50, now: clock.now }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  it('subscribe → confirm by the mailed link → an alert per publish with one-click unsubscribe → unsubscribed, nothing more', async () => {
    const answer = await subscribeRequest(app, '  Anu.Menon@Example.IN ', ['results']);
    expect(answer.statusCode).toBe(202);
    const [confirmation] = await smtp.waitFor(1);
    expect(confirmation!.to).toEqual(['anu.menon@example.in']);
    expect(confirmation!.parsed.from?.value[0]?.address).toBe(siteConfig.alertsMailbox);
    expect(confirmation!.parsed.subject).toBe(`Confirm your investor alerts from ${siteConfig.shortName}`);
    expect(confirmation!.parsed.text).toContain('- Results and financials');
    expect(confirmation!.parsed.html).toContain('Results and financials');
    // Nothing but the confirmation before the link is opened.
    expect((await publishDocument(site, { category: 'financial-result', name: 'Not for the unconfirmed' }, new Date(clock.now()))).queued).toBe(0);

    const confirmed = await app.inject({ method: 'GET', url: linkIn(confirmation!.parsed.text!, INVESTOR_ALERT_PATHS.confirm) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(confirmed.body).toContain('Your investor alerts are confirmed');

    // Another confirmed subscriber, of another kind only: the results alert is not theirs.
    await subscribeRequest(app, 'governance.only@example.com', ['governance']);
    const [, other] = await smtp.waitFor(2);
    expect((await app.inject({ method: 'GET', url: linkIn(other!.parsed.text!, INVESTOR_ALERT_PATHS.confirm) })).statusCode).toBe(200);

    const name = 'Unaudited Financial Results for the quarter ended 31 December 2026';
    const document = 'uploads/documents/financial-result/q3-2026-27.pdf';
    const published = await publishDocument(site, { category: 'financial-result', name, document, document_date: '2027-02-10' }, new Date(clock.now()));
    expect(published.queued).toBe(1);
    const alert = (await smtp.waitFor(3))[2]!;
    expect(alert.to).toEqual(['anu.menon@example.in']);
    expect(alert.parsed.subject).toBe(`Financial Result: ${name}`);
    const unsubscribePath = linkIn(alert.parsed.text!, INVESTOR_ALERT_PATHS.unsubscribe);
    expect(header(alert, 'List-Unsubscribe')).toEqual([`<${ADMIN_ORIGIN}${unsubscribePath}>`]);
    expect(header(alert, 'List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
    const pdf = `${ADMIN_ORIGIN}/${document}?name=${encodeURIComponent(`${name}.pdf`)}`;
    for (const body of [alert.parsed.text!, alert.parsed.html as string]) {
      expect(body).toContain(name);
      expect(body).toContain('10 February 2027');
      expect(body).toContain(pdf.replace(/&/g, body === alert.parsed.text ? '&' : '&amp;'));
      expect(body).toContain(`${SITE_ORIGIN}/investors/financial-result`);
    }
    // Published again (an edit): announced once.
    expect(await site.write((trx) => enqueueAlerts(trx, [{ table: 'investor_documents', id: published.id }], new Date(clock.now()), LINKS))).toBe(0);

    // What a mail program sends for RFC 8058: a multipart POST of List-Unsubscribe=One-Click to the header's URL.
    const boundary = '----oneclick';
    const oneClick = await app.inject({
      method: 'POST',
      url: unsubscribePath,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    const left = await site.kysely.selectFrom('alert_subscribers').select('email').execute();
    expect(left.map((row) => row.email)).toEqual(['governance.only@example.com']);

    expect((await publishDocument(site, { category: 'annual-report', name: 'Annual Report 2026-27' }, new Date(clock.now()))).queued).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.arrived).toHaveLength(3);
    expect((await mailRows(site)).map((row) => row.state)).toEqual(['sent', 'sent', 'sent']);
  });
});

describe('an SMTP server that is down', () => {
  it('delays mail, backing off, and loses none: it arrives once the server is back', async () => {
    const smtp = await startTestSmtpServer();
    await smtp.stop();
    const { site } = await testDatabase('empty');
    const clock = testClock();
    const sender = new MailSender(site, smtpTransport(smtp.url), { from: 'alerts@example.test', now: clock.now });
    try {
      await subscribe(site, 'waiting@example.com', ['announcements'], clock.now(), LINKS);
      const first = await sender.workOnce();
      expect(first).toMatchObject({ sent: 0, retrying: 1, failed: 0 });
      let [row] = await mailRows(site);
      expect(row).toMatchObject({ state: 'queued', attempts: 1, next_attempt_at: clock.now() + 60_000 });
      expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
      // Not due yet: nothing is tried.
      clock.advance(59_000);
      expect(await sender.workOnce()).toMatchObject({ sent: 0, retrying: 0 });
      clock.advance(1_000);
      expect(await sender.workOnce()).toMatchObject({ retrying: 1 });
      [row] = await mailRows(site);
      expect(row).toMatchObject({ state: 'queued', attempts: 2, next_attempt_at: clock.now() + 120_000 });

      await smtp.start();
      clock.advance(120_000);
      expect(await sender.workOnce()).toMatchObject({ sent: 1 });
      const [arrived] = await smtp.waitFor(1);
      expect(arrived!.to).toEqual(['waiting@example.com']);
      [row] = await mailRows(site);
      expect(row).toMatchObject({ state: 'sent', attempts: 3, last_error: null, sent_at: clock.now() });
    } finally {
      await sender.stop();
      await site.close();
      await smtp.stop();
    }
  });

  it('gives a mail up at once when the server refuses its mailbox (5xx), and shows why without the address', async () => {
    const smtp = await startTestSmtpServer({ refuse: ['nobody@example.com'] });
    const { site } = await testDatabase('empty');
    const clock = testClock();
    const sender = new MailSender(site, smtpTransport(smtp.url), { from: 'alerts@example.test', now: clock.now });
    try {
      await subscribe(site, 'nobody@example.com', ['results'], clock.now(), LINKS);
      expect(await sender.workOnce()).toMatchObject({ sent: 0, retrying: 0, failed: 1 });
      const [row] = await mailRows(site);
      expect(row).toMatchObject({ state: 'failed', attempts: 1 });
      expect(row!.last_error).toContain('550');
      expect(row!.last_error).toContain('n***@e***.com');
      expect(row!.last_error).not.toContain('nobody@');
    } finally {
      await sender.stop();
      await site.close();
      await smtp.stop();
    }
  });

  it('two senders on one database send each mail once', async () => {
    const smtp = await startTestSmtpServer();
    const { site } = await testDatabase('empty');
    const clock = testClock();
    const senders = [1, 2].map(() => new MailSender(site, smtpTransport(smtp.url), { from: 'alerts@example.test', now: clock.now, batch: 3 }));
    try {
      for (let i = 0; i < 12; i += 1) await subscribe(site, `investor${i}@example.com`, ['results'], clock.now(), LINKS);
      const reports = await Promise.all(senders.map((sender) => sender.workOnce()));
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(12);
      await smtp.waitFor(12);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.arrived.map((mail) => mail.to[0]).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `investor${i}@example.com`).sort());
    } finally {
      for (const sender of senders) await sender.stop();
      await site.close();
      await smtp.stop();
    }
  });
});
