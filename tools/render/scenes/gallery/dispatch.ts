// The gallery's 'dispatch' album (mfe-content/src/data/gallery.ts): to be rendered.
import type { Scene } from '../../scene.ts';

export function galleryDispatchScenes(): Scene[] {
  return [];
}
