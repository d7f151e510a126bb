// Careers page copy (spec §2.8): culture text and the 'why choose us' list.
export const CAREERS_CULTURE: readonly string[] = [
  'Kallada Polypipes began in 1994 with one extrusion line and a handful of people in Punalur. Many of them still work with us, and several of our plant managers started as machine operators. We grow our own people: if you are curious and careful, there is a path for you here.',
  'Our work is practical. The pipes we make end up inside the walls of homes, schools and hospitals, so we take quality personally. Every shift checks its own output, and anyone on the floor can stop a line if something looks wrong.',
  'We are a Kerala company with a Kerala rhythm: Onam together, families invited to plant days, and time off that is respected. Across our four units in Punalur, Edamon, Shencottai and Kannur you will find colleagues who speak Malayalam, Tamil, Hindi and English, and who help each other.',
];

export interface WhyChooseUs {
  title: string;
  text: string;
}

export const WHY_CHOOSE_US: readonly WhyChooseUs[] = [
  { title: 'Learn on real lines', text: 'Hands-on training on extrusion, moulding and testing, with a mentor from your first week.' },
  { title: 'Grow from within', text: 'Most supervisors and managers are promoted from our own teams. We post openings internally first.' },
  { title: 'Safety first', text: 'Protective equipment, regular drills and a safety committee at every plant, led by the people who work there.' },
  { title: 'Fair and on time', text: 'Salaries paid on the first working day, statutory benefits, medical insurance and an annual bonus.' },
  { title: 'Close to home', text: 'Four units across Kerala and Tamil Nadu, so many of our people work near their families.' },
  { title: 'Work that matters', text: 'Our conduits and pipes carry power and clean water to lakhs of homes. You will see your work everywhere.' },
];

export const CAREERS_BANNERS = [
  { name: 'careers-yard', alt: 'Conduit bundles on pallets and a stack of uPVC water pipes, ready for dispatch outside the plant', caption: 'Grow with a team that has built pipes since 1994' },
  { name: 'careers-lab', alt: 'uPVC pipe samples, a calliper, the impact test’s striker and a test record on the laboratory bench', caption: 'Quality is everybody’s job here' },
  { name: 'careers-plants', alt: 'Stacks of uPVC pipes and conduit bundles along the wall of one of our plant sheds on a cloudy day', caption: 'Four units across Kerala and Tamil Nadu' },
] as const;
