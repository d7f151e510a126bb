// Coils (flexible conduit, garden hose), the solvent cement tin and the water tank. Hose sizes come
// from the spec's hose table (mfe-products/src/data/other-products.ts); the tin and the tank are
// drawn to the proportions of common trade sizes (500 ml tin, 1000 litre tank).
import { HOSE_SIZES } from '../../../mfe-products/src/data/other-products.ts';
import { BRAND, polyethylene, pvc, tinplate } from '../parts.ts';
import type { Artwork, Part, ProfilePoint, Scene, Vec3 } from '../scene.ts';
import { PRODUCT_ASPECT } from './conduits.ts';

/** A coil lying flat: turns side by side outwards, then back inwards one layer up, and so on. */
export function coilPath(od: number, innerRadius: number, turnsPerLayer: number, layers: number): Vec3[] {
  const points: Vec3[] = [];
  const total = turnsPerLayer * layers;
  const pitch = od * 1.02;
  for (let k = 0; k <= total * 72; k += 1) {
    const turns = k / 72;
    const layer = Math.min(layers - 1, Math.floor(turns / turnsPerLayer));
    const within = turns - layer * turnsPerLayer;
    const radius = innerRadius + pitch * (layer % 2 === 0 ? within : turnsPerLayer - within);
    // Climb to the next layer over the last quarter turn of each layer.
    const climb = Math.min(1, Math.max(0, (within - (turnsPerLayer - 0.25)) / 0.25));
    const y = od / 2 + (layer + (layer < layers - 1 ? climb * climb * (3 - 2 * climb) : 0)) * od * 0.9;
    const angle = turns * Math.PI * 2;
    points.push([radius * Math.cos(angle), y, radius * Math.sin(angle)]);
  }
  return points;
}

export function flexibleConduitScene(name = 'flexible-conduit', aspect = PRODUCT_ASPECT): Scene {
  const od = 25;
  return {
    name,
    aspect,
    camera: { azimuth: 10, elevation: 42, fov: 22, fill: 0.82 },
    parts: [{ kind: 'sweep', path: coilPath(od, 70, 4, 2), stops: [{ at: 0, outer: od / 2 - 1.6, inner: od / 2 - 2.6 }, { at: 1, outer: od / 2 - 1.6, inner: od / 2 - 2.6 }], ribs: { pitch: 4.2, depth: 1.6 }, surface: pvc('#f2a900') }],
  };
}

export function gardenHoseScene(name = 'garden-hose', aspect = PRODUCT_ASPECT): Scene {
  const size = HOSE_SIZES[1]!.sizeMm; // 25 mm
  const od = size + 6;
  return {
    name,
    aspect,
    camera: { azimuth: 10, elevation: 40, fov: 22, fill: 0.82 },
    parts: [{ kind: 'sweep', path: coilPath(od, 110, 3, 3), stops: [{ at: 0, outer: od / 2, inner: size / 2 }, { at: 1, outer: od / 2, inner: size / 2 }], surface: { colour: '#2e9e4f', roughness: 0.22, clearcoat: 0.8, clearcoatRoughness: 0.12, grain: 0.3 } }],
  };
}

// ---- Solvent cement -----------------------------------------------------------------------------

function tinLabel(volume: string, height: number, radius: number): Artwork {
  const width = Math.round(2 * Math.PI * radius * 8);
  const h = Math.round(height * 8);
  const face = width / 2;
  return {
    width,
    height: h,
    background: '#f4f4f2',
    rects: [
      { x: 0, y: 0, w: width, h: h * 0.34, colour: '#004f87' },
      { x: 0, y: h * 0.34, w: width, h: h * 0.035, colour: '#f2a900' },
      { x: face - width * 0.16, y: h * 0.78, w: width * 0.32, h: h * 0.13, colour: '#004f87', radius: 8 },
    ],
    texts: [
      { text: BRAND, x: face, y: h * 0.17, size: h * 0.16, colour: '#ffffff', weight: 800, align: 'center', letterSpacing: h * 0.02 },
      { text: 'SOLVENT CEMENT', x: face, y: h * 0.47, size: h * 0.095, colour: '#1b1f26', weight: 800, align: 'center' },
      { text: 'for uPVC pipes and fittings', x: face, y: h * 0.58, size: h * 0.05, colour: '#3a4350', weight: 700, align: 'center' },
      { text: 'Quick setting · Leak-proof joints', x: face, y: h * 0.67, size: h * 0.042, colour: '#3a4350', weight: 400, align: 'center' },
      { text: volume, x: face, y: h * 0.845, size: h * 0.075, colour: '#ffffff', weight: 800, align: 'center' },
    ],
  };
}

/** A round tin with rolled rims and a press-on lid, its label round the body. */
export function tin(radius: number, height: number, volume: string, at: Vec3, yaw = 0): Part {
  const rim = 2;
  const body: ProfilePoint[] = [
    [0, 0],
    [radius - 2, 0],
    [radius + rim * 0.6, rim * 0.4],
    [radius + rim * 0.6, rim * 1.6],
    [radius, rim * 2],
    [radius, height - rim * 2],
    [radius + rim * 0.7, height - rim * 1.6],
    [radius + rim * 0.7, height - rim * 0.3],
    [radius - 1, height],
    [radius - 3, height - 1.5],
    [radius * 0.62, height - 1.5],
    [radius * 0.6, height + 1.5],
    [radius * 0.52, height + 1.8],
    [radius * 0.5, height + 0.5],
    [0, height + 0.5],
  ];
  const labelHeight = height - rim * 6;
  return {
    kind: 'group',
    place: { position: at, rotation: [0, yaw, 0] },
    parts: [
      { kind: 'lathe', profile: body, surface: tinplate, open: 'top' },
      { kind: 'wrap', radius: radius + 0.05, height: labelHeight, arc: Math.PI * 2 - 0.01, art: tinLabel(volume, labelHeight, radius), gloss: 0.5, place: { position: [0, rim * 3, 0] } },
    ],
  };
}

const solventTins: Part[] = [tin(44, 112, '500 ml', [-34, 0, -20], 0.25), tin(33, 80, '250 ml', [48, 0, 34], -0.2)];

/** The solvent cement page's picture: one tin (its text alternative says so). */
export function solventTinScene(name = 'solvent-cement', aspect = PRODUCT_ASPECT): Scene {
  return { name, aspect, camera: { azimuth: 14, elevation: 16, fov: 22, fill: 0.8 }, key: { azimuth: -40, elevation: 45 }, parts: [tin(44, 112, '500 ml', [0, 0, 0], 0.15)] };
}

/** Two tin sizes (the home card for the range). */
export function solventScene(name = 'solvent-cement', aspect = PRODUCT_ASPECT): Scene {
  return {
    name,
    aspect,
    camera: { azimuth: 12, elevation: 14, fov: 22, fill: 0.8 },
    key: { azimuth: -40, elevation: 45 },
    parts: solventTins,
  };
}

// ---- Water tank ---------------------------------------------------------------------------------

/** White lettering printed on a flat band of the tank, `arcLength` mm wide. */
function tankLettering(text: string, height: number, arcLength: number, scale: number): Artwork {
  const width = Math.round(arcLength * 1.5);
  const h = Math.round(height * 1.5);
  return {
    width,
    height: h,
    background: null,
    texts: [{ text, x: width / 2, y: h * 0.52, size: h * scale, colour: '#f1f2f3', weight: 800, align: 'center', letterSpacing: h * scale * 0.12 }],
  };
}

/** A rotomoulded tank: ribbed cylinder, rounded shoulder, a screw lid on top; `litres` is printed on its band. */
export function tank(radius: number, height: number, colour: string, at: Vec3 = [0, 0, 0], litres = 1000): Part {
  const profile: ProfilePoint[] = [[0, 0], [radius - 20, 0], [radius - 4, 6], [radius, 24]];
  const shoulder = height * 0.82;
  const ribs = 6;
  const pitch = (shoulder - 60) / ribs;
  for (let i = 0; i < ribs; i += 1) {
    const y = 40 + i * pitch;
    for (let k = 0; k <= 8; k += 1) {
      const a = (k / 8) * Math.PI;
      profile.push([radius + 9 * Math.sin(a), y + (pitch * 0.35 * k) / 8]);
    }
    profile.push([radius, y + pitch]);
  }
  for (let k = 1; k <= 16; k += 1) {
    const a = (k / 16) * (Math.PI / 2);
    profile.push([radius * 0.28 + (radius * 0.72) * Math.cos(a), shoulder + (height - shoulder) * Math.sin(a)]);
  }
  const neck = radius * 0.28;
  profile.push([neck, height + 6], [neck - 2, height + 8], [0, height + 8]);
  const lid: ProfilePoint[] = [[0, 0], [neck + 4, 0], [neck + 6, 2], [neck + 6, 34], [neck + 2, 38], [0, 40]];
  const grips: Part[] = Array.from({ length: 24 }, (_, i): Part => {
    const a = (i / 24) * Math.PI * 2;
    return { kind: 'lathe', profile: [[0, 0], [3, 0], [3, 30], [0, 30]], surface: polyethylene(colour), segments: 12, place: { position: [Math.cos(a) * (neck + 6), height + 8 + 3, Math.sin(a) * (neck + 6)] } };
  });
  return {
    kind: 'group',
    place: { position: at },
    parts: [
      { kind: 'lathe', profile, surface: polyethylene(colour), segments: 160, open: 'top' },
      { kind: 'lathe', profile: lid, surface: polyethylene(colour), place: { position: [0, height + 8, 0] } },
      ...grips,
      { kind: 'wrap', radius: radius + 0.6, height: pitch * 0.6, arc: 1.6, art: tankLettering(BRAND, pitch * 0.6, (radius + 0.6) * 1.6, 0.78), place: { position: [0, 40 + pitch * 3.37, 0] } },
      { kind: 'wrap', radius: radius + 0.6, height: pitch * 0.6, arc: 1.6, art: tankLettering(`TRIPLE LAYER  ·  ${litres} L`, pitch * 0.6, (radius + 0.6) * 1.6, 0.42), place: { position: [0, 40 + pitch * 2.37, 0] } },
    ],
  };
}

export function waterTankScene(name = 'water-tank', aspect = PRODUCT_ASPECT): Scene {
  return { name, aspect, camera: { azimuth: 18, elevation: 12, fov: 20, fill: 0.82 }, key: { azimuth: -45, elevation: 45 }, parts: [tank(520, 1150, '#202326')] };
}
