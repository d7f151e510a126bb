// Where the page banners' products stand (scenes/banners.ts): a concrete yard, a plant shed's
// corrugated wall, a plastered wall, a laboratory bench against a tiled wall. Each is a box part
// with tiled artwork (scene.ts), drawn to real sizes in millimetres: a yard slab 3 m square, a
// cladding rib every 200 mm, wall tiles 300 mm, a bench 900 mm high. Nothing here is a product.
import type { Artwork, Part, Surface, Vec3 } from '../scene.ts';

const boxAt = (size: Vec3, position: Vec3, surface: Surface, art?: Artwork, repeat?: readonly [number, number], yaw = 0): Part => ({
  kind: 'box',
  size,
  surface,
  art,
  repeat,
  place: { position, rotation: [0, yaw, 0] },
});

// ---- Skies and times of day -------------------------------------------------------------------

/** Backdrops (top, bottom) and key lights for the times of day the banners are lit at. */
export const DAYLIGHT = {
  morning: { backdrop: ['#9fc2e0', '#eaeeee'] as const, key: { colour: '#ffeed6', intensity: 1.7 }, ambient: 0.45 },
  noon: { backdrop: ['#86b2da', '#e3ecf3'] as const, key: { colour: '#ffffff', intensity: 1.75 }, ambient: 0.48 },
  evening: { backdrop: ['#dfa878', '#f6dfbf'] as const, key: { colour: '#ffbf80', intensity: 1.6 }, ambient: 0.38 },
  overcast: { backdrop: ['#bcc5cd', '#e4e7e9'] as const, key: { colour: '#eef2f6', intensity: 0.9 }, ambient: 0.8 },
} as const;

// ---- The yard ---------------------------------------------------------------------------------

/** A cast concrete slab 3 m square with its saw-cut joints (the surface's grain weathers it). */
function slabArt(): Artwork {
  const size = 512;
  const joint = 2;
  return {
    width: size,
    height: size,
    background: '#b9b5ad',
    rects: [
      { x: 0, y: 0, w: size, h: joint, colour: 'rgba(70,64,56,0.35)' },
      { x: 0, y: 0, w: joint, h: size, colour: 'rgba(70,64,56,0.35)' },
    ],
  };
}

export const CONCRETE: Surface = { colour: '#ffffff', roughness: 0.88, grain: 1 };

/** The yard's concrete floor, its top at y = 0, `width` × `depth` mm about `centre` (x, z). */
export function yardFloor(width: number, depth: number, centre: readonly [number, number] = [0, 0]): Part {
  return boxAt([width, 150, depth], [centre[0], -150, centre[1]], CONCRETE, slabArt(), [width / 3000, depth / 3000]);
}

// ---- A plant shed ---------------------------------------------------------------------------

/** One 200 mm rib of profiled steel cladding, lit from the left: the crest light, the valley in shade. */
function claddingArt(paint: string, shade: string, light: string): Artwork {
  return {
    width: 64,
    height: 8,
    background: paint,
    rects: [
      { x: 0, y: 0, w: 10, h: 8, colour: light },
      { x: 10, y: 0, w: 4, h: 8, colour: shade },
      { x: 34, y: 0, w: 4, h: 8, colour: shade },
      { x: 38, y: 0, w: 6, h: 8, colour: light },
    ],
  };
}

const CLADDING: Surface = { colour: '#ffffff', roughness: 0.5, metalness: 0.2 };
const BLOCKWORK: Surface = { colour: '#ffffff', roughness: 0.9, grain: 1 };

/** Plastered blockwork, 400 × 200 mm courses showing faintly through the paint. */
function blockArt(colour: string): Artwork {
  return {
    width: 256,
    height: 128,
    background: colour,
    rects: [
      { x: 0, y: 0, w: 256, h: 2, colour: 'rgba(0,0,0,0.08)' },
      { x: 0, y: 64, w: 256, h: 2, colour: 'rgba(0,0,0,0.08)' },
      { x: 128, y: 0, w: 2, h: 64, colour: 'rgba(0,0,0,0.06)' },
      { x: 0, y: 64, w: 2, h: 64, colour: 'rgba(0,0,0,0.06)' },
    ],
  };
}

export interface ShedWall {
  /** Along x, mm. */
  length: number;
  /** Eave height, mm. */
  height: number;
  /** The wall's face (towards +z) sits at this z. */
  z: number;
  /** Centre of the wall along x. */
  x?: number;
  /** Cladding paint: a light grey or the brand blue. */
  paint?: 'grey' | 'blue';
  /** A roller shutter in the wall: its centre along x and its width (a loading bay). */
  shutter?: { x: number; width: number; height: number; open?: boolean };
}

/**
 * A plant shed's long wall: a 1.2 m plastered block plinth, profiled steel cladding above it to
 * the eave, an eave gutter, and optionally a loading bay's roller shutter.
 */
export function shedWall(wall: ShedWall): Part[] {
  const x = wall.x ?? 0;
  const plinth = 1200;
  const thickness = 200;
  const z = wall.z - thickness / 2;
  const cladding =
    wall.paint === 'blue' ? claddingArt('#2d5f8e', '#234c74', '#3a6f9f') : claddingArt('#d9dcdc', '#c3c7c8', '#e6e8e7');
  const parts: Part[] = [
    boxAt([wall.length, plinth, thickness], [x, 0, z], BLOCKWORK, blockArt('#e4dfd4'), [wall.length / 800, plinth / 400]),
    boxAt([wall.length, wall.height - plinth, thickness - 20], [x, plinth, z - 10], CLADDING, cladding, [wall.length / 200, 1]),
    // The eave gutter and fascia.
    boxAt([wall.length + 200, 180, 260], [x, wall.height, wall.z + 20], { colour: '#cfd3d4', roughness: 0.45, metalness: 0.3 }),
  ];
  if (wall.shutter) {
    const s = wall.shutter;
    const slats: Artwork = { width: 16, height: 16, background: '#aeb4b8', rects: [{ x: 0, y: 0, w: 16, h: 3, colour: '#8d9397' }, { x: 0, y: 3, w: 16, h: 2, colour: '#c8cdd0' }] };
    // The opening: a dark bay behind the wall's face, then the shutter rolled up (or down) in front.
    parts.push(boxAt([s.width, s.height, thickness + 40], [s.x, 0, z], { colour: '#2a2c2e', roughness: 0.95 }));
    const shutterHeight = s.open ? 600 : s.height;
    parts.push(boxAt([s.width + 80, shutterHeight, 40], [s.x, s.height - shutterHeight, wall.z + 25], { colour: '#ffffff', roughness: 0.45, metalness: 0.4 }, slats, [1, shutterHeight / 80]));
    // The guide channels either side.
    for (const side of [-1, 1]) parts.push(boxAt([90, s.height + 250, 70], [s.x + side * (s.width / 2 + 45), 0, wall.z + 35], { colour: '#9ba1a5', roughness: 0.4, metalness: 0.6 }));
    parts.push(boxAt([s.width + 240, 450, 500], [s.x, s.height, wall.z + 230], { colour: '#c3c8cb', roughness: 0.45, metalness: 0.4 }));
  }
  return parts;
}

// ---- Indoors ----------------------------------------------------------------------------------

/** A wall of 300 mm glazed white tiles (a laboratory's), its face at z, from the floor up. */
export function tiledWall(length: number, height: number, z: number, x = 0): Part {
  const tile: Artwork = { width: 128, height: 128, background: '#eef0ef', rects: [{ x: 0, y: 0, w: 128, h: 2, colour: '#c9cdcc' }, { x: 0, y: 0, w: 2, h: 128, colour: '#c9cdcc' }] };
  return boxAt([length, height, 100], [x, 0, z - 50], { colour: '#ffffff', roughness: 0.25, clearcoat: 0.4, clearcoatRoughness: 0.2 }, tile, [length / 300, height / 300]);
}

/** A painted plastered wall, its face at z (a store's, a side room's). */
export function plasterWall(length: number, height: number, z: number, colour = '#e9e4da', x = 0): Part {
  return boxAt([length, height, 150], [x, 0, z - 75], { colour, roughness: 0.92, grain: 1 });
}

/** A floor of polished cement or vinyl, its top at y = 0. */
export function indoorFloor(width: number, depth: number, colour = '#9a9893', centre: readonly [number, number] = [0, 0]): Part {
  return boxAt([width, 50, depth], [centre[0], -50, centre[1]], { colour, roughness: 0.7, grain: 1 });
}

/**
 * A laboratory bench: a 30 mm grey phenolic top `length` × `depth` at 900 mm with a steel frame
 * under it, its top's centre at (x, z). The top's surface is at BENCH_HEIGHT.
 */
export const BENCH_HEIGHT = 900;
export function bench(length: number, depth: number, x = 0, z = 0): Part[] {
  const top = 30;
  const frame: Surface = { colour: '#5d6770', roughness: 0.5, metalness: 0.6 };
  const legs = [-1, 1].flatMap((sx) => [-1, 1].map((sz): Part => boxAt([40, BENCH_HEIGHT - top, 40], [x + sx * (length / 2 - 60), 0, z + sz * (depth / 2 - 60)], frame)));
  return [
    boxAt([length, top, depth], [x, BENCH_HEIGHT - top, z], { colour: '#c8ccce', roughness: 0.55, grain: 0.6 }),
    boxAt([length - 80, 60, 40], [x, BENCH_HEIGHT - top - 60, z + depth / 2 - 60], frame),
    ...legs,
  ];
}

/** A desk top of pale oak, `length` × `depth`, its top at y = 0 (the subject stands on it). */
export function deskTop(length: number, depth: number): Part {
  const grain: Artwork = {
    width: 512,
    height: 256,
    background: '#cdb697',
    rects: [
      { x: 0, y: 40, w: 512, h: 2, colour: 'rgba(120,90,60,0.12)' },
      { x: 0, y: 95, w: 512, h: 1, colour: 'rgba(120,90,60,0.10)' },
      { x: 0, y: 150, w: 512, h: 3, colour: 'rgba(255,245,230,0.12)' },
      { x: 0, y: 210, w: 512, h: 1, colour: 'rgba(120,90,60,0.10)' },
    ],
  };
  return boxAt([length, 30, depth], [0, -30, 0], { colour: '#ffffff', roughness: 0.6, grain: 0.8 }, grain, [length / 1200, depth / 600]);
}
