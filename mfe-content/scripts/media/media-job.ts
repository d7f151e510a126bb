// What the generator encodes: one picture, its group (manifest), size and widths.
import type { Size } from './scenes';

export const MEDIA_GROUPS = ['hero', 'home', 'about', 'careers', 'posters', 'people', 'clients', 'gallery'] as const;
export type MediaGroup = (typeof MEDIA_GROUPS)[number];

export interface MediaJob {
  name: string;
  group: MediaGroup;
  size: Size;
  /** Encoded widths (the srcset candidates). */
  widths: readonly number[];
  quality: number;
  /** The drawing; for a photograph, a stand-in naming the file's bytes (so its hash changes with them). */
  svg: () => string;
  /** A real photograph to encode instead of a drawing (cropped to `size`, centred on what matters). */
  photo?: string;
}
