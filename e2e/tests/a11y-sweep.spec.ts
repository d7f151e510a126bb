// Accessibility sweep (issue 8, brief: "axe-core WCAG 2.2 A/AA must find nothing"): axe and a
// no-sideways-scroll check on every route of the shell's route table and on the 404 page, at 1280
// and 360 px, each screen fully loaded (other specs rely on it and do not repeat either check);
// then with the interactive states open — the desktop dropdowns, every level of the mobile drawer,
// every modal (dealer details, blog post, gallery lightbox), every form showing its errors, and
// every video/map embed opened. No rule or element is excluded; text on gradients and over
// pictures, which axe leaves to review, is checked in the worst case (support/a11y.ts). A failure
// lists every violation of the test: where, rule id, impact, target selectors.
import type { Page } from '@playwright/test';
import { routeTable } from '../../shell/src/routes/route-table.ts';
import { axeViolations, expectNoViolations, navigateWithin, openScreen, VIEWPORT_HEIGHT, WIDTHS } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';

// Bounds for a busy machine, not expectations: the tests below take 5–25 s each normally.
test.describe.configure({ timeout: 90_000 });

const NOT_FOUND_PATH = '/no/such/page';
const paths = [...routeTable.map((route) => route.path), NOT_FOUND_PATH];
/** Routes split in parts per width, so the two workers share the sweep evenly. */
const PARTS = 3;
const partSize = Math.ceil(paths.length / PARTS);
const parts = Array.from({ length: PARTS }, (_, i) => paths.slice(i * partSize, (i + 1) * partSize));

/** The first route is a page load, the others client-side navigations in the same page. */
async function sweep(page: Page, list: readonly string[], width: number): Promise<string[]> {
  const found: string[] = [];
  for (const [i, path] of list.entries()) {
    if (i === 0) await openScreen(page, path);
    else await navigateWithin(page, path);
    if (path === NOT_FOUND_PATH) await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    found.push(...(await axeViolations(page, `${path} @${width}`)));
    // Nothing may scroll sideways at any width (issue 18's 360 px guard rides on this sweep).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) found.push(`${path} @${width}: the page scrolls sideways by ${overflow} px`);
  }
  return found;
}

for (const width of WIDTHS) {
  test.describe(`every route at ${width} px`, () => {
    test.use({ viewport: { width, height: VIEWPORT_HEIGHT } });
    parts.forEach((list, i) => {
      test(`part ${i + 1}/${PARTS}: ${list[0]} … ${list.at(-1)}`, async ({ page }) => {
        // A bound for a busy machine, not an expectation: about 2 s a route normally.
        test.setTimeout(list.length * 8_000);
        expectNoViolations(await sweep(page, list, width));
      });
    });
  });
}

test.describe('header menus open', () => {
  test('desktop dropdowns and nested submenus at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: VIEWPORT_HEIGHT });
    await openScreen(page, '/investors/committee');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const toggle = (name: string) => nav.getByRole('button', { name, exact: true });
    const found: string[] = [];
    const check = async (name: string, parent?: string) => {
      if (parent) await toggle(parent).click();
      await toggle(name).click();
      await expect(toggle(name)).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator(`[id="${await toggle(name).getAttribute('aria-controls')}"]`);
      await expect(menu).toBeVisible();
      // The Initial Public Offer submenu lists the admin host's offers before Material Documents.
      if (name === 'Initial Public Offer') await expect(menu.getByRole('link').nth(1)).toBeVisible();
      found.push(...(await axeViolations(page, `${name} menu open @1280`)));
      await page.keyboard.press('Escape');
      if (parent) await page.keyboard.press('Escape');
      await expect(toggle(parent ?? name)).toHaveAttribute('aria-expanded', 'false');
    };
    await check('Products');
    await check('Investors');
    await check('Announcements', 'Investors');
    await check('Initial Public Offer', 'Investors');
    expectNoViolations(found);
  });

  test('mobile drawer, every level, at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: VIEWPORT_HEIGHT });
    await openScreen(page, '/about');
    await page.locator('header button[aria-controls="site-drawer"]').click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((a) => a.finished)));
    const level = drawer.getByRole('heading', { level: 2 });
    const found: string[] = [];
    const check = async (name: string) => {
      await expect(level).toHaveText(name);
      if (name === 'Initial Public Offer') await expect(drawer.getByRole('link').nth(1)).toBeVisible();
      found.push(...(await axeViolations(page, `drawer level ${name} @360`)));
    };
    await check('Menu');
    await drawer.getByRole('button', { name: 'Products menu' }).click();
    await check('Products');
    await drawer.getByRole('button', { name: 'Back' }).click();
    await drawer.getByRole('button', { name: 'Investors menu' }).click();
    await check('Investors');
    await drawer.getByRole('button', { name: 'Announcements menu' }).click();
    await check('Announcements');
    await drawer.getByRole('button', { name: 'Back' }).click();
    await drawer.getByRole('button', { name: 'Initial Public Offer menu' }).click();
    await check('Initial Public Offer');
    expectNoViolations(found);
  });
});

test.describe('modals open', () => {
  for (const width of WIDTHS) {
    test(`dealer details (with its map shown), blog post and gallery lightbox at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
      const found: string[] = [];
      const dialog = page.locator('dialog[open]');

      // Dealer details after a search: Kollam district (Kerala) has dealers with a map location.
      await openScreen(page, '/dealer-networks');
      const search = page.getByRole('search', { name: 'Find a dealer or distributor' });
      await search.getByLabel('State', { exact: true }).selectOption({ label: 'Kerala' });
      await expect(search.getByLabel('District', { exact: true }).locator('option', { hasText: 'Kollam' })).toHaveCount(1);
      await search.getByLabel('District', { exact: true }).selectOption({ label: 'Kollam' });
      await search.getByRole('button', { name: 'Search' }).click();
      const results = page.getByRole('list', { name: 'Dealers found' });
      await expect(results.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      found.push(...(await axeViolations(page, `dealer results @${width}`)));
      const views = page.getByRole('button', { name: /^View Location: / });
      const count = await views.count();
      let mapShown = false;
      for (let i = 0; i < count && !mapShown; i += 1) {
        await views.nth(i).click();
        await expect(dialog).toBeVisible();
        const show = dialog.getByRole('button', { name: 'Show map' });
        const hasMap = (await show.count()) > 0;
        // The first dealer's modal whatever it holds, then the first one with a map, map shown.
        if (i === 0 || hasMap) found.push(...(await axeViolations(page, `dealer modal${hasMap ? '' : ', no map location'} @${width}`)));
        if (hasMap) {
          await show.click();
          await expect(dialog.locator('iframe')).toBeAttached();
          found.push(...(await axeViolations(page, `dealer modal with map @${width}`)));
          mapShown = true;
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
      expect(mapShown, 'a Kollam dealer with a map location').toBe(true);

      // Blog post.
      await navigateWithin(page, '/blog');
      await page.locator('main').getByRole('button', { name: /^Read me/ }).first().click();
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('p, li').first()).toBeVisible();
      found.push(...(await axeViolations(page, `blog modal @${width}`)));
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // Gallery lightbox.
      await navigateWithin(page, '/gallery');
      await page.locator('main').getByRole('button', { name: /^View larger: / }).first().click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
      found.push(...(await axeViolations(page, `gallery lightbox @${width}`)));
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      expectNoViolations(found);
    });
  }
});

test.describe('forms with their errors, embeds shown', () => {
  for (const width of WIDTHS) {
    test(`every form submitted empty, every video and map facade opened, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
      const found: string[] = [];
      const footerForm = page.getByRole('contentinfo').locator('form');
      const forms: Array<[string, string]> = [
        ['/career', 'Send application'],
        ['/quote', 'Send enquiry'],
        ['/dealer-networks', 'Submit'],
      ];
      for (const [i, [path, submit]] of forms.entries()) {
        if (i === 0) await openScreen(page, path);
        else await navigateWithin(page, path);
        const form = page.locator('main form').filter({ has: page.getByRole('button', { name: submit, exact: true }) });
        await form.getByRole('button', { name: submit, exact: true }).click();
        await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
        if (i === 0) {
          // The footer's news signup, once (it is the same on every page): its e-mail field and terms box.
          await footerForm.getByRole('button').click();
          await expect(footerForm.locator('[aria-invalid="true"]')).toHaveCount(2);
        }
        found.push(...(await axeViolations(page, `${path} form errors @${width}`)));
      }
      // Third-party embeds load only on request (a facade button); the frames that replace them.
      for (const path of ['/about', '/md-message', '/blog', '/quote', '/contact']) {
        await navigateWithin(page, path);
        const facades = page.locator('main').getByRole('button', { name: /^(Play video|Show map): / });
        const count = await facades.count();
        expect(count, `${path} has an embed facade`).toBeGreaterThan(0);
        for (let i = 0; i < count; i += 1) await facades.first().click();
        await expect(facades).toHaveCount(0);
        found.push(...(await axeViolations(page, `${path} embeds shown @${width}`)));
      }
      expectNoViolations(found);
    });
  }
});
