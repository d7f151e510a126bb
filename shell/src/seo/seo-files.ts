import { siteConfig } from '@site/shared/config/site-config';
import { routeTable } from '../routes/route-table';

/** Routed pages that are not content to index: the placeholder and the search results view. */
const NOT_IN_SITEMAP = new Set(['/investors/no-data', '/investors/search']);

/** sitemap.xml: every routed screen once (aliases such as /product point at their screen). */
export function sitemapXml(): string {
  const paths = [...new Set(routeTable.filter((r) => !NOT_IN_SITEMAP.has(r.path)).map((r) => r.screen))];
  const escape = (s: string) => s.replace(/&/g, '&amp;');
  const urls = paths.map((p) => `  <url><loc>${escape(new URL(p, siteConfig.siteUrl).href)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteConfig.siteUrl).href}\n`;
}
