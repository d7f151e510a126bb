// The store and the dispatch shed: cartons of fittings with their printed labels, cartons addressed
// to the districts, pallet racking, the shed's floor and walls, the loading dock's edge. A carton's
// label names a fitting, a size and its standard pack as the products' data gives them
// (electrical-fittings.ts, water-pipe-fittings.ts); a carton's own size is a drawing proportion.
import { FITTING_GROUPS } from '../../../../mfe-products/src/data/electrical-fittings.ts';
import { WATER_FITTING_TABLES } from '../../../../mfe-products/src/data/water-pipe-fittings.ts';
import { BRAND, moved } from '../../parts.ts';
import type { Artwork, Part, Surface, Vec3 } from '../../scene.ts';
import { PAINTED_STEEL, PLASTER, block } from './yards-ground.ts';

export const KRAFT: Surface = { colour: '#b98f5f', roughness: 0.9, grain: 1 };
const LABEL: Surface = { colour: '#ffffff', roughness: 0.75 };

/** A fitting as a carton's label names it: what, size, how many (the data's standard pack). */
export interface CartonContents {
  name: string;
  size: string;
  pack: string;
}

/** Every electrical fitting card's sizes and packs, and every water fitting's rows: what a carton may hold. */
export function cartonContents(): CartonContents[] {
  const electrical = FITTING_GROUPS.flatMap((group) =>
    group.cards.flatMap((card) => card.sizes.map((size, i) => ({ name: card.title.toUpperCase(), size: size.toUpperCase() === 'ONE SIZE' ? 'ONE SIZE' : size, pack: card.standardPacks[i]! }))),
  );
  const water = WATER_FITTING_TABLES.flatMap((table) => table.rows.map((row) => ({ name: `uPVC ${table.name.toUpperCase()}S`, size: row.size, pack: row.standardPack })));
  return [...electrical, ...water];
}

/** The printed label of a carton of fittings: the brand band, the fitting, its size, the count. */
function fittingLabel(contents: CartonContents): Artwork {
  return {
    width: 320,
    height: 200,
    background: '#fbfaf6',
    rects: [
      { x: 0, y: 0, w: 320, h: 54, colour: '#004f87' },
      { x: 0, y: 54, w: 320, h: 6, colour: '#f2a900' },
    ],
    texts: [
      { text: BRAND, x: 160, y: 29, size: 34, colour: '#ffffff', weight: 800, align: 'center', letterSpacing: 4 },
      { text: contents.name, x: 160, y: 92, size: contents.name.length > 12 ? 26 : 32, colour: '#1b1f26', weight: 800, align: 'center' },
      { text: contents.size, x: 90, y: 150, size: 34, colour: '#004f87', weight: 800, align: 'center' },
      { text: `${contents.pack} NOS`, x: 235, y: 150, size: 28, colour: '#1b1f26', weight: 700, align: 'center' },
      { text: 'PVC FITTINGS', x: 160, y: 186, size: 16, colour: '#5a6470', weight: 700, align: 'center', letterSpacing: 2 },
    ],
  };
}

/** The address label of a carton (or a lorry's load slip) leaving the plant: sender, destination in large letters. */
export function destinationLabel(destination: string, from: string): Artwork {
  const size = destination.length > 14 ? 25 : destination.length > 9 ? 34 : 46;
  return {
    width: 360,
    height: 200,
    background: '#fffdf5',
    rects: [
      { x: 0, y: 0, w: 360, h: 44, colour: '#b34700' },
      { x: 14, y: 64, w: 332, h: 2, colour: '#c9c2b0' },
    ],
    texts: [
      { text: `${BRAND}  ·  ${from.toUpperCase()}`, x: 180, y: 23, size: 24, colour: '#ffffff', weight: 800, align: 'center', letterSpacing: 2 },
      { text: 'DELIVER TO', x: 180, y: 88, size: 18, colour: '#5a6470', weight: 700, align: 'center', letterSpacing: 3 },
      { text: destination.toUpperCase(), x: 180, y: 135, size, colour: '#1b1f26', weight: 800, align: 'center' },
      { text: 'HANDLE WITH CARE  ·  THIS SIDE UP', x: 180, y: 180, size: 14, colour: '#5a6470', weight: 700, align: 'center' },
    ],
  };
}

export interface Carton {
  size: Vec3;
  at: Vec3;
  yaw?: number;
  /** What is printed on its front (+z) and right (+x) faces. */
  label: { kind: 'fitting'; contents: CartonContents } | { kind: 'destination'; destination: string; from: string };
}

/** A corrugated carton, taped across the top, its label on the front and the right side. */
export function carton(c: Carton): Part {
  const [w, h, d] = c.size;
  const art = c.label.kind === 'fitting' ? fittingLabel(c.label.contents) : destinationLabel(c.label.destination, c.label.from);
  const lw = Math.min(w, d) * 0.7;
  const lh = Math.min(h * 0.6, lw * (art.height / art.width));
  const parts: Part[] = [
    block([w, h, d], KRAFT, [0, 0, 0]),
    block([60, 1, d + 2], { colour: '#c9a87a', roughness: 0.45, clearcoat: 0.4 }, [0, h, 0]),
    block([lw, lh, 1], LABEL, [0, h * 0.45 - lh / 2, d / 2 + 0.5], 0, art),
    block([1, lh, lw], LABEL, [w / 2 + 0.5, h * 0.45 - lh / 2, 0], 0, art),
  ];
  return moved(parts, c.at, c.yaw ?? 0);
}

// ---- Racking and the shed ---------------------------------------------------------------------

const UPRIGHT = PAINTED_STEEL('#1f5f9e');
const BEAM = PAINTED_STEEL('#e0761c');
const DECK = PAINTED_STEEL('#8d9399');

/**
 * Pallet racking along x: `bays` bays of `bayWidth`, beams at each level's height, a steel mesh
 * deck on each; returns the parts and the top of each level's deck (where cartons stand).
 */
export function racking(bays: number, bayWidth: number, depth: number, levels: readonly number[]): { parts: Part[]; decks: number[] } {
  const parts: Part[] = [];
  const height = levels[levels.length - 1]! + 600;
  for (let b = 0; b <= bays; b += 1) {
    const x = (b - bays / 2) * bayWidth;
    for (const z of [-depth / 2, depth / 2]) parts.push(block([80, height, 80], UPRIGHT, [x, 0, z]));
    // Bracing between the front and back uprights.
    for (let y = 300; y < height - 300; y += 900) parts.push(block([30, 30, depth], UPRIGHT, [x, y, 0]));
  }
  const decks = levels.map((y) => y + 120 + 8);
  for (const y of levels) {
    for (const z of [-depth / 2, depth / 2]) parts.push(block([bays * bayWidth + 80, 120, 50], BEAM, [0, y, z]));
    parts.push(block([bays * bayWidth, 8, depth], DECK, [0, y + 120, 0]));
  }
  return { parts, decks };
}

const SHED_FLOOR: Surface = { colour: '#ffffff', roughness: 0.55, clearcoat: 0.25, clearcoatRoughness: 0.4, grain: 1 };

/** A trowelled shed floor: grey with faint scuffs and a yellow aisle line (art tile 4 m square). */
function shedFloorArt(): Artwork {
  return {
    width: 256,
    height: 256,
    background: '#a7a8a6',
    rects: [
      { x: 20, y: 40, w: 160, h: 10, colour: 'rgba(60,60,60,0.06)' },
      { x: 90, y: 150, w: 140, h: 16, colour: 'rgba(60,60,60,0.05)' },
      { x: 0, y: 0, w: 256, h: 1, colour: 'rgba(80,80,80,0.35)' },
    ],
  };
}

/**
 * The inside of the store: its floor, a back wall `distance` behind the subject square to a camera
 * at `azimuth`, steel columns along it, and a yellow line marking the aisle.
 */
export function shedBehind(azimuth: number, distance: number, wallColour = '#d9d4c8'): Part[] {
  const yaw = (azimuth * Math.PI) / 180;
  const floor = block([60000, 100, 60000], SHED_FLOOR, [0, -100, 0], 0, shedFloorArt(), [15, 15]);
  const wall: Part[] = [block([40000, 7000, 230], PLASTER(wallColour), [0, 0, -distance - 115])];
  for (let x = -18000; x <= 18000; x += 6000) wall.push(block([300, 7000, 300], PAINTED_STEEL('#5d6670'), [x, 0, -distance + 150]));
  wall.push(block([40000, 150, 40], { colour: '#e2b410', roughness: 0.6 }, [0, 0, -distance + 900]));
  return [floor, { kind: 'group', parts: wall, place: { rotation: [0, yaw, 0] } }];
}

/**
 * A loading dock's edge along x, its face towards +z at z = 0: a concrete platform `height` high,
 * a steel angle on its nose, black rubber bumpers and a yellow-and-black warning band on its face.
 */
export function dockEdge(length: number, height: number, depth: number): Part[] {
  const concrete: Surface = { colour: '#b3ada2', roughness: 0.85, grain: 1 };
  const hazard: Artwork = {
    width: 256,
    height: 64,
    background: '#e8b50f',
    rects: Array.from({ length: 4 }, (_, i) => ({ x: i * 64, y: 0, w: 32, h: 64, colour: '#1d1d1d' })),
  };
  const parts: Part[] = [
    block([length, height, depth], concrete, [0, 0, -depth / 2]),
    block([length, 8, 80], PAINTED_STEEL('#6c7278'), [0, height - 8, -40 + 1]),
    block([length, 180, 2], { colour: '#ffffff', roughness: 0.7 }, [0, height - 200, 1], 0, hazard, [length / 1200, 1]),
  ];
  for (let x = -length / 2 + 800; x < length / 2; x += 2200) parts.push(block([250, 400, 110], { colour: '#202224', roughness: 0.8 }, [x, height - 520, 55]));
  return parts;
}

/** A lorry's load slip in its clear sleeve, tied to the tailgate (its face towards +x at `at`). */
export function loadSlip(destination: string, from: string, at: Vec3): Part {
  return block([2, 190, 340], { colour: '#ffffff', roughness: 0.35, clearcoat: 0.6 }, at, 0, destinationLabel(destination, from));
}
