import type { InvestorHit } from '@site/shared/contract/investor-archive';
import { useCatalog, useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { INVESTOR_PAGES, type InvestorPagePath } from '../../data/pages';
import { investorsMessages } from '../../messages/investors';
import { investorPagesContent, INVESTOR_PAGE_PATHS } from '../../messages/pages';

/**
 * A hit's section name in the page's language. The admin host names sections from the contract's
 * INVESTOR_CATEGORIES, the same table our pages' titles come from, so a name that is its page's
 * English title is shown as that page's title (translated on /ml). A name we do not know stays as
 * sent, marked English on a page in another language. English pages show the name as sent.
 */
export function useSectionTitle(hit: InvestorHit): { title: string; lang?: 'en-IN' } {
  const pages = useCatalog(investorPagesContent);
  const t = useMessages(investorsMessages);
  const dataLang = useEnglishDataLang();
  if (!hit.sectionTitle) return { title: pages.investors };
  const index = INVESTOR_PAGE_PATHS.indexOf(hit.section as InvestorPagePath);
  if (index >= 0 && INVESTOR_PAGES[hit.section as InvestorPagePath].title === hit.sectionTitle) {
    return { title: pages.pages[index]?.title || hit.sectionTitle };
  }
  if (hit.sectionTitle === 'Initial Public Offer') return { title: t('section:Initial Public Offer') };
  return { title: hit.sectionTitle, lang: dataLang };
}
