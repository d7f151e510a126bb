// Results day (issue 28) against the real stack: an ir user schedules a financial result about 90 s
// ahead in the console and a colleague approves it (two accounts, two browsers); meanwhile an
// investor subscribes to alerts on /investors and confirms by the link mailed to them. Until its
// minute the result is in no public place (its list, the server-rendered page, search, the latest
// documents, the Atom feed, its file); then it is in all of them, with no one touching the console,
// and the investor's alert arrives at the SMTP server this test runs (the stack's SMTP_URL) with a
// one-click unsubscribe that works. The wait is real time: the stack's clock is the machine's.
import type { APIRequestContext, Page } from '@playwright/test';
import { DOCUMENT_LISTS } from '../../shared/src/contract/admin-api.ts';
import { INVESTOR_ARCHIVE_ENDPOINTS, LATEST_LIMIT } from '../../shared/src/contract/investor-archive.ts';
import { utcToIndiaLocal } from '../../shared/src/contract/publish-time.ts';
import { CONTENT_STALENESS_MS } from '../../shell/server/content-version.ts';
import { headerOf, startTestSmtpServer, type TestSmtpServer } from '../../admin-host/src/alerts/test-smtp-server.ts';
import { ADMIN_HOST, SITE, expect, test } from './support/fixtures.ts';
import { CONSOLE_USERS } from './support/console-users.ts';
import { VARIANT_PORTS } from './support/ports.ts';

const SAMPLE_PDF = 'uploads/documents/annual-report/annual-report-2023-24.pdf';

async function signIn(page: Page, user: { username: string; password: string }) {
  await page.goto(`${ADMIN_HOST}/admin/`);
  await page.getByLabel('User name').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Investor documents' })).toBeVisible({ timeout: 20_000 });
}

/** Where a visitor could come across the record, each true when it is there. */
async function publicTraces(request: APIRequestContext, name: string, word: string, document: string) {
  const text = async (url: string) => (await request.get(url)).text();
  const list = await text(`${ADMIN_HOST}${DOCUMENT_LISTS['financial-result'].path}`);
  const search = await text(`${ADMIN_HOST}${INVESTOR_ARCHIVE_ENDPOINTS.search}?q=${word}`);
  const latest = await text(`${ADMIN_HOST}${INVESTOR_ARCHIVE_ENDPOINTS.latest}?limit=${LATEST_LIMIT.max}`);
  const feed = await text(`${ADMIN_HOST}${INVESTOR_ARCHIVE_ENDPOINTS.feed}`);
  const page = await text(`${SITE}/investors/financial-result`);
  const file = (await request.get(`${ADMIN_HOST}/${document}`)).status();
  return { list: list.includes(name), search: search.includes(name), latest: latest.includes(name), feed: feed.includes(name), page: page.includes(name), file };
}

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: VARIANT_PORTS.smtp });
});
test.afterAll(async () => {
  await smtp?.stop();
});

/** The first link in a mail's text that starts with `prefix`. */
const linkIn = (text: string, prefix: string) => new RegExp(`${prefix.replace(/[.?]/g, '\\$&')}[^\\s>]+`).exec(text)?.[0];

test('a financial result scheduled 90 s ahead and approved by a colleague is in no public place until its minute, then in every one, and its alert reaches a subscriber', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const investor = `investor.${Date.now()}@example.in`;
  const mailsTo = (address: string) => smtp.arrived.filter((mail) => mail.to.includes(address));
  const word = `Embargo${Date.now()}`;
  const name = `Unaudited Financial Results - Q3 FY 2026-27 ${word}`;
  // Bytes of its own (a comment after %%EOF): files are stored by content hash, and the same PDF
  // published by another test (console.spec) would be served under the same name.
  const pdf = Buffer.concat([Buffer.from(await (await request.get(`${ADMIN_HOST}/${SAMPLE_PDF}`)).body()), Buffer.from(`\n% ${word}\n`)]);
  // Publish times are to the minute: the first whole minute at least 90 s away.
  const at = Math.ceil((Date.now() + 90_000) / 60_000) * 60_000;
  const atIso = new Date(at).toISOString();

  await test.step('schedule it in the console', async () => {
    await signIn(page, CONSOLE_USERS.ir);
    await page.getByRole('button', { name: 'Add a document' }).click();
    await page.getByLabel('List').selectOption('financial-result');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Date').fill(new Date().toISOString().slice(0, 10));
    await page.getByLabel('PDF document').setInputFiles({ name: 'results.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByLabel('At a set time (embargo)').check();
    await page.getByLabel('Publish at (India time, IST)').fill(utcToIndiaLocal(atIso));
    // Financial results need a second pair of eyes: the form says so on its button.
    await page.getByRole('button', { name: 'Send for approval' }).click();
    await expect(page.getByText(`Sent “${name}” for approval`)).toBeVisible({ timeout: 30_000 });
    const row = page.locator('li').filter({ hasText: name });
    await expect(row).toContainText('Scheduled:');
    await expect(row).toContainText(`Awaiting approval (proposed by ${CONSOLE_USERS.ir.username})`);
  });

  await test.step('its proposer cannot approve it; a colleague sees it field by field and approves it', async () => {
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name: 'Approvals' }).click();
    const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `New “${name}”` }) });
    await expect(mine).toContainText('You proposed this: a colleague approves it.');
    await expect(mine.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

    const colleague = await browser.newContext();
    const approver = await colleague.newPage();
    await signIn(approver, CONSOLE_USERS.approver);
    await approver.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name: 'Approvals' }).click();
    const item = approver.getByRole('listitem').filter({ has: approver.getByRole('heading', { name: `New “${name}”` }) });
    await expect(item).toContainText(`proposed by ${CONSOLE_USERS.ir.username}`);
    const changes = item.getByRole('table');
    await expect(changes.getByRole('row', { name: /^Name/ })).toContainText(name);
    await expect(changes.getByRole('row', { name: /^Publish at/ })).toContainText(' IST');
    await expect(changes.getByRole('link', { name: 'Open the file (new tab)' })).toHaveAttribute('href', /\/admin\/api\/file\?path=/);
    await item.getByRole('button', { name: `Approve “${name}”` }).click();
    await expect(approver.getByText(`Approved “${name}”: it will be published at`)).toBeVisible();
    await colleague.close();
  });

  const record = (
    (await (await page.request.get(`${ADMIN_HOST}/admin/api/investor-documents?category=financial-result&q=${word}`)).json()).items as { document: string; publishAt: string; published: boolean }[]
  )[0]!;
  expect(record).toMatchObject({ publishAt: atIso, published: false, approval: null });

  await test.step('before its minute: nowhere public, its file 404; the Scheduled screen counts down', async () => {
    expect(await publicTraces(request, name, word, record.document)).toEqual({ list: false, search: false, latest: false, feed: false, page: false, file: 404 });
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name: 'Scheduled' }).click();
    const item = page.getByRole('list', { name: 'Scheduled records, soonest first' }).getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText(/in \d+ min|in \d+ s/);
  });

  await test.step('meanwhile an investor subscribes to results alerts on /investors and confirms by the mailed link', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${SITE}/investors`);
    const form = visitor.getByRole('region', { name: 'E-mail alerts' });
    await form.getByLabel('Your e-mail address').fill(investor);
    for (const other of ['Announcements and board outcomes', 'Reports, policies and governance']) await form.getByLabel(other).uncheck();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toContainText('Check your inbox');
    await expect.poll(() => mailsTo(investor).length, { timeout: 20_000 }).toBe(1);
    const confirm = linkIn(mailsTo(investor)[0]!.parsed.text ?? '', `${ADMIN_HOST}/investors/alerts/confirm?token=`);
    expect(confirm).toBeTruthy();
    await visitor.goto(confirm!);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(/confirmed|subscribed/i);
    await visitor.close();
    // Nothing about the result yet: it is still under embargo.
    expect(mailsTo(investor).some((mail) => (mail.parsed.text ?? '').includes(name))).toBe(false);
  });

  await test.step('just before it: still nowhere', async () => {
    const wait = at - Date.now() - 5_000;
    if (wait > 0) await page.waitForTimeout(wait);
    expect(await publicTraces(request, name, word, record.document)).toEqual({ list: false, search: false, latest: false, feed: false, page: false, file: 404 });
  });

  await test.step('from its minute: everywhere, within the schedule (1 s) and the pages’ staleness bound', async () => {
    await expect(async () => {
      expect(Date.now()).toBeGreaterThanOrEqual(at);
      expect(await publicTraces(request, name, word, record.document)).toEqual({ list: true, search: true, latest: true, feed: true, page: true, file: 200 });
    }).toPass({ timeout: 10_000 + CONTENT_STALENESS_MS + 1_000, intervals: [250] });
  });

  await test.step('its alert reaches the subscriber with a one-click unsubscribe (RFC 8058) that works', async () => {
    await expect.poll(() => mailsTo(investor).filter((mail) => (mail.parsed.text ?? '').includes(name)).length, { timeout: 20_000 }).toBe(1);
    const alert = mailsTo(investor).find((mail) => (mail.parsed.text ?? '').includes(name))!;
    expect(headerOf(alert, 'List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
    const unsubscribe = /<([^>]+)>/.exec(headerOf(alert, 'List-Unsubscribe')[0] ?? '')?.[1];
    expect(unsubscribe).toMatch(new RegExp(`^${ADMIN_HOST}/investors/alerts/unsubscribe\\?token=`));
    expect(alert.parsed.text).toContain(`${SITE}/investors/financial-result`);
    // What a mail client sends when the reader presses Unsubscribe: the address is removed at once.
    const confirmedResults = async () =>
      ((await (await page.request.get(`${ADMIN_HOST}/admin/api/outbox`)).json()).counts as { kind: string; confirmed: number }[]).find((count) => count.kind === 'results')!.confirmed;
    const before = await confirmedResults();
    const oneClick = await request.post(unsubscribe!, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(oneClick.status()).toBe(200);
    expect(await confirmedResults()).toBe(before - 1);
    // Its link has nothing left to remove (the unit tests show the next publish mails them nothing).
    const again = await request.post(unsubscribe!, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(await again.text()).toContain('Nothing to unsubscribe');
  });
});
