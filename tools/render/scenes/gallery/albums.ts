// The gallery's albums as the render scripts see them: each album's first id and size, in the
// gallery's order (mfe-content/src/data/gallery.ts numbers its pictures gallery-01 … gallery-77
// across the albums). A test checks this against the gallery data, which tools/render does not
// import at render time (the data module is the site's, with the site's path aliases).
export const GALLERY_ALBUM_SPANS = {
  yards: { first: 1, count: 8 },
  wiring: { first: 9, count: 12 },
  quality: { first: 21, count: 12 },
  products: { first: 33, count: 12 },
  dispatch: { first: 45, count: 8 },
  details: { first: 53, count: 12 },
  water: { first: 65, count: 13 },
} as const;

export type GalleryAlbum = keyof typeof GALLERY_ALBUM_SPANS;

/** The ids of an album's pictures, in order: the names of its scenes. */
export function albumIds(album: GalleryAlbum): string[] {
  const { first, count } = GALLERY_ALBUM_SPANS[album];
  return Array.from({ length: count }, (_, i) => `gallery-${String(first + i).padStart(2, '0')}`);
}
