// Home page copy (spec §2.4). Product routes and their order are the spec's.
export const HERO_SLIDES = [
  { name: 'hero-conduits', alt: 'Strapped bundles of ivory, grey and black rigid PVC conduits stacked on timber bearers' },
  { name: 'hero-water', alt: 'uPVC water pipes in four sizes, printed with their pressure class, with a tee and an elbow' },
  { name: 'hero-plants', alt: 'A black 1000-litre water tank, a coil of green garden hose and two tins of solvent cement' },
] as const;

export interface ProductCard {
  route: string;
  title: string;
  text: string;
  image: string;
}

export const PRODUCT_CARDS: readonly ProductCard[] = [
  {
    route: '/product/pvc-electricals',
    title: 'Rigid PVC Electrical Conduits',
    text: 'ISI-marked conduits to IS 9537 (Part 3) in light, medium and heavy gauge, from 16 to 63 mm, for surface, concealed and slab wiring.',
    image: 'product-pvc-electricals',
  },
  {
    route: '/product/pvc-water-pipes',
    title: 'uPVC Water Pipes',
    text: 'Lead-free uPVC pipes to IS 4985 for drinking water, from 20 to 200 mm and 2.5 to 12.5 kg/cm², colour-coded by class.',
    image: 'product-pvc-water-pipes',
  },
  {
    route: '/product/green-hoses',
    title: 'Garden and Suction Hoses',
    text: 'Flexible, UV-stabilised garden hoses and reinforced suction hoses in 20, 25 and 32 mm, in 15 m and 30 m coils.',
    image: 'product-green-hoses',
  },
  {
    route: '/product/pvc-electricals-fitting',
    title: 'Electrical Fittings',
    text: 'Junction boxes, bends, couplers, elbows, tees and saddles in PVC and PP that fit our conduits true, every time.',
    image: 'product-pvc-electricals-fitting',
  },
  {
    route: '/product/solvent',
    title: 'Solvent Cement',
    text: 'Fast-setting solvent cement that fuses pipe and fitting into one leak-proof piece, for uPVC and PVC systems.',
    image: 'product-solvent',
  },
  {
    route: '/product/water-tanks',
    title: 'Water Tanks',
    text: 'Multi-layer, food-grade storage tanks with a dark outer layer that keeps out light and algae, from 500 to 3000 litres.',
    image: 'product-water-tanks',
  },
];
