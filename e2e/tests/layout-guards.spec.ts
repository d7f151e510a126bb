// Layout guard of one visual system (issue 18): at 1440 px the top bar, the logo, the navigation
// bar, every page header, the main content and the footer share one content column (left and right
// edges within 1 px). The page header is the shared PageHeader on every route but Home, which opens
// with its own hero. No sideways scroll at 360 px is checked per route by the a11y sweep.
import type { Page } from '@playwright/test';
import { routeTable } from '../../shell/src/routes/route-table.ts';
import { navigateWithin, openScreen } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';

test.describe.configure({ timeout: 120_000 });

const NOT_FOUND_PATH = '/no/such/page';
const paths = [...routeTable.map((route) => route.path), NOT_FOUND_PATH];

/** Visits every path in one page (the first a page load, the rest client-side), checking each. */
async function everyRoute(page: Page, check: (path: string) => Promise<void>): Promise<void> {
  for (const [i, path] of paths.entries()) {
    if (i === 0) await openScreen(page, path);
    else await navigateWithin(page, path);
    await check(path);
  }
}

/**
 * Left and right edges (px) of the first element matching each selector: a column (.container) by
 * its content box (inside its gutters), anything else, such as the Get a Quote button, by its border box.
 */
async function edges(page: Page, selectors: Record<string, string>): Promise<Record<string, [number, number]>> {
  return page.evaluate((entries) => {
    const out: Record<string, [number, number]> = {};
    for (const [name, selector] of Object.entries(entries)) {
      const element = document.querySelector(selector);
      if (!element) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const inset = element.classList.contains('container');
      const px = (value: string) => (inset ? parseFloat(value) || 0 : 0);
      const left = box.left + px(style.paddingLeft) + px(style.borderLeftWidth);
      const right = box.right - px(style.paddingRight) - px(style.borderRightWidth);
      out[name] = [Math.round(left * 10) / 10, Math.round(right * 10) / 10];
    }
    return out;
  }, selectors);
}

test('header, page header, content and footer share one column at 1440 px', async ({ page }) => {
  test.setTimeout(paths.length * 6_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const misaligned: string[] = [];
  await everyRoute(page, async (path) => {
    const found = await edges(page, {
      'top bar': 'header > div:first-child > .container',
      'top bar first item': 'header > div:first-child > .container > :first-child',
      logo: '[data-header-bar] .container > a:first-child',
      'navigation bar': '[data-header-bar] .container',
      'Get a Quote': '[data-header-bar] .container > a[href="/quote"]',
      'page header': 'main [data-page-header] .container',
      'page title': 'main [data-page-header] h1',
      'main content': 'main .container:not([data-page-header] .container)',
      footer: 'footer > .container',
      'footer first column': 'footer > .container > :first-child',
      copyright: 'footer p.container',
    });
    const column = found['navigation bar'];
    if (!column) throw new Error(`${path}: no navigation bar`);
    const [left, right] = column;
    const sameLeft = ['top bar', 'top bar first item', 'logo', 'page header', 'page title', 'main content', 'footer', 'footer first column'];
    const sameRight = ['top bar', 'Get a Quote', 'page header', 'main content', 'footer'];
    const expected = path === '/' ? [] : ['page header', 'page title'];
    for (const name of expected) if (!found[name]) misaligned.push(`${path}: no ${name}`);
    for (const name of sameLeft) {
      const box = found[name];
      if (box && Math.abs(box[0] - left) > 1) misaligned.push(`${path}: ${name} starts at ${box[0]}, the column at ${left}`);
    }
    for (const name of sameRight) {
      const box = found[name];
      if (box && Math.abs(box[1] - right) > 1) misaligned.push(`${path}: ${name} ends at ${box[1]}, the column at ${right}`);
    }
    const copyright = found.copyright;
    if (copyright && Math.abs((copyright[0] + copyright[1]) / 2 - 720) > 1) misaligned.push(`${path}: the © line is centred at ${(copyright[0] + copyright[1]) / 2}`);
  });
  expect(misaligned).toEqual([]);
});
