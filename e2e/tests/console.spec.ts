// The publishing console (issue 16) against the real stack: sign in on the admin host's origin,
// publish a financial result and see it on the public site, edit, delete and restore it; roles,
// throttling, cross-site posts and refused uploads. Accounts: tests/support/console-users.ts.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { CONTENT_STALENESS_MS } from '../../shell/server/content-version.ts';
import { ADMIN_HOST, SITE, expect, test } from './support/fixtures.ts';
import { CONSOLE_USERS } from './support/console-users.ts';
import { VARIANT_PORTS } from './support/ports.ts';
import { approveAsColleague } from './support/approver.ts';

const CONSOLE = `${ADMIN_HOST}/admin/`;
const SAMPLE_PDF = 'uploads/documents/annual-report/annual-report-2023-24.pdf';

async function signIn(page: Page, user: { username: string; password: string }) {
  await page.goto(CONSOLE);
  await page.getByLabel('User name').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${user.username}`)).toBeVisible({ timeout: 20_000 });
}

/**
 * How long a save with a PDF may take before the test calls it lost. The admin host checks every
 * PDF on the server (text extraction with pdfjs, loaded on the first PDF, and the active-content scan):
 * ~20 ms quiet, seconds while CI's browsers and servers share two cores. (The 12.5 s and more seen on
 * 2026-11-26 included the admin host's 10 s connection time-out cutting the save and Chromium sending
 * it again, which made two records: fixed in admin-host/src/http/connection-time-out.ts.) A speed
 * bound belongs in a benchmark, not here: the test asserts that the save succeeds and what it shows.
 */
const SAVE_WITH_PDF_MS = 30_000;

/** The console API as the signed-in page sees it (same cookies), with its CSRF token. */
async function consoleApi(page: Page) {
  const session = await (await page.request.get(`${ADMIN_HOST}/admin/api/session`)).json();
  return { token: session.csrfToken as string, request: page.request };
}

async function consoleRecords(request: APIRequestContext, query = '') {
  const response = await request.get(`${ADMIN_HOST}/admin/api/investor-documents?category=financial-result&state=all&q=${encodeURIComponent(query)}`);
  expect(response.status()).toBe(200);
  return (await response.json()).items as Array<{ id: number; name: string; version: number; document: string; deletedAt: string | null }>;
}

const samplePdf = async (request: APIRequestContext) => Buffer.from(await (await request.get(`${ADMIN_HOST}/${SAMPLE_PDF}`)).body());

/** The public page's row of a record, found by its name. */
const publicRow = (page: Page, name: string) => page.locator('main li').filter({ has: page.getByText(name, { exact: true }) });

/**
 * Reloads the public page until `check` passes: pages are server-rendered and cached per content
 * version, which reaches the page server within CONTENT_STALENESS_MS (issue 15), so the public
 * page follows a publish within that bound (plus this machine's page load), not necessarily at once.
 */
async function publicPageFollows(site: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await site.reload();
    await check();
  }).toPass({ timeout: CONTENT_STALENESS_MS + 5_000, intervals: [250] });
}

test.describe('publishing console', () => {
  // One signed-in flow in steps (CI time): refused uploads, publish, the public page, edit, a cross-site
  // post, delete, restore, sign out.
  test('an ir user publishes a financial result, edits, deletes and restores it; the public page follows', async ({ page, request }) => {
    test.setTimeout(150_000);
    const name = `Unaudited Financial Results - Q2 FY 2026-27 (e2e ${Date.now()})`;
    const renamed = name.replace('Unaudited', 'Reviewed');
    const pdf = await samplePdf(request);
    const axe = async () => expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual([]);

    await test.step('sign in', async () => {
      await signIn(page, CONSOLE_USERS.ir);
      await expect(page.getByRole('heading', { level: 1, name: 'Investor documents' })).toBeVisible();
      await axe();
    });
    const file = page.getByLabel('PDF document');

    await test.step('a non-PDF and an oversized file are refused with clear messages, and nothing is stored', async () => {
      await page.getByRole('button', { name: 'Add a document' }).click();
      await page.getByLabel('List').selectOption('financial-result');
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Date').fill('2026-11-14');
      await expect(page.getByText('PDF only, up to 25 MB')).toBeVisible();
      await file.setInputFiles({ name: 'results.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Quarterly figures, typed in a text editor.\n') });
      await page.getByRole('button', { name: 'Send for approval' }).click();
      await expect(file).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('This file is not a PDF document (it does not start with %PDF-). Choose a PDF file.')).toBeVisible();

      // Over 25 MB: the form says so before sending, and the server refuses it too.
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(25 * 1024 * 1024 + 1, 32)]);
      await file.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: big });
      await page.getByRole('button', { name: 'Send for approval' }).click();
      await expect(page.getByText(/The file is larger than 25 MB/)).toBeVisible();
      const { token, request: api } = await consoleApi(page);
      const direct = await api.post(`${ADMIN_HOST}/admin/api/investor-documents`, {
        headers: { origin: ADMIN_HOST, 'x-csrf-token': token },
        multipart: { category: 'financial-result', name: 'Oversized (e2e)', date: '2026-11-14', document: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: big } },
      });
      expect(direct.status()).toBe(413);
      expect((await direct.json()).fields.document).toMatch(/larger than 25 MB/);
      // Neither refused upload made a record (by name: results-day.spec.ts adds financial results meanwhile).
      expect(await consoleRecords(page.request, name)).toEqual([]);
      expect(await consoleRecords(page.request, 'Oversized (e2e)')).toEqual([]);
    });

    const row = page.locator('li').filter({ hasText: name });
    await test.step('publish a PDF', async () => {
      await file.setInputFiles({ name: 'results.pdf', mimeType: 'application/pdf', buffer: pdf });
      await axe();
      await page.getByRole('button', { name: 'Send for approval' }).click();
      await expect(page.getByText(`Sent “${name}” for approval`)).toBeVisible({ timeout: SAVE_WITH_PDF_MS });
      await expect(row).toContainText('14/11/2026');
      await expect(row).toContainText(`Awaiting approval (proposed by ${CONSOLE_USERS.ir.username})`);
      // Financial results need a colleague's approval (issue 28; results-day.spec.ts shows the screen).
      expect(await approveAsColleague(name)).toMatchObject({ published: true });
      // The approval moved its version: the list is read again before editing.
      await page.reload();
      await expect(row).not.toContainText('Awaiting approval');
    });

    // In the public API with its date, and on the public page with a download saved under the record's name.
    const site = await page.context().newPage();
    await test.step('the public list and page show it, with a download under its name', async () => {
      const list = await (await request.get(`${ADMIN_HOST}/investors/list-financial-result`)).json();
      expect(list).toContainEqual(expect.objectContaining({ financial_result_Name: name, document_Date: '2026-11-14', file_Size: pdf.length }));
      await site.goto(`${SITE}/investors/financial-result`);
      const published = publicRow(site, name);
      await expect(published).toBeVisible();
      const link = published.getByRole('link', { name: /Download Document/ });
      await expect(link).toHaveAttribute('download', `${name}.pdf`);
      const download = await request.get((await link.getAttribute('href'))!);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-disposition']).toContain(`filename="${name}.pdf"`);
      expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
    });

    await test.step('edit its name', async () => {
      await row.getByRole('button', { name: /^Edit/ }).click();
      await page.getByLabel('Name').fill(renamed);
      await page.getByRole('button', { name: 'Send for approval' }).click();
      await expect(page.getByText(`Sent “${renamed}” for approval`)).toBeVisible();
      // Visitors keep the approved name until the change is approved.
      await site.goto(`${SITE}/investors/financial-result`);
      await expect(publicRow(site, name)).toBeVisible();
      await approveAsColleague(name);
      await page.reload();
      await expect(page.locator('li').filter({ hasText: renamed })).toBeVisible();
      await publicPageFollows(site, async () => {
        await expect(publicRow(site, renamed)).toBeVisible({ timeout: 1_000 });
        await expect(publicRow(site, name)).toHaveCount(0, { timeout: 1_000 });
      });
    });

    await test.step('a form posted from another site is refused, even with the session cookie', async () => {
      const ids = (await consoleRecords(page.request)).map((r) => r.id);
      const crossSite = `http://localhost:${VARIANT_PORTS.crossSite}`;
      // Another site's page (answered here; nothing listens there) that posts a publishing form at once.
      await site.route(`${crossSite}/**`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>Prize</title><form method="post" action="${ADMIN_HOST}/admin/api/investor-documents"
            enctype="multipart/form-data"><input name="category" value="financial-result"><input name="name" value="Forged (e2e)">
            <input name="date" value="2026-01-01"></form><script>document.forms[0].submit()</script>`,
        }),
      );
      const answer = site.waitForResponse((response) => response.url().startsWith(`${ADMIN_HOST}/admin/api/`));
      await site.goto(`${crossSite}/prize.html`);
      const response = await answer;
      // Same host, so same site: the SameSite=Strict cookie goes along; the Origin check is what refuses it.
      expect((await response.request().allHeaders()).cookie ?? '').toContain('console_session=');
      expect(response.status()).toBe(403);
      expect((await response.json()).message).toMatch(/did not come from the console/);
      expect((await consoleRecords(page.request)).map((r) => r.id)).toEqual(ids);
    });

    await test.step('delete: gone from the public page; restore: back', async () => {
      await page.locator('li').filter({ hasText: renamed }).getByRole('button', { name: /^Delete/ }).click();
      await expect(page.getByText(`Deleted “${renamed}”`)).toBeVisible();
      await site.goto(`${SITE}/investors/financial-result`);
      await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
      await publicPageFollows(site, () => expect(publicRow(site, renamed)).toHaveCount(0, { timeout: 1_000 }));
      await page.getByLabel('Show deleted documents').check();
      await page.locator('li').filter({ hasText: renamed }).getByRole('button', { name: /^Restore/ }).click();
      await expect(page.getByText(`Restored “${renamed}”`)).toBeVisible();
      await publicPageFollows(site, () => expect(publicRow(site, renamed)).toBeVisible({ timeout: 1_000 }));
    });

    await test.step('another collection through the same screens: a policy, in the public list at once, then deleted', async () => {
      const policy = `Dividend Distribution Policy (e2e ${Date.now()})`;
      await page.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name: 'Policies' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
      await page.getByRole('button', { name: 'Add a policy' }).click();
      await page.getByLabel('Policy name').fill(policy);
      await page.getByLabel('Date').fill('2026-11-20');
      await page.getByLabel('PDF document').setInputFiles({ name: 'policy.pdf', mimeType: 'application/pdf', buffer: pdf });
      await axe();
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText(`Saved “${policy}”`)).toBeVisible({ timeout: SAVE_WITH_PDF_MS });
      const policyRow = page.locator('li').filter({ hasText: policy });
      await expect(policyRow).toContainText('20/11/2026');
      await expect(policyRow.getByRole('link', { name: /View .* on the public site/ })).toHaveAttribute('href', `${SITE}/investors/policies`);
      const policies = async () => (await (await request.get(`${ADMIN_HOST}/investors/list-policies`)).json()) as { policie_Name: string }[];
      expect(await policies()).toContainEqual(expect.objectContaining({ policie_Name: policy, document_Date: '2026-11-20', file_Size: pdf.length }));
      await policyRow.getByRole('button', { name: /^Delete/ }).click();
      await expect(page.getByText(`Deleted “${policy}”`)).toBeVisible();
      expect((await policies()).map((p) => p.policie_Name)).not.toContain(policy);
    });

    await test.step('sign out ends the session', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect((await page.request.get(`${ADMIN_HOST}/admin/api/investor-documents`)).status()).toBe(401);
    });
  });

  test('wrong passwords are throttled with a clear message; a content user sees blog posts and career openings and cannot touch investor records (403)', async ({ page }) => {
    test.setTimeout(90_000);
    await test.step('repeated wrong passwords are throttled', async () => {
      await page.goto(CONSOLE);
      await page.getByLabel('User name').fill(CONSOLE_USERS.throttled.username);
      for (let attempt = 1; attempt <= 5; attempt++) {
        await page.getByLabel('Password').fill(`wrong password ${attempt}`);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByRole('alert')).toHaveText('The user name or password is not correct.');
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      }
      // Now this browser waits, even with the right password (30 s, doubling with each further failure).
      await page.getByLabel('Password').fill(CONSOLE_USERS.throttled.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toContainText('Too many failed sign-ins');
      await expect(page.getByRole('alert')).toContainText('try again in 1 minute');
    });

    await test.step('a content user gets blog posts and career openings, and 403 from the investor lists', async () => {
      await page.getByLabel('User name').fill(CONSOLE_USERS.content.username);
      await page.getByLabel('Password').fill(CONSOLE_USERS.content.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText(`Signed in as ${CONSOLE_USERS.content.username}`)).toBeVisible({ timeout: 20_000 });
      // Their own collections only: blog posts and career openings, no investor sections (and what waits in them);
      // and their remote's releases (mfe-content, issue 26).
      await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Console sections' }).getByRole('button')).toHaveText(['Scheduled', 'Approvals', 'Blog posts', 'Career openings', 'Releases']);
      const { token, request } = await consoleApi(page);
      expect((await request.get(`${ADMIN_HOST}/admin/api/investor-documents`)).status()).toBe(403);
      const restore = await request.post(`${ADMIN_HOST}/admin/api/investor-documents/1/restore`, {
        data: { version: 1 },
        headers: { origin: ADMIN_HOST, 'x-csrf-token': token },
      });
      expect(restore.status()).toBe(403);
    });
  });
});
