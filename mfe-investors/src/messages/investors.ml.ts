import type { Localized } from '@site/shared/i18n/catalog';
import type { investorsEn } from './investors';

const ml: Localized<typeof investorsEn> = {
  'archive.countAll': '{total} {noun}',
  'archive.countNone': 'ചേരുന്ന {noun} ഇല്ല ({total}-ൽ)',
  'archive.countSome': '{total} {noun}-ൽ {shown} എണ്ണം കാണിക്കുന്നു',
  'archive.none': '{title}{year}{query} {noun} ഒന്നുമില്ല.',
  'archive.forYear': ' ({year})',
  'archive.match': ': “{query}” എന്നതിന്',
  'archive.showAll': 'എല്ലാ {noun} കാണിക്കുക',
  'archive.groupCount': '{count} {noun}',
  'noun.one': 'രേഖ',
  'noun.other': 'രേഖകൾ',
  'contact.phone': 'ഫോൺ',
  'contact.email': 'ഇമെയിൽ',
  'latest.title': 'നിക്ഷേപക വിഭാഗത്തിൽ ഏറ്റവും പുതിയത്',
  'search.label': 'നിക്ഷേപക രേഖകളിൽ തിരയുക',
  'search.form': 'നിക്ഷേപക രേഖകൾ',
  'search.example': 'ഉദാ. AGM notice',
  'board.serial': 'ക്രമ നം.',
  'board.pan': 'DIN/PAN',
  'board.name': 'ഡയറക്ടറുടെ പേര്',
  'board.designation': 'പദവി',
  'board.caption': 'ഡയറക്ടർ ബോർഡും പ്രധാന മാനേജീരിയൽ ഉദ്യോഗസ്ഥരും',
  'committee:Audit Committee': 'ഓഡിറ്റ് കമ്മിറ്റി',
  'committee:Nomination and Remuneration Committee': 'നോമിനേഷൻ ആൻഡ് റെമ്യൂണറേഷൻ കമ്മിറ്റി',
  'committee:Stakeholders Relationship Committee': 'സ്റ്റേക്ക്ഹോൾഡേഴ്സ് റിലേഷൻഷിപ്പ് കമ്മിറ്റി',
  'committee.status': 'കമ്മിറ്റിയിലെ സ്ഥാനം',
  'committee.nature': 'ഡയറക്ടർഷിപ്പിന്റെ സ്വഭാവം',
  'committee.caption': '{committee} അംഗങ്ങൾ',
  'comingSoon.title': 'ഉടൻ വരുന്നു...',
  'comingSoon.text': 'പ്രാരംഭ ഓഹരി വിൽപ്പന വിഭാഗത്തിന്റെ ഈ ഭാഗം തയ്യാറായിക്കൊണ്ടിരിക്കുന്നു. സ്റ്റോക്ക് എക്സ്ചേഞ്ചുകളിൽ ഫയൽ ചെയ്യുന്ന മുറയ്ക്ക് ഇതിലെ രേഖകൾ ഇവിടെ പ്രസിദ്ധീകരിക്കും.',
  'comingSoon.meanwhile': 'അതുവരെ, ഇതിനകം പ്രസിദ്ധീകരിച്ച ഓഫർ രേഖകൾ പ്രധാന രേഖകൾ എന്ന പേജിലുണ്ട്; മറ്റെല്ലാ നിക്ഷേപക പേജുകളും ലഭ്യമാണ്.',
  'comingSoon.back': 'നിക്ഷേപക പേജിലേക്ക് മടങ്ങുക',
  'comingSoon.material': 'പ്രധാന രേഖകൾ',
};

export default ml;
