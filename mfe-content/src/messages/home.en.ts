// Home's texts (spec §2.4). English is the site's, word for word: the data's texts are taken from
// src/data, the page's own lines are here. Malayalam: home.ml.ts, loaded on /ml only.
import { HERO_SLIDES, PRODUCT_CARDS } from '../data/home';
import { CLIENT_LETTERS, TESTIMONIAL_CARDS } from '../data/testimonials';

export const homeEn = {
  heroCarousel: 'Kallada Polypipes at a glance',
  heroAlts: HERO_SLIDES.map((slide) => slide.alt as string),
  heroEyebrow: 'Since {year} · ISI and ISO certified',
  heroTitle: 'Pipes and conduits Kerala has trusted for thirty years',
  heroText:
    'From four plants in Punalur, Edamon, Shencottai and Kannur we make rigid PVC conduits and fittings, uPVC water pipes, hoses, solvent cement and water tanks for homes, farms and builders across South India.',
  getQuote: 'Get a Quote',
  moreAboutUs: 'More About Us',
  distributorAlt: 'Strapped bundles of our conduits loaded on a lorry’s flatbed, ready for a distributor',
  distributorEyebrow: 'Distributors and dealers wanted',
  distributorTitle: 'Grow your business with Kallada',
  distributorText:
    'We are appointing distributors and dealers in Kerala, Tamil Nadu and Karnataka. Stock a complete range of conduits, fittings, water pipes, hoses and tanks from one trusted maker, with fast supply from our four plants, fair margins and training for your team.',
  becomeDistributor: 'Become a distributor',
  sealIsi: 'ISI mark',
  sealIso: 'ISO 9001:2015 certified',
  certificationEyebrow: 'Certification',
  certificationTitle: 'ISI marked, ISO certified',
  certificationText:
    'Our rigid PVC conduits carry the ISI mark under IS 9537 (Part 3), and our uPVC water pipes under IS 4985. Our quality management system is certified to ISO 9001:2015. Every batch is tested in our own laboratories for dimensions, impact, heat resistance and pressure before it is released.',
  whatEyebrow: 'What we are',
  whatTitle: 'A Kerala manufacturer since 1994',
  whatText1:
    'Kallada Polypipes began with a single extrusion line beside the Kallada river in Punalur. Today four manufacturing units in Punalur, Edamon, Shencottai (Tamil Nadu) and Kannur make conduits, fittings, water pipes, hoses, solvent cement and tanks, sold through more than a thousand dealers.',
  whatText2: 'We are still run the way we started: close to our customers, careful with every length, and proud of the people who make our pipes.',
  knowMore: 'Know More',
  whatAlt: 'Bundles of our conduits and a stack of uPVC pipes by a plant shed in the evening light',
  productsEyebrow: 'Our products',
  productsTitle: 'Everything between the mains and the tap',
  products: PRODUCT_CARDS.map(({ title, text }) => ({ title, text })),
  readMore: 'Read More',
  readMoreAbout: ' about {title}',
  moreService: 'More Service',
  testimonialsEyebrow: 'Testimonials',
  testimonialsTitle: 'What our clients say',
  lettersCarousel: 'Letters of appreciation from our clients',
  letterAlt: 'Letter of appreciation from {client}, {date}',
  letters: CLIENT_LETTERS.map(({ signatory, city, date, excerpt }) => ({ signatory, city, date, excerpt })),
  cards: TESTIMONIAL_CARDS.map(({ quote, role }) => ({ quote, role })),
  clientsEyebrow: 'Our clients',
  clientsTitle: 'Builders and contractors who choose Kallada',
  clientsCarousel: 'Client logos',
  newsTitle: 'Read Out Latest News',
  newsEyebrow: 'News and blog',
};
