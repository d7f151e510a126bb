// uPVC water pipes (IS 4985): every figure the water-pipe page and the Water Pipes brochure show.
//
// Sources:
// - Spec §3: printing colour by class; spec §9: nominal sizes 20 to 200 mm, classes 2.5 to
//   12.5 kg/cm²; spec §9: the brand carousel shows 3 slides.
// - Dimensions: the spec gives none. The table below follows IS 4985 (unplasticized PVC pipes for
//   potable water): nominal size = nominal outside diameter; mean outside diameter from nominal up
//   to nominal + 0.3 mm (up to 90 mm), + 0.4 (110–125), + 0.5 (140–160), + 0.6 (180–200); the
//   outside diameter at any point (ovality) within the tolerance given per size; minimum wall
//   thickness from the standard's design basis e = p·d / (2σ + p) with a design stress
//   σ = 8.5 MPa (p = class pressure, 1 kg/cm² = 0.0980665 MPa), rounded up to 0.1 mm; maximum
//   wall = minimum + (0.1 × minimum + 0.2 mm), rounded up to 0.1 mm. Class/size pairs whose wall
//   would come out under 1.0 mm are not made. A unit test re-derives every row from these rules.
//   Check against the current edition of IS 4985 before quoting in a tender.
import type { CaptionedPicture, Picture, TitledText } from './media';

export const WATER_PIPE_INTRO = {
  title: 'uPVC Water Pipes',
  lead: 'ISI-marked unplasticized PVC pressure pipes to IS 4985 for drinking water, irrigation and plumbing, 20 mm to 200 mm in six pressure classes.',
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

type Wall = readonly [min: number, max: number] | null;

/** Per size: mean OD tolerance, OD-at-any-point tolerance (±), wall min/max per class 2.5…12.5. */
const IS_4985_TABLE: ReadonlyArray<readonly [size: number, meanOdTol: number, anyPointTol: number, walls: readonly Wall[]]> = [
  [20, 0.3, 0.5, [null, null, null, null, [1.1, 1.5], [1.4, 1.8]]],
  [25, 0.3, 0.5, [null, null, null, [1.2, 1.6], [1.4, 1.8], [1.7, 2.1]]],
  [32, 0.3, 0.5, [null, null, [1.1, 1.5], [1.5, 1.9], [1.8, 2.2], [2.2, 2.7]]],
  [40, 0.3, 0.5, [null, [1.0, 1.3], [1.4, 1.8], [1.8, 2.2], [2.2, 2.7], [2.7, 3.2]]],
  [50, 0.3, 0.6, [null, [1.2, 1.6], [1.7, 2.1], [2.3, 2.8], [2.8, 3.3], [3.4, 4.0]]],
  [63, 0.3, 0.8, [null, [1.5, 1.9], [2.2, 2.7], [2.8, 3.3], [3.5, 4.1], [4.3, 5.0]]],
  [75, 0.3, 0.9, [[1.1, 1.5], [1.7, 2.1], [2.6, 3.1], [3.4, 4.0], [4.1, 4.8], [5.1, 5.9]]],
  [90, 0.3, 1.1, [[1.3, 1.7], [2.1, 2.6], [3.1, 3.7], [4.0, 4.6], [5.0, 5.7], [6.1, 7.0]]],
  [110, 0.4, 1.4, [[1.6, 2.0], [2.5, 3.0], [3.7, 4.3], [4.9, 5.6], [6.0, 6.8], [7.4, 8.4]]],
  [125, 0.4, 1.5, [[1.8, 2.2], [2.9, 3.4], [4.2, 4.9], [5.6, 6.4], [6.9, 7.8], [8.5, 9.6]]],
  [140, 0.5, 1.7, [[2.0, 2.4], [3.2, 3.8], [4.7, 5.4], [6.2, 7.1], [7.7, 8.7], [9.5, 10.7]]],
  [160, 0.5, 2.0, [[2.3, 2.8], [3.7, 4.3], [5.4, 6.2], [7.1, 8.1], [8.8, 9.9], [10.8, 12.1]]],
  [180, 0.6, 2.2, [[2.6, 3.1], [4.1, 4.8], [6.1, 7.0], [8.0, 9.0], [9.9, 11.1], [12.2, 13.7]]],
  [200, 0.6, 2.4, [[2.9, 3.4], [4.6, 5.3], [6.7, 7.6], [8.9, 10.0], [11.0, 12.3], [13.5, 15.1]]],
];

export interface MinMax {
  min: number;
  max: number;
}

/** Spec §3 water pipe dimension row (mm). */
export interface WaterPipeDimensionRow {
  nominalSize: number;
  pressureClass: PressureClass;
  meanOD: MinMax;
  odAtAnyPoint: MinMax;
  wallThickness: MinMax;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export const WATER_PIPE_DIMENSIONS: readonly WaterPipeDimensionRow[] = IS_4985_TABLE.flatMap(
  ([nominalSize, meanOdTol, anyPointTol, walls]) =>
    PRESSURE_CLASSES.flatMap((pressureClass, index): WaterPipeDimensionRow[] => {
      const wall = walls[index];
      if (!wall) return [];
      return [
        {
          nominalSize,
          pressureClass,
          meanOD: { min: nominalSize, max: round1(nominalSize + meanOdTol) },
          odAtAnyPoint: { min: round1(nominalSize - anyPointTol), max: round1(nominalSize + anyPointTol) },
          wallThickness: { min: wall[0], max: wall[1] },
        },
      ];
    }),
);

/** The page's two dimension tables (spec §2.12): small sizes, then large sizes. */
export const WATER_PIPE_TABLES = [
  { id: 'small', caption: 'ISI water pipe dimensions, 20 mm to 90 mm (IS 4985, all figures in mm)', sizes: [20, 25, 32, 40, 50, 63, 75, 90] },
  { id: 'large', caption: 'ISI water pipe dimensions, 110 mm to 200 mm (IS 4985, all figures in mm)', sizes: [110, 125, 140, 160, 180, 200] },
] as const;

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
  { title: 'Dimensions', text: 'Mean and any-point outside diameter and wall thickness checked against the tables.' },
  { title: 'Opacity', text: 'The wall lets through no more light than allowed, so algae cannot grow inside.' },
  { title: 'Effect on water', text: 'Nothing harmful is extracted into drinking water.' },
  { title: 'Reversion', text: 'Length change after heating stays within the limit.' },
  { title: 'Vicat softening temperature', text: 'Softens only above the minimum temperature.' },
  { title: 'Density and sulphated ash', text: 'Confirms the compound and its filler content.' },
  { title: 'Resistance to external blows', text: 'Falling-weight impact at 0 °C without failure.' },
  { title: 'Internal hydrostatic pressure', text: 'Short and long-duration pressure tests without bursting or leaking.' },
];
