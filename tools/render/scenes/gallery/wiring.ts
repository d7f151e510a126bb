// The gallery's 'wiring' album (mfe-content/src/data/gallery.ts): to be rendered.
import type { Scene } from '../../scene.ts';

export function galleryWiringScenes(): Scene[] {
  return [];
}
