// The legal pages' text (privacy policy, terms and conditions), English from src/data/legal.
// Malayalam: privacy.ml.ts and terms.ml.ts, each a translation for convenience: the page says that
// the English text prevails and links to it (commonMessages 'legal.prevails').
import { defineContent } from '@site/shared/i18n/catalog';
import type { LegalText } from '../data/legal/legal-types';
import { PRIVACY_POLICY } from '../data/legal/privacy';
import { TERMS_AND_CONDITIONS } from '../data/legal/terms';

/** The translatable part of a legal text: everything but its ids and date. */
function textOf(title: string, legal: LegalText) {
  return {
    title,
    intro: [...legal.intro],
    sections: legal.sections.map(({ heading, paragraphs, list }) => ({ heading, paragraphs: [...paragraphs], list: list ? [...list] : [] })),
  };
}

export type LegalContent = ReturnType<typeof textOf>;

export const privacyContent = defineContent('mfe-content/privacy', textOf('Privacy Policy', PRIVACY_POLICY), { ml: () => import('./privacy.ml') });
export const termsContent = defineContent('mfe-content/terms', textOf('Terms and Conditions', TERMS_AND_CONDITIONS), { ml: () => import('./terms.ml') });
