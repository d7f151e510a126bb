// The legal pages' English text (privacy policy, terms and conditions), from src/data/legal: what
// their translations (privacy.ml.ts, terms.ml.ts) translate. The catalogs: legal.ts.
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

export const privacyEn: LegalContent = textOf('Privacy Policy', PRIVACY_POLICY);
export const termsEn: LegalContent = textOf('Terms and Conditions', TERMS_AND_CONDITIONS);
