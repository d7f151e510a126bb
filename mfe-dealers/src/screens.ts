// Exposed as 'mfe-dealers/screens' ('./screens'): the screen of every route this remote owns, each in
// its own chunk so a visitor downloads only the page they open.
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import { adminPaths, defineRemoteScreens, type ScreenDataDeclarations, type ScreenLoaders } from '@site/shared/remote/contract';

export const screenLoaders: ScreenLoaders = {
  '/dealer-networks': () => import('./pages/DealerLocator/DealerLocator'),
};

/** The admin-host answers the locator renders with: the states (districts follow the visitor's choice). */
export const screenData: ScreenDataDeclarations = {
  '/dealer-networks': adminPaths(ADMIN_API_PATHS.states),
};

const screens = defineRemoteScreens(screenLoaders, screenData);
export const { paths, loadScreen, dataFor } = screens;
export default screens;
