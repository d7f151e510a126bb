// Helpers for the accessibility specs: wait until a screen has really finished (h1, no loader, the
// admin host's data on the page), and run axe with the WCAG 2.2 A/AA tags, reporting each
// violation with its rule, impact and target selectors so a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const WIDTHS = [1280, 360] as const;
export const VIEWPORT_HEIGHT = 800;

/**
 * What each screen shows once the admin host's data arrived (the seeded database has data for all
 * of them). Screens not listed render static data only; the investor lists mark themselves
 * aria-busy until their answer is in, which `waitForScreen` checks on every screen.
 */
const DATA_READY: Record<string, (page: Page) => Promise<void>> = {
  '/': (page) => expect(page.locator('#blog-highlights-heading')).toBeVisible(),
  '/about': (page) => expect(page.locator('#blog-highlights-heading')).toBeVisible(),
  '/blog': (page) => expect(page.locator('main').getByRole('button', { name: /^Read me/ }).first()).toBeVisible(),
  '/career': (page) => expect(page.locator('#openings-heading')).toBeVisible(),
  '/dealer-networks': (page) =>
    expect(page.locator('main').getByLabel('State', { exact: true }).locator('option').nth(1)).toBeAttached(),
};

/** Waits for the screen of `path` to finish loading: its h1, no loader or busy region, its API data. */
export async function waitForScreen(page: Page, path: string): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  // The shell's Suspense fallback (ScreenLoading) and any list still waiting for its answer.
  await expect(page.locator('main').getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await DATA_READY[path]?.(page);
}

/** Goes to `path` (a full page load) and waits for its screen. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForScreen(page, path);
}

/**
 * Client-side navigation to `path`, as a router link or the Back button does it (the router follows
 * popstate): far cheaper than a page load when sweeping many routes in one page. Waits until the
 * previous screen is gone (each route has its own keyed boundary, so none of its DOM is reused),
 * then for the new screen.
 */
export async function navigateWithin(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    for (const node of document.querySelectorAll('main > *')) node.setAttribute('data-previous-screen', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === new URL(path, url).pathname);
  await expect(page.locator('main > [data-previous-screen]')).toHaveCount(0);
  await waitForScreen(page, path);
}

/** One line per violation: where, rule, impact, what it is about, and every failing node's target. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Lighthouse's label-in-name check (WCAG 2.5.3) is still tagged experimental in axe, so the
    // tags alone leave it out: switched on explicitly.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    // Legacy mode runs axe in the page itself instead of gathering partial results in a new blank
    // page per call, which halves the time per check. It only skips cross-origin frames, and the
    // site's only frames are third-party embeds (maps, video, enquiry form): not our markup. The
    // <iframe> elements themselves (title, focus) are still checked.
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (v) =>
      `[${where}] ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n      ${v.nodes
        .map((node) => `${node.target.map(String).join(' >>> ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`)
        .join('\n      ')}`,
  );
}

/** Fails with the full list (every route/state of the test at once, so one run shows all of it). */
export function expectNoViolations(found: string[]): void {
  expect(found, `axe violations:\n${found.join('\n')}`).toEqual([]);
}
