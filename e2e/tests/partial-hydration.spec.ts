// Issue 30: plain parts of a page (StaticHtml) keep the server's HTML and are not hydrated; the rest
// of the page is, and the site still behaves as one: their links navigate within the page, a
// revisited screen is rendered in the browser with the same content, and a kept list that a filter
// changes is rendered afresh.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** Whether React built a fiber for the element: hydrated (or rendered) by React, not kept as sent. */
const hydratedByReact = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

async function open(page: Page, path: string) {
  await page.goto(path);
  // The mark names the route's path (without the language prefix).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', path.split('?')[0]!.replace(/^\/ml(?=\/)/, ''));
}

test('the footer and a product page\'s plain sections are kept as sent; the menus, carousels and tables are hydrated', async ({ page }) => {
  await open(page, '/product/pvc-electricals');
  // Kept: inside the footer's link lists and a plain section.
  expect(await hydratedByReact(page, 'footer nav li')).toBe(false);
  expect(await hydratedByReact(page, 'main section[aria-labelledby] li')).toBe(false);
  // Hydrated: the header's navigation, the news sign-up, the size filter.
  expect(await hydratedByReact(page, 'header nav li')).toBe(true);
  expect(await hydratedByReact(page, 'footer form input')).toBe(true);
  expect(await hydratedByReact(page, 'main select')).toBe(true);
});

test('a kept link navigates within the page; going back renders the screen in the browser with the same content', async ({ page }) => {
  await open(page, '/product/pvc-electricals');
  const qualityTests = await page.getByRole('heading', { name: /Quality tests/ }).locator('xpath=..').locator('li').allTextContents();
  expect(qualityTests).toHaveLength(13);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.locator('footer nav a[href="/blog"]').click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('main h1')).toHaveText('News & Blog');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('Rigid PVC Electrical Conduits');
  expect(await page.getByRole('heading', { name: /Quality tests/ }).locator('xpath=..').locator('li').allTextContents()).toEqual(qualityTests);
  expect(await hydratedByReact(page, 'main section[aria-labelledby] li')).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('links to another language, a new tab or a document still load as links do', async ({ page }) => {
  await open(page, '/ml/investors/annual-report');
  // A document: the admin host's file, not a screen of this site.
  const document = page.locator('main section a[href*="/uploads/"]').first();
  await expect(document).toHaveAttribute('href', /^https?:\/\//);
  expect(await hydratedByReact(page, 'main section li')).toBe(false);
  // Within the language, a kept footer link stays in Malayalam and in the page.
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.locator('footer nav a[href="/ml/about"]').click();
  await expect(page).toHaveURL(/\/ml\/about$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('a kept list is rendered afresh when the archive filter changes what it shows', async ({ page }) => {
  await open(page, '/investors/annual-report');
  const yearHeadings = page.locator('main section h2');
  const allYears = await yearHeadings.count();
  expect(allYears).toBeGreaterThan(1);
  const select = page.getByRole('combobox', { name: 'Financial year' });
  const second = (await select.locator('option').nth(2).getAttribute('value'))!;
  await select.selectOption(second);
  await expect(yearHeadings).toHaveCount(1);
  await expect(yearHeadings.first()).toContainText(`FY ${second}`);
  await select.selectOption('');
  await expect(yearHeadings).toHaveCount(allYears);
});

test("what a visitor does before the page's script arrives stays done: where they scrolled, what they typed and unticked", async ({ page }) => {
  // Hold the shell's main script until the visitor has acted, as on a slow phone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/investors', { waitUntil: 'commit' });
  const form = page.getByRole('region', { name: 'E-mail alerts' });
  const kind = form.getByLabel('Announcements and board outcomes');
  await kind.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await form.getByLabel('Your e-mail address').fill('early@example.com');
  await kind.uncheck();
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '/investors');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(form.getByLabel('Your e-mail address')).toHaveValue('early@example.com');
  await expect(kind).not.toBeChecked();
  await expect(form.getByLabel('Reports, policies and governance')).toBeChecked();
});
