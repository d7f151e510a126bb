// The four descriptive product pages' texts (spec §2.12), English from src/data/other-products.ts.
// Malayalam: descriptive.ml.ts.
import { FLEXIBLE_CONDUITS, GARDEN_HOSES, SOLVENT_CEMENT, WATER_TANKS, type DescriptiveProduct } from '../data/other-products';

const textOf = (product: DescriptiveProduct) => ({
  title: product.title,
  lead: product.lead,
  description: [...product.description],
  heroAlt: product.hero.alt,
  features: product.features.map(({ title, text }) => ({ title, text })),
  quality: product.quality.map(({ title, text }) => ({ title, text })),
});

export type DescriptiveText = ReturnType<typeof textOf>;

export const descriptiveEn = {
  flexible: textOf(FLEXIBLE_CONDUITS),
  solvent: textOf(SOLVENT_CEMENT),
  hoses: textOf(GARDEN_HOSES),
  tanks: textOf(WATER_TANKS),
  hoseTable: { caption: 'Hose sizes and coil lengths', title: 'Sizes and lengths', size: 'Size', coil: '{length} m coil', available: 'Available', notMade: 'Not made' },
};

export type DescriptiveKey = 'flexible' | 'solvent' | 'hoses' | 'tanks';
