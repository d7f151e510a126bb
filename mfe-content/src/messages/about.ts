// The catalog of about.en.ts's texts: English bundled, Malayalam (about.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineContent } from '@site/shared/i18n/catalog';
import { aboutEn } from './about.en';

export * from './about.en';

export const aboutContent = defineContent('mfe-content/about', aboutEn, { ml: () => import('./about.ml') });
