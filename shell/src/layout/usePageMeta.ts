import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyPageMeta } from '../seo/apply-page-meta';
import { pageMeta } from '../seo/page-meta';

/** Keeps the document head in step with the current route. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => applyPageMeta(document, pageMeta(pathname)), [pathname]);
}
