// The route sweep: every route of the shell's route table and the 404 page, at 1280 and 360 px,
// each screen fully loaded, checked once for everything a route must do (other specs rely on it
// and do not repeat these checks):
// - accessibility (issue 8, "axe-core WCAG 2.2 A/AA must find nothing") and no sideways scroll;
// - no Content-Security-Policy violation (events, console reports, blocked requests), lazy images
//   below the fold included;
// - at 360 px every route is a deep link (a full page load): HTTP status (404 for an unknown path),
//   h1, header and footer, the meta search engines and link previews read (title, lang, canonical,
//   description, Open Graph, JSON-LD), the content pages' h1 texts; the server-rendered HTML
//   hydrates (issue 15: the h1 the server sent is the node the page keeps); and the page talks to no
//   origin but the site's and the admin host's (the remotes' files come through the site's /mf/);
// - at 1280 px the routes are client-side navigations in one page, as a visitor's clicks are (the
//   first a page load); the server's HTML and the first render do not depend on the width, so
//   hydration is checked once per route, at 360;
// - no console error and no uncaught error at either width, hydration's included;
// - every route again under /ml (issue 31): <html lang="ml">, its own canonical and hreflang
//   alternates, mostly Malayalam text in main (text the admin host publishes in English, marked
//   lang="en-IN", aside); axe at 1280 on the first of each part only (see sweep()).
// (A second pass of deep links at 1280 for hydration, and axe on every Malayalam route at 1280,
// took a seventh of the browser tests' time for checks the passes above already make.)
// Then with the interactive states open — the desktop dropdowns, every level of the mobile drawer,
// every modal (dealer details, blog post, gallery lightbox), every form showing its errors, and
// every video/map embed opened — with axe and the CSP watch. No rule or element is excluded; text on
// gradients and over pictures, which axe leaves to review, is checked in the worst case
// (support/a11y.ts). A failure lists every problem of the test: where, rule id, impact, targets.
import type { Page } from '@playwright/test';
import { siteConfig } from '../../shared/src/config/site-config.ts';
import { routeTable } from '../../shell/src/routes/route-table.ts';
import { pageMeta } from '../../shell/src/seo/page-meta.ts';
import { loadCatalogs } from '../../shared/src/i18n/catalog.ts';
import { HTML_LANG, localeOfPath, pathInLocale, pathWithoutLocale } from '../../shared/src/i18n/locales.ts';
import '../../shell/src/messages/shell.ts';
import { axeViolations, expectNoViolations, navigateWithin, openScreen, VIEWPORT_HEIGHT, waitForScreen, WIDTHS } from './support/a11y.ts';
import { CONTENT_H1 } from './support/content-h1.ts';
import { watchCsp, type Watch } from './support/csp-watch.ts';
import { ADMIN_HOST, expect, test } from './support/fixtures.ts';

// Bounds for a busy machine, not expectations: the tests below take 5–25 s each normally.
test.describe.configure({ timeout: 90_000 });

const NOT_FOUND_PATH = '/no/such/page';
const paths = [...routeTable.map((route) => route.path), NOT_FOUND_PATH];
/** The same routes in Malayalam (issue 31). */
const mlPaths = paths.map((path) => pathInLocale(path, 'ml'));
/** Routes split in parts per width, so the two workers share the sweep evenly; a part is in one language (the router lives under its prefix). */
const PARTS = 4;
const split = (list: readonly string[], count: number) => {
  const size = Math.ceil(list.length / count);
  return Array.from({ length: count }, (_, i) => list.slice(i * size, (i + 1) * size));
};
const parts = [...split(paths, PARTS), ...split(mlPaths, PARTS)];
// The shell's Malayalam messages, so pageMeta gives the Malayalam page's title and description.
await loadCatalogs('ml');

/** Malayalam letters and Latin letters of main's text, leaving out what is marked as English. */
async function mainLetters(page: Page): Promise<{ ml: number; latin: number }> {
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang^="en"], script, style, [aria-hidden="true"]').forEach((node) => node.remove());
    const text = copy.textContent ?? '';
    return { ml: (text.match(/[\u0D00-\u0D7F]/g) ?? []).length, latin: (text.match(/[A-Za-z]/g) ?? []).length };
  });
}

/** A deep link's document: status, landmarks, h1, and the meta search engines and link previews read. */
async function checkDocument(page: Page, path: string, status: number | undefined): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const locale = localeOfPath(path);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
  if (locale === 'ml') {
    // Mostly Malayalam: more Malayalam letters in main than Latin ones (trade terms, sizes and
    // standards stay in English; what the admin host publishes is marked lang="en-IN").
    const letters = await mainLetters(page);
    expect(letters.ml, `${path}: Malayalam letters in main (Latin: ${letters.latin})`).toBeGreaterThan(letters.latin);
  }
  if (pathWithoutLocale(path) === NOT_FOUND_PATH) {
    expect(status, path).toBe(404); // its h1 is checked at every width by sweep()
    return;
  }
  expect(status, path).toBe(200);
  if (CONTENT_H1[path]) await expect(page.locator('main h1')).toHaveText(CONTENT_H1[path]);
  const meta = pageMeta(path);
  // The page in each language and x-default, as the server wrote them (issue 31).
  const alternates = await page.locator('head link[rel=alternate][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  expect(alternates, `${path}: hreflang alternates`).toEqual(meta.alternates.map((a) => [a.hreflang, a.href]));
  await expect(page).toHaveTitle(meta.title);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', meta.canonical!);
  await expect(page.locator('meta[name=description]')).toHaveAttribute('content', meta.description);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', meta.title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', meta.description);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', meta.canonical!);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const remote = routeTable.find((route) => route.path === pathWithoutLocale(path))!.remote;
  const expectedType = pathWithoutLocale(path) === '/' ? 'Organization' : remote === 'mfe_products' ? 'Product' : null;
  expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']), `${path}: JSON-LD`).toEqual(expectedType ? [expectedType] : []);
}

/**
 * At 360 px each route is a deep link; at 1280 px the first is a page load and the others
 * client-side navigations in the same page. Returns every problem found.
 */
async function sweep(page: Page, csp: Watch, list: readonly string[], width: number): Promise<string[]> {
  const deepLinks = width < 1000;
  const found: string[] = [];
  // Requests to any origin but these two (http(s) only: data: and blob: are the page's own).
  const ownOrigins = new Set([new URL(test.info().project.use.baseURL!).origin, new URL(ADMIN_HOST).origin]);
  let otherOrigins: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && !ownOrigins.has(url.origin)) otherOrigins.push(request.url());
  });
  page.on('console', (message) => {
    // The 404 page's own status is the only resource error Chrome may log.
    const ownStatus = pathWithoutLocale(new URL(page.url()).pathname) === NOT_FOUND_PATH && /the server responded with a status of 404/.test(message.text());
    if (message.type() === 'error' && !ownStatus) found.push(`${page.url()} @${width}: console error: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => found.push(`${page.url()} @${width}: page error: ${error.message}`));
  // The h1 the server sent, kept to compare with the h1 after hydration.
  if (deepLinks) {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __serverHeading: Element | null }).__serverHeading = document.querySelector('main h1');
      });
    });
  }
  for (const [i, path] of list.entries()) {
    await test.step(`${path} @${width}`, async () => {
      otherOrigins = [];
      if (deepLinks) {
        const response = await page.goto(path);
        await waitForScreen(page, path);
        // Hydrated, not rendered again: the server's h1 is the node the page keeps.
        const kept = await page.evaluate(() => {
          const heading = (window as unknown as { __serverHeading: Element | null }).__serverHeading;
          return Boolean(heading?.isConnected && heading === document.querySelector('main h1'));
        });
        if (!kept) found.push(`${path} @${width}: the server-rendered h1 was not kept (rendered again instead of hydrated)`);
        await checkDocument(page, path, response?.status());
      } else if (i === 0) await openScreen(page, path);
      else await navigateWithin(page, path);
      if (path === NOT_FOUND_PATH) await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      if (pathWithoutLocale(path) === NOT_FOUND_PATH && path !== NOT_FOUND_PATH) await expect(page.getByRole('heading', { level: 1, name: 'പേജ് കണ്ടെത്തിയില്ല' })).toBeVisible();
      if (!deepLinks) await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
      // Axe on every route at 360 in both languages and at 1280 in English; on a Malayalam page at
      // 1280 only on the part's first (the header as it loads), since what axe checks there is the
      // same components and colours as the English page at 1280, with the same text as the Malayalam
      // page at 360. The header and footer, the same on every page of a language but for the
      // current page's mark, are checked on the part's first route (their menus open: 'header
      // menus open' below). The checks below (overflow, console, CSP) run on every route.
      const exclude = i === 0 ? [] : ['#root > header', '#root > footer'];
      if (deepLinks || localeOfPath(path) !== 'ml' || i === 0) found.push(...(await test.step('axe', () => axeViolations(page, `${path} @${width}`, { exclude }))));
      // Nothing may scroll sideways at any width (issue 18's 360 px guard rides on this sweep).
      // Nor may the main content overflow its column (clipped instead of scrolling, say).
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        main: (document.querySelector('main')?.scrollWidth ?? 0) - document.documentElement.clientWidth,
      }));
      if (overflow.page > 0) found.push(`${path} @${width}: the page scrolls sideways by ${overflow.page} px`);
      if (overflow.main > 0) found.push(`${path} @${width}: the main content is ${overflow.main} px wider than the window`);
      // Lazy images below the fold load too, under the page's policy.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await csp.settled();
      if (deepLinks) {
        // Third parties (video, maps) only when the visitor asks: nothing on load.
        await page.waitForLoadState('networkidle');
        if (otherOrigins.length > 0) found.push(`${path} @${width}: requests on load to origins besides the site's and the admin host's: ${otherOrigins.join(', ')}`);
      }
    });
  }
  // A violation event is queued as a task: let the page run one more round before reading.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  found.push(...(await csp.violations()).map((violation) => `CSP: ${violation}`));
  return found;
}

for (const width of WIDTHS) {
  test.describe(`every route at ${width} px`, () => {
    test.use({ viewport: { width, height: VIEWPORT_HEIGHT } });
    parts.forEach((list, i) => {
      test(`part ${(i % PARTS) + 1}/${PARTS}${i >= PARTS ? " (ml)" : ""}: ${list[0]} … ${list.at(-1)}`, async ({ page }) => {
        // A bound for a busy machine, not an expectation: about 2–4 s a route normally (a deep link at 360 px).
        test.setTimeout(list.length * 15_000);
        const csp = await watchCsp(page);
        expectNoViolations(await sweep(page, csp, list, width));
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
      const csp = await watchCsp(page);
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
          await expect(dialog.locator('iframe[src^="https://www.google.com/"]')).toBeAttached();
          found.push(...(await axeViolations(page, `dealer modal with map @${width}`)));
          mapShown = true;
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
      expect(mapShown, 'a Kollam dealer with a map location').toBe(true);

      // Blog posts: every post's sanitised HTML and images (from the admin host) under the page's
      // policy; axe on the first.
      await navigateWithin(page, '/blog');
      const readMe = page.locator('main').getByRole('button', { name: /^Read me/ });
      await expect(readMe.first()).toBeVisible();
      for (let i = 0; i < (await readMe.count()); i += 1) {
        await readMe.nth(i).click();
        await expect(dialog).toBeVisible();
        await expect(dialog.locator('p, li').first()).toBeVisible();
        if (i === 0) found.push(...(await axeViolations(page, `blog modal @${width}`)));
        await csp.settled();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }

      // Gallery lightbox, and its next picture.
      await navigateWithin(page, '/gallery');
      await page.locator('main').getByRole('button', { name: /^View larger: / }).first().click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
      found.push(...(await axeViolations(page, `gallery lightbox @${width}`)));
      await dialog.getByRole('button', { name: /Next/ }).click();
      await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      await csp.settled();
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      found.push(...(await csp.violations()).map((violation) => `CSP: ${violation}`));
      expectNoViolations(found);
    });
  }
});

test.describe('forms with their errors, embeds shown', () => {
  for (const width of WIDTHS) {
    test(`every form submitted empty, every video and map facade opened, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
      const csp = await watchCsp(page);
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
        // The enquiry form Contact frames from the start: by default the admin host's sample form.
        if (path === '/contact') await expect(page.locator('main iframe[title="Enquiry form"]')).toHaveAttribute('src', `${ADMIN_HOST}/enquiry-form/`);
        const facades = page.locator('main').getByRole('button', { name: /^(Play video|Show map): / });
        const count = await facades.count();
        expect(count, `${path} has an embed facade`).toBeGreaterThan(0);
        for (let i = 0; i < count; i += 1) await facades.first().click();
        await expect(facades).toHaveCount(0);
        if (path !== '/contact') await expect(page.locator('main iframe[src*="youtube-nocookie.com"]').first()).toBeAttached();
        found.push(...(await axeViolations(page, `${path} embeds shown @${width}`)));
      }
      // The frames are allowed by the page's policy even if they cannot load here.
      await expect(page.locator(`main iframe[src="${siteConfig.mapEmbedUrl}"]`)).toBeAttached();
      await csp.settled();
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      found.push(...(await csp.violations()).map((violation) => `CSP: ${violation}`));
      expectNoViolations(found);
    });
  }
});
