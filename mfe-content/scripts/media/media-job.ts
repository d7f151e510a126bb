// What the generator encodes: one picture, its group (manifest), size and widths.
import type { Size } from './scenes';

export const MEDIA_GROUPS = ['hero', 'home', 'about', 'careers', 'posters', 'people', 'clients', 'gallery'] as const;
export type MediaGroup = (typeof MEDIA_GROUPS)[number];

interface MediaJobBase {
  name: string;
  group: MediaGroup;
  size: Size;
  /** Encoded widths (the srcset candidates). */
  widths: readonly number[];
  quality: number;
}

/**
 * A picture is an SVG we compose (`svg`; with `photo`, a real photograph encoded instead, the SVG a
 * stand-in naming the file's bytes so its hash changes with them), or a committed raster source
 * scaled to each width (`raster`: the product renders of `pnpm render:products`, tools/render/, in
 * media-src/renders/, where a real photograph can later take the same file name).
 */
export type MediaJob = MediaJobBase &
  ({ svg: () => string; photo?: string; raster?: undefined } | { raster: string; svg?: undefined; photo?: undefined });
