// The head of a server-rendered page (issue 15): the route's title, description, canonical link,
// Open Graph tags and JSON-LD written into index.html, the same tags applyPageMeta keeps in step in
// the browser (shell/src/seo/apply-page-meta.ts finds them by the same selectors and updates them).
import { siteConfig } from '../../shared/src/config/site-config.ts';
import { HTML_LANG, LOCALES, OG_LOCALE } from '../../shared/src/i18n/locales.ts';
import type { PageMeta } from '../src/seo/page-meta.ts';

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (value: string) => text(value).replace(/"/g, '&quot;');

const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${attr(content)}" />`;

/** The tags after the template's own; the feed link is written by shell-pages for every page. */
function extraTags(page: PageMeta, siteName: string): string {
  const tags = [
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', OG_LOCALE[page.locale]),
    ...LOCALES.filter((locale) => locale !== page.locale).map((locale) => meta('property', 'og:locale:alternate', OG_LOCALE[locale])),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
  ];
  if (page.image) {
    tags.push(
      meta('property', 'og:image', page.image.url),
      meta('property', 'og:image:width', String(page.image.width)),
      meta('property', 'og:image:height', String(page.image.height)),
      meta('property', 'og:image:alt', page.image.alt),
    );
  }
  for (const alternate of page.alternates) tags.push(`<link rel="alternate" hreflang="${attr(alternate.hreflang)}" href="${attr(alternate.href)}" />`);
  if (page.canonical) tags.push(`<link rel="canonical" href="${attr(page.canonical)}" />`, meta('property', 'og:url', page.canonical));
  // A data block, never executed ("<" escaped so no text inside can close the element).
  if (page.jsonLd) tags.push(`<script type="application/ld+json" data-page-jsonld="">${JSON.stringify(page.jsonLd).replace(/</g, '\\u003c')}</script>`);
  return tags.join('');
}

/** index.html with the page's language, title and description in place of the template's, and its other tags added. */
export function withPageHead(html: string, page: PageMeta, siteName = siteConfig.companyName): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[page.locale]}"`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${text(page.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, meta('name', 'description', page.description))
    .replace('</head>', `${extraTags(page, siteName)}</head>`);
}
