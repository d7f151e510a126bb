// Texts of the shared UI primitives and forms, in English: the spec's messages word for word
// (validation) and ours. Every app that uses a primitive bundles this catalog with it.
import { BROCHURES, type BrochureId } from '../config/brochures';
import { ENGLISH_MAIL_LABELS } from '../forms/enquiry';
import { MESSAGES } from '../forms/validation';

export const brochureKey = (id: BrochureId) => `brochure:${id}` as const;

const brochures = Object.fromEntries(Object.entries(BROCHURES).map(([id, brochure]) => [brochureKey(id as BrochureId), brochure.label])) as Record<
  ReturnType<typeof brochureKey>,
  string
>;

const ui = {
  'validation.nameRequired': MESSAGES.nameRequired,
  'validation.emailRequired': MESSAGES.emailRequired,
  'validation.typeRequired': MESSAGES.typeRequired,
  'validation.phoneRequired': MESSAGES.phoneRequired,
  'validation.phoneInvalid': MESSAGES.phoneInvalid,
  'validation.resumeRequired': MESSAGES.resumeRequired,
  'validation.resumeTooLarge': MESSAGES.resumeTooLarge,
  'mail.subject': ENGLISH_MAIL_LABELS.subject,
  'mail.name': ENGLISH_MAIL_LABELS.name,
  'mail.email': ENGLISH_MAIL_LABELS.email,
  'mail.phone': ENGLISH_MAIL_LABELS.phone,
  'mail.message': ENGLISH_MAIL_LABELS.message,
  'noData': 'No data',
  'document.download': 'Download Document',
  'document.unavailable': 'Document not available',
  'file.pdf': 'PDF',
  'file.bytes': '{n, plural, one {# byte} other {# bytes}}',
  'file.pages': '{n, plural, one {# page} other {# pages}}',
  'brochure.download': 'Download {label} (PDF)',
  'carousel.stop': 'Stop automatic slide show',
  'carousel.start': 'Start automatic slide show',
  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',
  'modal.close': 'Close',
  'scroll.hint': 'Scroll sideways for more columns',
  'newTab': '(opens in a new tab)',
} satisfies Record<string, string>;

export type SharedMessages = Readonly<Record<ReturnType<typeof brochureKey>, string>> & typeof ui;

export const sharedEn: SharedMessages = { ...brochures, ...ui };
