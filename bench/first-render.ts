// "Bytes before first render": the JS and CSS a page has fully downloaded by the time its screen
// first shows — the first paint with `main h1` in the DOM (the shell renders the route's screen
// inside <main>; every screen renders exactly one <h1>). Measured in Debian Chromium via
// Playwright, fresh context (empty cache), mobile viewport, no throttling. Sizes are gzip: each
// body is re-compressed with gzip level 9, exactly what the static server sends to a gzip-only
// client (it prefers br when offered, so transfer sizes in a real Chromium are smaller).
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { CHROME_FLAGS, chromiumPath, PHONE_CONTEXT } from './config.ts';

export interface LoadedFile {
  url: string;
  kind: 'js' | 'css' | 'other';
  gzipBytes: number;
  rawBytes: number;
  /** ms since navigation start when the response finished. */
  endMs: number;
}

export interface FirstRenderSample {
  /** ms since navigation start when `main h1` appeared; null if it never did. */
  firstRenderMs: number | null;
  h1: string | null;
  /** Largest contentful paint, unthrottled: when and which element. */
  lcp: { ms: number; element: string | null } | null;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsRequests: number;
  cssRequests: number;
  /** Every request (any type, document included) finished before first render. */
  requests: number;
  /** JS/CSS files before first render, biggest first (to see what dominates). */
  files: LoadedFile[];
  consoleErrors: string[];
}

/**
 * When the screen was first shown, from when `main h1` entered the DOM and the first contentful
 * paint: a heading parsed with the server's HTML shows with that paint, one rendered later by the
 * browser when it is added. Not from a layout box: asking for one makes the browser lay the page out
 * before its stylesheets have arrived, which a slow machine's parser reaches first (0 KiB "before
 * first render" in the December 2026 bench on a slower machine).
 */
export function firstRenderAt(h1AddedAt: number | null, firstContentfulPaintAt: number | null): number | null {
  return h1AddedAt === null || firstContentfulPaintAt === null ? null : Math.max(h1AddedAt, firstContentfulPaintAt);
}

/** Injected before any page script: notes when `main h1` was added and the first contentful paint. */
const WATCH_FIRST_RENDER = `(() => {
  const firstRenderAt = ${firstRenderAt.toString()};
  let h1AddedAt = null;
  let paintedAt = null;
  const settle = () => {
    if (window.__benchFirstRender != null) return;
    const at = firstRenderAt(h1AddedAt, paintedAt);
    if (at === null) return;
    window.__benchFirstRender = at;
    window.__benchH1 = (document.querySelector('main h1')?.textContent || '').trim();
  };
  new MutationObserver(() => {
    if (h1AddedAt === null && document.querySelector('main h1')) h1AddedAt = performance.now();
    settle();
  }).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) paintedAt = entry.startTime;
    settle();
  }).observe({ type: 'paint', buffered: true });
  // The LCP element of this unthrottled load, beside Lighthouse's simulated one.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      const text = el ? (el.getAttribute('alt') || el.textContent || '').trim().slice(0, 60) : '';
      window.__benchLcp = {
        ms: Math.round(entry.startTime),
        element: el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') + (text ? ' "' + text + '"' : '') : null,
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

export function kindOf(url: string, resourceType: string): LoadedFile['kind'] {
  const pathname = new URL(url).pathname;
  if (resourceType === 'script' || /\.m?js$/.test(pathname)) return 'js';
  if (resourceType === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return 'other';
}

/** Sums what finished by `firstRenderMs` (pure; unit-tested). */
export function summarizeBeforeRender(
  files: readonly LoadedFile[],
  firstRenderMs: number | null,
): Pick<FirstRenderSample, 'jsGzipBytes' | 'cssGzipBytes' | 'jsRequests' | 'cssRequests' | 'requests' | 'files'> {
  const before = firstRenderMs == null ? [] : files.filter((f) => f.endMs <= firstRenderMs);
  const js = before.filter((f) => f.kind === 'js');
  const css = before.filter((f) => f.kind === 'css');
  const sum = (list: readonly LoadedFile[]) => list.reduce((n, f) => n + f.gzipBytes, 0);
  return {
    jsGzipBytes: sum(js),
    cssGzipBytes: sum(css),
    jsRequests: js.length,
    cssRequests: css.length,
    requests: before.length,
    files: [...js, ...css].sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: CHROME_FLAGS.filter((f) => f !== '--headless') });
}

/** Loads one URL in a fresh context and measures what it loaded before its first render. */
export async function measureFirstRender(browser: Browser, url: string, timeoutMs = 30_000): Promise<FirstRenderSample> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_RENDER);
    const consoleErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));

    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const rendered = await page
      .waitForFunction(() => (window as unknown as { __benchFirstRender?: number }).__benchFirstRender != null, undefined, { timeout: timeoutMs })
      .then(() => true, () => false);
    // Let late responses of the first render finish so their bodies can be read.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

    const timing = await page.evaluate(() => {
      const w = window as unknown as {
        __benchFirstRender?: number;
        __benchH1?: string;
        __benchLcp?: { ms: number; element: string | null };
      };
      return {
        firstRenderMs: w.__benchFirstRender ?? null,
        h1: w.__benchH1 ?? null,
        lcp: w.__benchLcp ?? null,
        // Resource Timing gives responseEnd for cross-origin files too (no Timing-Allow-Origin needed).
        ends: Object.fromEntries(
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => [e.name, e.responseEnd]),
        ) as Record<string, number>,
        documentEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseEnd ?? 0,
      };
    });

    const files: LoadedFile[] = [];
    for (const response of responses) {
      const request = response.request();
      const isDocument = request.resourceType() === 'document';
      const endMs = isDocument ? timing.documentEnd : timing.ends[response.url()];
      if (endMs == null) continue; // not in Resource Timing (e.g. a service worker request): skip
      const body = await response.body().catch(() => Buffer.alloc(0));
      files.push({
        url: response.url(),
        kind: isDocument ? 'other' : kindOf(response.url(), request.resourceType()),
        gzipBytes: body.length ? gzipSync(body, { level: 9 }).length : 0,
        rawBytes: body.length,
        endMs: Math.round(endMs),
      });
    }
    const firstRenderMs = rendered && timing.firstRenderMs != null ? Math.round(timing.firstRenderMs) : null;
    return { firstRenderMs, h1: timing.h1, lcp: timing.lcp, ...summarizeBeforeRender(files, firstRenderMs), consoleErrors };
  } finally {
    await context.close();
  }
}
