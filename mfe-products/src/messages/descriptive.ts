// The catalog of descriptive.en.ts's texts: English bundled, Malayalam (descriptive.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineContent } from '@site/shared/i18n/catalog';
import { descriptiveEn } from './descriptive.en';

export * from './descriptive.en';

export const descriptiveContent = defineContent('mfe-products/descriptive', descriptiveEn, { ml: () => import('./descriptive.ml') });
