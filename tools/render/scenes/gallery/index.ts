// Every rendered gallery picture, album by album (each album's module names its scenes by the
// album's ids, albums.ts).
import type { Scene } from '../../scene.ts';
import { galleryDetailsScenes } from './details.ts';
import { galleryDispatchScenes } from './dispatch.ts';
import { galleryProductsScenes } from './products.ts';
import { galleryQualityScenes } from './quality.ts';
import { galleryWaterScenes } from './water.ts';
import { galleryWiringScenes } from './wiring.ts';
import { galleryYardsScenes } from './yards.ts';

export function galleryScenes(): Scene[] {
  return [
    ...galleryProductsScenes(),
    ...galleryDetailsScenes(),
    ...galleryWiringScenes(),
    ...galleryWaterScenes(),
    ...galleryQualityScenes(),
    ...galleryYardsScenes(),
    ...galleryDispatchScenes(),
  ];
}
