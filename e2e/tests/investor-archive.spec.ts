// The investor archive (issue 17) on the real stack and the real admin host: document lists grouped
// by financial year with a year/text filter kept in the URL, a shared filtered URL, search across the
// section with a working download, the latest documents, the Reg 46 pages, the feed link and SEBI's
// SMART ODR link. Expectations are restated from the issue and IR-API.md, not imported from the remote.
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, expectNoViolations, navigateWithin, openScreen, waitForScreen } from './support/a11y.ts';
import { ADMIN_HOST, expect, test } from './support/fixtures.ts';

type ApiRecord = Record<string, unknown>;

async function api<T>(request: APIRequestContext, endpoint: string): Promise<T> {
  const response = await request.get(`${ADMIN_HOST}${endpoint}`);
  expect(response.ok(), endpoint).toBe(true);
  return (await response.json()) as T;
}

/** Indian financial year of an ISO day: April–March, '2025-26'. */
function financialYear(iso: string): string {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const status = (page: Page) => page.locator('main').getByRole('status');

test.describe('the annual-report archive', () => {
  test('filters by year and by text, keeps both in the URL and announces the count', async ({ page, request }) => {
    const reports = await api<ApiRecord[]>(request, '/investors/list-annual-report');
    const dated = reports.filter((r) => typeof r.document_Date === 'string');
    expect(dated.length, 'the seeded annual reports are dated').toBeGreaterThan(1);
    const years = [...new Set(dated.map((r) => financialYear(r.document_Date as string)))].sort().reverse();
    expect(years.length, 'the seeds span several financial years').toBeGreaterThan(1);

    await openScreen(page, '/investors/annual-report');
    // Newest year first, one labelled list per year.
    await expect(page.locator('main h2').first()).toContainText(`FY ${years[0]}`);
    await expect(status(page)).toHaveText(`${reports.length} documents`);
    await expect(status(page)).toHaveAttribute('role', 'status'); // a polite live region
    const yearSelect = page.getByRole('combobox', { name: 'Financial year' });
    await expect(yearSelect.locator('option')).toHaveText(['All years', ...years.map((y) => `FY ${y}`)]);

    const year = years[1]!;
    const inYear = dated.filter((r) => financialYear(r.document_Date as string) === year);
    await yearSelect.selectOption(year);
    await expect(page).toHaveURL(new RegExp(`/investors/annual-report\\?year=${year}$`));
    await expect(status(page)).toHaveText(`Showing ${inYear.length} of ${reports.length} documents`);
    const list = page.getByRole('list', { name: `Annual Report, FY ${year}` });
    await expect(list.getByRole('listitem')).toHaveCount(inYear.length);
    await expect(page.locator('main').getByRole('list', { name: /^Annual Report/ })).toHaveCount(1);

    // Text within the chosen year: a word of the first record's name.
    const name = String(inYear[0]!.Annual_report_Name);
    const word = name.split(/\s+/).find((w) => /\d/.test(w)) ?? name.split(/\s+/)[0]!;
    const matching = inYear.filter((r) => String(r.Annual_report_Name).toLowerCase().includes(word.toLowerCase()));
    await page.getByRole('searchbox', { name: 'Search in Annual Report' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`\\?year=${year}&q=${encodeURIComponent(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(status(page)).toHaveText(
      matching.length === reports.length ? `${reports.length} documents` : `Showing ${matching.length} of ${reports.length} documents`,
    );
    await expect(list.getByRole('listitem').first()).toContainText(name);
    // Each row says what its link downloads.
    await expect(list.getByRole('link').first()).toHaveAccessibleName(/^Download Document \(PDF, \d+(\.\d)? (KB|MB)(, \d+ pages?)?\) — /);

    // Nothing matches: a clear line and a way back to everything.
    await page.getByRole('searchbox', { name: 'Search in Annual Report' }).fill('zzzz-no-such-document');
    await expect(status(page)).toHaveText(`No documents match (of ${reports.length})`);
    await page.getByRole('button', { name: 'Show all documents' }).click();
    await expect(page).toHaveURL(/\/investors\/annual-report$/);
    await expect(status(page)).toHaveText(`${reports.length} documents`);
    expectNoViolations(await axeViolations(page, 'annual report, filtered'));
  });

  test('a shared filtered URL opens filtered (at 360 px: no sideways scroll, axe clean)', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const reports = await api<ApiRecord[]>(request, '/investors/list-annual-report');
    const first = reports.find((r) => typeof r.document_Date === 'string')!;
    const year = financialYear(first.document_Date as string);
    const inYear = reports.filter((r) => typeof r.document_Date === 'string' && financialYear(r.document_Date) === year);
    await page.goto(`/investors/annual-report?year=${year}&q=annual`);
    await waitForScreen(page, '/investors/annual-report');
    await expect(page.getByRole('combobox', { name: 'Financial year' })).toHaveValue(year);
    await expect(page.getByRole('searchbox', { name: 'Search in Annual Report' })).toHaveValue('annual');
    const matching = inYear.filter((r) => /annual/i.test(String(r.Annual_report_Name)));
    expect(matching.length, 'the shared view has something to show').toBeGreaterThan(0);
    await expect(page.getByRole('list', { name: `Annual Report, FY ${year}` }).getByRole('listitem')).toHaveCount(matching.length);
    await expect(page.locator('main').getByRole('list', { name: /^Annual Report/ })).toHaveCount(1);
    await expect(status(page)).toHaveText(
      matching.length === reports.length ? `${reports.length} documents` : `Showing ${matching.length} of ${reports.length} documents`,
    );
    const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scrollWidth, 'no sideways scroll at 360 px').toBeLessThanOrEqual(clientWidth!);
    expectNoViolations(await axeViolations(page, 'annual report, shared filtered URL @360'));
  });

  test('financial results show the quarter they report', async ({ page, request }) => {
    const results = await api<ApiRecord[]>(request, '/investors/list-financial-result');
    const withPeriod = results.find((r) => r.period_End_Date === `${String(r.period_End_Date).slice(0, 4)}-06-30`);
    expect(withPeriod, 'a seeded Q1 result').toBeTruthy();
    const start = Number(String(withPeriod!.period_End_Date).slice(0, 4));
    const label = `Q1 FY ${start}-${String((start + 1) % 100).padStart(2, '0')}`;
    await openScreen(page, '/investors/financial-result');
    await expect(page.locator('main li').filter({ hasText: String(withPeriod!.financial_result_Name) }).first()).toContainText(label);
  });
});

test.describe('search and latest', () => {
  test('search the investor section from /investors and download a hit under its name', async ({ page, request }) => {
    const answer = await api<{ results: ApiRecord[] }>(request, '/investors/search?q=annual%20report&limit=50');
    expect(answer.results.length).toBeGreaterThan(0);
    const top = answer.results[0]!;

    await openScreen(page, '/investors');
    await page.getByRole('searchbox', { name: 'Search investor documents' }).fill('annual report');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/investors\/search\?q=annual%20report$/);
    const hits = page.getByRole('list', { name: 'Search results for annual report' });
    await expect(hits.getByRole('listitem')).toHaveCount(answer.results.length);
    await expect(status(page)).toHaveText(`${answer.results.length} document${answer.results.length === 1 ? '' : 's'} found for “annual report”`);
    const row = hits.getByRole('listitem').first();
    await expect(row).toContainText(String(top.name));
    await expect(row.getByRole('link', { name: String(top.sectionTitle), exact: true })).toHaveAttribute('href', String(top.section));

    // The link opens a new tab that becomes a download and closes before Playwright can watch it
    // (no context-level download event): the same link, followed in this tab, is the same download.
    const link = row.getByRole('link', { name: /^Download Document/ });
    await link.evaluate((anchor) => anchor.removeAttribute('target'));
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe(`${String(top.name)}.pdf`);
    expectNoViolations(await axeViolations(page, 'search results'));
  });

  test('a query the index cannot use gets a clear message, not an error', async ({ page }) => {
    await page.goto('/investors/search?q=%22%2A%28');
    await waitForScreen(page, '/investors/search');
    await expect(status(page)).not.toHaveText('');
    await expect(status(page)).not.toContainText('not available');
    await expect(page.locator('main').getByRole('list', { name: /^Search results/ })).toHaveCount(0);
  });

  test('/investors shows the latest documents with section and date, and links the Atom feed in the head', async ({ page, request }) => {
    const latest = await api<{ results: ApiRecord[] }>(request, '/investors/latest');
    await openScreen(page, '/investors');
    const list = page.getByRole('list', { name: 'Latest documents' });
    await expect(list.getByRole('listitem')).toHaveCount(latest.results.length);
    await expect(list.getByRole('listitem').first()).toContainText(String(latest.results[0]!.name));
    await expect(list.getByRole('listitem').first().getByRole('link', { name: String(latest.results[0]!.sectionTitle), exact: true })).toBeVisible();

    const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(feed).toHaveCount(1);
    await expect(feed).toHaveAttribute('href', `${ADMIN_HOST}/investors/feed.xml`);
    const response = await request.get(`${ADMIN_HOST}/investors/feed.xml`);
    expect(response.headers()['content-type']).toContain('application/atom+xml');
    // The server writes it into the page it sends (for readers that do not run scripts).
    expect(await (await request.get('/investors/annual-report')).text()).toContain(`href="${ADMIN_HOST}/investors/feed.xml"`);
    expect(await (await request.get('/about')).text()).not.toContain('application/atom+xml');
  });
});

const REG46_LISTS = [
  { path: '/investors/secretarial-compliance', title: 'Secretarial Compliance Report', endpoint: '/investors/list-secretarial-compliance', name: 'document_Name' },
  { path: '/investors/familiarisation-programme', title: 'Familiarisation Programme for Independent Directors', endpoint: '/investors/list-familiarisation-programme', name: 'document_Name' },
  { path: '/investors/independent-directors-terms', title: 'Terms of Appointment of Independent Directors', endpoint: '/investors/list-independent-director-terms', name: 'document_Name' },
  { path: '/investors/unclaimed-dividend', title: 'Unclaimed Dividend and IEPF', endpoint: '/investors/list-unclaimed-dividend', name: 'document_Name' },
  { path: '/investors/newspaper-publications', title: 'Newspaper Publications', endpoint: '/investors/list-newspaper-publications', name: 'publication_Name' },
];

// One page, client-side navigation from page to page (as the menu does it): the Reg 46 pages show
// the admin host's content. axe on every route at 1280 and 360 px is the a11y sweep's (a11y-sweep.spec).
test('the Regulation 46 pages show the admin host content; SMART ODR on grievances and in the footer', async ({ page, request }) => {
  test.setTimeout(90_000);
  await openScreen(page, '/investors/investors-grievances');
  await expect(page.locator('main').getByRole('link', { name: /SMART ODR portal/ })).toHaveAttribute('href', 'https://smartodr.in/login');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /SEBI SMART ODR/ })).toHaveAttribute('href', 'https://smartodr.in/login');

  for (const list of REG46_LISTS) {
    const records = await api<ApiRecord[]>(request, list.endpoint);
    expect(records.length, `${list.endpoint} seeded`).toBeGreaterThan(0);
    await navigateWithin(page, list.path);
    await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
    await expect(page.locator('main').getByRole('list', { name: new RegExp(`^${list.title}`) }).getByRole('listitem'), list.path).toHaveCount(records.length);
    await expect(page.locator('main')).toContainText(String(records[0]![list.name]));
    await expect(status(page)).toHaveText(`${records.length} document${records.length === 1 ? '' : 's'}`);
  }

  const ratings = await api<ApiRecord[]>(request, '/investors/list-credit-ratings');
  await navigateWithin(page, '/investors/credit-ratings');
  await expect(page.getByRole('table', { name: 'Credit ratings, newest first' }).locator('tbody tr')).toHaveCount(ratings.length);
  await expect(page.locator('main')).toContainText(String(ratings[0]!.rating));

  const meets = await api<ApiRecord[]>(request, '/investors/list-investor-meets');
  await navigateWithin(page, '/investors/investor-meets');
  await expect(page.locator('main ul[aria-label^="Investor and Analyst Meets"] > li')).toHaveCount(meets.length);
  await expect(page.locator('main')).toContainText(String(meets[0]!.title));

  const contacts = await api<{ materiality_Kmp: ApiRecord[]; registrar: ApiRecord; grievance_Email: string }>(request, '/investors/key-contacts');
  await navigateWithin(page, '/investors/key-contacts');
  for (const person of contacts.materiality_Kmp) await expect(page.locator('main')).toContainText(String(person.name));
  await expect(page.getByRole('region', { name: String(contacts.registrar.name) })).toBeVisible();
  await expect(page.getByRole('link', { name: contacts.grievance_Email })).toHaveAttribute('href', `mailto:${contacts.grievance_Email}`);

  // The dividend distribution policy (Reg 46(2)(i)) is one of the policies.
  await navigateWithin(page, '/investors/policies');
  await expect(page.locator('main')).toContainText(/Dividend Distribution Policy/i);
});
