import { localeOfPath, pathWithoutLocale } from '@site/shared/i18n/locales';
import { findRoute } from '../routes/route-table';

/** What a click on a link says about itself (a DOM MouseEvent has all of it). */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The parts of an <a> and of the page's location the decision reads. */
export interface LinkTarget {
  href: string;
  target: string;
  download: boolean;
}

/**
 * The router path a click on a plain <a> (one React does not handle, e.g. inside a part of the page
 * kept as the server sent it, StaticHtml) should be followed to in the page, or null when the
 * browser should follow it as usual: a click already handled (a <Link> did it), not a plain
 * left click (a new tab, a download), another target, another site, another language (that loads
 * the other page, as the language switch does), a jump within this page, or a path that is not one
 * of the site's screens (the server answers redirects and 404s).
 */
export function plainLinkPath(click: LinkClick, link: LinkTarget, page: { href: string }): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== '_self') || link.download) return null;
  let url: URL;
  let here: URL;
  try {
    url = new URL(link.href, page.href);
    here = new URL(page.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (localeOfPath(url.pathname) !== localeOfPath(here.pathname)) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  const path = pathWithoutLocale(url.pathname);
  if (!findRoute(path)) return null;
  return `${path}${url.search}${url.hash}`;
}
