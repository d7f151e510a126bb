// uPVC water pipe fittings. The spec names the fitting types (elbow, tee, end cap, coupler,
// reducer) and the quality list but gives no sizes or packs: sizes are the IS 4985 pipe sizes
// they fit (20–110 mm; reducers as large × small), standard packs are the company's carton
// quantities (fewer per carton as the fitting grows).
import type { Picture, TitledText } from './media';

export const WATER_PIPE_FITTINGS_INTRO = {
  title: 'Water Pipe Fittings',
  lead: 'Solvent-weld uPVC fittings for our water pipes: elbows, tees, end caps, couplers and reducers from 20 mm to 110 mm.',
  description: [
    'Moulded from the same lead-free uPVC as our pipes, the fittings join with solvent cement into a single leak-proof piece. Sockets are sized to the pipe’s outside diameter so joints go together square and stay tight under pressure.',
  ],
} as const;

/** Spec §2.12: four Certifications buttons (inert: they only name the certification). */
export const WATER_FITTING_CERTIFICATIONS: readonly string[] = [
  'ISI marked',
  'ISO 9001:2015',
  'ISO 14001:2015',
  'Lead-free compound',
];

/** Spec §3 fitting row. */
export interface FittingRow {
  size: string;
  standardPack: string;
}

export interface FittingTable extends Picture {
  id: 'elbow' | 'tee' | 'end-cap' | 'coupler' | 'reducer';
  name: string;
  rows: readonly FittingRow[];
}

export const WATER_FITTING_TABLES: readonly FittingTable[] = [
  {
    id: 'elbow',
    name: 'Elbow',
    image: 'water-fitting-elbow',
    alt: '90 degree uPVC elbow',
    rows: [
      { size: '20 mm', standardPack: '400' },
      { size: '25 mm', standardPack: '300' },
      { size: '32 mm', standardPack: '200' },
      { size: '40 mm', standardPack: '120' },
      { size: '50 mm', standardPack: '75' },
      { size: '63 mm', standardPack: '40' },
      { size: '75 mm', standardPack: '25' },
      { size: '90 mm', standardPack: '15' },
      { size: '110 mm', standardPack: '10' },
    ],
  },
  {
    id: 'tee',
    name: 'Tee',
    image: 'water-fitting-tee',
    alt: 'Equal uPVC tee',
    rows: [
      { size: '20 mm', standardPack: '300' },
      { size: '25 mm', standardPack: '200' },
      { size: '32 mm', standardPack: '150' },
      { size: '40 mm', standardPack: '80' },
      { size: '50 mm', standardPack: '50' },
      { size: '63 mm', standardPack: '30' },
      { size: '75 mm', standardPack: '20' },
      { size: '90 mm', standardPack: '12' },
      { size: '110 mm', standardPack: '8' },
    ],
  },
  {
    id: 'end-cap',
    name: 'End cap',
    image: 'water-fitting-end-cap',
    alt: 'uPVC end cap',
    rows: [
      { size: '20 mm', standardPack: '800' },
      { size: '25 mm', standardPack: '600' },
      { size: '32 mm', standardPack: '400' },
      { size: '40 mm', standardPack: '250' },
      { size: '50 mm', standardPack: '150' },
      { size: '63 mm', standardPack: '100' },
      { size: '75 mm', standardPack: '60' },
      { size: '90 mm', standardPack: '40' },
      { size: '110 mm', standardPack: '25' },
    ],
  },
  {
    id: 'coupler',
    name: 'Coupler',
    image: 'water-fitting-coupler',
    alt: 'uPVC coupler',
    rows: [
      { size: '20 mm', standardPack: '600' },
      { size: '25 mm', standardPack: '450' },
      { size: '32 mm', standardPack: '300' },
      { size: '40 mm', standardPack: '200' },
      { size: '50 mm', standardPack: '120' },
      { size: '63 mm', standardPack: '70' },
      { size: '75 mm', standardPack: '45' },
      { size: '90 mm', standardPack: '30' },
      { size: '110 mm', standardPack: '20' },
    ],
  },
  {
    id: 'reducer',
    name: 'Reducer',
    image: 'water-fitting-reducer',
    alt: 'uPVC reducer coupler',
    rows: [
      { size: '25 × 20 mm', standardPack: '500' },
      { size: '32 × 25 mm', standardPack: '350' },
      { size: '40 × 32 mm', standardPack: '220' },
      { size: '50 × 40 mm', standardPack: '140' },
      { size: '63 × 50 mm', standardPack: '80' },
      { size: '75 × 63 mm', standardPack: '50' },
      { size: '90 × 75 mm', standardPack: '30' },
      { size: '110 × 90 mm', standardPack: '20' },
    ],
  },
];

/** Spec §2.12 quality list, in the spec's order. */
export const WATER_FITTING_QUALITY: readonly TitledText[] = [
  { title: 'Dimensions', text: 'Socket diameters, depths and wall thickness gauged on every batch.' },
  { title: 'Opacity', text: 'Walls keep out light so algae cannot grow inside.' },
  { title: 'Effect on water', text: 'Safe for drinking water: nothing harmful is extracted.' },
  { title: 'Stress relief', text: 'Oven test showing the moulding is free of built-in stress.' },
  { title: 'Short-term', text: 'Short-term internal pressure test on assembled joints.' },
  { title: 'Hydraulic test', text: 'Long-duration hydraulic pressure test without leaking or bursting.' },
];
