import { describe, expect, it } from 'vitest';
import { routeTable } from '../routes/route-table';
import { applyPageMeta } from './apply-page-meta';
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

describe('robots.txt and sitemap.xml', () => {
  it('list every screen once and point robots at the sitemap', () => {
    const xml = sitemapXml();
    expect(xml.match(/<loc>/g)).toHaveLength(routeTable.length - 2); // minus the /product alias and the placeholder page
    expect(xml).toContain('/privacy&amp;terms</loc>');
    expect(robotsTxt()).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
  });
});
