import { siteConfig } from '@site/shared/config/site-config';
import { OG_LOCALE } from '@site/shared/i18n/locales';
import type { PageMeta } from './page-meta';

/** Finds or creates a <meta>/<link> in <head> by selector. */
function headElement<K extends 'meta' | 'link'>(doc: Document, tag: K, selector: string, init: Record<string, string>) {
  let element = doc.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = doc.createElement(tag);
    for (const [name, value] of Object.entries(init)) element.setAttribute(name, value);
    doc.head.append(element);
  }
  return element;
}

const setMeta = (doc: Document, key: 'name' | 'property', name: string, content: string) =>
  headElement(doc, 'meta', `meta[${key}="${name}"]`, { [key]: name }).setAttribute('content', content);

/** Writes a page's meta into the document head (title, description, canonical, Open Graph, feed, JSON-LD). */
export function applyPageMeta(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
  setMeta(doc, 'name', 'description', meta.description);
  setMeta(doc, 'property', 'og:title', meta.title);
  setMeta(doc, 'property', 'og:description', meta.description);
  setMeta(doc, 'property', 'og:type', 'website');
  setMeta(doc, 'property', 'og:site_name', siteConfig.companyName);
  setMeta(doc, 'property', 'og:locale', OG_LOCALE[meta.locale]);
  // The page in each language (hreflang), rewritten for the new route.
  doc.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  for (const alternate of meta.alternates) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.hreflang;
    link.href = alternate.href;
    doc.head.append(link);
  }
  setMeta(doc, 'name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary');
  const image = meta.image && { 'og:image': meta.image.url, 'og:image:width': String(meta.image.width), 'og:image:height': String(meta.image.height), 'og:image:alt': meta.image.alt };
  for (const name of ['og:image', 'og:image:width', 'og:image:height', 'og:image:alt'] as const) {
    if (image) setMeta(doc, 'property', name, image[name]);
    else doc.head.querySelector(`meta[property="${name}"]`)?.remove();
  }
  if (meta.canonical) {
    headElement(doc, 'link', 'link[rel="canonical"]', { rel: 'canonical' }).setAttribute('href', meta.canonical);
    setMeta(doc, 'property', 'og:url', meta.canonical);
  } else {
    doc.head.querySelector('link[rel="canonical"]')?.remove();
    doc.head.querySelector('meta[property="og:url"]')?.remove();
  }
  const feedSelector = 'link[rel="alternate"][type="application/atom+xml"]';
  if (meta.feed) {
    const feed = headElement(doc, 'link', feedSelector, { rel: 'alternate', type: 'application/atom+xml' });
    feed.setAttribute('href', meta.feed.href);
    feed.setAttribute('title', meta.feed.title);
  } else {
    doc.head.querySelector(feedSelector)?.remove();
  }
  // JSON-LD is a data block, never executed, so the CSP's script-src does not apply to it.
  doc.head.querySelector('script[data-page-jsonld]')?.remove();
  if (meta.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.pageJsonld = '';
    script.textContent = JSON.stringify(meta.jsonLd);
    doc.head.append(script);
  }
}
