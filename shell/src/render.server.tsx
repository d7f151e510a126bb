// Entry of the shell's server build (shell/dist/server/render.cjs, tools/build/rspack-server.ts): the same tree the browser
// hydrates (bootstrap.tsx), under the server's router at the requested URL.
import { StrictMode, type ComponentType, type ReactElement } from 'react';
import { StaticRouter } from 'react-router';
import { AdminDataContext, type AdminData } from '@site/shared/api/admin-data';
import { SiteRoutes } from './App';
import { OFFERS_PATH } from './layout/Header/useInitialPublicOffers';
import { ServerScreensContext } from './remotes/server-screens';

export { screenKey } from './remotes/server-screens';
export { pageMeta } from './seo/page-meta';

/** The admin-host answers the frame renders with on every page (the header's Initial Public Offer menu). */
export const frameData = (): readonly string[] => [OFFERS_PATH];

export function siteElement(url: string, screens: ReadonlyMap<string, ComponentType>, adminData: AdminData | null = null): ReactElement {
  return (
    <StrictMode>
      <AdminDataContext value={adminData}>
        <StaticRouter location={url}>
          <ServerScreensContext value={screens}>
            <SiteRoutes />
          </ServerScreensContext>
        </StaticRouter>
      </AdminDataContext>
    </StrictMode>
  );
}
