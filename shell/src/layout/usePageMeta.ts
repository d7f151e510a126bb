import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pathInLocale } from '@site/shared/i18n/locales';
import { useLocale } from '@site/shared/i18n/react';
import { useScreenMeta } from '@site/shared/seo/screen-meta';
import { applyPageMeta } from '../seo/apply-page-meta';
import { pageMeta } from '../seo/page-meta';

/**
 * Keeps the document head in step with the current route. A Malayalam page's router lives under
 * /ml (its basename), so the router's pathname has no /ml: the page's language comes from context.
 * A screen's own meta (useScreenMeta) goes over the route's.
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const locale = useLocale();
  // A screen that names its page (a blog post at its own address) says so once it has its data.
  const screen = useScreenMeta();
  useEffect(() => applyPageMeta(document, pageMeta(pathInLocale(pathname, locale), '', {}, screen)), [pathname, locale, screen]);
}
