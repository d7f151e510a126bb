// The gallery's 'details' album (mfe-content/src/data/gallery.ts): to be rendered.
import type { Scene } from '../../scene.ts';

export function galleryDetailsScenes(): Scene[] {
  return [];
}
