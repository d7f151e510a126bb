// The gallery's captions and descriptions (spec §2.13), English from src/data/gallery.ts, picture by
// picture in its order. Malayalam: gallery.ml.ts (same order; the missing-keys test catches a
// picture added or removed in one language only).
import { GALLERY_ALBUMS, GALLERY_ITEMS } from '../data/gallery';

export const galleryEn = {
  title: 'Gallery',
  eyebrow: 'Pictures from our world',
  intro: 'Our pipes and conduits in the studio, at work in homes and buildings, in our laboratory and in our yards.',
  albumsNav: 'Albums',
  photos: '{count, plural, one {# photo} other {# photos}}',
  photoOf: 'Photo {n} of {count}',
  viewLarger: 'View larger: {alt}',
  previous: 'Previous',
  next: 'Next',
  photoSuffix: ' photo',
  tip: 'Tip: use the left and right arrow keys to move between photos.',
  albums: GALLERY_ALBUMS.map((album) => album.title as string),
  items: GALLERY_ITEMS.map(({ caption, alt }) => ({ caption, alt })),
};
