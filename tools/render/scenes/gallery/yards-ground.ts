// The outdoor ground the yard and dispatch pictures stand on, and what stacks stand on: a concrete
// yard cast in panels, a plastered boundary wall with its pilasters and coping, trees beyond it,
// timber bearers and battens, pallets; and the light of each time of day. Real sizes: a yard panel
// 3 m square, a boundary wall 2.4 m high and 230 mm thick (one brick), a pallet 1200 × 1000 mm,
// sawn bearers 75 × 50 mm. Everything here is setting or support: our products are the subject.
import { createRandom as seeded } from '../../../../shared/src/random/seeded-random.ts';
import type { Artwork, Part, ProfilePoint, Scene, Surface, Vec3 } from '../../scene.ts';
import { moved } from '../../parts.ts';

/** A box standing on y = `y`, centred on x and z (the box part's own convention, placed). */
export const block = (size: Vec3, surface: Surface, at: Vec3, yaw = 0, art?: Artwork, repeat?: readonly [number, number]): Part => ({
  kind: 'box',
  size,
  surface,
  ...(art ? { art } : {}),
  ...(repeat ? { repeat } : {}),
  place: { position: at, rotation: [0, yaw, 0] },
});

/**
 * Lathe parts drawn with fewer segments: a pipe far down a stack needs no 96-sided circle, and a
 * yard holds hundreds of them (the render stays within its time).
 */
export function coarse(parts: readonly Part[], segments: number): Part[] {
  return parts.map((part): Part => {
    if (part.kind === 'lathe') return { ...part, segments: Math.min(part.segments ?? 96, segments) };
    if (part.kind === 'group') return { ...part, parts: coarse(part.parts, segments) };
    return part;
  });
}

// ---- Light ----------------------------------------------------------------------------------

export interface Weather {
  key: NonNullable<Scene['key']>;
  ambient: number;
  backdrop: readonly [string, string];
  /** Dry or rain-wet concrete. */
  wet: boolean;
}

/** The light of a time of day, the key coming from `azimuth`. */
export const LIGHT = {
  morning: (azimuth: number): Weather => ({ key: { azimuth, elevation: 24, colour: '#ffe9c7', intensity: 1.35 }, ambient: 0.5, backdrop: ['#8db6db', '#e4ecef'], wet: false }),
  noon: (azimuth: number): Weather => ({ key: { azimuth, elevation: 72, colour: '#fffbf2', intensity: 1.35 }, ambient: 0.58, backdrop: ['#5f97d0', '#d3e3ee'], wet: false }),
  evening: (azimuth: number): Weather => ({ key: { azimuth, elevation: 12, colour: '#ffb06a', intensity: 1.55 }, ambient: 0.36, backdrop: ['#5d6f98', '#f0b27c'], wet: false }),
  monsoon: (azimuth: number): Weather => ({ key: { azimuth, elevation: 62, colour: '#cfd8e0', intensity: 0.5 }, ambient: 0.95, backdrop: ['#737e88', '#aab2b8'], wet: true }),
  overcast: (azimuth: number): Weather => ({ key: { azimuth, elevation: 55, colour: '#e9eef3', intensity: 0.75 }, ambient: 0.85, backdrop: ['#a9b3bd', '#dde2e6'], wet: false }),
  dawn: (azimuth: number): Weather => ({ key: { azimuth, elevation: 8, colour: '#ffb88a', intensity: 1.6 }, ambient: 0.34, backdrop: ['#8e9fbf', '#f5c29f'], wet: false }),
} as const;

// ---- Surfaces -------------------------------------------------------------------------------

export const TIMBER: Surface = { colour: '#9a7650', roughness: 0.84, grain: 1 };
export const OLD_TIMBER: Surface = { colour: '#8a7a66', roughness: 0.9, grain: 1 };
/** Timber soaked by the rain: darker, a little glossy. */
export const WET_TIMBER: Surface = { colour: '#5e4a37', roughness: 0.55, clearcoat: 0.3, grain: 1 };
export const PLASTER = (colour: string): Surface => ({ colour, roughness: 0.92, grain: 1 });
export const PAINTED_STEEL = (colour: string): Surface => ({ colour, roughness: 0.5, metalness: 0.3, clearcoat: 0.2, grain: 0.4 });
export const LEAVES: Surface = { colour: '#3f5f2c', roughness: 0.9, grain: 1 };

/**
 * Four 3 m panels of the yard (2 × 2), each cast on its own day and so a shade of its own, with the
 * aggregate's fine specks and a thin saw-cut joint round each.
 */
function concreteArt(wet: boolean, seed: number): Artwork {
  const random = seeded(seed);
  const size = 512;
  const half = size / 2;
  const base = wet ? [112, 108, 102] : [186, 180, 169];
  const shade = (k: number) => `rgb(${base.map((c) => Math.round(c * (0.97 + 0.06 * k))).join(',')})`;
  const panels = [0, 1, 2, 3].map((i) => ({ x: (i % 2) * half, y: Math.floor(i / 2) * half, w: half, h: half, colour: shade(random()) }));
  const specks = Array.from({ length: 420 }, () => {
    const d = 1 + random() * 2.5;
    const light = !wet && random() < 0.4;
    return { x: random() * size, y: random() * size, w: d, h: d, radius: d / 2, colour: light ? 'rgba(255,252,245,0.22)' : `rgba(70,64,56,${wet ? 0.3 : 0.2})` };
  });
  // A few long, faint tyre and drag marks across the panels.
  const marks = Array.from({ length: 3 }, () => ({ x: 0, y: random() * size, w: size, h: 6 + random() * 10, colour: `rgba(60,56,50,${wet ? 0.08 : 0.05})` }));
  const joint = wet ? 'rgba(30,28,26,0.7)' : 'rgba(95,90,82,0.55)';
  const joints = [0, half].flatMap((at) => [
    { x: 0, y: at, w: size, h: 1.5, colour: joint },
    { x: at, y: 0, w: 1.5, h: size, colour: joint },
  ]);
  return { width: size, height: size, background: shade(0.5), rects: [...panels, ...marks, ...specks, ...joints] };
}

/** The yard: a concrete slab `size` mm square, its top at y = 0, in 3 m panels. Wet: darker and glossy. */
export function yardFloor(size: number, wet: boolean, centre: Vec3 = [0, 0, 0]): Part {
  const surface: Surface = wet ? { colour: '#ffffff', roughness: 0.4, clearcoat: 0.5, clearcoatRoughness: 0.3, grain: 1 } : { colour: '#ffffff', roughness: 0.86, grain: 1 };
  const tiles = size / 6000;
  return block([size, 150, size], surface, [centre[0], -150, centre[2]], 0, concreteArt(wet, 7), [tiles, tiles]);
}

/** A 3 m stretch of plastered wall: painted above, a splash band of grime along its foot. */
function wallArt(colour: string, wet: boolean): Artwork {
  return {
    width: 300,
    height: 240,
    background: colour,
    rects: [
      { x: 0, y: 205, w: 300, h: 35, colour: wet ? 'rgba(40,45,35,0.35)' : 'rgba(80,70,50,0.22)' },
      { x: 0, y: 225, w: 300, h: 15, colour: 'rgba(60,60,40,0.25)' },
      { x: 0, y: 0, w: 300, h: 8, colour: 'rgba(60,55,45,0.18)' },
    ],
  };
}

/**
 * A boundary wall along x, `length` mm long, its face towards +z at z = `z` (rotated by `yaw` about
 * the origin): one brick thick, 2.4 m high, pilasters every 3 m, a coping on top.
 */
export function boundaryWall(length: number, z: number, colour = '#e6dcc4', wet = false, yaw = 0, x = 0): Part {
  const height = 2400;
  const parts: Part[] = [block([length, height, 230], PLASTER('#ffffff'), [x, 0, z - 115], 0, wallArt(colour, wet), [length / 3000, 1])];
  for (let px = -length / 2; px <= length / 2 + 1; px += 3000) parts.push(block([350, height + 60, 350], PLASTER(colour), [x + px, 0, z - 115]));
  parts.push(block([length + 360, 70, 330], PLASTER('#d8ccb2'), [x, height, z - 115]));
  return { kind: 'group', parts, place: { rotation: [0, yaw, 0] } };
}

const sphereProfile = (r: number): ProfilePoint[] => Array.from({ length: 13 }, (_, i) => {
  const a = -Math.PI / 2 + (i / 12) * Math.PI;
  return [Math.max(0, r * Math.cos(a)), r + r * Math.sin(a)] as const;
});

/** A tree beyond the wall (mango, jackfruit): a trunk and a crown of a few overlapping clumps. */
export function tree(at: Vec3, height: number, seed: number): Part {
  const random = seeded(seed);
  const crown = height * 0.32;
  const parts: Part[] = [{ kind: 'lathe', profile: [[0, 0], [160, 0], [110, height * 0.6], [0, height * 0.6]], surface: { colour: '#5b4a3a', roughness: 0.9 }, segments: 12 }];
  for (let i = 0; i < 6; i += 1) {
    const a = random() * Math.PI * 2;
    const d = crown * 0.55 * random();
    const r = crown * (0.55 + 0.3 * random());
    const tone = ['#3d5a2a', '#47652f', '#35502a'][i % 3]!;
    parts.push({ kind: 'lathe', profile: sphereProfile(r), surface: { ...LEAVES, colour: tone }, segments: 20, place: { position: [Math.cos(a) * d, height - crown * 1.4 + random() * crown * 0.5, Math.sin(a) * d] } });
  }
  return moved(parts, at);
}

/** A row of trees along x at z, spaced about `spacing`, their heights varied. */
export function treeLine(from: number, to: number, z: number, spacing: number, seed: number): Part[] {
  const random = seeded(seed);
  const out: Part[] = [];
  for (let x = from; x <= to; x += spacing * (0.7 + random() * 0.6)) out.push(tree([x, 0, z - random() * 2500], 6500 + random() * 4000, seed + out.length + 1));
  return out;
}

// ---- Supports -------------------------------------------------------------------------------

/** Sawn bearers 75 × 50 mm lying across (along z) at each x, from z0 to z1. */
export function bearers(xs: readonly number[], z0: number, z1: number, y = 0, surface = TIMBER): Part[] {
  return xs.map((x) => block([75, 50, z1 - z0], surface, [x, y, (z0 + z1) / 2]));
}

/** A four-way pallet, 1200 × 1000 × 144 mm: three runners, a deck of seven boards; long side along x. */
export function pallet(at: Vec3, yaw = 0, surface = OLD_TIMBER): Part {
  const parts: Part[] = [];
  for (const z of [-440, 0, 440]) parts.push(block([1200, 22, 100], surface, [0, 0, z]));
  for (const z of [-440, 0, 440]) for (const x of [-540, 0, 540]) parts.push(block([120, 78, 100], surface, [x, 22, z]));
  for (let i = 0; i < 7; i += 1) parts.push(block([1200, 22, 120], surface, [0, 100, -440 + (i * 880) / 6]));
  for (const x of [-540, 0, 540]) parts.push(block([100, 22, 1000], surface, [x, 78, 0]));
  return moved(parts, at, yaw);
}
export const PALLET_HEIGHT = 122;

/**
 * The yard round a subject seen from `azimuth` (the camera's): the slab, and `distance` mm beyond
 * the subject's middle a boundary wall square to the view with trees behind it, so the wall closes
 * the picture and the sky shows over it.
 */
export function yardBehind(azimuth: number, distance: number, weather: Weather, wallColour = '#e6dcc4', seed = 1): Part[] {
  const yaw = (azimuth * Math.PI) / 180;
  return [
    yardFloor(80000, weather.wet),
    { kind: 'group', place: { rotation: [0, yaw, 0] }, parts: [boundaryWall(36000, -distance, wallColour, weather.wet), ...treeLine(-24000, 24000, -distance - 2500, 5200, seed)] },
  ];
}
