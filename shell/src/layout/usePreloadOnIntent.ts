import { useEffect } from 'react';
import { preloadPath } from '../remotes/remote-loader';

/**
 * Preloads a route's remote when the visitor points at or focuses a link to it: one listener for
 * every link on the page, the header's and those inside remotes alike.
 */
export function usePreloadOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      preloadPath(link.pathname);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}
