// The catalog of electrical-fittings.en.ts's texts: English bundled, Malayalam (electrical-fittings.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineContent } from '@site/shared/i18n/catalog';
import { electricalFittingsEn } from './electrical-fittings.en';

export * from './electrical-fittings.en';

export const electricalFittingsContent = defineContent('mfe-products/electrical-fittings', electricalFittingsEn, { ml: () => import('./electrical-fittings.ml') });
