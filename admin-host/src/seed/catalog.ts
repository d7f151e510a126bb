import { blogImages } from './blog';
import {
  SEED_INVESTOR_DOCUMENTS,
  SEED_MATERIAL_DOCUMENTS,
  SEED_OFFER_DOCUMENTS,
  SEED_POLICIES,
  SEED_SHAREHOLDING,
} from './investor-documents';
import { SEED_CREDIT_RATINGS, SEED_INVESTOR_MEETS, SEED_NEWSPAPER_PUBLICATIONS } from './reg46';
import type { SampleDocument, SampleImage } from './sample-files';

/** Every PDF the seeded records point at, each path once. */
export function sampleDocuments(): SampleDocument[] {
  const all = [
    ...[...SEED_OFFER_DOCUMENTS, ...SEED_POLICIES, ...SEED_SHAREHOLDING, ...SEED_MATERIAL_DOCUMENTS].map((entry) => entry.document),
    ...Object.values(SEED_INVESTOR_DOCUMENTS).flat().map((entry) => entry.document),
    ...SEED_CREDIT_RATINGS.map((entry) => entry.document),
    ...SEED_INVESTOR_MEETS.flatMap((entry) => [entry.presentation, entry.transcript]),
    ...SEED_NEWSPAPER_PUBLICATIONS.map((entry) => entry.document),
  ].filter((document): document is SampleDocument => document !== null);
  return [...new Map(all.map((document) => [document.path, document])).values()];
}

export function sampleImages(): SampleImage[] {
  return blogImages();
}
