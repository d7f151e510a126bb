// The gallery's "Stores and dispatch" album (mfe-content/src/data/gallery.ts, media group 'gallery',
// 4:3): how our products leave the plants, each picture its own place, light and angle: racks of
// labelled fitting cartons in the store, cartons addressed to the districts on pallets, conduit
// packs on pallets waiting in the shed, a lorry seen from its tail loaded with packs under straps,
// tanks roped on a lorry, a load under a tarpaulin in the monsoon, water pipes on a lorry in the
// evening, packs at the loading dock's edge. Cartons name fittings, sizes and packs from the data
// (dispatch-store.ts), packs their sizes and counts (yards-stacks.ts). Ids: albums.ts.
import type { Artwork, Part, Scene, Vec3 } from '../../scene.ts';
import { PRODUCT_ASPECT } from '../conduits.ts';
import { albumIds } from './albums.ts';
import { LORRY, lorry, ropeOverTanks, strapOver, tarpaulin } from './dispatch-lorry.ts';
import { carton, cartonContents, dockEdge, loadSlip, racking, shedBehind, type CartonContents } from './dispatch-store.ts';
import { LIGHT, PALLET_HEIGHT, bearers, block, pallet, yardBehind, yardFloor, type Weather } from './yards-ground.ts';
import { BATTEN, conduitPack, packHeight, packWidth, rangeTank, shownNothing, waterPipeStack, type Shown } from './yards-stacks.ts';
import { createRandom as seeded } from '../../../../shared/src/random/seeded-random.ts';

const IDS = albumIds('dispatch');

/** Where cartons and loads are addressed (district towns our dealers are in). */
export const DESTINATIONS = ['Thiruvananthapuram', 'Kozhikode', 'Kottayam', 'Madurai', 'Kollam', 'Thrissur'] as const;

export interface DispatchPicture {
  scene: Scene;
  shown: Shown;
  /** What the cartons in it hold (each from the data) and where they go. */
  cartons: CartonContents[];
  destinations: string[];
}

/** The store's light: skylights and tube lights, a soft cool white from high up. */
const STORE: Weather = { key: { azimuth: -30, elevation: 58, colour: '#f2f5f8', intensity: 0.85 }, ambient: 0.72, backdrop: ['#4f555c', '#7c8186'], wet: false };
/** The shed with its roller door open to the afternoon: a warm light low from one side. */
const DOORWAY = (azimuth: number): Weather => ({ key: { azimuth, elevation: 18, colour: '#ffe0b5', intensity: 1.25 }, ambient: 0.48, backdrop: ['#3f444a', '#6d7176'], wet: false });

function picture(i: number, camera: Scene['camera'], weather: Weather, parts: readonly Part[], setting: readonly Part[], extra: Partial<Omit<DispatchPicture, 'scene'>> = {}, contactShadow = true): DispatchPicture {
  return {
    scene: { name: IDS[i]!, aspect: PRODUCT_ASPECT, camera, key: weather.key, ambient: weather.ambient, backdrop: weather.backdrop, parts, setting, ...(contactShadow ? {} : { contactShadow: false }) },
    shown: extra.shown ?? shownNothing(),
    cartons: extra.cartons ?? [],
    destinations: extra.destinations ?? [],
  };
}

/** Carton sizes (drawing proportions): small fittings in small cartons, water fittings in bigger ones. */
const cartonSize = (c: CartonContents): Vec3 => (c.name.startsWith('uPVC') ? [600, 420, 460] : [480, 320, 380]);

/** The fittings store at Edamon: three bays of racking, three levels, cartons of fittings labelled on their fronts. */
function fittingsStore(): DispatchPicture {
  const all = cartonContents();
  const random = seeded(4501);
  const bayWidth = 2700;
  const depth = 1000;
  const bays = 2;
  const { parts, decks } = racking(bays, bayWidth, depth, [120, 1500, 2880]);
  const cartons: CartonContents[] = [];
  decks.forEach((y, level) => {
    for (let bay = 0; bay < bays; bay += 1) {
      // One kind of fitting a bay and level, as a store keeps them; several sizes side by side.
      const kind = all[Math.floor(random() * all.length)]!;
      const sizes = all.filter((c) => c.name === kind.name);
      let x = (bay - bays / 2) * bayWidth + 120;
      let k = 0;
      while (true) {
        const contents = sizes[k % sizes.length]!;
        const [w, h, d] = cartonSize(contents);
        if (x + w > (bay + 1 - bays / 2) * bayWidth - 80) break;
        const high = level < 2 ? 2 : 1;
        for (let s = 0; s < high; s += 1) {
          parts.push(carton({ size: [w, h, d], at: [x + w / 2, y + s * h, depth / 2 - d / 2 - 40 - random() * 40], yaw: (random() - 0.5) * 0.05, label: { kind: 'fitting', contents } }));
          cartons.push(contents);
        }
        x += w + 30;
        k += 1;
      }
    }
  });
  const camera = { azimuth: 18, elevation: 8, fov: 30, fill: 0.92 };
  return picture(0, camera, STORE, parts, shedBehind(camera.azimuth, 2200), { cartons });
}

/** Cartons on pallets, each pallet addressed to a district, in the dispatch shed's light. */
function cartonsForDistricts(): DispatchPicture {
  const random = seeded(4601);
  const destinations = DESTINATIONS.slice(0, 4);
  const parts: Part[] = [];
  destinations.forEach((destination, p) => {
    // Two rows of two: the front pallets two cartons high, the back ones three, so every pallet's labels show.
    const at: Vec3 = [(p % 2) * 1450 - 725 - (p > 1 ? 350 : 0), 0, p > 1 ? -1500 : 0];
    parts.push(pallet(at, (random() - 0.5) * 0.06));
    const layers = p > 1 ? 3 : 2;
    for (let layer = 0; layer < layers; layer += 1) {
      for (let i = 0; i < 4; i += 1) {
        const [w, h] = [560, 400];
        const d = 470;
        parts.push(carton({ size: [w, h, d], at: [at[0] + (i % 2 - 0.5) * (w + 10), PALLET_HEIGHT + layer * h, at[2] + (Math.floor(i / 2) - 0.5) * (d + 10)], yaw: (random() - 0.5) * 0.04, label: { kind: 'destination', destination, from: 'Punalur' } }));
      }
    }
  });
  const camera = { azimuth: 30, elevation: 26, fov: 30, fill: 0.86 };
  return picture(1, camera, DOORWAY(75), parts, shedBehind(camera.azimuth, 3500, '#cfc8b8'), { destinations: [...destinations] });
}

/** 32 mm packs on pallet pairs in the shed, ready to load, seen low from their tagged ends. */
function packsOnPallets(): DispatchPicture {
  const shown = shownNothing();
  const parts: Part[] = [];
  const width = packWidth(32) + 30;
  const height = packHeight(32) + 2;
  const groups = [
    ['heavy', [4, 3]],
    ['medium', [4, 4]],
    ['light', [4, 3]],
  ] as const;
  groups.forEach(([conduitClass, tiers], g) => {
    const z = (g - 1) * 1150;
    const x = g * 260;
    parts.push(pallet([x - 600, 0, z], Math.PI / 2), pallet([x - 2400, 0, z], Math.PI / 2));
    tiers.forEach((count, t) => {
      for (let i = 0; i < count; i += 1) {
        parts.push(conduitPack({ size: 32, conduitClass, at: [x + (i % 2) * 25, PALLET_HEIGHT + t * height, z + (i - (count - 1) / 2) * width + (t % 2) * width * 0.5 * (count < 4 ? 1 : 0)], seed: 4700 + g * 10 + t * 5 + i, segments: 24, printSide: 1, tag: t === tiers.length - 1 || i === count - 1 }, shown));
      }
    });
  });
  const camera = { azimuth: 70, elevation: 13, fov: 20, fill: 0.92 };
  return picture(2, camera, DOORWAY(-40), parts, shedBehind(camera.azimuth, 5000, '#d2cdc1'), { shown });
}

/** Morning at Punalur: the lorry seen from its tail, 63 mm packs strapped down over the rear half, fitting cartons in front. */
function lorryFromTheTail(): DispatchPicture {
  const shown = shownNothing();
  const weather = LIGHT.morning(-50);
  const parts: Part[] = [...lorry('#1f5fa8')];
  const width = packWidth(63) + 8;
  const height = packHeight(63) + BATTEN.height;
  const across = Math.floor(LORRY.deckWidth / width);
  for (let t = 0; t < 3; t += 1) {
    const y = LORRY.deckY + t * height;
    parts.push(...bearers([-2700, -1500, -300], -LORRY.deckWidth / 2 + 10, LORRY.deckWidth / 2 - 10, y));
    for (let i = 0; i < across; i += 1) {
      parts.push(conduitPack({ size: 63, conduitClass: 'light', at: [-60 - (i % 3) * 20, y + BATTEN.height, (i - (across - 1) / 2) * width], seed: 4800 + t * 20 + i, segments: 28, printSide: 0, tag: true }, shown));
    }
  }
  const load = 3 * height + 10;
  parts.push(...strapOver(-500, load), ...strapOver(-2500, load));
  const all = cartonContents();
  for (let layer = 0; layer < 3; layer += 1) {
    for (let i = 0; i < 4; i += 1) {
      for (let j = 0; j < 5; j += 1) parts.push(carton({ size: [600, 420, 460], at: [-3400 - j * 560, LORRY.deckY + layer * 420, (i - 1.5) * 570], label: { kind: 'fitting', contents: all[(layer * 20 + i * 5 + j) % all.length]! } }));
    }
  }
  parts.push(loadSlip('Thiruvananthapuram', 'Punalur', [2, LORRY.deckY + 260, 520]));
  const camera = { azimuth: 66, elevation: 11, fov: 30, fill: 0.86 };
  return picture(3, camera, weather, parts, yardBehind(camera.azimuth, 14000, weather, '#e6dcc4', 91), { shown, destinations: ['Thiruvananthapuram'] });
}

/** Noon: ten 1000 litre tanks standing two abreast on the lorry, each pair roped down, seen from the side. */
function tanksOnTheLorry(): DispatchPicture {
  const weather = LIGHT.noon(-25);
  const parts: Part[] = [...lorry('#b34700')];
  const { radius, height } = { radius: 520, height: 1150 };
  for (let i = 0; i < 5; i += 1) {
    const x = -620 - i * 1220;
    for (const z of [-560, 560]) parts.push(rangeTank(1000, [x, LORRY.deckY, z], 0.12 + 0.07 * ((i * 3) % 4) - (z > 0 ? 0 : 0.4)));
    parts.push(ropeOverTanks(x, [-560, 560], radius, height));
  }
  const camera = { azimuth: 22, elevation: 17, fov: 28, fill: 0.9 };
  return picture(4, camera, weather, parts, yardBehind(camera.azimuth, 9000, weather, '#e3d8bf', 92));
}

/** Monsoon: the lorry's load under a roped tarpaulin, the yard wet, seen from above its tail corner. */
function coveredForRain(): DispatchPicture {
  const weather = LIGHT.monsoon(30);
  const parts: Part[] = [...lorry('#1e6b34'), ...tarpaulin(LORRY.deckLength - 80, 1100, '#2d5fa6', true)];
  const camera = { azimuth: 122, elevation: 19, fov: 30, fill: 0.9 };
  return picture(5, camera, weather, parts, yardBehind(camera.azimuth, 11000, weather, '#c9c2b0', 93));
}

/** Evening at Shencottai: 110 mm pipes loaded in layers on battens, sockets alternating, bound for Madurai. */
function pipesOnTheLorry(): DispatchPicture {
  const shown = shownNothing();
  const weather = LIGHT.evening(100);
  const parts: Part[] = [...lorry('#8c2a2a')];
  parts.push(...waterPipeStack({ od: 110, pressure: 6, layers: [18, 18, 17, 17, 16, 16], at: [-LORRY.deckLength / 2, LORRY.deckY, 0], seed: 5101, segments: 32, length: 6000, printSide: 1 }, shown));
  const load = 6 * (BATTEN.height + 110) + 10;
  parts.push(...strapOver(-900, load), ...strapOver(-3100, load), ...strapOver(-5300, load));
  parts.push(loadSlip('Madurai', 'Shencottai', [2, LORRY.deckY + 260, 560]));
  const camera = { azimuth: 58, elevation: 22, fov: 28, fill: 0.9 };
  return picture(6, camera, weather, parts, yardBehind(camera.azimuth, 12000, weather, '#e0d2b8', 94), { shown, destinations: ['Madurai'] });
}

/** Evening at the bay: 40 mm packs on pallets at the dock's edge, their tagged ends to the yard, cartons beside them; seen from the yard below. */
function atTheDockEdge(): DispatchPicture {
  const shown = shownNothing();
  const weather = LIGHT.evening(55);
  const dockY = 1200;
  const parts: Part[] = [];
  const width = packWidth(40) + 20;
  const height = packHeight(40) + 2;
  const classes = ['heavy', 'medium', 'light'] as const;
  classes.forEach((conduitClass, g) => {
    const x = -2000 + g * 1350;
    // Two pallets under each group's 3 m packs, their ends a hand's width back from the edge.
    parts.push(pallet([x, dockY, -1000], 0), pallet([x, dockY, -2450], 0));
    for (let t = 0; t < 2; t += 1) {
      for (let i = 0; i < 4 - t; i += 1) {
        parts.push(conduitPack({ size: 40, conduitClass, at: [x + (i - (3 - t) / 2) * width, dockY + PALLET_HEIGHT + t * height, -420 - (i % 2) * 25], yaw: -Math.PI / 2, seed: 5200 + g * 10 + t * 4 + i, segments: 24, printSide: 0, tag: true }, shown));
      }
    }
  });
  const all = cartonContents();
  for (let i = 0; i < 6; i += 1) parts.push(carton({ size: [560, 400, 470], at: [2150 + (i % 2) * 580, dockY + Math.floor(i / 2) * 400, -620], label: { kind: 'fitting', contents: all[(i * 7) % all.length]! } }));
  const setting: Part[] = [
    yardFloor(80000, false),
    ...dockEdge(16000, dockY, 12000),
    block([16000, 5200, 230], { colour: '#cfc6b2', roughness: 0.9, grain: 1 }, [0, dockY, -6000]),
    // A roller shutter, half raised: its slats above, the dim shed inside below them.
    block([3200, 2100, 60], { colour: '#ffffff', roughness: 0.5, metalness: 0.4 }, [-2600, dockY + 2300, -5860], 0, shutterArt(), [1, 9]),
    block([3200, 2300, 40], { colour: '#3d4145', roughness: 0.8 }, [-2600, dockY, -5870]),
  ];
  const camera = { azimuth: 24, elevation: 10, fov: 26, fill: 0.92 };
  return picture(7, camera, weather, parts, setting, { shown, cartons: [] }, false);
}

/** A roller shutter's slats: grey steel with a shadowed groove between each. */
function shutterArt(): Artwork {
  return { width: 64, height: 64, background: '#9aa0a5', rects: [{ x: 0, y: 56, w: 64, h: 8, colour: '#6d7378' }, { x: 0, y: 0, w: 64, h: 4, colour: '#b8bdc1' }] };
}

export function galleryDispatchPictures(): DispatchPicture[] {
  return [fittingsStore(), cartonsForDistricts(), packsOnPallets(), lorryFromTheTail(), tanksOnTheLorry(), coveredForRain(), pipesOnTheLorry(), atTheDockEdge()];
}

export function galleryDispatchScenes(): Scene[] {
  return galleryDispatchPictures().map((p) => p.scene);
}
