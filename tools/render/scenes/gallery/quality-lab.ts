// The quality laboratory's room and instruments, as scene parts (../../scene.ts) for the 'quality'
// album (quality.ts): a bench with a tiled wall behind it, steel and enamel surfaces, and the
// small pieces the test rigs are built from (rods, discs, shells, dial gauges, printed labels and
// displays). Instruments are drawn to the proportions of common laboratory kit; no figure here is
// shown as a fact about a product (the figures a picture shows come from mfe-products' data).
import { at, corners } from '../../parts.ts';
import type { Artwork, Part, ProfilePoint, Surface, Vec3 } from '../../scene.ts';

// ---- Surfaces -----------------------------------------------------------------------------------

export const stainless: Surface = { colour: '#c3c7cb', roughness: 0.3, metalness: 1, grain: 0.15 };
/** Machined, un-plated steel (anvils, platens, gauges): darker and a little rougher than stainless. */
export const machined: Surface = { colour: '#b3b8bd', roughness: 0.42, metalness: 0.9, grain: 0.5 };
export const brass: Surface = { colour: '#c9a85a', roughness: 0.32, metalness: 1 };
/** Stove enamel of laboratory machines: painted metal, ~0.5 roughness. */
export const enamel = (colour: string): Surface => ({ colour, roughness: 0.48, clearcoat: 0.25, clearcoatRoughness: 0.4, grain: 0.3 });
export const LAB_BLUE = '#3a6890';
export const LAB_CREAM = '#e3e0d6';
export const rubber: Surface = { colour: '#1c1e20', roughness: 0.82, grain: 0.5 };
export const paper: Surface = { colour: '#ffffff', roughness: 0.92 };
/** The bench top: light grey epoxy resin, satin, with a faint grain. */
const epoxy: Surface = { colour: '#c8ccce', roughness: 0.55, clearcoat: 0.2, clearcoatRoughness: 0.5, grain: 0.8 };

// ---- Placement helpers --------------------------------------------------------------------------


/** A box whose bottom face centre is at `position`. */
export const block = (size: Vec3, surface: Surface, position: Vec3 = [0, 0, 0], rotation: Vec3 = [0, 0, 0]): Part => ({ kind: 'box', size, surface, place: { position, rotation } });

/** A solid cylinder along local y from 0 to `height`. */
export function cylinder(radius: number, height: number, surface: Surface, segments = 64): Part {
  return { kind: 'lathe', profile: corners([[0, 0], [radius, 0], [radius, height], [0, height]]), surface, segments };
}

/** A tube along local y (open both ends). */
export function tube(outer: number, inner: number, height: number, surface: Surface): Part {
  return { kind: 'lathe', profile: corners([[inner, 0], [outer, 0], [outer, height], [inner, height], [inner, 0]]), surface };
}

/** A rod lying along +x from the origin, its axis at the origin's height. */
export const rodX = (radius: number, length: number, surface: Surface): Part => at(cylinder(radius, length, surface, 24), [0, 0, 0], [0, 0, -Math.PI / 2]);
/** A rod lying along +z from the origin. */
export const rodZ = (radius: number, length: number, surface: Surface): Part => at(cylinder(radius, length, surface, 24), [0, 0, 0], [Math.PI / 2, 0, 0]);

/** A sphere of `radius` resting on y = 0. */
export function sphere(radius: number, surface: Surface): Part {
  const profile: ProfilePoint[] = Array.from({ length: 25 }, (_, i) => {
    const a = (i / 24) * Math.PI;
    return [radius * Math.sin(a), radius - radius * Math.cos(a)] as const;
  });
  return { kind: 'lathe', profile, surface };
}

/** An open-topped box shell (a bath, a tray, an oven's body on its back), walls `wall` thick. */
export function shell(size: Vec3, wall: number, surface: Surface): Part[] {
  const [w, h, d] = size;
  return [
    block([w, wall, d], surface),
    block([w, h, wall], surface, [0, 0, -d / 2 + wall / 2]),
    block([w, h, wall], surface, [0, 0, d / 2 - wall / 2]),
    block([wall, h, d - 2 * wall], surface, [-w / 2 + wall / 2, 0, 0]),
    block([wall, h, d - 2 * wall], surface, [w / 2 - wall / 2, 0, 0]),
  ];
}

// ---- Printed things -----------------------------------------------------------------------------

/** A printed card or label: lines of text centred on a coloured ground. */
export function labelArt(lines: readonly string[], options: { width?: number; height?: number; ground?: string; ink?: string; band?: string } = {}): Artwork {
  const width = options.width ?? 480;
  const height = options.height ?? 200;
  const ink = options.ink ?? '#1b1f26';
  const size = (height * 0.62) / Math.max(1, lines.length);
  const top = options.band ? height * 0.16 : 0;
  return {
    width,
    height,
    background: options.ground ?? '#f7f6f1',
    rects: options.band ? [{ x: 0, y: 0, w: width, h: height * 0.16, colour: options.band }] : [],
    texts: lines.map((text, i) => ({
      text,
      x: width / 2,
      y: top + ((height - top) * (i + 0.5)) / lines.length,
      size: i === 0 ? size : size * 0.8,
      colour: ink,
      weight: i === 0 ? (800 as const) : (700 as const),
      align: 'center' as const,
    })),
  };
}

/** A segment display's glass: dark digits on the grey-green of a reflective LCD. */
export function lcdArt(reading: string, unit: string, width = 360, height = 130): Artwork {
  return {
    width,
    height,
    background: '#b7c0b0',
    rects: [{ x: 6, y: 6, w: width - 12, h: height - 12, colour: '#c3cbbb', radius: 8 }],
    texts: [
      { text: reading, x: width * 0.74, y: height * 0.54, size: height * 0.62, colour: '#20251f', weight: 700, align: 'right', face: 'condensed' },
      { text: unit, x: width * 0.9, y: height * 0.6, size: height * 0.26, colour: '#20251f', weight: 700, align: 'center' },
    ],
  };
}

/**
 * A dial's face: a white square (it sits inscribed in the gauge's round face) with graduation
 * dots on a 270° arc and the scale's numbers; `marks` numbers spread evenly from start to end.
 */
export function dialArt(marks: readonly string[], unit: string): Artwork {
  const size = 512;
  const c = size / 2;
  const rects: Array<{ x: number; y: number; w: number; h: number; colour: string; radius?: number }> = [];
  const texts: Array<NonNullable<Artwork['texts']>[number]> = [];
  const minor = (marks.length - 1) * 5;
  for (let i = 0; i <= minor; i += 1) {
    const a = ((225 - (270 * i) / minor) * Math.PI) / 180;
    const major = i % 5 === 0;
    const r = size * 0.4;
    const dot = major ? 14 : 7;
    rects.push({ x: c + r * Math.cos(a) - dot / 2, y: c - r * Math.sin(a) - dot / 2, w: dot, h: dot, colour: '#15181c', radius: dot / 2 });
    if (major) {
      const n = i / 5;
      texts.push({ text: marks[n]!, x: c + size * 0.3 * Math.cos(a), y: c - size * 0.3 * Math.sin(a), size: 40, colour: '#15181c', weight: 700, align: 'center' });
    }
  }
  rects.push({ x: c - size * 0.3, y: c + size * 0.28, w: size * 0.6, h: 4, colour: '#c8102e' });
  texts.push({ text: unit, x: c, y: c + size * 0.17, size: 34, colour: '#3a4350', weight: 700, align: 'center' });
  return { width: size, height: size, background: '#fbfbf8', rects, texts };
}

/**
 * A dial gauge facing +z, its centre at the origin: a round case with a bezel, the white face with
 * its scale, and a needle turned `needle` radians from straight up (clockwise, as seen).
 */
export function dialGauge(radius: number, marks: readonly string[], unit: string, needle: number, caseSurface: Surface = enamel('#1f2326')): Part {
  const depth = radius * 0.45;
  const face = radius * 0.9;
  const square = face * Math.SQRT2 * 0.985;
  const parts: Part[] = [
    // The case: a shallow cup, open to the front, with a rolled bezel.
    { kind: 'lathe', profile: corners([[0, 0], [radius, 0], [radius, depth], [radius * 1.06, depth + 1], [radius * 1.06, depth + radius * 0.08], [face, depth + radius * 0.08], [face, depth * 0.5]]), surface: caseSurface, open: 'top' },
    // The face: a white disc, the printed square inscribed in it.
    cylinder(face, depth * 0.5 + 0.4, { colour: '#fbfbf8', roughness: 0.6 }),
    { kind: 'box', size: [square, 0.3, square], surface: { colour: '#ffffff', roughness: 0.6 }, art: dialArt(marks, unit), place: { position: [0, depth * 0.5 + 0.4, 0] } },
    // The needle, pivoting at the centre, and its hub.
    at(block([radius * 0.05, radius * 0.02, radius * 0.78], { colour: '#14171a', roughness: 0.4 }, [0, 0, -radius * 0.3]), [0, depth * 0.5 + 1.2, 0], [0, -needle, 0]),
    at(cylinder(radius * 0.07, radius * 0.05, { colour: '#14171a', roughness: 0.4 }), [0, depth * 0.5 + 1, 0]),
  ];
  // Built face-up along y, turned to face +z (y → z; the face's top goes to +y).
  return at(parts, [0, 0, 0], [Math.PI / 2, 0, 0]);
}

// ---- The room -----------------------------------------------------------------------------------

function tileArt(tile: string, grout: string): Artwork {
  return { width: 128, height: 128, background: grout, rects: [{ x: 2, y: 2, w: 124, h: 124, colour: tile, radius: 3 }] };
}

export interface BenchOptions {
  /** How far the wall stands behind the origin (mm). */
  back?: number;
  /** How far the bench's front edge is in front of the origin. */
  front?: number;
  width?: number;
  /** The wall's tiles (150 mm square) and grout. */
  tile?: string;
  grout?: string;
  /** The bench top's centre across x (to run it past the frame on one side). */
  centreX?: number;
}

/**
 * A laboratory bench 900 mm high (its top is the scene's y = 0) against a tiled wall: an epoxy
 * top 30 mm thick, cupboard fronts under it, the lab's floor, all far wider than any frame.
 */
export function labBench(options: BenchOptions = {}): Part[] {
  const back = options.back ?? 320;
  const front = options.front ?? 480;
  const width = options.width ?? 5000;
  const cx = options.centreX ?? 0;
  const height = 900;
  const wallHeight = 3000;
  const tile = 150;
  return [
    block([width, 30, back + front], epoxy, [cx, -30, (front - back) / 2]),
    block([width - 40, height - 130, 20], enamel('#d9dcdd'), [cx, -height + 100, front - 45]),
    block([width * 3, 20, 6000], { colour: '#9aa0a2', roughness: 0.7, clearcoat: 0.15, grain: 0.8 }, [cx, -height - 20, 0]),
    {
      kind: 'box',
      size: [width * 2, wallHeight, 40],
      surface: { colour: '#ffffff', roughness: 0.35, clearcoat: 0.3, clearcoatRoughness: 0.3 },
      art: tileArt(options.tile ?? '#eef0ef', options.grout ?? '#c6cacb'),
      repeat: [(width * 2) / tile, wallHeight / tile],
      place: { position: [cx, -height, -back - 20] },
    },
  ];
}

/** A painted wall and a floor for a subject that stands on the lab's floor (y = 0). */
export function labRoom(back: number, wallColour = '#dfe3e4'): Part[] {
  return [
    block([12000, 20, 9000], { colour: '#a3a8a8', roughness: 0.62, clearcoat: 0.2, grain: 0.9 }, [0, -20, 0]),
    block([12000, 3200, 40], { colour: wallColour, roughness: 0.9, grain: 0.6 }, [0, 0, -back - 20]),
    // A skirting strip where the wall meets the floor.
    block([12000, 100, 12], enamel('#6c7478'), [0, 0, -back + 6]),
  ];
}
