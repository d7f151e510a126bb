// The catalog of investors.en.ts's texts: English bundled, Malayalam (investors.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineMessages } from '@site/shared/i18n/catalog';
import { investorsEn } from './investors.en';

export * from './investors.en';

export const investorsMessages = defineMessages('mfe-investors/investors', investorsEn, { ml: () => import('./investors.ml') });
