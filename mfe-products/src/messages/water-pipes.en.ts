// The uPVC water pipe page's texts (spec §2.12), English from src/data/water-pipes.ts. Pipe classes,
// sizes and pressures stay as the trade writes them. Malayalam: water-pipes.ml.ts.
import {
  PRINTING_COLOURS,
  WATER_PIPE_BRANDS,
  WATER_PIPE_CATEGORIES,
  WATER_PIPE_FEATURES,
  WATER_PIPE_INTRO,
  WATER_PIPE_QUALITY_TESTS,
  WATER_PIPE_SIZES_TEXT,
} from '../data/water-pipes';
import { titled } from './titled';

export const waterPipesEn = {
  title: WATER_PIPE_INTRO.title as string,
  lead: WATER_PIPE_INTRO.lead as string,
  heroAlt: 'Grey uPVC water pipes printed in red, blue, green and black class colours',
  about: 'About our water pipes',
  description: [...WATER_PIPE_INTRO.description] as string[],
  brands: 'Our brands',
  brandsLabel: 'Water pipe brands',
  brandTexts: WATER_PIPE_BRANDS.map((brand) => brand.text),
  features: 'Features',
  featureItems: titled(WATER_PIPE_FEATURES),
  related: 'Related products',
  categories: WATER_PIPE_CATEGORIES.map((category) => category.caption),
  printing: 'Printing colour by class',
  printingText: 'Each pipe is printed along its length in the colour of its pressure class.',
  printingCaption: 'Printing colour by pipe class',
  pressure: 'Pressure',
  class: 'Class',
  printingColour: 'Printing colour',
  colours: PRINTING_COLOURS.map((row) => ({ classLabel: row.classLabel, colourName: row.colourName })),
  sizes: 'Sizes and dimensions (IS 4985)',
  sizesText: [...WATER_PIPE_SIZES_TEXT],
  quality: 'Quality tests',
  qualityItems: titled(WATER_PIPE_QUALITY_TESTS),
  brochures: 'Brochures',
};
