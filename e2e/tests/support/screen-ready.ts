// When a screen has finished rendering: its h1 shown, no loader or busy region, its admin-host data
// on the page. Shared by the e2e helpers (support/a11y.ts) and `pnpm screenshots` (tools/screenshots.ts),
// so both wait for the same thing. No Playwright imports: screenReady runs in the page.

/**
 * What each screen shows once the admin host's data arrived (the seeded database has data for all
 * of them), as a selector. Screens not listed render static data only; the investor lists mark
 * themselves aria-busy until their answer is in, which `waitForScreen` checks on every screen.
 */
export const DATA_READY: Record<string, string> = {
  '/': '#blog-highlights-heading',
  '/about': '#blog-highlights-heading',
  '/blog': 'section[aria-labelledby="posts-heading"] li button',
  '/career': '#openings-heading',
  '/dealer-networks': 'main select[name="state"] option:nth-child(2)',
};

/** The data selector of a path; a Malayalam route (/ml/…) waits for the same data as its English twin. */
export function dataReadySelector(path: string): string | null {
  const pathname = path.split('?')[0]!;
  return DATA_READY[pathname] ?? DATA_READY[pathname.replace(/^\/ml(?=\/|$)/, '') || '/'] ?? null;
}

/** In the page: whether the screen at `path` has finished loading (waitForScreen in support/a11y.ts polls it). */
export function screenReady({ path, data }: { path: string; data: string | null }): boolean {
  // A path with a query ('/investors/annual-report?year=2024-25') is only reached with that query.
  const address = path.includes('?') ? location.pathname + location.search : location.pathname;
  const here = decodeURIComponent(address) === decodeURIComponent(path);
  const h1 = document.querySelector('main h1');
  const shown = (element: Element | null) =>
    element !== null && element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true });
  const loading = [...document.querySelectorAll('main [role="status"]')].some((status) => /Loading…|ലോഡ് ചെയ്യുന്നു…/.test(status.textContent ?? ''));
  return (
    here &&
    shown(h1) &&
    !loading &&
    !document.querySelector('main > [data-previous-screen]') &&
    !document.querySelector('[aria-busy="true"]') &&
    (data === null || document.querySelector(data) !== null)
  );
}
