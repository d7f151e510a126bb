// SVG drawings of our badges and wordmarks, composed from simple shapes (no third-party logos).
// generate-images.ts renders each to WebP at two widths. Every drawing is made in a fixed view box
// of its kind and scaled by the renderer. The product pictures are 3D renders (./renders.ts).
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


export const DRAWINGS: readonly Drawing[] = [
  ...approvalBadges(),
  wordmark('brand-aqualine', 'AquaLine', '#0b5fa5', drop),
  wordmark('brand-agriflow', 'AgriFlow', '#2e7d32', leaf),
  wordmark('brand-homeplumb', 'HomePlumb', '#8e3b8e', house),
  wordmark('brand-boremax', 'BoreMax', '#b34700', bore),
];
