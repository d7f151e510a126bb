// About page copy (spec §2.5).
export const ABOUT_BANNERS = [
  { name: 'about-yard', alt: 'Bundles of conduit of each class and a stack of uPVC water pipes in the plant yard', caption: 'Thirty years of making pipes in Kerala' },
  { name: 'about-lab', alt: 'Conduit test pieces of each class, rings cut from them, a calliper and a test record on the laboratory bench', caption: 'Every batch tested in our own laboratories' },
  { name: 'about-conduits', alt: 'Bundles of light, medium and heavy gauge conduits stacked in our store', caption: 'Four plants, one standard of quality' },
] as const;

export const ABOUT_STORY: readonly string[] = [
  'Kallada Polypipes was founded in 1994 in Punalur, on the banks of the Kallada river, by a small group of engineers who believed Kerala deserved pipes and conduits made close to home and made properly. The first line produced a single product, 20 mm medium-gauge electrical conduit, for houses being built in and around Kollam.',
  'Electricians liked the way it bent and the way it stood up to concrete, and word travelled. Through the late 1990s we added heavier gauges and conduit fittings, and in the early 2000s uPVC water pipes to IS 4985. Our conduits and water pipes carry the ISI mark, and the way we work is certified to ISO 9001:2015.',
  'Today we run four manufacturing units and sell through distributors and dealers across Kerala, Tamil Nadu and Karnataka. We have grown, but the idea has not changed: make every length as good as the standard printed on it, and stand behind it.',
];

/** One line about each manufacturing unit, keyed by the plant's label in site config. */
export const UNIT_NOTES: Readonly<Record<string, string>> = {
  'Punalur Plant': 'Our first unit (1994): rigid PVC conduits and electrical fittings.',
  'Shencottai Plant': 'Serves Tamil Nadu: conduits, water pipes and hoses.',
  'Kannur Plant': 'Our newest unit: high-speed uPVC water pipe lines for North Kerala.',
  'Edamon Plant': 'Fittings, solvent cement and water tanks, and our central stores.',
};

export const SPECIALITIES: readonly { title: string; text: string }[] = [
  { title: 'Made to Indian Standards', text: 'Conduits to IS 9537 (Part 3), water pipes to IS 4985, with the ISI mark on every length.' },
  { title: 'In-house testing', text: 'Impact, heat, pressure, opacity and dimension tests on every batch in our own laboratories.' },
  { title: 'Complete systems', text: 'Pipes, fittings and solvent cement designed to work together, from one maker.' },
  { title: 'Colour-coded classes', text: 'Gauge and pressure class shown by colour, so the right pipe is easy to pick on site.' },
  { title: 'Fast, local supply', text: 'Four plants across Kerala and Tamil Nadu keep dealers stocked within days.' },
  { title: 'Technical support', text: 'Our engineers help electricians, plumbers and builders choose sizes and classes.' },
];

export const VISION =
  'To be the most trusted name for pipes and conduits in South India: the brand electricians, plumbers and families choose without a second thought.';

export const MISSION: readonly string[] = [
  'Make every product to the standard it carries, and test it before it leaves our plants.',
  'Keep our dealers supplied quickly and fairly, and support the tradespeople who install our products.',
  'Invest in our people, our machines and safer, cleaner ways of working.',
  'Give back to the communities around our four units.',
];
