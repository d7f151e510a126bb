// The one seal every certificate and approval badge on the site is drawn with (issue 29): the product
// pages' approvals strip (mfe-products/scripts/images/badges.ts) and the home page's certification
// seals (mfe-content/scripts/media/scenes.ts). Our own geometric design: no certification body's logo
// is reproduced. The seal carries only its mark and the standard's number; the page writes out the
// authority, number and scope as text beside it, so they can be read, zoomed and found.

export interface SealText {
  /** The short mark in the middle: 'ISI', 'ISO', 'Pb', 'FR', 'LAB'. */
  mark: string;
  /** The standard's number or the claim's short form, under the mark: 'IS 9537 (Part 3)', 'ISO 9001:2015'. */
  reference: string;
}

/** The seal is laid out in a 200 × 200 view box. */
export const SEAL_VIEW = 200;

const NAVY = '#004f87';
const NAVY_DARK = '#003a63';
const ACCENT = '#b34700';
const FONT = 'font-family="DejaVu Sans, Noto Sans, Arial, sans-serif"';

const r1 = (n: number) => Math.round(n * 10) / 10;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A rosette edge: 40 teeth between two radii, like an embossed seal. */
function rosette(cx: number, cy: number, outer: number, inner: number, teeth = 40): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 2; i += 1) {
    const angle = (Math.PI * i) / teeth - Math.PI / 2;
    const r = i % 2 === 0 ? outer : inner;
    points.push(`${r1(cx + Math.cos(angle) * r)},${r1(cy + Math.sin(angle) * r)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${NAVY}"/>`;
}

/** Font size at which `text` fits `width` (bold sans, about 0.64 em a character), capped at `max`. */
export function fittingSize(text: string, width: number, max: number): number {
  return r1(Math.min(max, width / (Math.max(1, [...text].length) * 0.64)));
}

/** The seal's SVG content for a 200 × 200 view box (wrap it in an <svg> of any size). */
export function approvalSeal({ mark, reference }: SealText): string {
  const c = SEAL_VIEW / 2;
  const markSize = fittingSize(mark, 92, 48);
  const referenceSize = fittingSize(reference, 108, 16);
  return (
    rosette(c, c, 98, 91) +
    `<circle cx="${c}" cy="${c}" r="84" fill="#ffffff"/>` +
    `<circle cx="${c}" cy="${c}" r="78" fill="none" stroke="${NAVY}" stroke-width="2"/>` +
    `<circle cx="${c}" cy="${c}" r="73" fill="none" stroke="${NAVY}" stroke-width="0.8" stroke-dasharray="2 3"/>` +
    `<text x="${c}" y="${r1(c + markSize * 0.18)}" ${FONT} font-size="${markSize}" font-weight="bold" letter-spacing="1" fill="${NAVY_DARK}" text-anchor="middle">${escapeXml(mark)}</text>` +
    `<line x1="64" y1="${r1(c + markSize * 0.18 + 12)}" x2="136" y2="${r1(c + markSize * 0.18 + 12)}" stroke="${ACCENT}" stroke-width="3" stroke-linecap="round"/>` +
    `<text x="${c}" y="${r1(c + markSize * 0.18 + 14 + referenceSize * 1.3)}" ${FONT} font-size="${referenceSize}" font-weight="bold" fill="${NAVY}" text-anchor="middle">${escapeXml(reference)}</text>`
  );
}
