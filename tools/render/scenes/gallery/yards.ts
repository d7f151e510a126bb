// The gallery's 'yards' album (mfe-content/src/data/gallery.ts): to be rendered.
import type { Scene } from '../../scene.ts';

export function galleryYardsScenes(): Scene[] {
  return [];
}
