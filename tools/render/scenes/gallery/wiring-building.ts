// The building in the 'wiring' album's pictures (wiring.ts): walls, slabs and what else an
// electrician's work is fixed to or next to. Sizes are the trade's common ones (a 230 × 75 mm brick,
// a 390 × 190 mm laterite block, 10 mm bars at 150 mm, a 3 m storey); none is shown as a figure.
import { createRandom as seeded } from '../../../../shared/src/random/seeded-random.ts';
import type { Artwork, Part, Surface, Vec3 } from '../../scene.ts';

/** Cast concrete: rough, grainy. */
export const concrete = (colour = '#a7a49c'): Surface => ({ colour, roughness: 0.88, grain: 1 });
/** Enamel-painted sheet steel (a distribution board). */
export const paintedSteel = (colour: string): Surface => ({ colour, roughness: 0.5, metalness: 0.2, clearcoat: 0.3, grain: 0.3 });

/** A slab, wall or block: a box from `min` to `max` (corners), with optional tiled artwork. */
export function block(min: Vec3, max: Vec3, surface: Surface, art?: { art: Artwork; tile: readonly [number, number] }): Part {
  const size: Vec3 = [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
  const position: Vec3 = [(min[0] + max[0]) / 2, min[1], (min[2] + max[2]) / 2];
  if (!art) return { kind: 'box', size, surface, place: { position } };
  // The front and back faces show the art at its tile size (the other faces are narrow or hidden).
  return { kind: 'box', size, surface, art: art.art, repeat: [size[0] / art.tile[0], size[1] / art.tile[1]], place: { position } };
}

const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;

/** A number in [0, 1) for a brick, the same wherever the brick is drawn from. */
function brickTone(seed: number, course: number, index: number): number {
  return seeded(`${seed}:${course}:${index}`)();
}

/**
 * Bare brickwork in stretcher bond (230 × 75 mm bricks, 10 mm joints), drawn for the wall region
 * from `min` to `max` (x and y, mm) as the front face of a box of that size: pieces of one wall
 * drawn this way line up course for course and brick for brick across a chase cut between them.
 */
export function brickFace(min: Vec3, max: Vec3, surface: Surface, seed: number): Part {
  const px = 0.5;
  const [w, h, joint] = [240, 85, 10];
  const width = Math.max(2, Math.round((max[0] - min[0]) * px));
  const height = Math.max(2, Math.round((max[1] - min[1]) * px));
  const rects: Array<{ x: number; y: number; w: number; h: number; colour: string; radius?: number }> = [];
  for (let course = Math.floor(min[1] / h); course * h < max[1]; course += 1) {
    const shift = course % 2 === 0 ? 0 : w / 2;
    for (let index = Math.floor((min[0] - shift) / w); shift + index * w < max[0]; index += 1) {
      const tone = brickTone(seed, course, index);
      const x = shift + index * w;
      const burnt = brickTone(seed + 1, course, index);
      const colour = hex(136 + 42 * tone, 74 + 22 * tone + 8 * burnt, 60 + 16 * tone);
      // Canvas y runs down from the region's top.
      const top = (max[1] - (course + 1) * h + joint) * px;
      const left = (x - min[0]) * px;
      rects.push({ x: left, y: top, w: (w - joint) * px, h: (h - joint) * px, colour, radius: 1 });
      // Mottling of the fired face: a darker scorch and a paler patch, placed by the brick's own draws.
      const spots = seeded(`${seed}:${course}:${index}:spots`);
      for (let k = 0; k < 6; k += 1) {
        const size = 6 + spots() * 30;
        const dark = spots() < 0.6;
        rects.push({ x: left + (8 + spots() * (w - joint - 16 - size)) * px, y: top + (6 + spots() * (h - joint - 12 - size * 0.5)) * px, w: size * px, h: size * 0.5 * px, colour: dark ? 'rgba(60,28,18,0.12)' : 'rgba(225,180,140,0.09)', radius: 3 });
      }
    }
  }
  return block(min, max, surface, { art: { width, height, background: '#8e887d', rects }, tile: [max[0] - min[0], max[1] - min[1]] });
}

/**
 * Cut laterite blocks (390 × 190 mm faces, 10 mm joints) as Kerala builds with them: rust-red,
 * pitted with small dark pores; a tile of 4 blocks by 6 courses (1600 × 1200 mm) at 1 px a mm.
 */
export function lateriteArt(seed: number): { art: Artwork; tile: readonly [number, number] } {
  const random = seeded(seed);
  const rects: Array<{ x: number; y: number; w: number; h: number; colour: string; radius?: number }> = [];
  const [w, h, joint] = [400, 200, 10];
  for (let course = 0; course < 6; course += 1) {
    const shift = course % 2 === 0 ? 0 : w / 2;
    for (let k = 0; k < 4; k += 1) {
      const x = shift + k * w;
      const tone = random();
      const colour = hex(122 + 26 * tone, 66 + 16 * tone, 50 + 10 * tone);
      for (const dx of x + w > 1600 ? [0, -1600] : [0]) rects.push({ x: x + dx, y: course * h, w: w - joint, h: h - joint, colour, radius: 4 });
    }
  }
  // Pores, darker vermiculations and ochre patches over everything (the stone's own texture).
  for (let i = 0; i < 9000; i += 1) {
    const kind = random();
    const size = kind < 0.8 ? 1.2 + random() * 3 : 6 + random() * 22;
    const colour = kind < 0.8 ? 'rgba(52,22,12,0.4)' : kind < 0.92 ? 'rgba(80,36,22,0.14)' : 'rgba(190,128,72,0.14)';
    rects.push({ x: random() * 1600, y: random() * 1200, w: size * (0.6 + random()), h: size * (0.4 + random() * 0.6), colour, radius: size / 3 });
  }
  return { art: { width: 1600, height: 1200, background: '#7d7466', rects }, tile: [1600, 1200] };
}

/** Shuttering plywood: 1220 × 2440 mm sheets, a little stained with old concrete; a tile of two sheets at 0.25 px a mm. */
export function plywoodArt(seed: number): { art: Artwork; tile: readonly [number, number] } {
  const random = seeded(seed);
  const rects: Array<{ x: number; y: number; w: number; h: number; colour: string; radius?: number }> = [
    { x: 0, y: 0, w: 304, h: 610, colour: '#9b7b4f' },
    { x: 306, y: 0, w: 303, h: 610, colour: '#a3845a' },
  ];
  for (let i = 0; i < 60; i += 1) {
    rects.push({ x: random() * 600, y: random() * 600, w: 10 + random() * 60, h: 4 + random() * 30, colour: random() < 0.5 ? 'rgba(190,186,176,0.35)' : 'rgba(70,50,30,0.18)', radius: 8 });
  }
  return { art: { width: 610, height: 610, background: '#5b4631', rects }, tile: [2440, 2440] };
}

/** Mild steel bar (10 mm) as it lies on site: dull, rusting. */
export const rebarSteel: Surface = { colour: '#6e4f3c', roughness: 0.72, metalness: 0.45, grain: 0.8 };

/** A straight bar of `diameter` from `from` along x (axis 'x') or z (axis 'z') for `length` mm. */
export function bar(from: Vec3, axis: 'x' | 'z', length: number, diameter = 10): Part {
  const rotation: Vec3 = axis === 'x' ? [0, 0, -Math.PI / 2] : [Math.PI / 2, 0, 0];
  return { kind: 'lathe', profile: [[0, 0], [diameter / 2, 0.5], [diameter / 2, length - 0.5], [0, length]], surface: rebarSteel, segments: 10, place: { position: from, rotation } };
}

/**
 * A slab's bottom mat: bars along x on cover blocks, bars along z tied on top of them, at `pitch`
 * both ways over the square of side `span` centred on the origin; the bottom bars' underside at `cover`.
 */
export function rebarMat(span: number, pitch: number, cover: number, skip: (x: number, z: number) => boolean = () => false): Part[] {
  const parts: Part[] = [];
  const d = 10;
  const n = Math.floor(span / pitch);
  for (let i = 0; i <= n; i += 1) {
    const at = -span / 2 + i * pitch;
    parts.push(bar([-span / 2, cover + d / 2, at], 'x', span, d));
    parts.push(bar([at, cover + d * 1.5, -span / 2], 'z', span, d));
  }
  // Cover blocks (cement, 50 mm square) under the bottom bars, every third crossing.
  for (let i = 1; i < n; i += 3) {
    for (let k = 1; k < n; k += 3) {
      const x = -span / 2 + k * pitch + pitch / 2;
      const z = -span / 2 + i * pitch;
      if (skip(x, z)) continue;
      parts.push(block([x - 25, 0, z - 25], [x + 25, cover, z + 25], concrete('#9c978d')));
    }
  }
  return parts;
}

/**
 * A wall-mounted distribution board, its back on the wall (z = 0) and its box `size` (w, h, d) from
 * `bottom` up, centred on x = 0: a steel box with a door hinged on the left, open by `open` radians,
 * and a row of miniature circuit breakers on a rail inside.
 */
export function distributionBoard(bottom: number, size: Vec3, open: number, colour = '#e7e6e1'): Part {
  const [w, h, d] = size;
  const t = 1.5;
  const steel = paintedSteel(colour);
  const white: Surface = { colour: '#f3f3f0', roughness: 0.45, clearcoat: 0.2 };
  const parts: Part[] = [
    block([-w / 2, bottom, 0], [w / 2, bottom + h, t], steel),
    block([-w / 2, bottom, 0], [-w / 2 + t, bottom + h, d], steel),
    block([w / 2 - t, bottom, 0], [w / 2, bottom + h, d], steel),
    block([-w / 2, bottom, 0], [w / 2, bottom + t, d], steel),
    block([-w / 2, bottom + h - t, 0], [w / 2, bottom + h, d], steel),
    // The cover plate in front of the breakers, its window the breakers' height.
    block([-w / 2 + t, bottom + h * 0.5 + 48, d - 20], [w / 2 - t, bottom + h - t, d - 18], steel),
    block([-w / 2 + t, bottom + t, d - 20], [w / 2 - t, bottom + h * 0.5 - 48, d - 18], steel),
  ];
  // The rail and the breakers (18 mm modules): a double-pole main switch, then single poles.
  const rail = bottom + h * 0.5;
  parts.push(block([-w / 2 + 20, rail - 17, t], [w / 2 - 20, rail + 17, t + 8], { colour: '#b9bcbf', roughness: 0.35, metalness: 1 }));
  const modules = Math.floor((w - 60) / 18);
  for (let k = 0; k < modules; k += 1) {
    const x = -w / 2 + 30 + k * 18;
    const main = k < 2;
    parts.push(block([x + 0.3, rail - 45, t + 8], [x + 17.7, rail + 45, d - 22], white));
    parts.push(block([x + 0.3, rail - 22, d - 22], [x + 17.7, rail + 22, d - 10], white));
    parts.push(block([x + 5, rail - 8 + (main ? 0 : 4), d - 10], [x + 13, rail + 8 + (main ? 0 : 4), d - 2], { colour: main ? '#b3261e' : '#1f2226', roughness: 0.4, clearcoat: 0.3 }));
  }
  // The door: a panel on a hinge line at the box's left front edge.
  const door: Part = {
    kind: 'group',
    place: { position: [-w / 2, 0, d], rotation: [0, -open, 0] },
    parts: [
      block([0, bottom, 0], [w, bottom + h, t], steel),
      block([w - 30, bottom + h / 2 - 40, t], [w - 18, bottom + h / 2 + 40, t + 10], { colour: '#2b2e32', roughness: 0.4 }),
    ],
  };
  parts.push(door);
  return { kind: 'group', parts };
}

/** A surface switch board: a moulded white box on the wall (z = 0) with `switches` rockers in a row, centred at (x, y). */
export function switchBoard(centre: readonly [x: number, y: number], switches: number): Part {
  const w = 40 + switches * 45;
  const [cx, cy] = centre;
  const white: Surface = { colour: '#f4f4f1', roughness: 0.3, clearcoat: 0.5, clearcoatRoughness: 0.2 };
  const parts: Part[] = [
    block([cx - w / 2, cy - 60, 0], [cx + w / 2, cy + 60, 42], white),
    block([cx - w / 2 + 4, cy - 56, 42], [cx + w / 2 - 4, cy + 56, 46], white),
  ];
  for (let k = 0; k < switches; k += 1) {
    const x = cx - w / 2 + 42 + k * 45;
    parts.push(block([x - 15, cy - 30, 46], [x + 15, cy + 30, 49], { colour: '#e9e9e6', roughness: 0.35, clearcoat: 0.4 }));
    parts.push(block([x - 13, cy + 2, 49], [x + 13, cy + 26, 52], { colour: '#fbfbf9', roughness: 0.3, clearcoat: 0.5 }));
  }
  return { kind: 'group', parts };
}

/** A bulkhead light on the wall (z = 0) centred at (x, y): a round base and a frosted dome. */
export function wallLight(centre: readonly [x: number, y: number]): Part {
  return {
    kind: 'group',
    place: { position: [centre[0], centre[1], 0], rotation: [Math.PI / 2, 0, 0] },
    parts: [
      { kind: 'lathe', profile: [[0, 0], [90, 0], [92, 4], [90, 22], [80, 26], [0, 26]], surface: { colour: '#f1f1ee', roughness: 0.35, clearcoat: 0.4 } },
      {
        kind: 'lathe',
        profile: Array.from({ length: 14 }, (_, i) => {
          const a = (i / 13) * (Math.PI / 2);
          return [78 * Math.cos(a), 26 + 52 * Math.sin(a)] as const;
        }),
        surface: { colour: '#fbf6e8', roughness: 0.25, clearcoat: 0.8, clearcoatRoughness: 0.1 },
      },
    ],
  };
}

/** A rectangle of a wall's face, x and y (mm). */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Brickwork with chases and recesses cut into it `depth` deep (the face at z = 0, the wall
 * `thickness` thick): the solid behind the cuts, and the face layer in pieces round them, each
 * piece drawn from the same courses (brickFace) so the bricks line up across a cut.
 */
export function cutBrickWall(region: Rect, cuts: readonly Rect[], depth: number, thickness: number, seed: number): Part[] {
  const surface: Surface = { colour: '#ffffff', roughness: 0.92, grain: 1 };
  const parts: Part[] = [brickFace([region.x0, region.y0, -thickness], [region.x1, region.y1, -depth], surface, seed)];
  const xs = [...new Set([region.x0, region.x1, ...cuts.flatMap((c) => [c.x0, c.x1])])].sort((a, b) => a - b);
  const ys = [...new Set([region.y0, region.y1, ...cuts.flatMap((c) => [c.y0, c.y1])])].sort((a, b) => a - b);
  const inCut = (x: number, y: number) => cuts.some((c) => x > c.x0 && x < c.x1 && y > c.y0 && y < c.y1);
  // Column by column, runs of solid cells merged into one piece.
  for (let i = 0; i + 1 < xs.length; i += 1) {
    const [xa, xb] = [xs[i]!, xs[i + 1]!];
    let start: number | undefined;
    for (let k = 0; k + 1 < ys.length; k += 1) {
      const solid = !inCut((xa + xb) / 2, (ys[k]! + ys[k + 1]!) / 2);
      if (solid && start === undefined) start = ys[k]!;
      const last = k + 2 === ys.length;
      if (start !== undefined && (!solid || last)) {
        const end = solid ? ys[k + 1]! : ys[k]!;
        parts.push(brickFace([xa, start, -depth], [xb, end, 0], surface, seed));
        start = undefined;
      }
    }
  }
  return parts;
}
