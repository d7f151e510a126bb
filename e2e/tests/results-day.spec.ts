// Results day (issue 28) against the real stack, in two tests. The first, run before everything else
// (project results-day): an ir user schedules a financial result about 90 s ahead in the console
// and a colleague approves it (two accounts, two browsers); it is in no public place (its list, the
// server-rendered page, search, the latest documents, the Atom feed, its file); an investor
// subscribes to alerts on /investors and confirms by the link mailed to them (the stack's SMTP
// server, tests/support/mailbox.ts). The second, run after every other test (project
// results-day-after, by then well past the minute, with no one touching the console since): the
// result is in every public place and the alert has arrived, with a one-click unsubscribe that works.
// Split so that the real-time wait for the minute costs no worker (it waited 90–150 s holding one);
// the minute itself, to the second, is the unit tests' (src/publishing/embargo.test.ts, a driven clock).
// Just these two: `npx playwright test --project results-day --project results-day-after --no-deps`
// (the second then waits for the first and for the minute).
import type { APIRequestContext, Page } from '@playwright/test';
import { DOCUMENT_LISTS } from '../../shared/src/contract/admin-api.ts';
import { INVESTOR_ARCHIVE_ENDPOINTS, LATEST_LIMIT } from '../../shared/src/contract/investor-archive.ts';
import { utcToIndiaLocal } from '../../shared/src/contract/publish-time.ts';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { headerOf } from '../../admin-host/src/alerts/test-smtp-server.ts';
import { ADMIN_HOST, SITE, expect, test } from './support/fixtures.ts';
import { CONSOLE_USERS } from './support/console-users.ts';
import { mailsTo, RESULTS_DAY_STATE } from './support/mailbox.ts';

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

/** The first link in a mail's text that starts with `prefix`. */
const linkIn = (text: string, prefix: string) => new RegExp(`${prefix.replace(/[.?]/g, '\\$&')}[^\\s>]+`).exec(text)?.[0];

/** What the first test leaves for the second. */
interface Scheduled {
  name: string;
  word: string;
  atIso: string;
  document: string;
  investor: string;
}

test('results day, before the minute: scheduled 90 s ahead and approved by a colleague, in no public place; an investor subscribes', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const investor = `investor.${Date.now()}@example.in`;
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
    expect(Date.now()).toBeLessThan(at);
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
    await expect.poll(async () => (await mailsTo(investor)).length, { timeout: 20_000 }).toBe(1);
    const confirm = linkIn((await mailsTo(investor))[0]!.parsed.text ?? '', `${ADMIN_HOST}/investors/alerts/confirm?token=`);
    expect(confirm).toBeTruthy();
    await visitor.goto(confirm!);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(/confirmed|subscribed/i);
    await visitor.close();
    // Nothing about the result yet: it is still under embargo.
    expect((await mailsTo(investor)).some((mail) => (mail.parsed.text ?? '').includes(name))).toBe(false);
  });

  expect(Date.now()).toBeLessThan(at);
  writeFileSync(RESULTS_DAY_STATE, JSON.stringify({ name, word, atIso, document: record.document, investor } satisfies Scheduled));
});

test('results day, after the minute: the result in every public place, the alert received, one-click unsubscribe', async ({ page, request }) => {
  test.setTimeout(240_000);
  // After the first test (its project is a dependency; run alone with --no-deps, beside it: wait for it).
  await expect.poll(() => existsSync(RESULTS_DAY_STATE), { timeout: 120_000 }).toBe(true);
  const { name, word, atIso, document, investor } = JSON.parse(readFileSync(RESULTS_DAY_STATE, 'utf8')) as Scheduled;
  // Every other test ran meanwhile; on a machine fast enough to finish first, wait for the minute.
  const wait = Date.parse(atIso) - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);

  await test.step('published at its time with no one in the console: in every public place', async () => {
    await expect(async () => {
      expect(await publicTraces(request, name, word, document)).toEqual({ list: true, search: true, latest: true, feed: true, page: true, file: 200 });
    }).toPass({ timeout: 15_000, intervals: [250] });
  });

  await test.step('its alert reached the subscriber, with a one-click unsubscribe (RFC 8058) that works', async () => {
    await expect.poll(async () => (await mailsTo(investor)).filter((mail) => (mail.parsed.text ?? '').includes(name)).length, { timeout: 20_000 }).toBe(1);
    const alert = (await mailsTo(investor)).find((mail) => (mail.parsed.text ?? '').includes(name))!;
    expect(headerOf(alert, 'List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
    const unsubscribe = /<([^>]+)>/.exec(headerOf(alert, 'List-Unsubscribe')[0] ?? '')?.[1];
    expect(unsubscribe).toMatch(new RegExp(`^${ADMIN_HOST}/investors/alerts/unsubscribe\\?token=`));
    expect(alert.parsed.text).toContain(`${SITE}/investors/financial-result`);
    // What a mail client sends when the reader presses Unsubscribe: the address is removed at once.
    await signIn(page, CONSOLE_USERS.ir);
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
