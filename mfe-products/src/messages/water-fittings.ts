// The catalog of water-fittings.en.ts's texts: English bundled, Malayalam (water-fittings.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineContent } from '@site/shared/i18n/catalog';
import { waterFittingsEn } from './water-fittings.en';

export * from './water-fittings.en';

export const waterFittingsContent = defineContent('mfe-products/water-fittings', waterFittingsEn, { ml: () => import('./water-fittings.ml') });
