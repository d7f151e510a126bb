import { test as base, expect, type Page } from '@playwright/test';

export { ADMIN_HOST, SITE } from './ports.ts';

/**
 * `test` with a page that records uncaught errors; every test fails if the page threw one.
 * Console errors are collected too, for tests that assert on them (e.g. 'Error fetching data:').
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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
