import { describe, expect, it } from 'vitest';
import { INVESTOR_SLUG_ALIASES, investorRedirect } from './investor-redirects';
import { findRoute, routeTable } from './route-table';

describe('investorRedirect: misspelt investor addresses → the spec paths', () => {
  it('sends the common slips to the spec path, typos of the spec included', () => {
    const cases: [string, string][] = [
      ['/investors/shareholders-pattern', '/investors/share-holders-pattern'],
      ['/investors/shareholding-pattern', '/investors/share-holders-pattern'],
      ['/investors/Share_Holders_Pattern', '/investors/share-holders-pattern'],
      ['/investor/annual-report', '/investors/annual-report'],
      ['/investors/annual-reports', '/investors/annual-report'],
      ['/investors/financial-results/', '/investors/financial-result'],
      ['/investors/committees', '/investors/committee'],
      ['/investors/policy', '/investors/policies'],
      ['/investors/investor-contact', '/investors/invertors-contact'],
      ['/investors/investors-contact', '/investors/invertors-contact'],
      ['/investors/investor-grievances', '/investors/investors-grievances'],
      ['/investors/compliances', '/investors/complainces'],
      ['/investors/compliance', '/investors/complainces'],
      ['/investors/press-releases', '/investors/press-release'],
      ['/investors/board-meetings', '/investors/board-meeting'],
      ['/Investors', '/investors'],
      ['/investor', '/investors'],
      ['/INVESTORS/ANNUAL-REPORT', '/investors/annual-report'],
      ['/investor-relations/credit-rating', '/investors/credit-ratings'],
      ['/investors/share%20holders%20pattern', '/investors/share-holders-pattern'],
    ];
    for (const [typed, spec] of cases) expect(investorRedirect(typed), typed).toBe(spec);
  });

  it('keeps the language: a Malayalam address goes to the Malayalam page', () => {
    expect(investorRedirect('/ml/investors/shareholders-pattern')).toBe('/ml/investors/share-holders-pattern');
    expect(investorRedirect('/ml/Investor/Annual-Reports/')).toBe('/ml/investors/annual-report');
  });

  it('never moves a path the site routes: every spec path stays, typos and trailing slash included', () => {
    for (const route of routeTable) {
      expect(investorRedirect(route.path), route.path).toBeUndefined();
      expect(investorRedirect(`/ml${route.path === '/' ? '' : route.path}`), route.path).toBeUndefined();
    }
    expect(investorRedirect('/investors/invertors-contact')).toBeUndefined();
    expect(investorRedirect('/investors/complainces')).toBeUndefined();
    expect(investorRedirect('/investors/share-holders-pattern/')).toBeUndefined();
  });

  it('leaves unknown and non-investor addresses to the 404 page', () => {
    for (const path of ['/investors/zebra', '/investors/annual-report/2024', '/about-us', '/Products', '/invest', '/investors/%E0%A4%A']) {
      expect(investorRedirect(path), path).toBeUndefined();
    }
  });

  it('declares only aliases that lead to a routed spec page and are not spec paths themselves', () => {
    for (const [alias, slug] of Object.entries(INVESTOR_SLUG_ALIASES)) {
      expect(findRoute(`/investors/${slug}`)?.path, alias).toBe(`/investors/${slug}`);
      expect(findRoute(`/investors/${alias}`), alias).toBeUndefined();
    }
  });
});
