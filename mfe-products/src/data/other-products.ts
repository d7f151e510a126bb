// The four descriptive product pages (spec §2.12: features and quality lists). Figures: spec §9
// hoses (15 m and 30 m in 20, 25 and 32 mm); nothing else on these pages is a spec figure.
import type { Picture, TitledText } from './media';

export interface DescriptiveProduct {
  title: string;
  lead: string;
  description: readonly string[];
  hero: Picture;
  features: readonly TitledText[];
  quality: readonly TitledText[];
}

export const FLEXIBLE_CONDUITS: DescriptiveProduct = {
  title: 'Flexible Conduits',
  lead: 'Corrugated flexible PVC conduits that bend by hand round corners and into boxes, for concealed and surface wiring.',
  description: [
    'Flexible conduits save fittings and labour where a rigid pipe would need bends: they follow beams, corners and false ceilings in one piece and spring back into shape when pressed.',
    'They are made from the same fire-retardant compound as our rigid conduits and supplied in coils.',
  ],
  hero: { image: 'flexible-conduit', alt: 'Coil of corrugated flexible conduit' },
  features: [
    { title: 'Bends by hand', text: 'No spring or heating needed; tight bends without kinking.' },
    { title: 'Fewer joints', text: 'Long coils mean fewer couplers and quicker runs.' },
    { title: 'Crush resistant', text: 'Corrugated wall that recovers after being stepped on.' },
    { title: 'Fire retardant', text: 'Self-extinguishing compound.' },
    { title: 'Smooth cable pull', text: 'Cables slide over the ribs with little friction.' },
  ],
  quality: [
    { title: 'Dimensions', text: 'Outside and inside diameters gauged along the coil.' },
    { title: 'Compression', text: 'Recovers its shape after the crush load.' },
    { title: 'Bending', text: 'No cracking when bent round the test former.' },
    { title: 'Resistance to burning', text: 'The flame goes out by itself.' },
    { title: 'Electrical strength', text: 'Withstands the test voltage.' },
  ],
};

export const SOLVENT_CEMENT: DescriptiveProduct = {
  title: 'Solvent Cement',
  lead: 'Fast-setting solvent cement for strong, leak-proof joints in uPVC water pipes and PVC conduits.',
  description: [
    'Our solvent cement softens the surfaces of pipe and fitting and fuses them into one piece as it sets. Brush it evenly on the pipe end and inside the socket, push the joint home with a quarter turn and hold it for a few seconds.',
    'Supplied in tins and tubes from 25 ml to 1 litre.',
  ],
  hero: { image: 'solvent-cement', alt: 'Tin of solvent cement' },
  features: [
    { title: 'Quick setting', text: 'Handles within minutes; full strength within a day.' },
    { title: 'Leak-proof', text: 'A fused joint as strong as the pipe itself.' },
    { title: 'Right viscosity', text: 'Brushes evenly without dripping.' },
    { title: 'For all our pipes', text: 'Works with uPVC water pipes, fittings and PVC conduits.' },
  ],
  quality: [
    { title: 'Viscosity', text: 'Checked on every batch.' },
    { title: 'Solids content', text: 'Enough PVC resin for a gap-filling joint.' },
    { title: 'Lap shear strength', text: 'Joint strength after setting time.' },
    { title: 'Hydrostatic burst', text: 'Cemented joints hold pressure without leaking.' },
  ],
};

export interface HoseRow {
  sizeMm: number;
  lengthsM: readonly number[];
}

/** Spec §9: lengths 15 m and 30 m in 20 mm, 25 mm and 32 mm. */
export const HOSE_SIZES: readonly HoseRow[] = [
  { sizeMm: 20, lengthsM: [15, 30] },
  { sizeMm: 25, lengthsM: [15, 30] },
  { sizeMm: 32, lengthsM: [15, 30] },
];
export const HOSE_LENGTHS_M = [15, 30] as const;

export const GARDEN_HOSES: DescriptiveProduct = {
  title: 'Garden and Suction Hoses',
  lead: 'Flexible PVC garden hoses and reinforced suction hoses in 20, 25 and 32 mm, in 15 m and 30 m coils.',
  description: [
    'Garden hoses are soft, kink-resistant and light enough to carry round the garden; suction hoses have a rigid PVC helix that keeps them open under pump suction.',
  ],
  hero: { image: 'garden-hose', alt: 'Coil of green garden hose' },
  features: [
    { title: 'Kink resistant', text: 'Flexible compound that keeps water flowing round corners.' },
    { title: 'UV stabilised', text: 'Stays supple in the sun.' },
    { title: 'Reinforced suction hose', text: 'Rigid helix holds the hose open under suction.' },
    { title: 'Two coil lengths', text: '15 m and 30 m in every size.' },
  ],
  quality: [
    { title: 'Dimensions', text: 'Bore and wall checked along the coil.' },
    { title: 'Burst pressure', text: 'Holds well above working pressure.' },
    { title: 'Vacuum test', text: 'Suction hose stays open under vacuum.' },
    { title: 'Flexibility', text: 'Bends without kinking at the test radius.' },
  ],
};

export const WATER_TANKS: DescriptiveProduct = {
  title: 'Water Tanks',
  lead: 'Multi-layer, UV-stabilised polyethylene water storage tanks for homes, schools and farms.',
  description: [
    'Our tanks have a black outer layer that keeps out sunlight and a food-grade white inner layer that keeps water clean and fresh. They are seamless, light to lift onto the roof and do not rust or leak.',
  ],
  hero: { image: 'water-tank', alt: 'Cylindrical water storage tank' },
  features: [
    { title: 'Multi-layer', text: 'Light-blocking outer layer, food-grade inner layer.' },
    { title: 'Seamless', text: 'Rotationally moulded in one piece: no joints to leak.' },
    { title: 'UV stabilised', text: 'Made for Kerala sun and monsoon.' },
    { title: 'Easy to clean', text: 'Wide, screw-fit lid.' },
  ],
  quality: [
    { title: 'Wall thickness', text: 'Checked at several points on every tank.' },
    { title: 'Drop impact', text: 'Survives the drop test when filled.' },
    { title: 'Food-grade material', text: 'Inner layer approved for contact with drinking water.' },
    { title: 'Leak test', text: 'Filled and inspected before dispatch.' },
  ],
};
