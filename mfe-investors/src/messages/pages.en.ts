// The investor section's page titles and summaries and the landing page's groups (English from
// src/data/pages.ts), and the section's own lines. Investor documents keep their published
// (English) names: they come from the admin host, not from here. Malayalam: pages.ml.ts.
import { INVESTOR_ARCHIVE_PAGES } from '@site/shared/contract/investor-archive';
import { INVESTOR_PAGES, INVESTOR_SECTION_GROUPS, type InvestorPagePath } from '../data/pages';

/** The investor pages in the order of `pages` below. */
export const INVESTOR_PAGE_PATHS = Object.keys(INVESTOR_PAGES) as InvestorPagePath[];

export const investorPagesEn = {
  pages: INVESTOR_PAGE_PATHS.map((path) => ({ title: INVESTOR_PAGES[path].title as string, summary: INVESTOR_PAGES[path].summary as string })),
  groups: INVESTOR_SECTION_GROUPS.map((group) => group.title),
  searchTitle: INVESTOR_ARCHIVE_PAGES['/investors/search'].title as string,
  investors: 'Investors',
  breadcrumb: 'Breadcrumb',
  homeIntro: 'Governance, financial results, reports, disclosures and announcements of {company}. Every document can be downloaded as a PDF.',
  contact: 'Investor contact',
  filterLabel: 'Filter {title}',
  year: 'Financial year',
  allYears: 'All years',
  searchIn: 'Search in {title}',
  searchExample: 'e.g. results, AGM, 2024',
  clearFilters: 'Clear filters',
};
