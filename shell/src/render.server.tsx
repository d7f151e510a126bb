// Entry of the shell's server build (shell/dist/server/render.cjs, tools/build/rspack-server.ts): the same tree the browser
// hydrates (bootstrap.tsx), under the server's router at the requested URL.
import { StrictMode, type ComponentType, type ReactElement } from 'react';
import { StaticRouter } from 'react-router';
import { SiteRoutes } from './App';
import { ServerScreensContext } from './remotes/server-screens';

export { screenKey } from './remotes/server-screens';

export function siteElement(url: string, screens: ReadonlyMap<string, ComponentType>): ReactElement {
  return (
    <StrictMode>
      <StaticRouter location={url}>
        <ServerScreensContext value={screens}>
          <SiteRoutes />
        </ServerScreensContext>
      </StaticRouter>
    </StrictMode>
  );
}
