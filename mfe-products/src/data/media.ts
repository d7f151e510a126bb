// How data modules point at pictures: by the name of a generated image (scripts/generate-images.ts)
// plus the text alternative, which belongs to the content, not to the drawing.
import type { ImageName } from '../assets/generated/images';

export type { ImageName };

export interface Picture {
  image: ImageName;
  /** Text alternative; '' only for purely decorative pictures. */
  alt: string;
}

/** A captioned picture (carousel slides, product photos). */
export interface CaptionedPicture extends Picture {
  caption: string;
}

/** A short titled paragraph (features, advantages, quality tests). */
export interface TitledText {
  title: string;
  text: string;
}
