// The catalog of common.en.ts's texts: English bundled, Malayalam (common.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineMessages } from '@site/shared/i18n/catalog';
import { commonEn } from './common.en';

export * from './common.en';

export const commonMessages = defineMessages('mfe-content/common', commonEn, { ml: () => import('./common.ml') });
