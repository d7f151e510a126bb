import { adminHost } from '@site/shared/config/env';
import { BLOG_PATH, findPostBySlug, postPageMeta, postsFrom, slugOfSearch } from '@site/shared/blog/post-address';
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import type { ScreenMeta } from '@site/shared/seo/screen-meta';
import { siteConfig } from '@site/shared/config/site-config';
import { REMOTES } from '@site/shared/remote/registry';
import { catalogIn } from '@site/shared/i18n/catalog';
import { HTML_LANG, localeOfPath, LOCALES, pathInLocale, pathWithoutLocale, type Locale } from '@site/shared/i18n/locales';
import { descriptionKey, shellEn, titleKey, type ShellMessages } from '../messages/shell.en';
import { shellMessages } from '../messages/shell';
import { findRoute, type RouteEntry } from '../routes/route-table';
import { feedLinkFor, type FeedLink } from './feed-link';
import { OG_IMAGE_SIZE, ogImagePath } from './og-image';

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
  /** The page's language (issue 31). */
  locale: Locale;
  /** The same page in each language, and x-default (English), for hreflang links; none for an unknown path. */
  alternates: readonly { hreflang: string; href: string }[];
  /** The Open Graph picture (product pages: ./og-image.ts), absolute, or null. */
  image: { url: string; width: number; height: number; alt: string } | null;
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

function product(route: RouteEntry, locale: Locale, m: ShellMessages): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: m[titleKey(route.path)],
    description: m[descriptionKey(route.path)],
    url: absolute(pathInLocale(route.screen, locale)),
    brand: { '@type': 'Brand', name: siteConfig.shortName },
    manufacturer: { '@type': 'Organization', name: siteConfig.companyName, url: siteConfig.siteUrl },
  };
}

/** The shell's texts in a language: English until its translation has loaded (the render waits for it first). */
function shellTexts(locale: Locale): ShellMessages {
  const texts = catalogIn(shellMessages, locale);
  return texts instanceof Promise ? shellEn : texts;
}

/**
 * What the page's own data says about it beyond its route (the server, which has the data): a
 * blog post opened at its own address (/blog?post=<slug>) names the page and describes it.
 */
function screenMetaFrom(route: RouteEntry, search: string, answers: Readonly<Record<string, unknown>>): ScreenMeta | null {
  if (route.path !== BLOG_PATH) return null;
  const slug = slugOfSearch(search);
  const post = slug ? findPostBySlug(postsFrom(answers[ADMIN_API_PATHS.blogPosts]), slug) : undefined;
  return post ? postPageMeta(post) : null;
}

/** The route's meta with its screen's own: its title, description, and its query in every address. */
function withScreenMeta(meta: PageMeta, screen: ScreenMeta): PageMeta {
  return {
    ...meta,
    title: `${screen.title} | ${siteConfig.companyName}`,
    description: screen.description,
    canonical: meta.canonical && meta.canonical + screen.query,
    alternates: meta.alternates.map((alternate) => ({ ...alternate, href: alternate.href + screen.query })),
  };
}

/**
 * Title, description, canonical URL, language alternates and structured data of a path ('/ml/…'
 * in Malayalam), from the route table and the shell's messages; for a page whose screen names it
 * (a blog post), from the page's admin answers (`answers`, the server) or what the screen said
 * (`screen`, the browser: shared/src/seo/screen-meta.ts).
 */
export function pageMeta(pathname: string, search = '', answers: Readonly<Record<string, unknown>> = {}, screen: ScreenMeta | null = null): PageMeta {
  const locale = localeOfPath(pathname);
  const m = shellTexts(locale);
  const route = findRoute(pathWithoutLocale(pathname));
  if (!route) {
    return {
      title: `${m['notFound.title']} | ${siteConfig.companyName}`,
      description: m['site.tagline'],
      canonical: null,
      jsonLd: null,
      feed: null,
      locale,
      alternates: [],
      image: null,
    };
  }
  let jsonLd: Record<string, unknown> | null = null;
  if (route.path === '/') jsonLd = organization();
  else if (route.remote === REMOTES.products.mfName) jsonLd = product(route, locale, m);
  const own = screen ?? screenMetaFrom(route, search, answers);
  const image = ogImagePath(route);
  const meta: PageMeta = {
    title: route.path === '/' ? `${siteConfig.companyName} | ${m['site.tagline']}` : `${m[titleKey(route.path)]} | ${siteConfig.companyName}`,
    description: m[descriptionKey(route.path)] ?? route.description,
    canonical: absolute(pathInLocale(route.screen, locale)),
    jsonLd,
    feed: feedLinkFor(route.path, adminHost(), m['feed.title']),
    locale,
    alternates: [
      ...LOCALES.map((each) => ({ hreflang: HTML_LANG[each], href: absolute(pathInLocale(route.screen, each)) })),
      { hreflang: 'x-default', href: absolute(route.screen) },
    ],
    image: image === null ? null : { url: absolute(image), ...OG_IMAGE_SIZE, alt: `${m[titleKey(route.path)]}, ${siteConfig.companyName}` },
  };
  return own ? withScreenMeta(meta, own) : meta;
}
