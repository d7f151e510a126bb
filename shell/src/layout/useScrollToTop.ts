import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2.1: the page scrolls to the top on every path change. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
