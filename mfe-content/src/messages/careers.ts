// The catalog of careers.en.ts's texts: English bundled, Malayalam (careers.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineContent } from '@site/shared/i18n/catalog';
import { careersEn } from './careers.en';

export * from './careers.en';

export const careersContent = defineContent('mfe-content/careers', careersEn, { ml: () => import('./careers.ml') });
