import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_MS, START_LIMIT_MS, startPage } from './page-start';

/** A page as page-start sees it: its #root, readyState, load event and paint entries are ours to move. */
function fakePage({ serverRendered }: { serverRendered: boolean }) {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = serverRendered ? '<div id="root"><main><h1>Annual Report</h1></main></div>' : '<div id="root"></div>';
  let readyState: DocumentReadyState = 'interactive';
  Object.defineProperty(doc, 'readyState', { get: () => readyState });
  // What page-start adds to the head, kept instead of appended (the test environment would fetch it).
  const added: HTMLScriptElement[] = [];
  doc.head.append = (...nodes: (Node | string)[]) => void added.push(...(nodes as HTMLScriptElement[]));
  const paints: string[] = [];
  const observers = new Set<() => void>();
  const listeners = new Map<string, Set<() => void>>();
  const win = {
    document: doc,
    HTMLScriptElement: doc.defaultView?.HTMLScriptElement ?? HTMLScriptElement,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    addEventListener: (type: string, fn: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(fn)),
    removeEventListener: (type: string, fn: () => void) => listeners.get(type)?.delete(fn),
    performance: { getEntriesByName: (name: string) => paints.filter((paint) => paint === name) },
    PerformanceObserver: class {
      constructor(private readonly notify: () => void) {}
      observe() {
        observers.add(this.notify);
      }
      disconnect() {
        observers.delete(this.notify);
      }
    },
  };
  const self = doc.createElement('script');
  self.dataset.main = '/static/js/main.abc.js';
  return {
    start: () => startPage(win as unknown as Window & typeof globalThis, self),
    mainScripts: () => added.map((script) => script.getAttribute('src')),
    load: () => {
      readyState = 'complete';
      listeners.get('load')?.forEach((listener) => listener());
    },
    dispatch: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    listening: (type: string) => listeners.get(type)?.size ?? 0,
    paint: () => {
      paints.push('first-contentful-paint');
      observers.forEach((notify) => notify());
    },
  };
}

describe('page-start: the main script waits for a server-rendered page to load and paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a page without server HTML loads the main script at once', () => {
    const page = fakePage({ serverRendered: false });
    page.start();
    expect(page.mainScripts()).toEqual(['/static/js/main.abc.js']);
  });

  it('a server-rendered page loads it after load, the first paint and a short settle, once', () => {
    const page = fakePage({ serverRendered: true });
    page.start();
    expect(page.mainScripts()).toEqual([]);
    page.load();
    vi.advanceTimersByTime(AFTER_PAINT_MS * 2);
    expect(page.mainScripts()).toEqual([]); // loaded, not yet painted
    page.paint();
    vi.advanceTimersByTime(AFTER_PAINT_MS - 1);
    expect(page.mainScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.mainScripts()).toEqual(['/static/js/main.abc.js']);
    vi.advanceTimersByTime(START_LIMIT_MS);
    expect(page.mainScripts()).toHaveLength(1);
  });

  it('a page painted before it loaded starts right after load', () => {
    const page = fakePage({ serverRendered: true });
    page.start();
    page.paint();
    page.load();
    vi.advanceTimersByTime(AFTER_PAINT_MS);
    expect(page.mainScripts()).toEqual(['/static/js/main.abc.js']);
  });

  it('a page whose load never comes (a stalled image) still starts after the limit', () => {
    const page = fakePage({ serverRendered: true });
    page.start();
    vi.advanceTimersByTime(START_LIMIT_MS - 1);
    expect(page.mainScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.mainScripts()).toEqual(['/static/js/main.abc.js']);
  });

  it('a visitor who starts using the page before it has loaded gets the code at once, once', () => {
    const page = fakePage({ serverRendered: true });
    page.start();
    page.dispatch('focusin');
    expect(page.mainScripts()).toEqual(['/static/js/main.abc.js']);
    expect(page.listening('focusin') + page.listening('pointerdown') + page.listening('keydown')).toBe(0);
    page.load();
    page.paint();
    vi.advanceTimersByTime(START_LIMIT_MS);
    expect(page.mainScripts()).toHaveLength(1);
  });

  it('a script tag without data-main is a build error, said clearly', () => {
    const page = fakePage({ serverRendered: true });
    expect(() => startPage(window, document.createElement('script'))).toThrow(/data-main/);
    expect(page.mainScripts()).toEqual([]);
  });
});
