// The catalog of home.en.ts's texts: English bundled, Malayalam (home.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineContent } from '@site/shared/i18n/catalog';
import { homeEn } from './home.en';

export * from './home.en';

export const homeContent = defineContent('mfe-content/home', homeEn, { ml: () => import('./home.ml') });
