// Testimonials on Home (spec §2.4): five client letters in a carousel and two static cards.
// Letters are fictional; each letter image is generated from the same entry.
export interface ClientLetter {
  /** Image name in the media manifest. */
  id: string;
  client: string;
  signatory: string;
  city: string;
  date: string;
  excerpt: string;
}

export const CLIENT_LETTERS: readonly ClientLetter[] = [
  {
    id: 'letter-nila',
    client: 'Nila Constructions',
    signatory: 'Project Director',
    city: 'Kottayam',
    date: 'March 2023',
    excerpt:
      'Across 240 apartments we laid more than 60 kilometres of your medium-gauge conduit. Not one length was rejected at site inspection, and every delivery arrived on the day promised.',
  },
  {
    id: 'letter-pampa',
    client: 'Pampa Infra Works',
    signatory: 'Managing Partner',
    city: 'Pathanamthitta',
    date: 'August 2022',
    excerpt:
      'The uPVC pressure pipes supplied for the panchayat drinking-water scheme passed the hydraulic test on the first attempt. Your technical team stayed with us until commissioning.',
  },
  {
    id: 'letter-malanad',
    client: 'Malanad Electricals',
    signatory: 'Proprietor',
    city: 'Kalpetta',
    date: 'January 2023',
    excerpt:
      'Our electricians prefer your bends and junction boxes because they fit true every time. In twelve years of wiring estates in Wayanad we have never had a cracked fitting returned.',
  },
  {
    id: 'letter-kuttanad',
    client: 'Kuttanad Agro Pumps',
    signatory: 'General Manager',
    city: 'Alappuzha',
    date: 'June 2022',
    excerpt:
      'Paddy farmers in Kuttanad need pipes that survive salt water and the summer sun. Your pipes have done exactly that through four seasons of dewatering work.',
  },
  {
    id: 'letter-kadambari',
    client: 'Kadambari Builders',
    signatory: 'Chief Engineer',
    city: 'Thrissur',
    date: 'November 2023',
    excerpt:
      'For our hospital project we needed heavy-gauge conduit in the slabs and fire-safe fittings in the walls, delivered in phases over eighteen months. Kallada handled every phase without a delay.',
  },
];

export interface TestimonialCard {
  quote: string;
  name: string;
  role: string;
}

export const TESTIMONIAL_CARDS: readonly TestimonialCard[] = [
  {
    quote:
      'I have wired houses from Punalur to Pathanapuram for twenty years. The ISI mark on Kallada conduit means I never have to argue with an inspector, and the pipe bends cleanly without kinking.',
    name: 'Suresh Kumar',
    role: 'Licensed electrical contractor, Kollam',
  },
  {
    quote:
      'We keep Kallada water pipes and fittings in stock because customers come back for them. When a size is short, the Edamon depot usually refills us within two days.',
    name: 'Mini Joseph',
    role: 'Hardware dealer, Adoor',
  },
];
