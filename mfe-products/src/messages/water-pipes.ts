// The catalog of water-pipes.en.ts's texts: English bundled, Malayalam (water-pipes.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineContent } from '@site/shared/i18n/catalog';
import { waterPipesEn } from './water-pipes.en';

export * from './water-pipes.en';

export const waterPipesContent = defineContent('mfe-products/water-pipes', waterPipesEn, { ml: () => import('./water-pipes.ml') });
