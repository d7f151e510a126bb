// Exposed as 'mfe-content/screens' ('./screens'): the screen of every route this remote owns, each in
// its own chunk so a visitor downloads only the page they open.
import { defineRemoteScreens, type ScreenLoaders } from '@site/shared/remote/contract';

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

const screens = defineRemoteScreens(screenLoaders);
export const { paths, loadScreen } = screens;
export default screens;
