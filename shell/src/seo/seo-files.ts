import { siteConfig } from '@site/shared/config/site-config';
import { HTML_LANG, LOCALES, pathInLocale } from '@site/shared/i18n/locales';
import { routeTable } from '../routes/route-table';

/** Routed pages that are not content to index: the placeholder and the search results view. */
const NOT_IN_SITEMAP = new Set(['/investors/no-data', '/investors/search']);

/**
 * sitemap.xml: every routed screen once per language (aliases such as /product point at their
 * screen), each with its alternates in every language and x-default (issue 31).
 */
export function sitemapXml(): string {
  const paths = [...new Set(routeTable.filter((r) => !NOT_IN_SITEMAP.has(r.path)).map((r) => r.screen))];
  const escape = (s: string) => s.replace(/&/g, '&amp;');
  const url = (path: string) => escape(new URL(path, siteConfig.siteUrl).href);
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...LOCALES.map((locale) => `    <xhtml:link rel="alternate" hreflang="${HTML_LANG[locale]}" href="${url(pathInLocale(path, locale))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
    ].join('\n');
    return LOCALES.map((locale) => `  <url>\n    <loc>${url(pathInLocale(path, locale))}</loc>\n${alternates}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteConfig.siteUrl).href}\n`;
}
