import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { siteConfig } from '@site/shared/config/site-config';
import { findRoute } from '../routes/route-table';

export const NOT_FOUND_TITLE = 'Page not found';

/** Title and meta description of the current route, from the route table. */
export function pageMeta(pathname: string): { title: string; description: string } {
  const route = findRoute(pathname);
  const title = route ? route.title : NOT_FOUND_TITLE;
  return {
    title: `${title} | ${siteConfig.companyName}`,
    description: route?.description ?? siteConfig.tagline,
  };
}

export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { title, description } = pageMeta(pathname);
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [pathname]);
}
