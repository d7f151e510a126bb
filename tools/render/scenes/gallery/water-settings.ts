// The places the 'water' album's pictures are set in, built from boxes (scene.ts): a Kerala
// home's laterite and brick walls, painted plaster, wall tiles, a terrace slab, lawn, earth, sand
// and a wet path. Sizes are real ones (a laterite block 390 × 190 mm, a brick 230 × 75 mm with
// 10 mm joints, a wall tile 300 × 450 mm); the textures are drawn from a seeded PRNG, so every
// render is the same.
import { createRandom } from '../../../../shared/src/random/seeded-random.ts';
import type { Artwork, Part, Surface, Vec3 } from '../../scene.ts';

export const concrete = (colour = '#a9a59d'): Surface => ({ colour, roughness: 0.85, grain: 1 });
/** A wet surface: darker, and smoother (a film of water). */
export const wet = (colour: string): Surface => ({ colour, roughness: 0.35, clearcoat: 0.6, clearcoatRoughness: 0.25, grain: 1 });

/** A box whose top face is at `top`, centred on x and z at `centre`. */
export function slab(size: Vec3, centre: readonly [x: number, z: number], top: number, surface: Surface, art?: Artwork, repeat?: readonly [number, number]): Part {
  return { kind: 'box', size, surface, ...(art ? { art, repeat } : {}), place: { position: [centre[0], top - size[1], centre[1]] } };
}

/** A wall standing on y = `base`, its face towards +z at z = `face`, `width` across x centred on `x`. */
export function wall(width: number, height: number, face: number, surface: Surface, options: { x?: number; base?: number; thickness?: number; art?: Artwork; tile?: readonly [w: number, h: number] } = {}): Part {
  const thickness = options.thickness ?? 230;
  const art = options.art;
  const tile = options.tile ?? [width, height];
  return {
    kind: 'box',
    size: [width, height, thickness],
    surface,
    ...(art ? { art, repeat: [width / tile[0], height / tile[1]] as const } : {}),
    place: { position: [options.x ?? 0, options.base ?? 0, face - thickness / 2] },
  };
}

function shade(hex: string, k: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.max(0, Math.min(255, Math.round(v * k))));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Laterite blocks (390 × 190 mm, 10 mm joints), two courses: the tile is 800 × 400 mm at 0.5 px/mm.
 * `tone` darkens the stone and its joints (< 1: laterite wet from the rain).
 */
export function lateriteArt(seed: number, tone = 1): Artwork {
  const random = createRandom(seed);
  const rects: Array<{ x: number; y: number; w: number; h: number; colour: string; radius?: number }> = [{ x: 0, y: 0, w: 400, h: 200, colour: shade('#8b8276', tone) }];
  for (let row = 0; row < 2; row += 1) {
    for (let col = -1; col < 2; col += 1) {
      const x = col * 200 + (row % 2) * 100 + 2.5;
      const base = shade(['#9b5b3c', '#a86a45', '#8f5033', '#b07650', '#a0613f'][Math.floor(random() * 5)]!, tone);
      rects.push({ x, y: row * 100 + 2.5, w: 195, h: 95, colour: base });
      // The pitted, porous face of cut laterite: small dark and light pits.
      for (let k = 0; k < 60; k += 1) {
        const s = 1.5 + random() * 6;
        rects.push({ x: x + random() * (195 - s), y: row * 100 + 2.5 + random() * (95 - s), w: s, h: s * (0.5 + random() * 0.6), colour: random() < 0.65 ? shade(base, 0.55) : random() < 0.5 ? shade(base, 1.3) : shade('#c9a27a', tone), radius: s / 2 });
      }
    }
  }
  return { width: 400, height: 200, background: null, rects };
}

/** Brick courses (230 × 75 mm bricks, 10 mm mortar), two courses: the tile is 240 × 170 mm at 2 px/mm. */
export function brickArt(seed: number): Artwork {
  const random = createRandom(seed);
  const rects: Array<{ x: number; y: number; w: number; h: number; colour: string }> = [{ x: 0, y: 0, w: 480, h: 340, colour: '#a59d92' }];
  for (let row = 0; row < 2; row += 1) {
    for (let col = -1; col < 2; col += 1) {
      const x = col * 480 + (row % 2) * 240 + 10;
      const colour = shade('#8c4a36', 0.82 + random() * 0.3);
      rects.push({ x, y: row * 170 + 10, w: 460, h: 150, colour });
      for (let k = 0; k < 10; k += 1) rects.push({ x: x + random() * 440, y: row * 170 + 10 + random() * 140, w: 6 + random() * 18, h: 3 + random() * 6, colour: shade(colour, 0.8 + random() * 0.4) });
    }
  }
  return { width: 480, height: 340, background: null, rects };
}

/** Glazed wall tiles 300 × 450 mm with 2 mm joints (one tile at 2 px/mm, a faint speckle in the glaze). */
export function tileArt(colour: string, joint = '#d9d6cf', seed = 1): Artwork {
  const random = createRandom(seed);
  const rects: Array<{ x: number; y: number; w: number; h: number; colour: string }> = [
    { x: 0, y: 0, w: 600, h: 900, colour: joint },
    { x: 2, y: 2, w: 596, h: 896, colour },
  ];
  for (let k = 0; k < 220; k += 1) rects.push({ x: 4 + random() * 590, y: 4 + random() * 890, w: 2, h: 2, colour: shade(colour, 0.9 + random() * 0.06) });
  return { width: 600, height: 900, background: null, rects };
}

/** Speckled ground (lawn, earth, sand, a wet path): many small seeded marks on a base colour; the tile is `size` mm. */
export function groundArt(seed: number, base: string, marks: readonly string[], count = 900, markSize = 10): Artwork {
  const random = createRandom(seed);
  const rects: Array<{ x: number; y: number; w: number; h: number; colour: string; radius?: number }> = [{ x: 0, y: 0, w: 256, h: 256, colour: base }];
  for (let k = 0; k < count; k += 1) {
    const w = 1 + random() * markSize;
    rects.push({ x: random() * 256, y: random() * 256, w, h: 1 + random() * markSize * 0.6, colour: marks[Math.floor(random() * marks.length)]!, radius: w / 3 });
  }
  return { width: 256, height: 256, background: null, rects };
}

export const LAWN = (seed: number) => groundArt(seed, '#4f7d2f', ['#5f9136', '#3f6a25', '#6ea141', '#44722a', '#7aa84a'], 2600, 9);
export const EARTH = (seed: number) => groundArt(seed, '#8a5a3b', ['#7a4c30', '#9a6a48', '#6c4128', '#a57452'], 1400, 8);
export const SAND = (seed: number) => groundArt(seed, '#cdb58f', ['#bda47e', '#dcc6a2', '#b39870', '#e2d0b0'], 2200, 4);
export const PAVING = (seed: number) => groundArt(seed, '#7d7770', ['#6e6861', '#8a847c', '#5f5a54', '#948e86'], 900, 14);

/** A flat ground of `art` tiles, its top at y = `top`. */
export function ground(size: readonly [x: number, z: number], centre: readonly [x: number, z: number], top: number, surface: Surface, art: Artwork, tile: number): Part {
  return slab([size[0], 100, size[1]], centre, top, surface, art, [size[0] / tile, size[1] / tile]);
}

/** Kerala clay roof tiles (Mangalore pattern, 260 × 400 mm showing): one tile's ridges and its lap shadow at 1 px/mm. */
export function roofTileArt(): Artwork {
  return {
    width: 260,
    height: 400,
    background: null,
    rects: [
      { x: 0, y: 0, w: 260, h: 400, colour: '#9a4b2c' },
      { x: 0, y: 0, w: 260, h: 40, colour: '#5e2c19' },
      { x: 60, y: 40, w: 26, h: 360, colour: '#a9593a' },
      { x: 174, y: 40, w: 26, h: 360, colour: '#a9593a' },
      { x: 0, y: 40, w: 6, h: 360, colour: '#6e3520' },
    ],
  };
}
