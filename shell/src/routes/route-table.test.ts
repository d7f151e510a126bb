import { describe, expect, it } from 'vitest';
import { findRoute, routeTable } from './route-table';

// Spec §2.1, in order; the managing director page is our addition (its route is not in the spec).
const SPEC_PATHS = [
  '/', '/about', '/product', '/product/pvc-electricals', '/product/pvc-electricals-fitting', '/product/pvc-water-pipes',
  '/product/pvc-water-pipes-fitting', '/product/flexible-hoses', '/product/solvent', '/product/green-hoses',
  '/product/water-tanks', '/dealer-networks', '/investors', '/investors/board-of-directors', '/investors/committee',
  '/investors/invertors-contact', '/investors/investors-grievances', '/investors/policies',
  '/investors/material-documents', '/investors/disclosures-under-regulation', '/investors/press-release',
  '/investors/share-holders-pattern', '/investors/annual-report', '/investors/annual-return',
  '/investors/financial-result', '/investors/board-meeting', '/investors/general-meeting', '/investors/complainces',
  '/investors/other-announcements', '/investors/no-data', '/blog', '/gallery', '/career', '/contact', '/quote',
  '/privacy&terms', '/terms&conditions',
];

describe('route table', () => {
  it('routes every path of the spec, and only once', () => {
    const paths = routeTable.map((r) => r.path);
    for (const path of SPEC_PATHS) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives each path to its owning remote', () => {
    for (const route of routeTable) {
      if (route.path.startsWith('/product')) expect(route.remote).toBe('mfe_products');
      else if (route.path.startsWith('/investors')) expect(route.remote).toBe('mfe_investors');
      else if (route.path === '/dealer-networks') expect(route.remote).toBe('mfe_dealers');
      else expect(route.remote).toBe('mfe_content');
    }
  });

  it('renders /product with the /product/pvc-electricals screen', () => {
    expect(findRoute('/product')?.screen).toBe('/product/pvc-electricals');
    expect(findRoute('/product/pvc-electricals')?.screen).toBe('/product/pvc-electricals');
  });

  it('ignores a trailing slash, decodes escapes and rejects unknown or malformed paths', () => {
    expect(findRoute('/about/')?.path).toBe('/about');
    expect(findRoute('/privacy%26terms')?.path).toBe('/privacy&terms');
    expect(findRoute('/nope')).toBeUndefined();
    expect(findRoute('/%E0%A4%A')).toBeUndefined();
  });

  it('gives every screen a unique title (the /product alias shares its screen\'s)', () => {
    const titles = routeTable.filter((r) => r.path !== '/product').map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(findRoute('/product')?.title).toBe(findRoute('/product/pvc-electricals')?.title);
  });
});
