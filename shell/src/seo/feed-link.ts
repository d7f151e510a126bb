// Relative imports: the shell's page server (shell/server/, under tsx without the workspace alias) loads this file too.
import { INVESTOR_ARCHIVE_ENDPOINTS } from '../../../shared/src/contract/investor-archive';
import { findRoute } from '../routes/route-table';

// The investor pages announce the admin host's Atom feed of investor documents (issue 17), so feed
// readers and aggregators find it from any of them. Written by the server into the page it sends
// and kept in step by the client on navigation.

export interface FeedLink {
  href: string;
  title: string;
}

export const INVESTOR_FEED_TITLE = 'Investor announcements';

/**
 * The feed a page links to: the investor feed on investor pages, none elsewhere. `title` is the
 * link's title in the page's language (the shell's 'feed.title' message; pageMeta passes it): a
 * feed reader offers it to the reader of that page. The feed itself stays English.
 */
export function feedLinkFor(pathname: string, adminHost: string, title: string = INVESTOR_FEED_TITLE): FeedLink | null {
  if (findRoute(pathname)?.remote !== 'mfe_investors') return null;
  return { href: `${adminHost.replace(/\/+$/, '')}${INVESTOR_ARCHIVE_ENDPOINTS.feed}`, title };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The <link rel="alternate"> tag of a feed, '' for none. */
export function feedLinkTag(link: FeedLink | null): string {
  return link ? `<link rel="alternate" type="application/atom+xml" title="${attr(link.title)}" href="${attr(link.href)}" />` : '';
}
