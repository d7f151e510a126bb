import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pathInLocale } from '@site/shared/i18n/locales';
import { useLocale } from '@site/shared/i18n/react';
import { applyPageMeta } from '../seo/apply-page-meta';
import { pageMeta } from '../seo/page-meta';

/**
 * Keeps the document head in step with the current route. A Malayalam page's router lives under
 * /ml (its basename), so the router's pathname has no /ml: the page's language comes from context.
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const locale = useLocale();
  useEffect(() => applyPageMeta(document, pageMeta(pathInLocale(pathname, locale))), [pathname, locale]);
}
