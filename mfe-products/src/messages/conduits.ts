// The catalog of conduits.en.ts's texts: English bundled, Malayalam (conduits.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineContent } from '@site/shared/i18n/catalog';
import { conduitsEn } from './conduits.en';

export * from './conduits.en';

export const conduitsContent = defineContent('mfe-products/conduits', conduitsEn, { ml: () => import('./conduits.ml') });
