// Records every Content-Security-Policy violation a page reports, from its first script on:
// violation events, console reports and requests the browser blocked. Used by the route sweep
// (every route) and by security-headers.spec (the pieces that load third-party or admin content).
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';


export interface Watch {
  /** Reports of our own pages' policy: violation events, console reports and blocked requests. */
  violations(): Promise<string[]>;
  /** Waits until none of the page's requests to our own origins is still in flight. */
  settled(): Promise<void>;
}

/** A URL our local stack serves (plain http on localhost): the origins whose CSP reports and requests we watch. */
export const isServedByOurStack = (url: string) => /^http:\/\/localhost:\d+\//.test(url);

/** Records every CSP violation from the first script on: events, console reports, blocked requests. */
export async function watchCsp(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => found.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`),
      true,
    );
  });
  const reported: string[] = [];
  page.on('console', (message) => {
    // Our pages' reports only: a third-party frame's own policy is not ours to judge.
    if (/Content.Security.Policy/i.test(message.text()) && (isServedByOurStack(message.location().url) || !message.location().url)) {
      reported.push(`console: ${message.text()}`);
    }
  });
  const inFlight = new Set<unknown>();
  page.on('request', (r) => {
    if (isServedByOurStack(r.url())) inFlight.add(r);
  });
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => {
    inFlight.delete(r);
    if (/BLOCKED_BY_CSP/.test(r.failure()?.errorText ?? '')) reported.push(`blocked request: ${r.url()}`);
  });
  return {
    async violations() {
      const events = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      return [...events, ...reported];
    },
    async settled() {
      await expect.poll(() => inFlight.size, { message: 'requests to our origins settle', intervals: [50] }).toBe(0);
    },
  };
}
