import { brochureBase } from './env';

// The four brochures (spec §7: static files saved under fixed names). The products build
// generates them from its data modules into its /brochures/ folder; any page may link them.
export const BROCHURES = {
  electrical: { label: 'Electrical brochure', fileName: 'Electrical-Brochure.pdf' },
  corporate: { label: 'Corporate brochure', fileName: 'Corporate-Brochure.pdf' },
  waterPipes: { label: 'Water Pipes brochure', fileName: 'Water-Pipes-Brochure.pdf' },
  malayalam: { label: 'Malayalam brochure', fileName: 'Malayalam-Brochure.pdf' },
} as const;

export type BrochureId = keyof typeof BROCHURES;

/** Absolute URL of a brochure PDF. */
export function brochureUrl(id: BrochureId): string {
  return brochureBase() + BROCHURES[id].fileName;
}
