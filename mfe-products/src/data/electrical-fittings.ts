// Electrical (conduit) fittings catalogue. Standard packs are spec §9, exactly:
//   circular boxes 20 mm/25 mm 50/40 (deep 30/25); bends 16–40 mm 500, 500, 300, 300, 200;
//   long bend 250/150; fanhook 50; coupler 500, 2000, 1250, 1000, 600; elbow, tee and saddle
//   straps 50/40.
// Reading of §9 where it names packs but not sizes: an 'a/b' pair follows the circular boxes'
// '20 mm/25 mm' (long bend, elbow, tee, saddle straps); the five coupler packs follow the bends'
// 16–40 mm range in order (16, 20, 25, 32, 40); the fan hook box is one size.
import type { CaptionedPicture, TitledText } from './media';

/** Spec §3 catalogue product card: sizes and standard packs aligned by index. */
export interface CatalogueCard {
  id: string;
  title: string;
  subtitle: string;
  sizes: readonly string[];
  standardPacks: readonly string[];
  /** May be empty: the card then shows an empty grey block (spec §2.12). */
  photos: readonly CaptionedPicture[];
}

export interface CatalogueGroup {
  id: string;
  title: string;
  intro: string;
  cards: readonly CatalogueCard[];
}

export const ELECTRICAL_FITTINGS_INTRO = {
  title: 'Electrical Fittings',
  lead: 'Boxes, bends, couplers, elbows, tees and saddles that fit our conduits exactly, in ISI PVC, non-ISI PVC and polypropylene.',
  description: [
    'A conduit run is only as good as its joints. Our fittings are moulded to the same outside diameters as our conduit pipes, so every joint is snug, every box sits flush in the wall and the wiring stays protected from end to end.',
  ],
} as const;

export const ELECTRICAL_FITTINGS_FEATURES: readonly TitledText[] = [
  { title: 'Made for our conduits', text: 'Moulded to the same sizes as our 16 mm to 40 mm conduit pipes for a snug push fit.' },
  { title: 'Fire retardant', text: 'Self-extinguishing PVC and PP compounds.' },
  { title: 'Strong lugs', text: 'Box lugs and fan hooks take the load of fixtures and ceiling fans.' },
  { title: 'Smooth inside', text: 'Rounded edges and bends that do not scrape cable insulation.' },
  { title: 'Clean finish', text: 'Glossy, even colour that looks neat on surface runs.' },
];

export interface FittingClass {
  name: string;
  material: string;
  text: string;
}

/** Spec §2.12: three fitting classes. */
export const FITTING_CLASSES: readonly FittingClass[] = [
  {
    name: 'ISI Premium',
    material: 'PVC, ISI marked',
    text: 'Our top range, moulded and tested to the Indian Standard for conduit fittings, for projects that specify ISI-marked material.',
  },
  {
    name: 'Speed',
    material: 'PVC, non-ISI',
    text: 'An economical PVC range for everyday house wiring, moulded to the same sizes and quality checks.',
  },
  {
    name: 'Deluxe',
    material: 'PP (polypropylene)',
    text: 'Tough, lighter polypropylene fittings with a bright finish, for surface work that must look good.',
  },
];

/** Spec §2.12: two standard colours, any colour on order with terms. */
export const FITTING_COLOUR_NOTE = {
  standardColours: ['White', 'Black'],
  text: 'All fittings are made in two standard colours, white and black. Any other colour can be made on order, subject to minimum quantity and terms.',
} as const;

/** The size cell of a fitting made in one size only (words, unlike '20 mm': translated on the card). */
export const ONE_SIZE = 'One size';

const photo = (image: CaptionedPicture['image'], alt: string): CaptionedPicture => ({ image, alt, caption: alt });

/** Spec §2.12: three groups of product cards; §9: the groups show 3 slides. */
export const FITTING_GROUPS: readonly CatalogueGroup[] = [
  {
    id: 'boxes',
    title: 'Junction boxes',
    intro: 'Circular boxes for switch, light and fan points.',
    cards: [
      {
        id: 'circular-box',
        title: 'Circular boxes',
        subtitle: 'One-way, two-way, three-way, four-way and angle',
        sizes: ['20 mm', '25 mm'],
        standardPacks: ['50', '40'],
        photos: [
          photo('fitting-circular-box', 'Four-way circular junction box'),
          photo('fitting-circular-box-2', 'Two-way circular junction box'),
        ],
      },
      {
        id: 'deep-circular-box',
        title: 'Deep circular boxes',
        subtitle: 'Extra depth for joints and loops',
        sizes: ['20 mm', '25 mm'],
        standardPacks: ['30', '25'],
        photos: [photo('fitting-deep-box', 'Deep circular junction box')],
      },
      {
        id: 'fan-hook-box',
        title: 'Fan hook box',
        subtitle: 'Ceiling box with a steel hook for fans',
        sizes: [ONE_SIZE],
        standardPacks: ['50'],
        photos: [photo('fitting-fan-hook-box', 'Fan hook box with its steel hook, seen from above')],
      },
    ],
  },
  {
    id: 'bends-couplers',
    title: 'Bends and couplers',
    intro: 'Changes of direction and straight joints.',
    cards: [
      {
        id: 'bend',
        title: 'Bends',
        subtitle: 'Normal 90° bends',
        sizes: ['16 mm', '20 mm', '25 mm', '32 mm', '40 mm'],
        standardPacks: ['500', '500', '300', '300', '200'],
        photos: [photo('fitting-bend', 'Normal 90 degree conduit bend'), photo('fitting-bend-2', 'Two conduit bends')],
      },
      {
        id: 'long-bend',
        title: 'Long bends',
        subtitle: 'Large-radius bends for easy cable drawing',
        sizes: ['20 mm', '25 mm'],
        standardPacks: ['250', '150'],
        photos: [photo('fitting-long-bend', 'Long radius conduit bend')],
      },
      {
        id: 'coupler',
        title: 'Couplers',
        subtitle: 'Straight pipe-to-pipe joints',
        sizes: ['16 mm', '20 mm', '25 mm', '32 mm', '40 mm'],
        standardPacks: ['500', '2000', '1250', '1000', '600'],
        photos: [photo('fitting-coupler', 'Conduit coupler')],
      },
    ],
  },
  {
    id: 'elbows-tees-saddles',
    title: 'Elbows, tees and saddles',
    intro: 'Sharp turns, branches and fixing.',
    cards: [
      {
        id: 'elbow',
        title: 'Elbows',
        subtitle: 'Inspection-type 90° elbows',
        sizes: ['20 mm', '25 mm'],
        standardPacks: ['50', '40'],
        photos: [photo('fitting-elbow', 'Conduit elbow')],
      },
      {
        id: 'tee',
        title: 'Tees',
        subtitle: 'Inspection-type branch tees',
        sizes: ['20 mm', '25 mm'],
        standardPacks: ['50', '40'],
        photos: [photo('fitting-tee', 'Conduit tee')],
      },
      {
        id: 'saddle',
        title: 'Saddle straps',
        subtitle: 'Fix surface runs to walls and ceilings',
        sizes: ['20 mm', '25 mm'],
        standardPacks: ['50', '40'],
        photos: [photo('fitting-saddle', 'Conduit saddle strap')],
      },
    ],
  },
];

/** Spec §9: the catalogue groups show 3 slides (fewer on narrow screens so cards stay readable). */
export const FITTING_GROUP_CAROUSEL = { slidesPerView: 1, breakpoints: { 768: 2, 992: 3 } } as const;

/** Spec §2.12 quality-analysis list, in the spec's order. */
export const FITTING_QUALITY_ANALYSIS: readonly TitledText[] = [
  { title: 'Visual examination', text: 'Even colour and finish, no flash, cracks or short mouldings.' },
  { title: 'Dimensions', text: 'Sockets and spigots gauged to fit the conduit sizes.' },
  { title: 'Heat', text: 'Holds its shape at the test temperature.' },
  { title: 'Burning', text: 'Self-extinguishing once the flame is removed.' },
  { title: 'Electrical characteristics', text: 'Insulation resistance and electric strength of the moulding.' },
  { title: 'Moisture absorption', text: 'Weight gain after immersion within the limit.' },
  { title: 'Chemical action', text: 'No attack by the test reagents.' },
  { title: 'Copper test', text: 'No corrosive effect on copper conductors in contact with the fitting.' },
  { title: 'Oil', text: 'No swelling or softening after immersion in oil.' },
  { title: 'Impact', text: 'No cracking under the falling-weight test.' },
];
