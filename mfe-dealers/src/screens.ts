// Exposed as 'mfe-dealers/screens' ('./screens'): the screen of every route this remote owns, each in
// its own chunk so a visitor downloads only the page they open.
import { defineRemoteScreens, type ScreenLoaders } from '@site/shared/remote/contract';

export const screenLoaders: ScreenLoaders = {
  '/dealer-networks': () => import('./pages/DealerLocator/DealerLocator'),
};

const screens = defineRemoteScreens(screenLoaders);
export const { paths, loadScreen } = screens;
export default screens;
