// The careers page's prose (spec §2.8), taken from src/data. Malayalam: careers.ml.ts.
import { CAREERS_BANNERS, CAREERS_CULTURE, WHY_CHOOSE_US } from '../data/careers';

export const careersEn = {
  banners: CAREERS_BANNERS.map(({ alt, caption }) => ({ alt: alt as string, caption: caption as string })),
  culture: [...CAREERS_CULTURE],
  why: WHY_CHOOSE_US.map(({ title, text }) => ({ title, text })),
};
