// SVG building blocks for the generated pictures: skies, Kerala hills and palms, pipe stacks,
// factories and trucks. No people: a drawn figure reads as clip-art (issue 29), so every scene
// shows places, machines and products. Flat shapes on purpose: they read well small and compress to a
// few kilobytes as WebP.
import { between, type Random } from '@site/shared/random/seeded-random';

export const PALETTE = {
  brand: '#004f87',
  brandDark: '#003a63',
  brandLight: '#cfe3f2',
  accent: '#b34700',
  accentLight: '#f2a65a',
  conduitGrey: '#8d99a6',
  conduitWhite: '#eef2f5',
  pipeGrey: '#5d6b78',
  pipeBlue: '#2f7fc1',
  hoseGreen: '#2e8b57',
  leaf: '#3f7d3a',
  leafDark: '#2a5a27',
  earth: '#a9855b',
  paper: '#fbfaf6',
  ink: '#1d2430',
} as const;

/** Rounds a coordinate to 0.1 px: shorter SVG, same picture. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
    defs ? `<defs>${defs}</defs>` : ''
  }${body}</svg>`;
}

export function linearGradient(id: string, stops: ReadonlyArray<readonly [offset: number, color: string]>, vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${direction}>${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;
}

/** A rolling ridge line across the picture, filled down to the bottom. */
export function hills(random: Random, width: number, height: number, baseY: number, amplitude: number, fill: string): string {
  const steps = 6;
  let d = `M0 ${r1(baseY)}`;
  for (let i = 1; i <= steps; i += 1) {
    const x = (width / steps) * i;
    const cx = x - width / steps / 2;
    const cy = baseY - between(random, 0.3, 1) * amplitude;
    d += ` Q${r1(cx)} ${r1(cy)} ${r1(x)} ${r1(baseY - between(random, 0, 0.4) * amplitude)}`;
  }
  return `<path d="${d} L${width} ${height} L0 ${height} Z" fill="${fill}"/>`;
}

/** A coconut palm: curved trunk and a crown of fronds. */
export function palm(x: number, groundY: number, scale: number, color: string = PALETTE.leafDark): string {
  const h = 170 * scale;
  const topX = x + 24 * scale;
  const topY = groundY - h;
  const trunk = `<path d="M${r1(x)} ${r1(groundY)} Q${r1(x - 12 * scale)} ${r1(groundY - h / 2)} ${r1(topX)} ${r1(topY)}" stroke="#5b4632" stroke-width="${r1(7 * scale)}" fill="none" stroke-linecap="round"/>`;
  const fronds = [-150, -120, -80, -45, -10, 25]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const len = 70 * scale;
      const ex = topX + Math.cos(rad) * len;
      const ey = topY + Math.sin(rad) * len + 30 * scale;
      const cx = topX + Math.cos(rad) * len * 0.5;
      const cy = topY + Math.sin(rad) * len * 0.5 - 14 * scale;
      return `<path d="M${r1(topX)} ${r1(topY)} Q${r1(cx)} ${r1(cy)} ${r1(ex)} ${r1(ey)}" stroke="${color}" stroke-width="${r1(9 * scale)}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return trunk + fronds;
}

/**
 * Pipes stacked end-on (hexagonal packing), as they lie in a yard: each end is a ring with its bore.
 */
export function pipeStack(
  random: Random,
  x: number,
  y: number,
  cols: number,
  rows: number,
  radius: number,
  color: string,
  bore = '#1b2530',
): string {
  let out = '';
  for (let row = 0; row < rows; row += 1) {
    const offset = row % 2 ? radius : 0;
    const count = row % 2 ? cols - 1 : cols;
    for (let col = 0; col < count; col += 1) {
      const cx = x + offset + col * radius * 2;
      const cy = y - row * radius * 1.73;
      const wall = radius * between(random, 0.16, 0.24);
      out += circle(cx, cy, radius - 1, color) + circle(cx, cy, radius - wall, bore, 'fill-opacity="0.85"');
    }
  }
  return out;
}

/** A long pipe seen from the side, with a highlight stripe so it reads as round. */
export function pipeSide(x1: number, y1: number, x2: number, y2: number, thickness: number, color: string): string {
  const line = (stroke: string, width: number, dy: number, extra = '') =>
    `<line x1="${r1(x1)}" y1="${r1(y1 + dy)}" x2="${r1(x2)}" y2="${r1(y2 + dy)}" stroke="${stroke}" stroke-width="${r1(width)}" stroke-linecap="butt" ${extra}/>`;
  return line(color, thickness, 0) + line('#ffffff', thickness * 0.18, -thickness * 0.22, 'stroke-opacity="0.45"');
}

/** A plant building with a saw-tooth roof, a chimney and a row of windows. */
export function factory(x: number, groundY: number, w: number, h: number, wall: string, roof: string): string {
  const teeth = 4;
  const toothW = w / teeth;
  let roofPath = `M${r1(x)} ${r1(groundY - h)}`;
  for (let i = 0; i < teeth; i += 1) {
    const tx = x + i * toothW;
    roofPath += ` L${r1(tx + toothW)} ${r1(groundY - h - h * 0.28)} L${r1(tx + toothW)} ${r1(groundY - h)}`;
  }
  roofPath += ' Z';
  const windows = Array.from({ length: 5 }, (_, i) =>
    rect(x + w * 0.08 + i * w * 0.18, groundY - h * 0.7, w * 0.1, h * 0.22, '#d8e8f5', 'fill-opacity="0.9"'),
  ).join('');
  return (
    rect(x + w * 0.78, groundY - h * 1.75, w * 0.07, h * 0.8, roof) +
    rect(x, groundY - h, w, h, wall) +
    `<path d="${roofPath}" fill="${roof}"/>` +
    windows +
    rect(x + w * 0.42, groundY - h * 0.38, w * 0.16, h * 0.38, roof)
  );
}

/** A delivery lorry, facing right. */
export function truck(x: number, groundY: number, scale: number, body: string, cab: string): string {
  const s = scale;
  return (
    rect(x, groundY - 90 * s, 190 * s, 70 * s, body, `rx="${r1(4 * s)}"`) +
    rect(x + 195 * s, groundY - 70 * s, 60 * s, 50 * s, cab, `rx="${r1(6 * s)}"`) +
    rect(x + 215 * s, groundY - 64 * s, 32 * s, 20 * s, '#cfe3f2') +
    circle(x + 40 * s, groundY - 16 * s, 16 * s, '#222') +
    circle(x + 150 * s, groundY - 16 * s, 16 * s, '#222') +
    circle(x + 225 * s, groundY - 16 * s, 16 * s, '#222')
  );
}

/** Escapes text for SVG <text>. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const FONT = 'DejaVu Sans, Noto Sans, Arial, sans-serif';

export function text(x: number, y: number, content: string, size: number, fill: string, extra = ''): string {
  return `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${r1(size)}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;
}
