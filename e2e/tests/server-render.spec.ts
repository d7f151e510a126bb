// Issue 15: every page arrives as HTML with its screen and the admin host's data (the shell's frame
// from its server build, each screen from its remote's server code loaded at run time), readable
// without JavaScript; with JavaScript the browser hydrates that HTML without a single error (checked
// on every route, in both languages, by the route sweep: a11y-sweep.spec.ts).
// One React in the server process: the remotes' server code gets the page server's react,
// react-dom and react-router (shell/server/server-code.ts, unit-tested there); a second copy would
// fail every hook ("Invalid hook call") and leave that section to the browser, which the first
// test below forbids on every route.
import type { Browser, Page } from '@playwright/test';
import {
  ADMIN_API_PATHS,
  DOCUMENT_LISTS,
  POLICIES_LIST,
  type DocumentListContract,
} from '../../shared/src/contract/admin-api.ts';
import { routeTable } from '../../shell/src/routes/route-table.ts';
import { appUrl } from '../../shell/server/apps.ts';
import { pageMeta } from '../../shell/src/seo/page-meta.ts';
import { CONTENT_H1 } from './support/content-h1.ts';
import { ADMIN_HOST, expect, test } from './support/fixtures.ts';
import { inlineScripts } from './support/inline-scripts.ts';

const NOT_FOUND_PATH = '/no/such/page';
const PATHS = [...routeTable.map((route) => route.path), NOT_FOUND_PATH];

type Row = Record<string, unknown>;
const adminList = async (path: string): Promise<Row[]> => {
  const answer = (await (await fetch(ADMIN_HOST + path)).json()) as unknown;
  const rows = Array.isArray(answer) ? answer : (answer as { data?: unknown })?.data;
  return Array.isArray(rows) ? (rows as Row[]) : [];
};
const texts = (rows: Row[], field: string) => [...new Set(rows.map((row) => String(row[field] ?? '').trim()).filter(Boolean))];

/** Where each admin-host list must already be in the HTML, and which field names its rows. */
const documentListPaths: Record<string, DocumentListContract> = {
  '/investors/disclosures-under-regulation': DOCUMENT_LISTS.disclosure,
  '/investors/press-release': DOCUMENT_LISTS['press-release'],
  '/investors/annual-report': DOCUMENT_LISTS['annual-report'],
  '/investors/annual-return': DOCUMENT_LISTS['annual-return'],
  '/investors/financial-result': DOCUMENT_LISTS['financial-result'],
  '/investors/board-meeting': DOCUMENT_LISTS['board-meeting'],
  '/investors/general-meeting': DOCUMENT_LISTS['general-meeting'],
  '/investors/complainces': DOCUMENT_LISTS.compliance,
  '/investors/other-announcements': DOCUMENT_LISTS['other-announcement'],
  '/investors/policies': POLICIES_LIST,
};
const otherLists: { pages: string[]; endpoint: string; field: string; within: string }[] = [
  { pages: ['/investors/board-of-directors'], endpoint: ADMIN_API_PATHS.boardOfDirectors, field: 'name', within: 'main' },
  { pages: ['/investors/committee'], endpoint: ADMIN_API_PATHS.committees, field: 'name_Of_Director', within: 'main' },
  { pages: ['/investors/shareholders-pattern'], endpoint: ADMIN_API_PATHS.shareholdersPattern, field: 'Name', within: 'main' },
  { pages: ['/investors/material-documents'], endpoint: ADMIN_API_PATHS.materialDocuments, field: 'File_Name', within: 'main' },
  { pages: ['/', '/about', '/blog'], endpoint: ADMIN_API_PATHS.blogPosts, field: 'blog_title', within: 'main' },
  { pages: ['/careers'], endpoint: ADMIN_API_PATHS.careerOpenings, field: 'position', within: 'main' },
  { pages: ['/dealer-networks'], endpoint: ADMIN_API_PATHS.states, field: 'name', within: 'main select' },
];

/** The texts of the admin host's data a path's HTML must hold, read from the admin host right now. */
async function expectedData(path: string): Promise<{ within: string; names: string[] }[]> {
  const found: { within: string; names: string[] }[] = [];
  const list = documentListPaths[path];
  if (list) found.push({ within: 'main', names: texts(await adminList(list.path), list.nameField).slice(0, 6) });
  for (const { pages, endpoint, field, within } of otherLists) {
    if (pages.includes(path)) found.push({ within, names: texts(await adminList(endpoint), field).slice(0, path === '/' || path === '/about' ? 1 : 6) });
  }
  return found;
}

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe.configure({ timeout: 120_000 });

/** HTML text as a reader gets it: tags (and React's text separators) dropped, entities decoded, spaces folded. */
function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
const attribute = (html: string, pattern: RegExp) => {
  const value = pattern.exec(html)?.[1];
  return value === undefined ? undefined : textOf(value);
};
const element = (html: string, tag: string) => new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? '';

/** The checks every route's HTML gets, on the HTML as sent (the browser pass below renders a few of them). */
async function checkHtml(path: string, html: string, offers: readonly string[]): Promise<void> {
  // Nothing left to the browser. The one script run inline is the page-start code at the end of the
  // body (the CSP allows it by hash, no other); the rest are JSON data blocks or files.
  expect(html, path).not.toContain('<!--$!-->');
  const inline = inlineScripts(html).map(({ attributes }) => attributes);
  expect(inline, `${path}: inline scripts`).toEqual([` data-main="${/data-main="([^"]+)"/.exec(html)?.[1]}"`]);
  expect(html.trimEnd(), `${path}: page-start last in the body`).toMatch(/<script data-main="[^"]+">[^<]*<\/script><\/body><\/html>$/);
  const main = element(html, 'main');
  expect(textOf(element(main, 'h1')), `${path}: main h1`).not.toBe('');
  expect(element(html, 'header'), `${path}: header`).not.toBe('');
  expect(element(html, 'footer'), `${path}: footer`).not.toBe('');
  const meta = pageMeta(path);
  expect(attribute(html, /<title>([^<]*)<\/title>/), `${path}: title`).toBe(meta.title);
  expect(attribute(html, /<meta name="description" content="([^"]*)"/), `${path}: description`).toBe(meta.description);
  if (meta.canonical) expect(attribute(html, /<link rel="canonical" href="([^"]*)"/), `${path}: canonical`).toBe(meta.canonical);
  // The Initial Public Offer entries of the Investors menu, from the admin host, on every page.
  const header = element(html, 'header');
  for (const name of offers) expect(header, `${path}: offer ${name}`).toContain(`download="${name.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}.pdf"`);
  const mainText = textOf(main);
  for (const { names } of await expectedData(path)) {
    expect(names.length, `${path}: the admin host has rows to show`).toBeGreaterThan(0);
    for (const name of names) expect(mainText, `${path}: ${name}`).toContain(name.replace(/\s+/g, ' '));
  }
}

/** Routes also rendered by a browser without JavaScript: visible landmarks, the build's CSS, located data. */
const BROWSER_PATHS = ['/', '/investors/annual-report', '/dealer-networks', NOT_FOUND_PATH];

test('without JavaScript every route is complete HTML: status, h1, header, footer, head tags and the admin host\'s data', async ({ browser, request }) => {
  const offers = texts(await adminList(ADMIN_API_PATHS.initialPublicOffers), 'document_Name');
  const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  expect(offers.length).toBeGreaterThan(0);
  // Every route's HTML as sent (a request: what a browser without script or a crawler reads).
  for (const path of PATHS) {
    await test.step(path, async () => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
      await checkHtml(path, await response.text(), offers);
    });
  }
  // A few rendered by the browser with script off: what the visitor sees, styled.
  await withoutJavaScript(browser, async (page) => {
    for (const path of BROWSER_PATHS) {
      await test.step(`${path} in a browser`, async () => {
        await page.goto(path);
        await expect(page.locator('main h1').first(), path).not.toBeEmpty();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // Styled by the browser build's CSS: the server's class names are the browser's (spec §9 header colour).
        await expect(page.locator('header [data-header-bar]')).toHaveCSS('background-color', 'rgb(0, 79, 135)');
        await expect(page).toHaveTitle(pageMeta(path).title);
        for (const name of offers) await expect(mainNav(page).locator(`a[download="${name}.pdf"]`)).toBeAttached();
        for (const { within, names } of await expectedData(path)) {
          for (const name of names) await expect(page.locator(within).getByText(name).first(), `${path}: ${name}`).toBeAttached();
        }
      });
    }
  });
});

test('without JavaScript links work and a filtered investor view is rendered as shared', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('main h1')).toHaveText(CONTENT_H1['/blog']!);

    const [newest] = await adminList(DOCUMENT_LISTS['annual-report'].path);
    const name = String(newest![DOCUMENT_LISTS['annual-report'].nameField]);
    await page.goto(`/investors/annual-report?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('searchbox')).toHaveValue(name);
    await expect(page.locator('main').getByText(name).first()).toBeAttached();
    await expect(page.locator('main').getByText(/^1 document$/).first()).toBeAttached();

    // The filter form works without script too: Enter sends ?year=&q= and the server renders that view.
    await page.goto('/investors/annual-report');
    await page.getByRole('searchbox').fill(name);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(name).replace(/%20/g, '\\+')}`));
    await expect(page.getByRole('searchbox')).toHaveValue(name);
    await expect(page.locator('main').getByText(/^1 document$/).first()).toBeAttached();
  });
});

test("the server code pages are rendered with is not public: its files answer 404 on every origin (issue 27)", async ({ request }) => {
  for (const url of [
    '/server/render.cjs',
    '/mf/mfe-products/local/server/screens.cjs',
    '/mf/mfe-investors/local/server/screens.cjs',
    `${appUrl('mfe-products')}/server/screens.cjs`,
    `${appUrl('mfe-content')}/server/screens.cjs`,
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).not.toContain('require(');
  }
  // …while the page server still renders with it (read from disk): the product screen is in the HTML.
  const page = await request.get('/product/solvent');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<h1');
});
