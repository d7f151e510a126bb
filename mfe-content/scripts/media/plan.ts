// Every picture this remote shows, with its size, the widths it is encoded at and the manifest
// group (one JSON file per group, so a page only imports the entries it uses).
//
// No picture here draws a person (issue 29): team members and the managing director are shown as
// a designed monogram (src/components/Person). The 'people' group is where real photographs go
// when the company gives us some: see "Real photos of people" in the README.
import { CLIENTS } from '../../src/data/clients';
import { GALLERY_ITEMS } from '../../src/data/gallery';
import { CLIENT_LETTERS } from '../../src/data/testimonials';
import { clientLogo, letter, mapPoster, seal, type Size } from './scenes';
import type { MediaGroup, MediaJob } from './media-job';
import { peoplePhotoJobs } from './people-photos';

export { MEDIA_GROUPS, type MediaGroup, type MediaJob } from './media-job';


/** Folder of the committed raster sources, from mfe-content/. */
export const RASTER_FOLDER = 'media-src/renders';

const BANNER: Size = { width: 1600, height: 900 };
/** The home hero's pictures: photographic renders (tools/render/render-home-hero.ts), 16:9 at its widest width. */
export const HERO_BANNER: Size = BANNER;
export const HERO_RENDERS = ['hero-conduits', 'hero-water', 'hero-plants'] as const;
/** The first hero picture is the home page's largest paint: 480 px (a phone at 1x) stays under ~45 KB. */
const HERO_QUALITY = 70;
const BANNER_WIDTHS = [480, 800, 1200, 1600];
const PAGE_BANNER: Size = { width: 1600, height: 600 };

const job = (group: MediaGroup, name: string, size: Size, widths: number[], svg: () => string, quality = 64): MediaJob => ({
  name,
  group,
  size,
  widths,
  quality,
  svg,
});

/**
 * A photographic render (tools/render: render-home-hero.ts, render-products.ts, render-banners.ts,
 * render-gallery.ts) committed at the job's size as media-src/renders/<name>.webp, where a real
 * photograph can later take its place.
 */
const rendered = (group: MediaGroup, name: string, size: Size, widths: readonly number[], quality = 64): MediaJob => ({
  name,
  group,
  size,
  widths,
  quality,
  raster: `${RASTER_FOLDER}/${name}.webp`,
});

/** The home page's product cards: photographic renders of each range (media-src/renders/<name>.webp). */
export const PRODUCT_CARDS = [
  'product-pvc-electricals',
  'product-pvc-water-pipes',
  'product-green-hoses',
  'product-pvc-electricals-fitting',
  'product-solvent',
  'product-water-tanks',
] as const;

/** The video posters are renders; the map's poster stays a drawing of a map. */
const POSTERS = ['poster-company', 'poster-managing-director', 'poster-distributor', 'poster-blog'] as const;

export function mediaPlan(): MediaJob[] {
  const card: Size = { width: 600, height: 450 };
  const poster169: Size = { width: 1280, height: 720 };
  const logo: Size = { width: 480, height: 160 };
  const page: Size = { width: 600, height: 800 };
  const gallery: Size = { width: 1200, height: 900 };
  const tall: Size = { width: 600, height: 900 };
  const split: Size = { width: 900, height: 675 };
  return [
    ...HERO_RENDERS.map((name) => rendered('hero', name, HERO_BANNER, BANNER_WIDTHS, HERO_QUALITY)),
    ...PRODUCT_CARDS.map((name) => rendered('home', name, card, [300, 600])),
    job('home', 'seal-isi', { width: 240, height: 240 }, [120, 240], () => seal({ mark: 'ISI', reference: 'IS 9537 · IS 4985' }, { width: 240, height: 240 })),
    job('home', 'seal-iso', { width: 240, height: 240 }, [120, 240], () => seal({ mark: 'ISO', reference: 'ISO 9001:2015' }, { width: 240, height: 240 })),
    rendered('home', 'what-we-are', split, [450, 900]),
    rendered('home', 'distributor', split, [450, 900]),
    rendered('about', 'about-yard', PAGE_BANNER, BANNER_WIDTHS, 60),
    rendered('about', 'about-lab', PAGE_BANNER, BANNER_WIDTHS, 60),
    rendered('about', 'about-conduits', PAGE_BANNER, BANNER_WIDTHS, 60),
    rendered('about', 'about-side-1', tall, [300, 600]),
    rendered('about', 'about-side-2', tall, [300, 600]),
    rendered('about', 'about-story', split, [450, 900]),
    rendered('careers', 'careers-yard', PAGE_BANNER, BANNER_WIDTHS, 60),
    rendered('careers', 'careers-lab', PAGE_BANNER, BANNER_WIDTHS, 60),
    rendered('careers', 'careers-plants', PAGE_BANNER, BANNER_WIDTHS, 60),
    ...POSTERS.map((name) => rendered('posters', name, poster169, [480, 960, 1280])),
    job('posters', 'poster-map', poster169, [480, 960, 1280], () => mapPoster('poster-map', poster169)),
    ...peoplePhotoJobs(),
    ...CLIENTS.map((client) => job('clients', client.id, logo, [240, 480], () => clientLogo(client, logo))),
    ...CLIENT_LETTERS.map((entry) =>
      job('clients', entry.id, page, [300, 600], () => letter(entry, CLIENTS.find((c) => c.name === entry.client), page)),
    ),
    // The gallery's pictures are 3D renders from tools/render/render-gallery.ts.
    ...GALLERY_ITEMS.map((item) => rendered('gallery', item.id, gallery, [400, 1200], 58)),
  ];
}
