// The catalog of products.en.ts's texts: English bundled, Malayalam (products.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineMessages } from '@site/shared/i18n/catalog';
import { productsEn } from './products.en';

export * from './products.en';

export const productsMessages = defineMessages('mfe-products/products', productsEn, { ml: () => import('./products.ml') });
