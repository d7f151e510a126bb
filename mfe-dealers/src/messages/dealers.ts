// The catalog of dealers.en.ts's texts: English bundled, Malayalam (dealers.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineMessages } from '@site/shared/i18n/catalog';
import { dealersEn } from './dealers.en';

export * from './dealers.en';

export const dealersMessages = defineMessages('mfe-dealers/dealers', dealersEn, { ml: () => import('./dealers.ml') });
