// Whole pictures composed from the shapes: approval seals, the map poster, client logos and
// letters. The gallery's pictures, the banners and video posters are renders
// (tools/render/render-banners.ts).
import type { Client } from '../../src/data/clients';
import type { ClientLetter } from '../../src/data/testimonials';
import { approvalSeal, SEAL_VIEW, type SealText } from '@site/shared/media/approval-seal';
import { between, createRandom } from '@site/shared/random/seeded-random';
import { circle, PALETTE, rect, svgDocument, text } from './shapes';

export interface Size {
  width: number;
  height: number;
}

// ---------------------------------------------------------------- badges and posters

/** A certification seal (ISI, ISO): the site's one approval seal (shared with the product pages). */
export function seal(seal: SealText, { width, height }: Size): string {
  const scale = Math.min(width, height) / SEAL_VIEW;
  return svgDocument(width, height, rect(0, 0, width, height, '#ffffff') + `<g transform="scale(${scale})">${approvalSeal(seal)}</g>`);
}

/** The map's video poster: a map with a pin on the head office (the other posters are renders, tools/render/render-banners.ts). */
export function mapPoster(name: string, { width, height }: Size): string {
  const random = createRandom(name);
  let body = rect(0, 0, width, height, '#eae6df');
  // A river and a few roads, then the pin on the head office.
  body += `<path d="M0 ${height * 0.7} C${width * 0.3} ${height * 0.55} ${width * 0.5} ${height * 0.9} ${width} ${height * 0.6}" stroke="#a9cce8" stroke-width="${height * 0.06}" fill="none"/>`;
  for (let i = 0; i < 7; i += 1) {
    const y = between(random, 0, height);
    body += `<line x1="0" y1="${y.toFixed(1)}" x2="${width}" y2="${(y + between(random, -120, 120)).toFixed(1)}" stroke="#ffffff" stroke-width="${between(random, 4, 12).toFixed(1)}"/>`;
  }
  for (let i = 0; i < 5; i += 1) {
    const x = between(random, 0, width);
    body += `<line x1="${x.toFixed(1)}" y1="0" x2="${(x + between(random, -100, 100)).toFixed(1)}" y2="${height}" stroke="#ffffff" stroke-width="${between(random, 4, 10).toFixed(1)}"/>`;
  }
  body += rect(width * 0.15, height * 0.15, width * 0.14, height * 0.12, '#c8dcc0', 'rx="6"');
  body += rect(width * 0.7, height * 0.2, width * 0.12, height * 0.16, '#c8dcc0', 'rx="6"');
  const px = width / 2;
  const py = height / 2;
  const pin = height * 0.09;
  body += `<path d="M${px} ${py + pin * 1.3} C${px - pin} ${py} ${px - pin} ${py - pin} ${px} ${py - pin} C${px + pin} ${py - pin} ${px + pin} ${py} ${px} ${py + pin * 1.3} Z" fill="${PALETTE.accent}"/>`;
  body += circle(px, py - pin * 0.25, pin * 0.35, '#ffffff');
  return svgDocument(width, height, body);
}

// ---------------------------------------------------------------- clients

function logoMark(mark: Client['mark'], x: number, y: number, s: number, colour: string): string {
  switch (mark) {
    case 'ring':
      return circle(x, y, s, 'none', `stroke="${colour}" stroke-width="${s * 0.3}"`);
    case 'drop':
      return `<path d="M${x} ${y - s} C${x + s} ${y} ${x + s * 0.8} ${y + s} ${x} ${y + s} C${x - s * 0.8} ${y + s} ${x - s} ${y} ${x} ${y - s} Z" fill="${colour}"/>`;
    case 'roof':
      return `<path d="M${x - s} ${y + s * 0.2} L${x} ${y - s} L${x + s} ${y + s * 0.2} Z" fill="${colour}"/>` + rect(x - s * 0.6, y + s * 0.2, s * 1.2, s * 0.8, colour);
    case 'bolt':
      return `<path d="M${x + s * 0.2} ${y - s} L${x - s * 0.6} ${y + s * 0.15} L${x} ${y + s * 0.15} L${x - s * 0.2} ${y + s} L${x + s * 0.6} ${y - s * 0.15} L${x} ${y - s * 0.15} Z" fill="${colour}"/>`;
    case 'leaf':
      return `<path d="M${x - s} ${y + s} Q${x - s} ${y - s} ${x + s} ${y - s} Q${x + s} ${y + s} ${x - s} ${y + s} Z" fill="${colour}"/>`;
  }
}

export function clientLogo(client: Client, { width, height }: Size): string {
  const s = height * 0.22;
  const body =
    rect(0, 0, width, height, '#ffffff') +
    logoMark(client.mark, height * 0.36, height / 2, s, client.colour) +
    text(height * 0.7, height * 0.5, client.name, height * 0.15, client.colour, 'font-weight="bold"') +
    text(height * 0.7, height * 0.7, client.trade, height * 0.1, PALETTE.ink);
  return svgDocument(width, height, body);
}

/** A letter of appreciation on the client's letterhead; the body is drawn as grey text lines. */
export function letter(entry: ClientLetter, client: Client | undefined, { width, height }: Size): string {
  const random = createRandom(entry.id);
  const colour = client?.colour ?? PALETTE.brand;
  const margin = width * 0.1;
  let body = rect(0, 0, width, height, PALETTE.paper) + rect(0, 0, width, height * 0.12, colour);
  body += logoMark(client?.mark ?? 'ring', margin + height * 0.03, height * 0.06, height * 0.03, '#ffffff');
  body += text(margin + height * 0.08, height * 0.075, entry.client, height * 0.032, '#ffffff', 'font-weight="bold"');
  body += text(width - margin, height * 0.17, `${entry.city}, ${entry.date}`, height * 0.02, PALETTE.ink, 'text-anchor="end"');
  body += text(margin, height * 0.24, 'To Kallada Polypipes Limited', height * 0.022, PALETTE.ink, 'font-weight="bold"');
  body += text(margin, height * 0.29, 'Letter of appreciation', height * 0.024, colour, 'font-weight="bold"');
  for (let i = 0; i < 14; i += 1) {
    const w = i % 5 === 4 ? between(random, 0.3, 0.55) : between(random, 0.78, 0.8);
    body += rect(margin, height * (0.34 + i * 0.034), (width - margin * 2) * w, height * 0.01, '#9aa5b1', 'rx="2"');
  }
  body += `<path d="M${margin} ${height * 0.88} q${width * 0.05} -${height * 0.05} ${width * 0.1} 0 t${width * 0.1} 0 t${width * 0.08} -${height * 0.01}" stroke="${PALETTE.brandDark}" stroke-width="3" fill="none"/>`;
  body += text(margin, height * 0.93, entry.signatory, height * 0.02, PALETTE.ink);
  return svgDocument(width, height, body);
}
