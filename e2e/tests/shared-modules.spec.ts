// The shell's build checks its shared versions (react, react-dom, the router, axios) against the
// ranges the site's builds require, with the federation runtime's own `satisfy`; on the page the
// runtime then hands those modules out without parsing a version again, in the shell and in every
// remote (issue 30, tools/build/checked-shares-plugin.ts). Seen from outside: how many of the
// runtime's semver regular expressions a page builds while it starts. A remote's standalone page
// has no shell, so its runtime still checks: the control that the count sees those checks at all.
import type { Page } from '@playwright/test';
import { appUrl } from '../../tools/serve/stack.ts';
import { expect, test } from './support/fixtures.ts';

/** Counts `new RegExp(...)` of the runtime's version pattern (major.minor.patch) from the first script on. */
async function countSemverParsing(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const Native = RegExp;
    let count = 0;
    globalThis.RegExp = new Proxy(Native, {
      construct(target, args: [string | RegExp, string?]) {
        if (String(args[0]).includes('([0-9]+)\\.([0-9]+)\\.([0-9]+)')) count++;
        return Reflect.construct(target, args) as RegExp;
      },
    });
    Object.defineProperty(globalThis, '__semverRegExps', { get: () => count });
  });
  return () => page.evaluate(() => (globalThis as unknown as { __semverRegExps: number }).__semverRegExps);
}

test('a site page starts its shell and remote without checking a shared version again', async ({ page, consoleErrors }) => {
  const semverParsing = await countSemverParsing(page);
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/dealer-networks');
  await expect(page.locator('main h1').first()).toHaveText(/dealer/i);
  // Into a second remote, whose entry makes its own federation instance on the page's runtime.
  await page.locator('footer').getByRole('link', { name: /investors/i }).first().click();
  await expect(page).toHaveURL(/\/investors$/);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await semverParsing()).toBe(0);
  expect(warnings.filter((text) => /satisfy|shared/i.test(text))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a remote’s standalone page, with no shell, still checks its shared versions itself', async ({ page }) => {
  const semverParsing = await countSemverParsing(page);
  await page.goto(`${appUrl('mfe-dealers')}/dealer-networks`);
  await expect(page.locator('main h1').first()).toHaveText(/dealer/i);
  expect(await semverParsing()).toBeGreaterThan(0);
});
