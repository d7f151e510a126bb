// Entry of the shell's server build (shell/dist/server/render.cjs, tools/build/rspack-server.ts): the same tree the browser
// hydrates (bootstrap.tsx), under the server's router at the requested URL.
import { StrictMode, type ComponentType, type ReactElement } from 'react';
import { StaticRouter } from 'react-router';
import { AdminDataContext, type AdminData } from '@site/shared/api/admin-data';
import { LOCALE_PREFIX, localeOfPath } from '@site/shared/i18n/locales';
import { LocaleContext } from '@site/shared/i18n/react';
import { SiteRoutes } from './App';
import { OFFERS_PATH } from './layout/Header/useInitialPublicOffers';
import { ServerScreensContext } from './remotes/server-screens';

export { screenKey } from './remotes/server-screens';
export { pageMeta } from './seo/page-meta';

/** The admin-host answers the frame renders with on every page (the header's Initial Public Offer menu). */
export const frameData = (): readonly string[] => [OFFERS_PATH];

/** The page at `url` ('/ml/…' in Malayalam, as the browser's App reads it). */
export function siteElement(url: string, screens: ReadonlyMap<string, ComponentType>, adminData: AdminData | null = null): ReactElement {
  const locale = localeOfPath(new URL(url, 'http://x').pathname);
  return (
    <StrictMode>
      <AdminDataContext value={adminData}>
        <LocaleContext value={locale}>
          <StaticRouter location={url} basename={LOCALE_PREFIX[locale] || undefined}>
            <ServerScreensContext value={screens}>
              <SiteRoutes />
            </ServerScreensContext>
          </StaticRouter>
        </LocaleContext>
      </AdminDataContext>
    </StrictMode>
  );
}
