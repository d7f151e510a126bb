// The rigid conduit page's texts (spec §2.12), English from src/data/conduits.ts and the page's
// own lines. Sizes, figures, standards and class codes (LMS, MMS, HMS) stay as they are in every
// language. Malayalam: conduits.ml.ts.
import { defineContent } from '@site/shared/i18n/catalog';
import { APPROVALS } from '../data/approvals';
import {
  CONDUIT_ADVANTAGES,
  CONDUIT_AVAILABILITY_NOTES,
  CONDUIT_CLASS_ORDER,
  CONDUIT_CLASSES,
  CONDUIT_ENDS_TEXT,
  CONDUIT_FEATURES,
  CONDUIT_GALLERY,
  CONDUIT_INTRO,
  CONDUIT_QUALITY_TESTS,
  CONDUIT_SPEC_NOT_GIVEN,
  CONDUIT_SPEC_NOTE,
} from '../data/conduits';
import { titled } from './titled';

export const conduitsEn = {
  title: CONDUIT_INTRO.title as string,
  lead: CONDUIT_INTRO.lead as string,
  heroAlt: 'Light, medium and heavy conduit pipes side by side, printed with size, class and IS 9537',
  about: 'About our conduits',
  description: [...CONDUIT_INTRO.description] as string[],
  approvals: 'Approvals and certifications',
  approvalBadges: 'Approval badges',
  approvalAlts: APPROVALS.map((approval) => approval.alt),
  classesTitle: 'Light, medium and heavy: told apart by colour',
  classes: CONDUIT_CLASS_ORDER.map((id) => ({ name: CONDUIT_CLASSES[id].name, colourName: CONDUIT_CLASSES[id].colourName, use: CONDUIT_CLASSES[id].use })),
  colour: 'Colour: ',
  range: 'Our conduit range',
  rangeLabel: 'Conduit products',
  gallery: CONDUIT_GALLERY.map(({ alt, caption }) => ({ alt, caption })),
  sizes: 'Sizes, packing and specification',
  availability: 'Pipe availability',
  availabilityNotes: [...CONDUIT_AVAILABILITY_NOTES],
  advantages: 'Advantages',
  advantageItems: titled(CONDUIT_ADVANTAGES),
  features: 'Features',
  featureItems: titled(CONDUIT_FEATURES),
  brochures: 'Brochures',
  qualityTests: 'Quality tests ({count})',
  qualityItems: titled(CONDUIT_QUALITY_TESTS),
  filterLegend: 'Filter the conduit tables',
  status: 'Showing {isi} of {isiTotal} ISI sizes, {nonIsi} of {nonIsiTotal} non-ISI sizes and {specs} of {specsTotal} specification rows.',
  lengthNote: 'Every pipe is {length} m long; packs are bundles of whole lengths.',
  isiRange: 'ISI range',
  isiCaption: 'ISI conduits to IS 9537 (Part 3): sizes and packing per bundle',
  nonIsiRange: 'Non-ISI range',
  nonIsiCaption: 'Non-ISI conduits: sizes and packing per bundle',
  technical: 'Technical specification',
  specCaption: 'Technical specification of ISI conduits (all figures in mm)',
  size: 'Size',
  classesHeader: 'Classes',
  metresPerPack: 'Metres per pack',
  lengthsPerPack: 'Lengths per pack',
  ends: 'Ends',
  endsText: { plain: CONDUIT_ENDS_TEXT.plain, plainAndSocketed: CONDUIT_ENDS_TEXT['plain-and-socketed'], againstOrder: CONDUIT_ENDS_TEXT['against-order'] },
  sizeAndClass: 'Size and class',
  odTolerance: 'Tolerance on OD',
  wallThickness: 'Wall thickness',
  notGiven: CONDUIT_SPEC_NOT_GIVEN,
  specNote: CONDUIT_SPEC_NOTE,
};

export const conduitsContent = defineContent('mfe-products/conduits', conduitsEn, { ml: () => import('./conduits.ml') });
