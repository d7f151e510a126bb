import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { plainLinkPath } from './plain-link';

/**
 * Follows a plain same-site link with the router, as a <Link> would: one listener for the page.
 * Parts of a page the browser keeps as the server sent them (StaticHtml, issue 30) hold plain
 * <a> elements; without this a click on one would load the whole page again. It listens on the
 * document, after React's own listener on the root: a click a <Link> handled is already marked.
 */
export function useFollowPlainLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const path = plainLinkPath(event, { href: link.href, target: link.target, download: link.hasAttribute('download') }, window.location);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
