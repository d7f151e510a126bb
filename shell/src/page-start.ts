// The first script of every shell page, under 1 KB: it loads the shell's main script (the Module
// Federation runtime, React, the hydration) from its data-main attribute. A server-rendered page is
// complete without that code, so it is fetched only once the page has loaded (its CSS and eager
// images, the LCP one among them) and has been painted: no script competes with the first frame for
// bandwidth or main-thread time. A visitor's first input (touch, key, focus) fetches it at once, and
// a page without server HTML needs the code to show anything: at once too.
// The build writes this code inline at the end of the page's body (tools/build/page-start.ts); the
// page servers' CSP allows it by its hash.

/** The browser window (with its constructors), or a test's stand-in. */
type PageWindow = Window & typeof globalThis;

/** The main script starts at the latest this long after page-start ran, whatever `load` and paint do. */
export const START_LIMIT_MS = 3000;
/**
 * A paint is timed when it is presented, which can trail the frame that drew it by a frame or
 * two: the main script is requested this long after the first contentful paint has been reported.
 */
export const AFTER_PAINT_MS = 50;

/** Calls `then` once the browser has reported the page's first contentful paint. */
function whenPainted(win: PageWindow, then: () => void): void {
  const painted = () => win.performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || typeof win.PerformanceObserver !== 'function') return then();
  const observer = new win.PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** What a visitor does first on a page they are about to use: the code is wanted now. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Runs `run` once the page has loaded and painted, at the visitor's first input, or after START_LIMIT_MS. */
export function afterLoadAndPaint(win: PageWindow, run: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) win.removeEventListener(type, start, true);
    run();
  };
  // Someone who starts filling a form before the page has loaded should not wait for its pictures.
  for (const type of INTENT_EVENTS) win.addEventListener(type, start, { capture: true, passive: true });
  const loaded = () => whenPainted(win, () => win.setTimeout(start, AFTER_PAINT_MS));
  if (win.document.readyState === 'complete') loaded();
  else win.addEventListener('load', loaded, { once: true });
  win.setTimeout(start, START_LIMIT_MS);
}

export function loadMainScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.src = src;
  doc.head.append(script);
}

export function startPage(win: PageWindow, self: HTMLOrSVGScriptElement | null): void {
  const src = self instanceof win.HTMLScriptElement ? self.dataset.main : undefined;
  if (!src) throw new Error('page-start: its script tag names no data-main script');
  const serverRendered = Boolean(win.document.getElementById('root')?.firstElementChild);
  if (serverRendered) afterLoadAndPaint(win, () => loadMainScript(win.document, src));
  else loadMainScript(win.document, src);
}

if (typeof document !== 'undefined' && document.currentScript) startPage(window, document.currentScript);
