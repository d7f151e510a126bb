import type { Localized } from '@site/shared/i18n/catalog';
import type { productsEn } from './products.en';

const ml: Localized<typeof productsEn> = {
  'filter.size': 'വലുപ്പം',
  'filter.class': 'ക്ലാസ്',
  'filter.allSizes': 'എല്ലാ വലുപ്പങ്ങളും',
  'filter.allClasses': 'എല്ലാ ക്ലാസുകളും',
  'filter.showAll': 'എല്ലാം കാണിക്കുക',
  'table.noMatch': 'ഫിൽട്ടറിന് ചേരുന്ന വലുപ്പമില്ല.',
  'table.min': 'കുറഞ്ഞത്',
  'table.max': 'കൂടിയത്',
  'table.size': 'വലുപ്പം',
  'table.standardPack': 'സ്റ്റാൻഡേർഡ് പാക്ക്',
  'hero.eyebrow': 'ഉൽപ്പന്നങ്ങൾ',
  'hero.quote': 'ക്വട്ടേഷൻ ചോദിക്കുക',
  'section.about': 'ഉൽപ്പന്നത്തെക്കുറിച്ച്',
  'section.features': 'സവിശേഷതകൾ',
  'section.quality': 'ഗുണനിലവാര പരിശോധനകൾ',
};

export default ml;
