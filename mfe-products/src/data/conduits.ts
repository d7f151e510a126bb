// Rigid PVC electrical conduits: the one source of every figure the conduit page, its tests and the
// Electrical/Corporate/Malayalam brochures show.
//
// Sources:
// - Spec §9 (exact, never change without the spec): sizes, packs, tolerance on outside diameter,
//   16 mm wall thickness per class, availability (63 mm light only, 19 mm medium and heavy only)
//   and the availability notes (16 mm plain-ended; 20/25 mm plain and socketed; 32–63 mm against
//   orders), 13 quality tests.
// - Nothing else. The spec gives no wall thickness for 20–63 mm and no inside or socket diameters,
//   and no copy of IS 9537 (Part 3) is at hand to take them from its tables, so those figures are
//   not shown (they were derived and estimated before; a buyer could not trust them). The
//   technical specification table shows them as given to IS 9537 (Part 3), on request.
import type { CaptionedPicture, TitledText } from './media';

export type ConduitClass = 'light' | 'medium' | 'heavy';
export const CONDUIT_CLASS_ORDER: readonly ConduitClass[] = ['light', 'medium', 'heavy'];

export interface ConduitClassInfo {
  id: ConduitClass;
  /** Trade abbreviation: light / medium / heavy mechanical stress. */
  code: 'LMS' | 'MMS' | 'HMS';
  name: string;
  /** Colour the class is made in (company convention; the spec only says classes go by colour). */
  colourName: string;
  colourHex: string;
  use: string;
}

export const CONDUIT_CLASSES: Readonly<Record<ConduitClass, ConduitClassInfo>> = {
  light: {
    id: 'light',
    code: 'LMS',
    name: 'Light',
    colourName: 'Ivory',
    colourHex: '#efe6c8',
    use: 'Concealed wiring inside plastered walls and false ceilings, where the pipe is protected by the building.',
  },
  medium: {
    id: 'medium',
    code: 'MMS',
    name: 'Medium',
    colourName: 'Grey',
    colourHex: '#8a9099',
    use: 'Surface wiring and slab work in homes and offices, where the pipe must take normal site handling.',
  },
  heavy: {
    id: 'heavy',
    code: 'HMS',
    name: 'Heavy',
    colourName: 'Black',
    colourHex: '#1f2226',
    use: 'Industrial, outdoor and underground runs that take knocks, loads and sunlight.',
  },
};

export type ConduitEnds = 'plain' | 'plain-and-socketed' | 'against-order';

export interface ConduitPackRow {
  /** Nominal outside diameter, mm. */
  size: number;
  metresPerPack: number;
  lengthsPerPack: number;
  classes: readonly ConduitClass[];
  ends: ConduitEnds;
}

const ALL_CLASSES = CONDUIT_CLASS_ORDER;

/** ISI range, IS 9537 (Part 3). Spec §9: sizes, packing per bundle, availability. */
export const ISI_CONDUITS: readonly ConduitPackRow[] = [
  { size: 16, metresPerPack: 300, lengthsPerPack: 100, classes: ALL_CLASSES, ends: 'plain' },
  { size: 20, metresPerPack: 300, lengthsPerPack: 100, classes: ALL_CLASSES, ends: 'plain-and-socketed' },
  { size: 25, metresPerPack: 150, lengthsPerPack: 50, classes: ALL_CLASSES, ends: 'plain-and-socketed' },
  { size: 32, metresPerPack: 75, lengthsPerPack: 25, classes: ALL_CLASSES, ends: 'against-order' },
  { size: 40, metresPerPack: 60, lengthsPerPack: 20, classes: ALL_CLASSES, ends: 'against-order' },
  { size: 50, metresPerPack: 30, lengthsPerPack: 10, classes: ALL_CLASSES, ends: 'against-order' },
  { size: 63, metresPerPack: 30, lengthsPerPack: 10, classes: ['light'], ends: 'against-order' },
];

/** Non-ISI range. Spec §9: 19 mm, 300 m / 100 lengths, medium and heavy only. */
export const NON_ISI_CONDUITS: readonly ConduitPackRow[] = [
  { size: 19, metresPerPack: 300, lengthsPerPack: 100, classes: ['medium', 'heavy'], ends: 'plain' },
];

/** Every pipe is 3 m long (every pack above is metres / lengths = 3). */
export const CONDUIT_LENGTH_M = 3;

export const CONDUIT_ENDS_TEXT: Readonly<Record<ConduitEnds, string>> = {
  plain: 'Plain-ended',
  'plain-and-socketed': 'Plain-ended and socketed',
  'against-order': 'Against specific orders',
};

/** Spec §9: tolerance on outside diameter (mm; the pipe may be this much under nominal, never over). */
export const OD_TOLERANCE_MM: Readonly<Record<number, number>> = {
  16: -0.3,
  20: -0.3,
  25: -0.4,
  32: -0.4,
  40: -0.4,
  50: -0.5,
  63: -0.6,
};

export interface Range {
  min: number;
  max: number;
}

/** Spec §9 example wall thickness, mm: given for 16 mm only (light 1–1.15, medium 1.35–1.5, heavy 1.75–1.9). */
export const WALL_THICKNESS_MM: Readonly<Record<number, Partial<Record<ConduitClass, Range>>>> = {
  16: { light: { min: 1.0, max: 1.15 }, medium: { min: 1.35, max: 1.5 }, heavy: { min: 1.75, max: 1.9 } },
};

export interface ConduitSpecRow {
  size: number;
  conduitClass: ConduitClass;
  /** e.g. '16 mm Light (LMS)'. */
  label: string;
  odToleranceMm: number;
  /** null where the spec gives no figure (every size but 16 mm). */
  wallThickness: Range | null;
}

/** Technical specification, ISI range: every size and class made (spec §9), with the spec's figures. */
export const CONDUIT_SPECS: readonly ConduitSpecRow[] = ISI_CONDUITS.flatMap(({ size, classes }) =>
  classes.map((conduitClass): ConduitSpecRow => {
    const info = CONDUIT_CLASSES[conduitClass];
    return {
      size,
      conduitClass,
      label: `${size} mm ${info.name} (${info.code})`,
      odToleranceMm: OD_TOLERANCE_MM[size]!,
      wallThickness: WALL_THICKNESS_MM[size]?.[conduitClass] ?? null,
    };
  }),
);

/** What the specification table says where the spec gives no figure. */
export const CONDUIT_SPEC_NOT_GIVEN = 'To IS 9537 (Part 3), on request';

/** Note under the technical specification table. */
export const CONDUIT_SPEC_NOTE =
  'Wall thickness is listed for 16 mm. For the other sizes, and for inside and socket diameters, every pipe meets IS 9537 (Part 3) for its class: ask us for the figures and the test certificate.';

/** Spec §9 availability notes, word for word in meaning. */
export const CONDUIT_AVAILABILITY_NOTES: readonly string[] = [
  '16 mm pipes are plain-ended only.',
  '20 mm and 25 mm pipes come plain-ended and socketed.',
  '32 mm to 63 mm pipes are produced against specific orders.',
  'The 63 mm size is offered in the light (LMS) class only.',
  'The 19 mm non-ISI size is offered in the medium (MMS) and heavy (HMS) classes only.',
];

export const CONDUIT_INTRO = {
  title: 'Rigid PVC Electrical Conduits',
  lead:
    'ISI-marked rigid PVC conduit pipes to IS 9537 (Part 3), made in light, medium and heavy classes from 16 mm to 63 mm, plus a 19 mm non-ISI range.',
  description: [
    'Our conduits are extruded from a lead-free, fire-retardant PVC compound at our own plants and checked batch by batch in our laboratory. They carry and protect electrical wiring in homes, offices, hospitals and factories, concealed in walls and slabs or run on the surface.',
    'Each pipe is 3 m long and printed along its length with the size, class and standard, so electricians and site engineers can see at a glance that the right pipe went into the wall.',
  ],
} as const;

export const CONDUIT_ADVANTAGES: readonly TitledText[] = [
  { title: 'Safe', text: 'Self-extinguishing compound that does not carry a flame along the wiring route.' },
  { title: 'Insulating', text: 'PVC does not conduct, so a damaged cable cannot make the conduit live.' },
  { title: 'Rust-free', text: 'Unaffected by damp plaster, cement, rain water and most chemicals on site.' },
  { title: 'Light to handle', text: 'A fraction of the weight of steel conduit: quicker to carry, cut and lay.' },
  { title: 'Easy to bend and join', text: 'Bends with a spring when warmed and joins with push-fit and solvent-cemented fittings.' },
  { title: 'Economical', text: 'Lower material and labour cost than metal conduit, with a longer service life.' },
];

export const CONDUIT_FEATURES: readonly TitledText[] = [
  { title: 'ISI marked', text: 'Made and tested to IS 9537 (Part 3) under licence, with every pipe printed.' },
  { title: 'Three classes', text: 'Light, medium and heavy walls, told apart by colour and by the printing.' },
  { title: 'Smooth bore', text: 'A smooth inside surface that lets cables be drawn through without snagging.' },
  { title: 'Impact and crush resistant', text: 'Tested for compression, impact and collapse before dispatch.' },
  { title: 'UV stabilised', text: 'Heavy-class pipes carry UV stabilisers for exposed outdoor runs.' },
  { title: 'Consistent sizes', text: 'Outside diameters held within the tolerances of the standard for snug fittings.' },
];

/** Spec §2.12 / §9: 13 quality tests on the rigid conduit page (the IS 9537 Part 3 test list). */
export const CONDUIT_QUALITY_TESTS: readonly TitledText[] = [
  { title: 'Visual examination', text: 'Smooth surfaces free from cracks, blisters and foreign matter; legible marking.' },
  { title: 'Dimensions', text: 'Outside diameter, wall thickness, length and socket dimensions checked against the tables.' },
  { title: 'Compression test', text: 'The pipe must not deform beyond the limit under the load for its class.' },
  { title: 'Impact test', text: 'A falling weight for the class must not crack the pipe, even at low temperature.' },
  { title: 'Bending test', text: 'Bent round a former, the pipe must not crack or flatten beyond the gauge.' },
  { title: 'Collapse test', text: 'A bent pipe under load must still pass the gauge ball.' },
  { title: 'Resistance to heat', text: 'The pipe holds its shape at the test temperature under load.' },
  { title: 'Resistance to burning', text: 'The flame goes out by itself within the set time once the burner is removed.' },
  { title: 'Electrical strength', text: 'The wall withstands the test voltage for the set time without breakdown.' },
  { title: 'Insulation resistance', text: 'Resistance between inside and outside stays above the minimum after immersion.' },
  { title: 'Moisture absorption', text: 'Weight gain after water immersion stays within the limit.' },
  { title: 'Resistance to chemical action', text: 'No loss of properties after exposure to the test reagents.' },
  { title: 'Vicat softening temperature', text: 'The compound softens only above the minimum temperature of the standard.' },
];

/** Product carousel on the conduit page. */
export const CONDUIT_GALLERY: readonly CaptionedPicture[] = [
  { image: 'conduit-bundle-light', alt: 'Bundle of ivory light-class (LMS) conduit pipes', caption: 'Light (LMS) conduits' },
  { image: 'conduit-bundle-medium', alt: 'Bundle of grey medium-class (MMS) conduit pipes', caption: 'Medium (MMS) conduits' },
  { image: 'conduit-bundle-heavy', alt: 'Bundle of black heavy-class (HMS) conduit pipes', caption: 'Heavy (HMS) conduits' },
  { image: 'conduit-socketed', alt: 'Socketed conduit pipe end beside a plain end', caption: 'Plain and socketed ends' },
  { image: 'conduit-printing', alt: 'Conduit pipe with size, class and IS 9537 printed along it', caption: 'Printed along every pipe' },
  { image: 'conduit-nonisi', alt: 'Bundle of 19 mm non-ISI conduit pipes', caption: '19 mm non-ISI range' },
];
