// The gallery's albums as the render scripts see them: each album's first id and size, in the
// gallery's order (mfe-content/src/data/gallery.ts numbers its pictures gallery-01 … gallery-77
// across the albums). A test checks this against the gallery data, which tools/render does not
// import at render time (the data module is the site's, with the site's path aliases).
export const GALLERY_ALBUM_SPANS = {
  products: { first: 1, count: 12 },
  details: { first: 13, count: 12 },
  wiring: { first: 25, count: 12 },
  water: { first: 37, count: 13 },
  quality: { first: 50, count: 12 },
  yards: { first: 62, count: 8 },
  dispatch: { first: 70, count: 8 },
} as const;

export type GalleryAlbum = keyof typeof GALLERY_ALBUM_SPANS;

/** The ids of an album's pictures, in order: the names of its scenes. */
export function albumIds(album: GalleryAlbum): string[] {
  const { first, count } = GALLERY_ALBUM_SPANS[album];
  return Array.from({ length: count }, (_, i) => `gallery-${String(first + i).padStart(2, '0')}`);
}
