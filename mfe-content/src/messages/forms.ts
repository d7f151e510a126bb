// The catalog of forms.en.ts's texts: English bundled, Malayalam (forms.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineMessages } from '@site/shared/i18n/catalog';
import { formsEn } from './forms.en';

export * from './forms.en';

export const formsMessages = defineMessages('mfe-content/forms', formsEn, { ml: () => import('./forms.ml') });
