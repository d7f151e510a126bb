// The forms' English translator: the default of the mail-draft builders (the spec's drafts), so
// tests and the English page need no catalog; a Malayalam page passes its own.
import { translator, type Translator } from '@site/shared/i18n/react';
import { formsEn } from './forms';

export type FormsTranslator = Translator<typeof formsEn>;
export const englishForms: FormsTranslator = translator(formsEn, 'en');
