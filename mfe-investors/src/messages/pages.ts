// The catalog of pages.en.ts's texts: English bundled, Malayalam (pages.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineContent } from '@site/shared/i18n/catalog';
import { useCatalog } from '@site/shared/i18n/react';
import { INVESTOR_PAGES, type InvestorPagePath } from '../data/pages';
import { investorPagesEn, INVESTOR_PAGE_PATHS } from './pages.en';

export * from './pages.en';

export const investorPagesContent = defineContent('mfe-investors/pages', investorPagesEn, { ml: () => import('./pages.ml') });

/** A page's title and summary in the page's language. */
export function useInvestorPage(path: InvestorPagePath): { title: string; summary: string } {
  const texts = useCatalog(investorPagesContent);
  return texts.pages[INVESTOR_PAGE_PATHS.indexOf(path)] ?? INVESTOR_PAGES[path];
}
