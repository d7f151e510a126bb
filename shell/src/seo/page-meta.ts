import { adminHost } from '@site/shared/config/env';
import { siteConfig } from '@site/shared/config/site-config';
import { REMOTES } from '@site/shared/remote/registry';
import { findRoute, type RouteEntry } from '../routes/route-table';
import { feedLinkFor, type FeedLink } from './feed-link';

export const NOT_FOUND_TITLE = 'Page not found';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL (the /product alias points at /product/pvc-electricals). */
  canonical: string | null;
  /** schema.org JSON-LD for the page, if any. */
  jsonLd: Record<string, unknown> | null;
  /** Atom feed the page announces (investor pages), if any. */
  feed: FeedLink | null;
}

const absolute = (path: string) => new URL(path, siteConfig.siteUrl).href;

function organization(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.companyName,
    url: siteConfig.siteUrl,
    foundingDate: String(siteConfig.founded),
    email: siteConfig.contactEmail,
    telephone: siteConfig.supportPhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteConfig.headOffice.lines.slice(0, 2).join(', '),
      addressLocality: 'Punalur',
      addressRegion: 'Kerala',
      addressCountry: 'IN',
    },
    sameAs: siteConfig.social.map((s) => s.url),
  };
}

function product(route: RouteEntry): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: route.title,
    description: route.description,
    url: absolute(route.screen),
    brand: { '@type': 'Brand', name: siteConfig.shortName },
    manufacturer: { '@type': 'Organization', name: siteConfig.companyName, url: siteConfig.siteUrl },
  };
}

/** Title, description, canonical URL and structured data of a path, from the route table. */
export function pageMeta(pathname: string): PageMeta {
  const route = findRoute(pathname);
  if (!route) {
    return { title: `${NOT_FOUND_TITLE} | ${siteConfig.companyName}`, description: siteConfig.tagline, canonical: null, jsonLd: null, feed: null };
  }
  let jsonLd: Record<string, unknown> | null = null;
  if (route.path === '/') jsonLd = organization();
  else if (route.remote === REMOTES.products.mfName) jsonLd = product(route);
  return {
    title: route.path === '/' ? `${siteConfig.companyName} | ${siteConfig.tagline}` : `${route.title} | ${siteConfig.companyName}`,
    description: route.description,
    canonical: absolute(route.screen),
    jsonLd,
    feed: feedLinkFor(route.path, adminHost()),
  };
}
