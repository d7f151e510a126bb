// SVG drawings of our products, badges and wordmarks, composed from simple shapes (no photos, no
// third-party logos). generate-images.ts renders each to WebP at two widths. Every drawing is
// made in a fixed view box of its kind and scaled by the renderer.
import { approvalBadges } from './badges.ts';

export type ImageKind = 'hero' | 'product' | 'badge' | 'brand' | 'icon';

/** View box of each kind (also the 1x pixel size); the 2x rendering doubles it. */
export const KIND_SIZE: Readonly<Record<ImageKind, { width: number; height: number }>> = {
  hero: { width: 640, height: 360 },
  product: { width: 400, height: 300 },
  badge: { width: 200, height: 200 },
  brand: { width: 360, height: 180 },
  icon: { width: 160, height: 160 },
};

export interface Drawing {
  name: string;
  kind: ImageKind;
  /** SVG content inside the view box. */
  body: string;
}

const FONT = `font-family="DejaVu Sans, Noto Sans, sans-serif"`;

export const CLASS_COLOURS = { light: '#efe6c8', medium: '#8a9099', heavy: '#2a2d31' } as const;
const PLASTIC_WHITE = '#f4f5f2';
const PLASTIC_GREY = '#9aa1a8';
const BRAND = '#004f87';

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const value = (n >> shift) & 255;
    const next = amount >= 0 ? value + (255 - value) * amount : value * (1 + amount);
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function text(x: number, y: number, content: string, size: number, fill: string, extra = ''): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;
}

function background(width: number, height: number, from = '#eef3f8', to = '#d9e4ee'): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

/** A vertical gradient that makes a flat band look like a cylinder. */
function cylinderGradient(id: string, colour: string, vertical = true): string {
  const [x2, y2] = vertical ? [0, 1] : [1, 0];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${shade(colour, -0.25)}"/><stop offset="0.3" stop-color="${shade(colour, 0.35)}"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -0.35)}"/></linearGradient>`;
}

/** Pipe ends seen head-on, hex-packed: a bundle. */
function bundle(cx: number, cy: number, radius: number, colour: string, rows = 4): string {
  const bore = shade(colour, colour === CLASS_COLOURS.heavy ? 0.25 : -0.45);
  const rim = shade(colour, -0.3);
  const parts: string[] = [];
  const dy = radius * Math.sqrt(3);
  for (let row = 0; row < rows; row += 1) {
    const count = rows + 1 - (row % 2);
    const y = cy + (row - (rows - 1) / 2) * dy;
    for (let i = 0; i < count; i += 1) {
      const x = cx + (i - (count - 1) / 2) * radius * 2;
      parts.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${radius - 1}" fill="${colour}" stroke="${rim}" stroke-width="2"/>`,
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(radius * 0.72).toFixed(1)}" fill="${bore}"/>`,
        `<circle cx="${(x - radius * 0.2).toFixed(1)}" cy="${(y - radius * 0.2).toFixed(1)}" r="${(radius * 0.5).toFixed(1)}" fill="${shade(bore, -0.2)}"/>`,
      );
    }
  }
  return parts.join('');
}

/** A pipe seen from the side, left to right, with an optional line of printing. */
function sidePipe(id: string, x: number, y: number, length: number, diameter: number, colour: string, printing?: string, printColour = '#1d2430'): string {
  const r = diameter / 2;
  const parts = [
    `<defs>${cylinderGradient(id, colour)}</defs>`,
    `<rect x="${x}" y="${y}" width="${length}" height="${diameter}" fill="url(#${id})"/>`,
    `<ellipse cx="${x + length}" cy="${y + r}" rx="${r * 0.35}" ry="${r}" fill="${shade(colour, -0.15)}" stroke="${shade(colour, -0.35)}" stroke-width="2"/>`,
    `<ellipse cx="${x + length}" cy="${y + r}" rx="${r * 0.25}" ry="${r * 0.75}" fill="${shade(colour, -0.55)}"/>`,
  ];
  if (printing) parts.push(text(Math.max(x, 0) + 16, y + r + diameter * 0.12, printing, Math.max(9, diameter * 0.3), printColour));
  return parts.join('');
}

function tag(x: number, y: number, label: string, colour = BRAND): string {
  const width = label.length * 10 + 24;
  return `<rect x="${x}" y="${y}" width="${width}" height="30" rx="6" fill="${colour}"/>${text(x + 12, y + 21, label, 16, '#fff', 'font-weight="bold"')}`;
}

function conduitBundle(name: string, colour: string, label: string): Drawing {
  return {
    name,
    kind: 'product',
    body: `${background(400, 300)}${bundle(200, 150, 34, colour)}${tag(16, 254, label)}`,
  };
}

/** Plastic fitting parts on a light background. */
function fittingScene(name: string, shapes: string, colour = PLASTIC_WHITE): Drawing {
  return {
    name,
    kind: 'product',
    body: `${background(400, 300, '#f1f4f7', '#dfe6ec')}<g fill="${colour}" stroke="${shade(colour, -0.35)}" stroke-width="3" stroke-linejoin="round">${shapes}</g>`,
  };
}

function circularBox(cx: number, cy: number, r: number, spouts: readonly number[]): string {
  const spoutSvg = spouts
    .map((angle) => `<rect x="${cx + r - 6}" y="${cy - 18}" width="46" height="36" rx="4" transform="rotate(${angle} ${cx} ${cy})"/>`)
    .join('');
  const lugs = [45, 225].map((angle) => {
    const rad = (angle * Math.PI) / 180;
    return `<circle cx="${(cx + Math.cos(rad) * r * 0.62).toFixed(1)}" cy="${(cy + Math.sin(rad) * r * 0.62).toFixed(1)}" r="9" fill="#c9d0d6"/>`;
  });
  return `${spoutSvg}<circle cx="${cx}" cy="${cy}" r="${r}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="#e6eaee"/>${lugs.join('')}`;
}

/** A fan box seen from above: a circular box with two spouts and a steel hook across its floor. */
function fanHookBox(cx: number, cy: number, r: number): string {
  const steel = `fill="none" stroke="#6b747c" stroke-width="9" stroke-linecap="round"`;
  const hook = `<path d="M ${cx - r * 0.55} ${cy - r * 0.1} L ${cx + r * 0.1} ${cy - r * 0.1} A ${r * 0.22} ${r * 0.22} 0 1 1 ${cx + r * 0.1} ${cy + r * 0.34}" ${steel}/>`;
  const anchors = [-0.55, 0.1].map((dx) => `<circle cx="${cx + r * dx}" cy="${cy - r * 0.1}" r="7" fill="#4d555c" stroke="none"/>`);
  return `${circularBox(cx, cy, r, [0, 180])}<circle cx="${cx}" cy="${cy}" r="${r * 0.7}" fill="#d4dadf"/>${hook}${anchors.join('')}`;
}

function arcBend(cx: number, cy: number, radius: number, width: number): string {
  // Quarter circle from the left end to the top end, drawn as a thick stroke over an outline.
  const path = `M ${cx - radius} ${cy} A ${radius} ${radius} 0 0 1 ${cx} ${cy - radius}`;
  return `<path d="${path}" fill="none" stroke="#5f676f" stroke-width="${width + 6}" stroke-linecap="butt"/><path d="${path}" fill="none" stroke="${PLASTIC_WHITE}" stroke-width="${width}" stroke-linecap="butt"/><rect x="${cx - radius - width / 2 - 6}" y="${cy}" width="${width + 12}" height="34" rx="3"/><rect x="${cx}" y="${cy - radius - width / 2 - 6}" width="34" height="${width + 12}" rx="3"/>`;
}

function elbowShape(x: number, y: number, size: number, legs: 'L' | 'T'): string {
  const w = size;
  if (legs === 'L') {
    return `<path d="M ${x} ${y} h ${w * 3} v ${w} h ${-w * 2} v ${w * 2} h ${-w} z"/><rect x="${x + w * 3 - 4}" y="${y - 6}" width="${w * 0.7}" height="${w + 12}" rx="3"/><rect x="${x - 6}" y="${y + w * 3 - 4}" width="${w + 12}" height="${w * 0.7}" rx="3"/><rect x="${x + w * 0.15}" y="${y + w * 0.15}" width="${w * 0.7}" height="${w * 0.7}" rx="4" fill="#dde3e8"/>`;
  }
  return `<path d="M ${x} ${y} h ${w * 4} v ${w} h ${-w * 1.5} v ${w * 2} h ${-w} v ${-w * 2} h ${-w * 1.5} z"/><rect x="${x - w * 0.6}" y="${y - 6}" width="${w * 0.7}" height="${w + 12}" rx="3"/><rect x="${x + w * 4 - 4}" y="${y - 6}" width="${w * 0.7}" height="${w + 12}" rx="3"/><rect x="${x + w * 1.5 - 6}" y="${y + w * 3 - 4}" width="${w + 12}" height="${w * 0.7}" rx="3"/><rect x="${x + w * 1.65}" y="${y + w * 0.15}" width="${w * 0.7}" height="${w * 0.7}" rx="4" fill="#dde3e8"/>`;
}

function cylinderSide(id: string, x: number, y: number, length: number, diameter: number, colour: string): string {
  const r = diameter / 2;
  return `<defs>${cylinderGradient(id, colour)}</defs><rect x="${x}" y="${y}" width="${length}" height="${diameter}" fill="url(#${id})" stroke="${shade(colour, -0.4)}" stroke-width="2"/><ellipse cx="${x + length}" cy="${y + r}" rx="${r * 0.3}" ry="${r}" fill="${shade(colour, -0.1)}" stroke="${shade(colour, -0.4)}" stroke-width="2"/><ellipse cx="${x + length}" cy="${y + r}" rx="${r * 0.2}" ry="${r * 0.7}" fill="${shade(colour, -0.5)}"/>`;
}

function wordmark(name: string, product: string, colour: string, icon: string): Drawing {
  return {
    name,
    kind: 'brand',
    body: `<rect width="360" height="180" rx="16" fill="${colour}"/><rect x="10" y="10" width="340" height="160" rx="10" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/><g fill="#ffffff">${icon}</g>${text(118, 80, 'KALLADA', 20, '#ffffff', 'font-weight="bold" letter-spacing="4"')}${text(118, 122, product, product.length > 8 ? 28 : 34, '#ffffff', 'font-weight="bold"')}`,
  };
}

const drop = `<path d="M 64 40 C 64 40 36 78 36 98 A 28 28 0 0 0 92 98 C 92 78 64 40 64 40 z"/>`;
const leaf = `<path d="M 40 130 C 40 70 80 46 100 44 C 100 90 80 124 40 130 z"/><path d="M 40 130 L 86 64" stroke="#00000040" stroke-width="3" fill="none"/>`;
const house = `<path d="M 30 92 L 66 58 L 102 92 L 92 92 L 92 126 L 40 126 L 40 92 z"/>`;
const bore = `<rect x="56" y="40" width="20" height="96" rx="4"/><rect x="44" y="122" width="44" height="16" rx="4"/>`;

function icon(name: string, colour: string, glyph: string): Drawing {
  return {
    name,
    kind: 'icon',
    body: `<rect width="160" height="160" fill="#ffffff"/><circle cx="80" cy="80" r="74" fill="${shade(colour, 0.85)}"/><g fill="${colour}" stroke="${shade(colour, -0.3)}" stroke-width="2">${glyph}</g>`,
  };
}

function spiral(cx: number, cy: number, turns: number, start: number, step: number, colour: string, width: number, dashed = false): string {
  const points: string[] = [];
  for (let t = 0; t <= turns * 2 * Math.PI; t += 0.08) {
    const r = start + (step * t) / (2 * Math.PI);
    points.push(`${(cx + r * Math.cos(t)).toFixed(1)},${(cy + r * Math.sin(t) * 0.55).toFixed(1)}`);
  }
  const line = `M ${points.join(' L ')}`;
  return `<path d="${line}" fill="none" stroke="${shade(colour, -0.4)}" stroke-width="${width + 4}" stroke-linecap="round"/><path d="${line}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" ${dashed ? `stroke-dasharray="3 3"` : ''}/>`;
}

const SPEC_PRINT = (size: number, code: string) => `KALLADA  ${size} mm  ${code}  IS 9537 (Part 3)  ISI`;

export const DRAWINGS: readonly Drawing[] = [
  {
    name: 'conduit-hero',
    kind: 'hero',
    body: `${background(640, 360, '#e8f0f7', '#c9d9e8')}${sidePipe('h1', -20, 70, 600, 56, CLASS_COLOURS.light, SPEC_PRINT(25, 'LMS'))}${sidePipe('h2', -20, 150, 560, 56, CLASS_COLOURS.medium, SPEC_PRINT(25, 'MMS'))}${sidePipe('h3', -20, 230, 620, 56, CLASS_COLOURS.heavy, SPEC_PRINT(25, 'HMS'), '#f4f5f2')}`,
  },
  conduitBundle('conduit-bundle-light', CLASS_COLOURS.light, 'LMS · Light'),
  conduitBundle('conduit-bundle-medium', CLASS_COLOURS.medium, 'MMS · Medium'),
  conduitBundle('conduit-bundle-heavy', CLASS_COLOURS.heavy, 'HMS · Heavy'),
  conduitBundle('conduit-nonisi', '#b9bec4', '19 mm · non-ISI'),
  {
    name: 'conduit-socketed',
    kind: 'product',
    body: `${background(400, 300)}${sidePipe('s1', -10, 80, 250, 40, CLASS_COLOURS.medium)}<g>${cylinderSide('s2', 240, 74, 80, 52, CLASS_COLOURS.medium)}</g>${sidePipe('s3', -10, 190, 330, 40, CLASS_COLOURS.medium)}${text(20, 160, 'Socketed end', 16, '#1d2430', 'font-weight="bold"')}${text(20, 270, 'Plain end', 16, '#1d2430', 'font-weight="bold"')}`,
  },
  {
    name: 'conduit-printing',
    kind: 'product',
    body: `${background(400, 300)}${sidePipe('p1', 10, 110, 350, 80, CLASS_COLOURS.light, '20 mm LMS IS 9537')}`,
  },
  {
    name: 'water-pipe-hero',
    kind: 'hero',
    body: `${background(640, 360, '#e6f2f5', '#c6dde6')}${[
      ['w1', 40, '#c8102e', 'KALLADA 110 mm 2.5 kg/cm² IS 4985 ISI'],
      ['w2', 110, '#0057b8', 'KALLADA 90 mm 4 kg/cm² IS 4985 ISI'],
      ['w3', 180, '#00843d', 'KALLADA 75 mm 6 kg/cm² IS 4985 ISI'],
      ['w4', 250, '#1d2430', 'KALLADA 63 mm 12.5 kg/cm² IS 4985 ISI'],
    ]
      .map(([id, y, ink, label]) => sidePipe(String(id), -20, Number(y), 600, 54, '#8f969c', String(label), String(ink)))
      .join('')}`,
  },
  ...approvalBadges(),
  fittingScene('fitting-circular-box', circularBox(200, 150, 80, [0, 90, 180, 270])),
  fittingScene('fitting-circular-box-2', circularBox(200, 150, 80, [0, 180]), '#3a3f45'),
  fittingScene(
    'fitting-deep-box',
    `<rect x="120" y="110" width="160" height="110" rx="10"/><ellipse cx="200" cy="110" rx="80" ry="30"/><ellipse cx="200" cy="110" rx="64" ry="22" fill="#e6eaee"/><rect x="270" y="150" width="60" height="36" rx="4"/><rect x="70" y="150" width="60" height="36" rx="4"/>`,
  ),
  fittingScene('fitting-fan-hook-box', fanHookBox(200, 150, 84)),
  fittingScene('fitting-bend', arcBend(230, 220, 120, 36)),
  fittingScene('fitting-bend-2', `${arcBend(200, 230, 100, 30)}<g transform="translate(120 -60)">${arcBend(150, 230, 70, 24)}</g>`, '#3a3f45'),
  fittingScene('fitting-long-bend', arcBend(250, 250, 180, 30)),
  fittingScene(
    'fitting-coupler',
    `${cylinderSide('c1', 110, 110, 180, 80, PLASTIC_WHITE)}<rect x="190" y="104" width="20" height="92" rx="3"/>`,
  ),
  fittingScene('fitting-elbow', elbowShape(110, 80, 44, 'L')),
  fittingScene('fitting-tee', elbowShape(110, 90, 44, 'T')),
  fittingScene(
    'fitting-saddle',
    `<path d="M 60 200 h 70 v -20 a 70 70 0 0 1 140 0 v 20 h 70 v 24 h -94 v -44 a 46 46 0 0 0 -92 0 v 44 h -94 z"/><circle cx="95" cy="212" r="7" fill="#c9d0d6"/><circle cx="305" cy="212" r="7" fill="#c9d0d6"/>`,
  ),
  fittingScene('water-fitting-elbow', elbowShape(110, 80, 50, 'L'), PLASTIC_GREY),
  fittingScene('water-fitting-tee', elbowShape(100, 90, 48, 'T'), PLASTIC_GREY),
  fittingScene(
    'water-fitting-end-cap',
    `${cylinderSide('e1', 120, 100, 120, 100, PLASTIC_GREY)}<path d="M 120 100 a 40 50 0 0 0 0 100 z"/>`,
    PLASTIC_GREY,
  ),
  fittingScene('water-fitting-coupler', `${cylinderSide('e2', 100, 100, 200, 100, PLASTIC_GREY)}<rect x="190" y="94" width="20" height="112" rx="3"/>`, PLASTIC_GREY),
  fittingScene(
    'water-fitting-reducer',
    `${cylinderSide('e3', 60, 90, 110, 120, PLASTIC_GREY)}<path d="M 170 90 L 230 120 L 230 180 L 170 210 z"/>${cylinderSide('e4', 230, 120, 100, 60, PLASTIC_GREY)}`,
    PLASTIC_GREY,
  ),
  wordmark('brand-aqualine', 'AquaLine', '#0b5fa5', drop),
  wordmark('brand-agriflow', 'AgriFlow', '#2e7d32', leaf),
  wordmark('brand-homeplumb', 'HomePlumb', '#8e3b8e', house),
  wordmark('brand-boremax', 'BoreMax', '#b34700', bore),
  icon('category-conduits', BRAND, `<rect x="36" y="50" width="88" height="14" rx="7"/><rect x="36" y="74" width="88" height="14" rx="7"/><rect x="36" y="98" width="88" height="14" rx="7"/>`),
  icon('category-fittings', '#0f7a6c', `<path d="M 44 48 h 60 v 22 h -38 v 42 h -22 z"/>`),
  icon('category-solvent', '#b34700', `<rect x="50" y="52" width="60" height="66" rx="6"/><rect x="62" y="40" width="36" height="14" rx="3"/><rect x="58" y="74" width="44" height="22" fill="#ffffff"/>`),
  icon('category-tanks', '#1d2430', `<rect x="46" y="54" width="68" height="66" rx="10"/><ellipse cx="80" cy="54" rx="34" ry="10"/><rect x="70" y="38" width="20" height="12" rx="3"/>`),
  {
    name: 'flexible-conduit',
    kind: 'product',
    body: `${background(400, 300)}${spiral(200, 150, 3.2, 40, 38, '#f2a900', 16, true)}`,
  },
  {
    name: 'garden-hose',
    kind: 'product',
    body: `${background(400, 300)}${spiral(200, 150, 3.2, 40, 38, '#2e9e4f', 16)}`,
  },
  {
    name: 'solvent-cement',
    kind: 'product',
    body: `${background(400, 300)}<defs>${cylinderGradient('tin', '#c0c6cc', false)}</defs><rect x="140" y="70" width="120" height="170" rx="10" fill="url(#tin)" stroke="#6d747b" stroke-width="3"/><ellipse cx="200" cy="70" rx="60" ry="14" fill="#d9dee3" stroke="#6d747b" stroke-width="3"/><rect x="150" y="120" width="100" height="80" fill="${BRAND}"/>${text(200, 152, 'SOLVENT', 16, '#ffffff', 'text-anchor="middle" font-weight="bold"')}${text(200, 176, 'CEMENT', 16, '#ffffff', 'text-anchor="middle" font-weight="bold"')}`,
  },
  {
    name: 'water-tank',
    kind: 'product',
    body: `${background(400, 300)}<defs>${cylinderGradient('tank', '#2a2d31', false)}</defs><rect x="110" y="70" width="180" height="190" rx="24" fill="url(#tank)"/><ellipse cx="200" cy="70" rx="90" ry="20" fill="#3b3f44"/><rect x="176" y="44" width="48" height="26" rx="6" fill="#3b3f44"/>${[110, 150, 190, 230].map((y) => `<rect x="110" y="${y}" width="180" height="4" fill="#1a1c1f"/>`).join('')}`,
  },
];
