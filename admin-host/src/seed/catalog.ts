import { blogImages } from './blog';
import {
  SEED_INVESTOR_DOCUMENTS,
  SEED_MATERIAL_DOCUMENTS,
  SEED_OFFER_DOCUMENTS,
  SEED_POLICIES,
  SEED_SHAREHOLDING,
} from './investor-documents';
import type { SampleDocument, SampleImage } from './sample-files';

/** Every PDF the seeded records point at, each path once. */
export function sampleDocuments(): SampleDocument[] {
  const all = [
    ...SEED_OFFER_DOCUMENTS,
    ...SEED_POLICIES,
    ...SEED_SHAREHOLDING,
    ...SEED_MATERIAL_DOCUMENTS,
    ...Object.values(SEED_INVESTOR_DOCUMENTS).flat(),
  ].map((entry) => entry.document);
  return [...new Map(all.map((document) => [document.path, document])).values()];
}

export function sampleImages(): SampleImage[] {
  return blogImages();
}
