// The electrical fittings catalogue's texts (spec §2.12), English from src/data/electrical-fittings.ts.
// Class names (ISI Premium, Speed, Deluxe) are brand names and stay. Malayalam: electrical-fittings.ml.ts.
import { ONE_SIZE, ELECTRICAL_FITTINGS_FEATURES, ELECTRICAL_FITTINGS_INTRO, FITTING_CLASSES, FITTING_COLOUR_NOTE, FITTING_GROUPS, FITTING_QUALITY_ANALYSIS } from '../data/electrical-fittings';
import { titled } from './titled';

export const electricalFittingsEn = {
  title: ELECTRICAL_FITTINGS_INTRO.title as string,
  lead: ELECTRICAL_FITTINGS_INTRO.lead as string,
  heroAlt: 'Four-way circular junction box',
  features: 'Features',
  description: [...ELECTRICAL_FITTINGS_INTRO.description] as string[],
  featureItems: titled(ELECTRICAL_FITTINGS_FEATURES),
  classesTitle: 'Three classes of fittings',
  classes: FITTING_CLASSES.map(({ material, text }) => ({ material, text })),
  coloursLabel: 'Colours',
  colours: 'Colours: ',
  colourText: FITTING_COLOUR_NOTE.text as string,
  catalogue: 'Catalogue',
  groups: FITTING_GROUPS.map((group) => ({
    title: group.title,
    intro: group.intro,
    cards: group.cards.map((card) => ({ title: card.title, subtitle: card.subtitle, photos: card.photos.map((photo) => photo.alt) })),
  })),
  oneSize: ONE_SIZE,
  photosLabel: '{title} photos',
  tableCaption: '{title}: size and standard pack',
  photoOf: 'Photo {n} of {count}',
  nOfCount: '{n} of {count}',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  brochures: 'Brochures',
  quality: 'Quality tests',
  qualityItems: titled(FITTING_QUALITY_ANALYSIS),
};
