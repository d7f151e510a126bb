// Exposed as 'mfe-content/screens' ('./screens'): the screen of every route this remote owns, each in
// its own chunk so a visitor downloads only the page they open.
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import { adminPaths, defineRemoteScreens, type ScreenDataDeclarations, type ScreenLoaders } from '@site/shared/remote/contract';

export const screenLoaders: ScreenLoaders = {
  '/': () => import('./pages/Home/Home'),
  '/about': () => import('./pages/About/About'),
  '/md-message': () => import('./pages/MdMessage/MdMessage'),
  '/blog': () => import('./pages/Blog/Blog'),
  '/gallery': () => import('./pages/Gallery/Gallery'),
  '/career': () => import('./pages/Careers/Careers'),
  '/contact': () => import('./pages/Contact/Contact'),
  '/quote': () => import('./pages/Quote/Quote'),
  '/privacy&terms': () => import('./pages/PrivacyPolicy/PrivacyPolicy'),
  '/terms&conditions': () => import('./pages/TermsAndConditions/TermsAndConditions'),
};

/** The admin-host answers each screen renders with (fetched before it renders); the others need none. */
export const screenData: ScreenDataDeclarations = {
  // Home and About show the newest posts (BlogHighlights).
  '/': adminPaths(ADMIN_API_PATHS.blogPosts),
  '/about': adminPaths(ADMIN_API_PATHS.blogPosts),
  '/blog': adminPaths(ADMIN_API_PATHS.blogPosts),
  '/career': adminPaths(ADMIN_API_PATHS.careerOpenings),
};

const screens = defineRemoteScreens(screenLoaders, screenData);
export const { paths, loadScreen, dataFor } = screens;
export default screens;
