import { test as base, expect, type Page } from '@playwright/test';

export { ADMIN_HOST, SITE } from './ports.ts';

/**
 * `test` with a page that records uncaught errors; every test fails if the page threw one.
 * Console errors are collected too, for tests that assert on them (e.g. 'Error fetching data:').
 */
/**
 * A server-rendered page is visible before its script has hydrated it, and what a test does before
 * then (a click, a choice) is the browser's, not the screen's. Navigations of the test's page
 * therefore wait for the mark the shell sets once the route's screen is interactive
 * (shell/src/remotes/ScreenHydrated.tsx); pages that are not the shell's (no remote map snapshot)
 * do not wait. Bounded: a page that never hydrates fails on its own assertions.
 */
async function untilInteractive(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.getElementById('site-remote-map') || document.documentElement.dataset.hydrated !== undefined, undefined, { timeout: 15_000, polling: 50 })
    .catch(() => undefined);
}

export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (args[1]?.waitUntil !== 'commit') await untilInteractive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilInteractive(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
    const errors: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await use(errors);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Counts React DOM renderers on the page (each copy of react-dom registers with this hook). */
export async function installReactCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    (window as unknown as Record<string, unknown>).__reactRenderers = renderers;
  });
}

export function reactRendererCount(page: Page): Promise<number> {
  return page.evaluate(() => ((window as unknown as { __reactRenderers: unknown[] }).__reactRenderers ?? []).length);
}

/**
 * Arms a listener for the page's next mail draft (shared openMailDraft announces each one as a
 * 'site:maildraft' window event) and returns a function that waits for it. Arming is awaited
 * before the action that submits, so the listener can never miss the event.
 */
export async function armMailDraft(page: Page): Promise<() => Promise<string>> {
  await page.evaluate(() => {
    const w = window as unknown as { __nextMailDraft: string | null };
    w.__nextMailDraft = null;
    addEventListener('site:maildraft', (event) => (w.__nextMailDraft = (event as CustomEvent<string>).detail), { once: true });
  });
  return async () =>
    (await (
      await page.waitForFunction(() => (window as unknown as { __nextMailDraft: string | null }).__nextMailDraft)
    ).jsonValue()) as string;
}
