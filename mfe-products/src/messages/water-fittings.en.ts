// The water pipe fittings page's texts (spec §2.12), English from src/data/water-pipe-fittings.ts.
// Malayalam: water-fittings.ml.ts.
import { WATER_FITTING_CERTIFICATIONS, WATER_FITTING_QUALITY, WATER_FITTING_TABLES, WATER_PIPE_FITTINGS_INTRO } from '../data/water-pipe-fittings';

export const waterFittingsEn = {
  title: WATER_PIPE_FITTINGS_INTRO.title as string,
  lead: WATER_PIPE_FITTINGS_INTRO.lead as string,
  heroAlt: 'Grey uPVC equal tee',
  about: 'About our fittings',
  description: [...WATER_PIPE_FITTINGS_INTRO.description] as string[],
  certificationsTitle: 'Certifications',
  certifications: [...WATER_FITTING_CERTIFICATIONS],
  sizes: 'Sizes and standard packs',
  fittings: WATER_FITTING_TABLES.map((table) => ({ name: table.name, alt: table.alt })),
  tableCaption: '{name}: size and standard pack',
  brochures: 'Brochures',
  quality: 'Quality tests',
  qualityItems: WATER_FITTING_QUALITY.map(({ title, text }) => ({ title, text })),
};
