// Texts of the shared UI primitives and forms in Malayalam (glossary: docs/i18n-glossary.md).
import type { Localized } from '../i18n/catalog';
import type { SharedMessages } from './shared.en';

const ml: Localized<SharedMessages> = {
  'brochure:electrical': 'ഇലക്ട്രിക്കൽ ബ്രോഷർ',
  'brochure:corporate': 'കോർപ്പറേറ്റ് ബ്രോഷർ',
  'brochure:waterPipes': 'വാട്ടർ പൈപ്പ് ബ്രോഷർ',
  'brochure:malayalam': 'മലയാളം ബ്രോഷർ',
  'validation.nameRequired': 'പേര് നൽകണം',
  'validation.emailRequired': 'ഇമെയിൽ വിലാസം നൽകണം',
  'validation.typeRequired': 'തരം തിരഞ്ഞെടുക്കണം',
  'validation.phoneRequired': 'ഫോൺ നമ്പർ നൽകണം',
  'validation.phoneInvalid': 'ഫോൺ നമ്പർ ശരിയല്ല (10 അക്കങ്ങൾ വേണം)',
  'validation.resumeRequired': 'ദയവായി നിങ്ങളുടെ ബയോഡാറ്റ തിരഞ്ഞെടുക്കുക.',
  'validation.resumeTooLarge': 'ഫയലിന്റെ വലുപ്പം 5MB-യിൽ കൂടുതലാണ്.',
  'mail.subject': 'കോൺടാക്റ്റ് ഫോം വഴിയുള്ള സന്ദേശം',
  'mail.name': 'പേര്',
  'mail.email': 'ഇമെയിൽ',
  'mail.phone': 'ഫോൺ',
  'mail.message': 'സന്ദേശം',
  'noData': 'വിവരങ്ങളൊന്നുമില്ല',
  'document.download': 'രേഖ ഡൗൺലോഡ് ചെയ്യുക',
  'document.unavailable': 'രേഖ ലഭ്യമല്ല',
  'file.pdf': 'PDF',
  'file.bytes': '{n, plural, one {# ബൈറ്റ്} other {# ബൈറ്റ്}}',
  'file.pages': '{n, plural, one {# പേജ്} other {# പേജുകൾ}}',
  'brochure.download': '{label} ഡൗൺലോഡ് ചെയ്യുക (PDF)',
  'carousel.stop': 'സ്ലൈഡ് ഷോ നിർത്തുക',
  'carousel.start': 'സ്ലൈഡ് ഷോ തുടങ്ങുക',
  'carousel.previous': 'മുമ്പത്തെ സ്ലൈഡ്',
  'carousel.next': 'അടുത്ത സ്ലൈഡ്',
  'modal.close': 'അടയ്ക്കുക',
  'scroll.hint': 'കൂടുതൽ കോളങ്ങൾക്കായി വശത്തേക്ക് നീക്കുക',
  'newTab': '(പുതിയ ടാബിൽ തുറക്കും)',
};

export default ml;
