import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '@site/shared/remote/registry';
import { OG_FOLDER, ogImageFile } from './og-image';
import { loadCatalogs } from '@site/shared/i18n/catalog';
import { siteConfig } from '@site/shared/config/site-config';
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import { routeTable } from '../routes/route-table';
import { applyPageMeta } from './apply-page-meta';
import { feedLinkFor, feedLinkTag } from './feed-link';
import { pageMeta } from './page-meta';
import { robotsTxt, sitemapXml } from './seo-files';

describe('page meta', () => {
  it('gives every route a unique title and a description', () => {
    const titles = routeTable.filter((r) => r.path !== '/product').map((r) => pageMeta(r.path).title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const route of routeTable) expect(pageMeta(route.path).description.length).toBeGreaterThan(20);
  });

  it('points the /product alias canonical at its screen', () => {
    expect(pageMeta('/product').canonical).toBe(pageMeta('/product/pvc-electricals').canonical);
  });

  it('describes the organisation on home and a product on product pages', () => {
    expect(pageMeta('/').jsonLd?.['@type']).toBe('Organization');
    expect(pageMeta('/product/solvent').jsonLd).toMatchObject({ '@type': 'Product', name: 'Solvent Cement' });
    expect(pageMeta('/about').jsonLd).toBeNull();
  });

  it('names a blog post opened at its own address from the page\'s blog answer (the server), else the blog', () => {
    const answers = {
      [ADMIN_API_PATHS.blogPosts]: {
        data: [{ id: 1, image: 'a.webp', date: '2024-07-22', blog_title: 'Monsoon-ready plumbing', description: '<p>Two monsoons a year test every joint.</p>', editor: { email: 'e@x' } }],
      },
    };
    const meta = pageMeta('/ml/blog', '?post=monsoon-ready-plumbing', answers);
    expect(meta.title).toBe(`Monsoon-ready plumbing | ${siteConfig.companyName}`);
    expect(meta.description).toBe('Two monsoons a year test every joint.');
    expect(meta.canonical).toMatch(/\/ml\/blog\?post=monsoon-ready-plumbing$/);
    expect(meta.alternates.map((a) => a.href).every((href) => href.endsWith('/blog?post=monsoon-ready-plumbing'))).toBe(true);
    // An unknown post, no answer, or another page: the route's own head.
    expect(pageMeta('/blog', '?post=gone', answers)).toEqual(pageMeta('/blog'));
    expect(pageMeta('/blog', '?post=monsoon-ready-plumbing')).toEqual(pageMeta('/blog'));
    expect(pageMeta('/about', '?post=monsoon-ready-plumbing', answers)).toEqual(pageMeta('/about'));
    // The browser: what the screen said.
    expect(pageMeta('/blog', '', {}, { title: 'T', description: 'D', query: '?post=t' })).toMatchObject({ title: `T | ${siteConfig.companyName}`, description: 'D' });
  });

  it('has no canonical for unknown paths', () => {
    expect(pageMeta('/nope')).toMatchObject({ canonical: null, title: expect.stringContaining('Page not found') });
  });

  it('writes title, description, canonical, Open Graph and one JSON-LD block into the head', () => {
    applyPageMeta(document, pageMeta('/'));
    applyPageMeta(document, pageMeta('/product/solvent'));
    expect(document.title).toContain('Solvent Cement');
    expect(document.head.querySelector('link[rel=canonical]')?.getAttribute('href')).toMatch(/\/product\/solvent$/);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toContain('Solvent Cement');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    applyPageMeta(document, pageMeta('/nope'));
    expect(document.head.querySelector('link[rel=canonical]')).toBeNull();
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});

describe('Open Graph pictures', () => {
  const publicOg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', OG_FOLDER);

  it('give every product page a 1200 × 630 picture that the build ships (the /product alias shares its screen\'s), and no other page one', () => {
    for (const route of routeTable) {
      const image = pageMeta(route.path).image;
      if (route.remote !== REMOTES.products.mfName) {
        expect(image).toBeNull();
        continue;
      }
      expect(image).toMatchObject({ url: new URL(`/og/${ogImageFile(route.screen)}`, siteConfig.siteUrl).href, width: 1200, height: 630 });
      expect(image!.alt).toContain(pageMeta(route.path).title.split(' | ')[0]);
      expect(existsSync(path.join(publicOg, ogImageFile(route.screen)))).toBe(true);
    }
    expect(pageMeta('/product').image).toEqual(pageMeta('/product/pvc-electricals').image);
  });

  it('are written into the head with a large summary card, and removed on a page without one', () => {
    applyPageMeta(document, pageMeta('/product/water-tanks'));
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/og\/product-water-tanks\.jpg$/);
    expect(document.head.querySelector('meta[property="og:image:width"]')?.getAttribute('content')).toBe('1200');
    expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    applyPageMeta(document, pageMeta('/about'));
    expect(document.head.querySelector('meta[property^="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
  });

});

describe('the investor feed link (issue 17)', () => {
  it('is on every investor page and on no other', () => {
    for (const route of routeTable) {
      const feed = pageMeta(route.path).feed;
      if (route.remote === 'mfe_investors') expect(feed, route.path).toEqual({ href: 'http://localhost:4000/investors/feed.xml', title: 'Investor announcements' });
      else expect(feed, route.path).toBeNull();
    }
    expect(pageMeta('/nope').feed).toBeNull();
  });

  it('is written into the head on investor pages and removed elsewhere', () => {
    const selector = 'link[rel="alternate"][type="application/atom+xml"]';
    applyPageMeta(document, pageMeta('/investors/annual-report'));
    applyPageMeta(document, pageMeta('/investors'));
    expect(document.head.querySelectorAll(selector)).toHaveLength(1);
    expect(document.head.querySelector(selector)?.getAttribute('href')).toBe('http://localhost:4000/investors/feed.xml');
    applyPageMeta(document, pageMeta('/about'));
    expect(document.head.querySelector(selector)).toBeNull();
  });

  it('renders as a tag for the server, escaped', () => {
    expect(feedLinkTag(feedLinkFor('/investors/policies', 'http://a.example/?x="1"&y'))).toBe(
      '<link rel="alternate" type="application/atom+xml" title="Investor announcements" href="http://a.example/?x=&quot;1&quot;&amp;y/investors/feed.xml" />',
    );
    expect(feedLinkTag(feedLinkFor('/about', 'http://a.example'))).toBe('');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('list every screen once and point robots at the sitemap', () => {
    const xml = sitemapXml();
    // Each language once (issue 31), minus the /product alias, the placeholder page, the search view.
    expect(xml.match(/<loc>/g)).toHaveLength(2 * (routeTable.length - 3));
    expect(xml).toContain('/investors/credit-ratings</loc>');
    expect(xml).toContain('/ml/investors/credit-ratings</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ml" href="https://');
    expect(xml).not.toContain('/investors/search');
    expect(xml).toContain('/privacy&amp;terms</loc>');
    expect(robotsTxt()).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
  });
});

describe('Malayalam pages (issue 31)', () => {
  it('have their own canonical, the alternates of both languages and x-default, and English until the messages load', () => {
    const meta = pageMeta('/ml/investors/annual-report');
    expect(meta.locale).toBe('ml');
    expect(meta.canonical).toMatch(/\/ml\/investors\/annual-report$/);
    expect(meta.alternates.map((a) => a.hreflang)).toEqual(['en-IN', 'ml', 'x-default']);
    expect(meta.alternates[2]?.href).toBe(pageMeta('/investors/annual-report').canonical);
    expect(pageMeta('/ml').canonical).toMatch(/\/ml\/$/);
    expect(pageMeta('/ml/nope')).toMatchObject({ canonical: null, alternates: [], locale: 'ml' });
  });

  it("title the investor feed link in Malayalam once the shell's messages have loaded (the feed stays English)", async () => {
    await loadCatalogs('ml');
    expect(pageMeta('/ml/investors/annual-report').feed).toEqual({ href: 'http://localhost:4000/investors/feed.xml', title: 'നിക്ഷേപക അറിയിപ്പുകൾ' });
    expect(pageMeta('/investors/annual-report').feed?.title).toBe('Investor announcements');
  });
});
