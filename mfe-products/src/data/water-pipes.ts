// uPVC water pipes (IS 4985): every figure the water-pipe page and the Water Pipes brochure show.
//
// Sources:
// - Spec §3: printing colour by class; spec §9: nominal sizes 20 to 200 mm, classes 2.5 to
//   12.5 kg/cm²; spec §9: the brand carousel shows 3 slides. The sizes between 20 and 200 mm are
//   the company's range (the spec gives the range only).
// - Dimensions: none shown. The spec gives no outside diameters or wall thicknesses, and no copy of
//   IS 4985 is at hand to take them from its tables; the figures shown before were computed from a
//   design formula, not read from the standard, so a buyer could not trust them. The page says
//   the pipes are made to IS 4985's dimensions and offers the figures on request.
import type { CaptionedPicture, Picture, TitledText } from './media';

export const WATER_PIPE_INTRO = {
  title: 'uPVC Water Pipes',
  lead: 'ISI-marked unplasticised PVC (uPVC) pressure pipes to IS 4985 for drinking water, irrigation and plumbing, 20 mm to 200 mm in six pressure classes.',
  description: [
    'Our uPVC pipes are made from virgin, lead-free compound that is safe for drinking water. They are light, rust-proof and smooth inside, so water flows freely and the pipe keeps its full bore for decades.',
    'Every pipe is printed along its length in the colour of its pressure class, so the right class is easy to pick on site and in the store.',
  ],
} as const;

/** Pressure classes, kg/cm² (IS 4985 classes 1 to 6). */
export const PRESSURE_CLASSES = [2.5, 4, 6, 8, 10, 12.5] as const;
export type PressureClass = (typeof PRESSURE_CLASSES)[number];

/** Nominal sizes, mm (spec §9: 20 to 200 mm). */
export const WATER_PIPE_SIZES = [20, 25, 32, 40, 50, 63, 75, 90, 110, 125, 140, 160, 180, 200] as const;

export interface PrintingColour {
  /** null for the plumbing pipe, which has no pressure class of its own. */
  pressure: PressureClass | null;
  classLabel: string;
  colourName: string;
  colourHex: string;
}

/** Spec §3: pipe class printing colours, in the spec's order. */
export const PRINTING_COLOURS: readonly PrintingColour[] = [
  { pressure: 2.5, classLabel: 'Class 1', colourName: 'Red', colourHex: '#c8102e' },
  { pressure: 4, classLabel: 'Class 2', colourName: 'Blue', colourHex: '#0057b8' },
  { pressure: 6, classLabel: 'Class 3', colourName: 'Green', colourHex: '#00843d' },
  { pressure: 8, classLabel: 'Class 4', colourName: 'Brown', colourHex: '#7b4a12' },
  { pressure: 10, classLabel: 'Class 5', colourName: 'Yellow', colourHex: '#ffcd00' },
  { pressure: 12.5, classLabel: 'Class 6', colourName: 'Black', colourHex: '#111111' },
  { pressure: null, classLabel: 'Plumbing pipe', colourName: 'Pink', colourHex: '#e86fa8' },
];

/** The dimensions section (the spec's two dimension tables have no figures to show: see the top). */
export const WATER_PIPE_SIZES_TEXT: readonly string[] = [
  `Nominal sizes (outside diameter): ${WATER_PIPE_SIZES.slice(0, -1).join(', ')} and ${WATER_PIPE_SIZES.at(-1)} mm.`,
  `Pressure classes: ${PRESSURE_CLASSES.slice(0, -1).join(', ')} and ${PRESSURE_CLASSES.at(-1)} kg/cm² (Class 1 to Class 6), each printed in its colour above.`,
  'Outside diameters and wall thicknesses are those IS 4985 sets for each size and class. Ask us for the dimension table and a test certificate before you design or tender.',
];

export interface Brand extends Picture {
  name: string;
  text: string;
}

/** Brand carousel (spec §9: 3 slides). Our own product lines; wordmarks drawn by our script. */
export const WATER_PIPE_BRANDS: readonly Brand[] = [
  { name: 'Kallada AquaLine', text: 'ISI pressure pipes for drinking-water mains.', image: 'brand-aqualine', alt: '' },
  { name: 'Kallada AgriFlow', text: 'Pipes for farm irrigation and bore wells.', image: 'brand-agriflow', alt: '' },
  { name: 'Kallada HomePlumb', text: 'Plumbing pipes for homes and buildings.', image: 'brand-homeplumb', alt: '' },
  { name: 'Kallada BoreMax', text: 'Heavy-class column pipes for submersible pumps.', image: 'brand-boremax', alt: '' },
];
export const WATER_PIPE_BRAND_CAROUSEL = { slidesPerView: 1, breakpoints: { 576: 2, 768: 3 } } as const;

export const WATER_PIPE_FEATURES: readonly TitledText[] = [
  { title: 'Safe for drinking water', text: 'Lead-free, non-toxic compound that gives no taste or smell to water.' },
  { title: 'Rust and scale free', text: 'Smooth walls that do not corrode or collect scale, so the bore stays full.' },
  { title: 'Light and easy to lay', text: 'Quick to carry, cut and join with solvent cement; lower laying cost.' },
  { title: 'Long life', text: 'Resistant to soil chemicals, fertilisers and most acids and alkalis.' },
  { title: 'Colour-coded classes', text: 'Printing colour shows the pressure class at a glance.' },
  { title: 'Every size', text: '20 mm to 200 mm, in classes from 2.5 to 12.5 kg/cm².' },
];

export interface Category extends CaptionedPicture {
  path: string;
}

/** Category strip (spec §2.12: Conduits, Fittings, Solvent Cement, Water Tanks). */
export const WATER_PIPE_CATEGORIES: readonly Category[] = [
  { caption: 'Conduits', path: '/product/pvc-electricals', image: 'category-conduits', alt: '' },
  { caption: 'Fittings', path: '/product/pvc-water-pipes-fitting', image: 'category-fittings', alt: '' },
  { caption: 'Solvent Cement', path: '/product/solvent', image: 'category-solvent', alt: '' },
  { caption: 'Water Tanks', path: '/product/water-tanks', image: 'category-tanks', alt: '' },
];

/** Quality tests on water pipes (the IS 4985 test list). */
export const WATER_PIPE_QUALITY_TESTS: readonly TitledText[] = [
  { title: 'Visual appearance', text: 'Smooth, clean surfaces without grooves, blisters or impurities.' },
  { title: 'Dimensions', text: 'Mean and any-point outside diameter and wall thickness checked against IS 4985.' },
  { title: 'Opacity', text: 'The wall lets through no more light than allowed, so algae cannot grow inside.' },
  { title: 'Effect on water', text: 'Nothing harmful is extracted into drinking water.' },
  { title: 'Reversion', text: 'Length change after heating stays within the limit.' },
  { title: 'Vicat softening temperature', text: 'Softens only above the minimum temperature.' },
  { title: 'Density and sulphated ash', text: 'Confirms the compound and its filler content.' },
  { title: 'Resistance to external blows', text: 'Falling-weight impact at 0 °C without failure.' },
  { title: 'Internal hydrostatic pressure', text: 'Short and long-duration pressure tests without bursting or leaking.' },
];
