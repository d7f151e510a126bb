// The gallery's 'water' album (mfe-content/src/data/gallery.ts): to be rendered.
import type { Scene } from '../../scene.ts';

export function galleryWaterScenes(): Scene[] {
  return [];
}
