// The legal pages' catalogs (privacy policy, terms and conditions), English from legal.en.ts.
// Malayalam: privacy.ml.ts and terms.ml.ts, each a translation for convenience: the page says that
// the English text prevails and links to it (commonMessages 'legal.prevails').
import { defineContent } from '@site/shared/i18n/catalog';
import { privacyEn, termsEn } from './legal.en';

export type { LegalContent } from './legal.en';

export const privacyContent = defineContent('mfe-content/privacy', privacyEn, { ml: () => import('./privacy.ml') });
export const termsContent = defineContent('mfe-content/terms', termsEn, { ml: () => import('./terms.ml') });
