import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2.1: the page scrolls to the top on every path change — a change, not the first render.
 * A server-rendered page hydrates after the visitor may already have scrolled (the script loads
 * after the first paint, or at their first touch or key): scrolling them back to the top then
 * would pull the form they are filling out from under their finger. The browser itself puts a
 * freshly loaded page at its top or where a reload or back left it.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== pathname) window.scrollTo(0, 0);
    shown.current = pathname;
  }, [pathname]);
}
