// The 77 gallery pictures (spec §2.13). Each has a scene the image generator draws
// (scripts/media/scenes.ts) and alt text describing exactly that scene.

export const GALLERY_SCENES = [
  'plant',
  'yard',
  'extrusion',
  'lab',
  'dispatch',
  'fittings',
  'hoses',
  'tanks',
  'dealers',
  'team',
  'community',
] as const;

export type GalleryScene = (typeof GALLERY_SCENES)[number];

export interface GalleryItem {
  /** Also the image's name in the media manifest. */
  id: string;
  scene: GalleryScene;
  /** 0–6: which variant of the scene (colours, counts, place). */
  variant: number;
  alt: string;
}

const UNITS = ['Punalur', 'Edamon', 'Shencottai', 'Kannur', 'Punalur', 'Kannur', 'Edamon'] as const;

const ALT: Record<GalleryScene, (variant: number) => string> = {
  plant: (v) =>
    `The ${UNITS[v]} manufacturing unit ${
      ['at dawn', 'after the monsoon rains', 'with its new warehouse block', 'seen from the approach road', 'on a working afternoon', 'at the evening shift change', 'behind its palm-lined boundary'][v]
    }`,
  yard: (v) =>
    `Bundles of ${
      ['20 mm medium-gauge conduits', '25 mm heavy-gauge conduits', '110 mm uPVC water pipes', '63 mm uPVC water pipes', '16 mm light-gauge conduits', '90 mm uPVC water pipes', '32 mm rigid conduits'][v]
    } stacked in the ${UNITS[v]} yard`,
  extrusion: (v) =>
    `Extrusion line ${v + 1} at ${UNITS[v]} producing ${
      ['grey electrical conduit', 'uPVC water pipe', 'white conduit for concealed wiring', 'heavy-gauge conduit', 'plumbing pipe', 'pressure pipe for irrigation', 'medium-gauge conduit'][v]
    }`,
  lab: (v) =>
    `Quality laboratory at ${UNITS[v]}: ${
      ['impact test on a conduit sample', 'hydraulic pressure test on a water pipe', 'wall-thickness measurement', 'heat resistance test', 'opacity check on water pipes', 'solvent cement viscosity check', 'dimension check of fittings'][v]
    }`,
  dispatch: (v) =>
    `A lorry loaded with pipes leaving ${UNITS[v]} for ${
      ['Thiruvananthapuram', 'Kozhikode', 'Madurai', 'Thrissur', 'Kottayam', 'Mangaluru', 'Palakkad'][v]
    }`,
  fittings: (v) =>
    `${['Elbow', 'Tee', 'Bend', 'Coupler', 'Junction box', 'End cap', 'Reducer'][v]} fittings laid out for final inspection`,
  hoses: (v) =>
    `Coils of ${['green garden hose', 'clear suction hose', 'green garden hose', 'blue suction hose', 'braided garden hose', 'green garden hose', 'grey suction hose'][v]}, ${
      ['20', '25', '32', '25', '20', '25', '32'][v]
    } mm, ready for packing`,
  tanks: (v) =>
    `${['500', '1000', '1500', '2000', '750', '1000', '3000'][v]} litre water tank ${
      ['on a rooftop in Kollam', 'at the Edamon stores', 'on a farmhouse in Palakkad', 'being loaded for delivery', 'on a school terrace', 'beside a new house', 'at a community water point'][v]
    }`,
  dealers: (v) =>
    `Dealer meet ${2017 + v} in ${['Kochi', 'Kozhikode', 'Thiruvananthapuram', 'Madurai', 'Thrissur', 'Kannur', 'Kollam'][v]}`,
  team: (v) =>
    `${['Production', 'Quality assurance', 'Dispatch', 'Maintenance', 'Sales', 'Stores', 'Safety'][v]} team at the ${UNITS[v]} unit`,
  community: (v) =>
    [
      'Tree planting drive near the Punalur plant',
      'Blood donation camp at the Edamon unit',
      'Free wiring safety class for electricians in Kannur',
      'Drinking water pipeline laid for a village school near Shencottai',
      'Onam celebration with staff families at Punalur',
      'Flood relief supplies packed at the Kannur plant',
      'Plumbers training day at the Edamon unit',
    ][v]!,
};

export const GALLERY_COUNT = 77;

/** Scenes interleaved (item i shows scene i mod 11) so neighbouring pictures differ. */
export const GALLERY_ITEMS: readonly GalleryItem[] = Array.from({ length: GALLERY_COUNT }, (_, index) => {
  const scene = GALLERY_SCENES[index % GALLERY_SCENES.length]!;
  const variant = Math.floor(index / GALLERY_SCENES.length);
  return { id: `gallery-${String(index + 1).padStart(2, '0')}`, scene, variant, alt: ALT[scene](variant) };
});
