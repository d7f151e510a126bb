// A plain flatbed lorry built from boxes and lathes, as a load stands on it: the deck with drop
// sides and a tailgate, a headboard, a cab with dark glass (no one in it), wheels, chassis, bumper,
// mud flaps; and what holds a load down: flat straps over a stack, ropes over tanks, a tarpaulin
// drawn over a load and roped. Proportions of a common 7 m medium truck (a drawing's, not a figure
// shown); the lorry runs along x, its tail at x = 0, its cab towards -x.
import type { Artwork, Part, ProfilePoint, Surface, Vec3 } from '../../scene.ts';
import { PAINTED_STEEL, block } from './yards-ground.ts';

export const LORRY = {
  /** The deck's top above the ground. */
  deckY: 1150,
  deckLength: 6200,
  /** Across the deck, inside the drop sides. */
  deckWidth: 2340,
  sideHeight: 600,
} as const;

const RUBBER: Surface = { colour: '#1e1f21', roughness: 0.86, grain: 1 };
const STEEL_RIM: Surface = { colour: '#b9bcbf', roughness: 0.42, metalness: 0.7 };
const CHASSIS = PAINTED_STEEL('#26282b');
const GLASS: Surface = { colour: '#1a2128', roughness: 0.08, metalness: 0.2, clearcoat: 1, clearcoatRoughness: 0.05 };

/** A wheel lying on the ground at (x, z), its axle along z: tyre and steel rim. */
function wheel(x: number, z: number, radius = 480, width = 240): Part {
  const w = width / 2;
  const tyre: ProfilePoint[] = [[radius * 0.6, -w], [radius - 40, -w], [radius, -w + 40], [radius, w - 40], [radius - 40, w], [radius * 0.6, w], [radius * 0.6, -w]];
  const rim: ProfilePoint[] = [[0, -w + 30], [radius * 0.6, -w + 20], [radius * 0.6, w - 20], [radius * 0.35, w - 40], [radius * 0.18, w - 10], [0, w - 10]];
  return {
    kind: 'group',
    place: { position: [x, radius, z], rotation: [Math.PI / 2, 0, 0] },
    parts: [
      { kind: 'lathe', profile: tyre, surface: RUBBER, segments: 48 },
      { kind: 'lathe', profile: rim, surface: STEEL_RIM, segments: 32 },
    ],
  };
}

/** The drop sides' boards: the body colour with the planks' lines and a pale band along the top. */
function boardArt(colour: string): Artwork {
  return {
    width: 256,
    height: 96,
    background: colour,
    rects: [
      { x: 0, y: 31, w: 256, h: 2, colour: 'rgba(0,0,0,0.28)' },
      { x: 0, y: 63, w: 256, h: 2, colour: 'rgba(0,0,0,0.28)' },
      { x: 0, y: 0, w: 256, h: 8, colour: 'rgba(255,255,255,0.35)' },
      { x: 0, y: 88, w: 256, h: 8, colour: 'rgba(0,0,0,0.25)' },
    ],
  };
}

/** The lorry, empty, painted `colour`; `dropped`: the tailgate let down (loading at a bay). */
export function lorry(colour: string): Part[] {
  const { deckY, deckLength: L, deckWidth: W, sideHeight: H } = LORRY;
  const paint = PAINTED_STEEL(colour);
  const white: Surface = { colour: '#ffffff', roughness: 0.55, clearcoat: 0.3 };
  const boards = boardArt(colour);
  const parts: Part[] = [
    // Chassis rails and the deck's cross bearers.
    block([L + 1800, 240, 90], CHASSIS, [-(L + 1800) / 2 - 100, deckY - 330, -460]),
    block([L + 1800, 240, 90], CHASSIS, [-(L + 1800) / 2 - 100, deckY - 330, 460]),
    block([L, 70, W + 60], { colour: '#6e5a45', roughness: 0.85, grain: 1 }, [-L / 2, deckY - 70, 0]),
    block([L, 40, W + 60], CHASSIS, [-L / 2, deckY - 110, 0]),
    // Drop sides, tailgate and headboard.
    block([L, H, 40], white, [-L / 2, deckY, W / 2 + 20], 0, boards, [L / 1200, 1]),
    block([L, H, 40], white, [-L / 2, deckY, -W / 2 - 20], 0, boards, [L / 1200, 1]),
    block([40, H, W + 80], white, [-20, deckY, 0], 0, boards, [2, 1]),
    block([60, 1500, W + 80], paint, [-L - 30, deckY, 0]),
    // The cab: a box on the chassis, dark glass all round, a sun visor.
    block([1900, 1900, W + 80], paint, [-L - 60 - 950, deckY - 450, 0]),
    block([1910, 240, W + 90], PAINTED_STEEL('#2b2e32'), [-L - 60 - 950, deckY - 450, 0]),
    block([1300, 700, W + 100], GLASS, [-L - 60 - 1020, deckY + 650, 0]),
    block([10, 650, W - 300], GLASS, [-L - 60 - 1900 - 5, deckY + 680, 0]),
    block([300, 60, W + 100], paint, [-L - 60 - 1900 + 100, deckY + 1450, 0]),
    // Bumper, its tail lights, mud flaps behind the rear wheels.
    block([90, 140, W - 200], CHASSIS, [40, 560, 0]),
    block([60, 320, 60], CHASSIS, [20, 600, -460]),
    block([60, 320, 60], CHASSIS, [20, 600, 460]),
    block([20, 70, 200], { colour: '#b3121b', roughness: 0.3, clearcoat: 0.8 }, [90, 600, W / 2 - 250]),
    block([20, 70, 200], { colour: '#b3121b', roughness: 0.3, clearcoat: 0.8 }, [90, 600, -W / 2 + 250]),
    // The cab's front: bumper, grille, headlamps; a door seam and handle each side; mudguards over the front wheels.
    block([160, 260, W + 60], CHASSIS, [-L - 60 - 1900 - 40, 420, 0]),
    block([20, 520, W - 700], PAINTED_STEEL('#3a3d41'), [-L - 60 - 1900 - 8, deckY - 380, 0]),
    ...[-1, 1].map((side): Part => ({ kind: 'lathe', profile: [[0, 0], [95, 0], [95, 30], [0, 34]], surface: { colour: '#f4f1e6', roughness: 0.15, clearcoat: 1 }, segments: 24, place: { position: [-L - 60 - 1900 - 4, deckY - 250, side * (W / 2 - 230)], rotation: [0, 0, Math.PI / 2] } })),
    ...[-1, 1].flatMap((side): Part[] => [
      block([8, 1350, 4], { colour: '#15171a', roughness: 0.6 }, [-L - 60 - 450, deckY - 200, side * (W / 2 + 42)]),
      block([120, 30, 14], CHASSIS, [-L - 60 - 620, deckY + 420, side * (W / 2 + 46)]),
      block([1100, 60, 300], CHASSIS, [-L - 1000, 990, side * (W / 2 - 130)]),
    ]),
    // A diesel tank and a tool box on the chassis between the axles.
    { kind: 'lathe', profile: [[0, 0], [230, 0], [240, 10], [240, 690], [230, 700], [0, 700]], surface: PAINTED_STEEL('#2b2e32'), segments: 32, place: { position: [-L + 1500, 720, W / 2 - 330], rotation: [0, 0, Math.PI / 2] } },
    block([800, 400, 420], PAINTED_STEEL('#2b2e32'), [-L + 2600, 560, -W / 2 + 330]),
    // Wheels: twin at the rear axle, single under the cab.
    wheel(-1700, W / 2 - 130),
    wheel(-1700, W / 2 - 380),
    wheel(-1700, -W / 2 + 130),
    wheel(-1700, -W / 2 + 380),
    wheel(-L - 1000, W / 2 - 130),
    wheel(-L - 1000, -W / 2 + 130),
  ];
  return parts;
}

export const STRAP_ORANGE: Surface = { colour: '#e06a12', roughness: 0.55, clearcoat: 0.2 };
const ROPE: Surface = { colour: '#d8b64a', roughness: 0.92, grain: 1 };

/** A flat ratchet strap across the deck at x, over a load `height` high: down the sides to the deck's edge. */
export function strapOver(x: number, height: number, width = LORRY.deckWidth): Part[] {
  const y0 = LORRY.deckY;
  return [
    block([50, 3, width + 20], STRAP_ORANGE, [x, y0 + height, 0]),
    block([50, height, 3], STRAP_ORANGE, [x, y0, width / 2 + 12]),
    block([50, height, 3], STRAP_ORANGE, [x, y0, -width / 2 - 12]),
  ];
}

/** A rope across the deck at x, from one drop side over each tank (radius, height, centres at zs) to the other. */
export function ropeOverTanks(x: number, zs: readonly number[], radius: number, height: number): Part {
  const y0 = LORRY.deckY;
  const edge = LORRY.deckWidth / 2 + 30;
  const path: Vec3[] = [[x, y0 + LORRY.sideHeight, -edge]];
  for (const z of [...zs].sort((a, b) => a - b)) {
    // Over the shoulder: half an ellipse from the tank's side at 70 % of its height over its top.
    for (let k = 0; k <= 20; k += 1) {
      const a = Math.PI - (k / 20) * Math.PI;
      path.push([x, y0 + height * 0.7 + (height * 0.3 + 10) * Math.sin(a), z + (radius + 16) * Math.cos(a)]);
    }
  }
  path.push([x, y0 + LORRY.sideHeight, edge]);
  return { kind: 'sweep', path, stops: [{ at: 0, outer: 7, inner: 0.5 }, { at: 1, outer: 7, inner: 0.5 }], surface: ROPE };
}

/**
 * A tarpaulin drawn over a load: its section across the deck (a low crown over the load, hanging
 * down over the drop sides) drawn along the deck, and ropes round it every metre or so.
 */
export function tarpaulin(length: number, height: number, colour: string, wet: boolean, at: number = -LORRY.deckLength / 2): Part[] {
  const half = LORRY.deckWidth / 2 + 60;
  const y0 = LORRY.deckY;
  const crown: Array<readonly [number, number]> = [];
  for (let k = 0; k <= 16; k += 1) {
    const z = -half + (2 * half * k) / 16;
    const bulge = Math.cos((z / half) * (Math.PI / 2)) * 110 + Math.sin(k * 2.1) * 12;
    crown.push([z, y0 + height + bulge]);
  }
  const hang = y0 + LORRY.sideHeight - 250;
  // Drawn as the solid it covers (a draped box): its ends are the flaps let down over the load's ends.
  const outline: Array<readonly [number, number]> = [[-half - 20, hang], ...crown, [half + 20, hang]];
  const surface: Surface = wet ? { colour, roughness: 0.28, clearcoat: 0.8, clearcoatRoughness: 0.15, grain: 0.6 } : { colour, roughness: 0.62, clearcoat: 0.2, grain: 0.6 };
  const parts: Part[] = [{ kind: 'extrude', outline, depth: length, bevel: 4, surface, place: { position: [at + length / 2, 0, 0], rotation: [0, -Math.PI / 2, 0] } }];
  for (let x = at - length / 2 + 500; x < at + length / 2; x += 1150) {
    const path: Vec3[] = [[x, hang + 60, -half - 25], ...crown.map(([z, y]) => [x, y + 8, z * ((half + 8) / half)] as const), [x, hang + 60, half + 25]];
    parts.push({ kind: 'sweep', path, stops: [{ at: 0, outer: 7, inner: 0.5 }, { at: 1, outer: 7, inner: 0.5 }], surface: ROPE });
  }
  return parts;
}


