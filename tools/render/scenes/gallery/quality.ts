// The gallery's 'quality' album (mfe-content/src/data/gallery.ts): to be rendered.
import type { Scene } from '../../scene.ts';

export function galleryQualityScenes(): Scene[] {
  return [];
}
