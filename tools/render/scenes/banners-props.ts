// What the page banners show (scenes/banners.ts) beyond the products' own parts: uPVC pipes stacked
// in layers on battens, pipes stood against a wall, a pallet, a lorry's flatbed, and a laboratory's
// simple instruments and record sheet. Products come from parts.ts and the products' data; the rest
// is drawn to the trade's common sizes (a 1200 × 1000 pallet, a 2.4 m wide flatbed, a 300 mm rule).
import { type PressureClass } from '../../../mfe-products/src/data/water-pipes.ts';
import { createRandom as seeded } from '../../../shared/src/random/seeded-random.ts';
import { BRAND, UPVC_GREY, at, lyingPipe, pipeProfile, pvc, socketFor, waterMarking, waterPipeSize, zincSteel, type PipeSize, type Socket } from '../parts.ts';
import type { Artwork, Part, Surface, Vec3 } from '../scene.ts';
import { BEARER, bearer } from './home-hero.ts';

export const TIMBER: Surface = { colour: '#977b5e', roughness: 0.86, grain: 1 };
const STEEL_PAINT = (colour: string): Surface => ({ colour, roughness: 0.5, metalness: 0.3, clearcoat: 0.2 });

const box = (size: Vec3, position: Vec3, surface: Surface, art?: Artwork, repeat?: readonly [number, number]): Part => ({ kind: 'box', size, surface, art, repeat, place: { position } });

// ---- uPVC pipes in layers ---------------------------------------------------------------------

export interface WaterPipeStack {
  od: number;
  pressure: PressureClass;
  columns: number;
  layers: number;
  /** Pipe length, mm (drawing proportion: the trade's 6 m lengths). */
  length: number;
  /** Where the stack's near end sits (x), its centre across (z). */
  x: number;
  z: number;
  seed: number;
  /** Which way the near side's printing faces (roll, radians). */
  roll?: number;
}

/**
 * Pipes in layers as a yard stacks them: each layer on three battens, sockets alternating end to
 * end so neighbours nest, the whole stack on bearers. Returns the parts and the stack's height.
 */
export function waterPipeStack(s: WaterPipeStack): { parts: Part[]; height: number; width: number } {
  const pipe = waterPipeSize(s.od, s.pressure);
  const socket = socketFor(pipe);
  const pitch = (socket.od + pipe.od) / 2 + 2;
  const width = pitch * (s.columns - 1) + socket.od;
  const random = seeded(s.seed);
  const marking = waterMarking(s.od, s.pressure);
  const parts: Part[] = [];
  let y = 0;
  for (let layer = 0; layer < s.layers; layer += 1) {
    // Battens under the layer, a little in from the sockets.
    for (const along of [0.12, 0.5, 0.88]) parts.push(at([bearer(0, width + 120)], [s.x - s.length * (1 - along), y, s.z]));
    y += BEARER.height;
    for (let i = 0; i < s.columns; i += 1) {
      const z = s.z - width / 2 + socket.od / 2 + i * pitch;
      const reversed = (i + layer) % 2 === 1;
      const stagger = (random() - 0.5) * 60;
      const centreY = y + pipe.od / 2;
      const shown = layer === s.layers - 1 || i === s.columns - 1;
      parts.push(
        lyingPipe({
          pipe,
          length: s.length,
          colour: UPVC_GREY,
          socket,
          at: reversed ? [s.x + stagger, centreY, z] : [s.x - s.length + stagger, centreY, z],
          yaw: reversed ? Math.PI : 0,
          marking: shown ? marking : undefined,
          roll: (s.roll ?? -0.6) * (reversed ? -1 : 1) + (random() - 0.5) * 0.3,
        }),
      );
    }
    y += pipe.od;
  }
  return { parts, height: y, width };
}

// ---- Pipes stood on end -------------------------------------------------------------------------

export interface StoodPipe {
  pipe: PipeSize;
  colour: string;
  length: number;
  socket?: Socket;
  marking?: { line: string; ink: string };
  /** Foot position across (x) and out from the wall (z). */
  x: number;
  /** Sideways lean (radians, about z) and turn about its own axis. */
  tilt?: number;
  roll?: number;
}

/**
 * A pipe stood on its plain end and leant back against a wall whose face is at z = 0: its foot
 * stands out from the wall just enough for its top to rest on it.
 */
export function leaningPipe(p: StoodPipe): Part {
  const lean = 0.09;
  const foot = p.length * Math.sin(lean) + (p.socket ? p.socket.od : p.pipe.od) / 2;
  // lyingPipe lays the axis along +x; turned a quarter about z it stands up (+x becomes +y).
  const upright = at([lyingPipe({ pipe: p.pipe, length: p.length, colour: p.colour, socket: p.socket, at: [0, 0, 0], marking: p.marking, roll: p.roll ?? 0 })], [0, 0, 0], [0, 0, Math.PI / 2]);
  return at([upright], [p.x, 0, foot], [-lean, 0, p.tilt ?? 0]);
}

/** A short length stood on end (a test ring, an offcut): a pipe's lathe along y from the floor. */
export function ring(pipe: PipeSize, height: number, colour: string, position: Vec3): Part {
  return { kind: 'lathe', profile: pipeProfile(pipe, height), surface: pvc(colour), place: { position } };
}

// ---- Pallets and the flatbed ------------------------------------------------------------------

/** A 1200 × 1000 mm timber pallet (its top at 144 mm), boards along x. */
export const PALLET_HEIGHT = 144;
export function pallet(position: Vec3, yaw = 0): Part {
  const parts: Part[] = [];
  for (let i = 0; i < 7; i += 1) parts.push(box([1200, 22, 100], [0, PALLET_HEIGHT - 22, -450 + i * 150], TIMBER));
  for (const z of [-450, 0, 450]) {
    parts.push(box([1200, 22, 100], [0, 100, z], TIMBER));
    for (const x of [-540, 0, 540]) parts.push(box([120, 78, 100], [x, 22, z], TIMBER));
    parts.push(box([1200, 22, 100], [0, 0, z], TIMBER));
  }
  return { kind: 'group', parts, place: { position, rotation: [0, yaw, 0] } };
}

/** Height of the flatbed's deck above the ground. */
export const DECK_HEIGHT = 1250;

function wheel(position: Vec3): Part {
  const tyre = [
    [330, -140],
    [480, -140],
    [505, -110],
    [510, 0],
    [505, 110],
    [480, 140],
    [330, 140],
  ] as const;
  const hub = [
    [0, -120],
    [300, -120],
    [330, -100],
    [330, 100],
    [300, 120],
    [0, 120],
  ] as const;
  return at(
    [
      { kind: 'lathe', profile: tyre, surface: { colour: '#1c1d1f', roughness: 0.85, grain: 0.6 }, segments: 64 },
      { kind: 'lathe', profile: hub, surface: STEEL_PAINT('#9aa0a4'), segments: 48 },
    ],
    position,
    [Math.PI / 2, 0, 0],
  );
}

/** The flatbed's length: room for two 3 m lengths end to end. */
export const DECK_LENGTH = 6800;

/**
 * A lorry's flatbed, 6.8 m × 2.4 m, its deck's rear edge at x = 0 running to x = -DECK_LENGTH, centred on
 * z = 0, in two lists: the deck (planks, low edge rails, the steel headboard guarding the cab) and
 * what is under it (chassis, rear wheels), so a picture can frame the load on its deck.
 */
export function flatbed(): { deck: Part[]; under: Part[] } {
  const length = DECK_LENGTH;
  const width = 2400;
  const planks: Artwork = { width: 256, height: 64, background: '#8d6a48', rects: [{ x: 0, y: 0, w: 256, h: 2, colour: '#5e4530' }, { x: 0, y: 30, w: 256, h: 1, colour: 'rgba(0,0,0,0.12)' }] };
  const paint = STEEL_PAINT('#1f5a8f');
  const chassis = STEEL_PAINT('#2b2d30');
  const front = -length + 40;
  const deck: Part[] = [
    box([length, 60, width], [-length / 2, DECK_HEIGHT - 60, 0], { colour: '#ffffff', roughness: 0.85, grain: 1 }, planks, [length / 1500, width / 150]),
    // Edge rails, the sides dropped for loading.
    // Their tops stand 40 mm proud of the planks (flush, the two faces would fight for the same pixels).
    box([length, 200, 60], [-length / 2, DECK_HEIGHT - 160, width / 2 - 30], paint),
    box([length, 200, 60], [-length / 2, DECK_HEIGHT - 160, -width / 2 + 30], paint),
    box([80, 200, width], [-40, DECK_HEIGHT - 160, 0], paint),
    // The headboard: posts and rails of steel tube at the front of the deck.
    ...[-1, -0.5, 0, 0.5, 1].map((k): Part => box([70, 1400, 70], [front, DECK_HEIGHT, k * (width / 2 - 40)], paint)),
    ...[0.35, 0.7, 1].map((k): Part => box([70, 70, width], [front, DECK_HEIGHT + 1400 * k - 70, 0], paint)),
  ];
  const under: Part[] = [
    box([length + 1500, 260, 100], [-length / 2 - 700, DECK_HEIGHT - 330, 480], chassis),
    box([length + 1500, 260, 100], [-length / 2 - 700, DECK_HEIGHT - 330, -480], chassis),
    box([2600, 30, 560], [-1650, 1090, width / 2 - 280], chassis),
    box([2600, 30, 560], [-1650, 1090, -width / 2 + 280], chassis),
  ];
  for (const x of [-1050, -2250]) for (const side of [-1, 1]) under.push(wheel([x, 510, side * (width / 2 - 280)]));
  return { deck, under };
}

// ---- The laboratory ---------------------------------------------------------------------------

/** A 300 mm steel rule lying flat: etched millimetre and centimetre ticks. */
export function steelRule(position: Vec3, yaw = 0): Part {
  const ticks = Array.from({ length: 301 }, (_, mm) => ({ x: 8 + mm * 4, y: 0, w: 1.2, h: mm % 10 === 0 ? 30 : mm % 5 === 0 ? 22 : 14, colour: '#2a2d30' }));
  const art: Artwork = { width: 1232, height: 120, background: '#c7cacd', rects: ticks };
  return { kind: 'group', place: { position, rotation: [0, yaw, 0] }, parts: [box([308, 1.2, 30], [0, 0, 0], { ...zincSteel, roughness: 0.3, colour: '#ffffff' }, art)] };
}

/** A vernier calliper lying flat: the beam with its scale, the fixed and sliding jaws, the thumb wheel. */
export function calliper(position: Vec3, yaw = 0, opening = 40): Part {
  const steel: Surface = { ...zincSteel, colour: '#c9cdd1', roughness: 0.25 };
  const scale: Artwork = { width: 1024, height: 64, background: '#cfd3d6', rects: Array.from({ length: 101 }, (_, i) => ({ x: 10 + i * 10, y: 0, w: 1.5, h: i % 10 === 0 ? 28 : i % 5 === 0 ? 20 : 12, colour: '#33373b' })) };
  return {
    kind: 'group',
    place: { position, rotation: [0, yaw, 0] },
    parts: [
      box([250, 3.5, 16], [0, 0, 0], { ...steel, colour: '#ffffff' }, scale),
      box([8, 3.5, 45], [-121, 0, -30], steel),
      box([40, 6, 26], [-121 + 24 + opening, 0, 4], steel),
      box([8, 3.5, 45], [-121 + 8 + opening, 0, -30], steel),
      { kind: 'lathe', profile: [[0, 0], [6, 0], [6, 4], [0, 4]], surface: steel, place: { position: [-121 + 30 + opening, 6, 18] } },
    ],
  };
}

/** A test record on a clipboard: the sheet's ruled columns and headings, no figures. */
export function clipboard(position: Vec3, yaw = 0): Part {
  const rows = Array.from({ length: 16 }, (_, i) => ({ x: 40, y: 250 + i * 44, w: 752, h: 2, colour: '#b6bcc4' }));
  const columns = [40, 260, 420, 580, 792].map((x) => ({ x, y: 210, w: 2, h: 706, colour: '#b6bcc4' }));
  const art: Artwork = {
    width: 832,
    height: 1100,
    background: '#fbfaf6',
    rects: [{ x: 0, y: 0, w: 832, h: 120, colour: '#004f87' }, { x: 40, y: 206, w: 752, h: 3, colour: '#59616b' }, ...rows, ...columns, { x: 0, y: 0, w: 832, h: 3, colour: '#d4d6d8' }],
    texts: [
      { text: BRAND, x: 40, y: 62, size: 46, colour: '#ffffff', weight: 800, letterSpacing: 6 },
      { text: 'QUALITY LABORATORY', x: 792, y: 62, size: 26, colour: '#ffffff', weight: 700, align: 'right' },
      { text: 'TEST RECORD · RIGID PVC CONDUIT · IS 9537 (PART 3)', x: 40, y: 168, size: 24, colour: '#1b1f26', weight: 700 },
      { text: 'SAMPLE', x: 52, y: 228, size: 16, colour: '#59616b', weight: 700 },
      { text: 'CLASS', x: 272, y: 228, size: 16, colour: '#59616b', weight: 700 },
      { text: 'TEST', x: 432, y: 228, size: 16, colour: '#59616b', weight: 700 },
      { text: 'RESULT', x: 592, y: 228, size: 16, colour: '#59616b', weight: 700 },
    ],
  };
  const board: Surface = { colour: '#6b4a2e', roughness: 0.6 };
  return {
    kind: 'group',
    place: { position, rotation: [0, yaw, 0] },
    parts: [
      box([230, 4, 320], [0, 0, 0], board),
      box([208, 1, 275], [0, 4, 10], { colour: '#ffffff', roughness: 0.9 }, { ...art }),
      box([90, 12, 30], [0, 4, -140], zincSteel),
    ],
  };
}

/** A bench instrument's enclosure (a hot-water bath for the heat test): a grey cabinet with a control panel and a lid. */
export function waterBath(position: Vec3, yaw = 0): Part {
  const panel: Artwork = {
    width: 512,
    height: 160,
    background: '#d9dcde',
    rects: [
      { x: 30, y: 40, w: 180, h: 80, colour: '#1a2228', radius: 6 },
      { x: 260, y: 60, w: 40, h: 40, colour: '#2f6f3e', radius: 20 },
      { x: 330, y: 60, w: 40, h: 40, colour: '#b3261e', radius: 20 },
      { x: 400, y: 60, w: 80, h: 40, colour: '#9aa0a4', radius: 8 },
    ],
  };
  const cabinet: Surface = { colour: '#e8eaea', roughness: 0.45, clearcoat: 0.3 };
  return {
    kind: 'group',
    place: { position, rotation: [0, yaw, 0] },
    parts: [
      box([520, 300, 380], [0, 0, 0], cabinet),
      box([500, 155, 4], [0, 60, 192], { colour: '#ffffff', roughness: 0.4 }, panel),
      box([540, 30, 400], [0, 300, 0], { colour: '#c9ced1', roughness: 0.3, metalness: 0.6 }),
      box([120, 22, 22], [0, 330, 0], { colour: '#2b2e32', roughness: 0.5 }),
    ],
  };
}

/** A cast iron striker weight with a lifting eye (the impact test's falling weight), on end. */
export function striker(position: Vec3): Part {
  const body = [
    [0, 0],
    [40, 0],
    [42, 3],
    [42, 150],
    [38, 156],
    [10, 156],
    [10, 190],
    [0, 190],
  ] as const;
  return { kind: 'lathe', profile: body, surface: { colour: '#3a3d40', roughness: 0.45, metalness: 0.8 }, place: { position } };
}
