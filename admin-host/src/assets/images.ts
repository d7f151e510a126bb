import sharp from 'sharp';
import { siteConfig } from '@site/shared/config/site-config';
import { createRandom, pick } from '@site/shared/random/seeded-random';
import type { SampleImage } from '../seed/sample-files';

// Brand blue first, then colours of the pipe classes the product pages talk about.
const PALETTES: readonly [string, string][] = [
  ['#004F87', '#0A7BC2'],
  ['#0B3D5C', '#1F8A70'],
  ['#5B2A86', '#0A7BC2'],
  ['#7A3E00', '#D9822B'],
  ['#16425B', '#2F6690'],
  ['#264653', '#2A9D8F'],
];
const FONT = "DejaVu Sans, Noto Sans, Liberation Sans, Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,:;.-]+$/, '')}...`;
    return kept;
  }
  return lines;
}

/** A cover in the brand's style: gradient, pipe cross-sections and lengths, the post title. */
function blogCoverSvg(image: SampleImage): string {
  const random = createRandom(image.path);
  const [from, to] = pick(random, PALETTES);
  const { width, height } = image;
  const rings = Array.from({ length: 7 }, () => {
    const cx = Math.round(width * (0.55 + random() * 0.45));
    const cy = Math.round(height * random());
    const r = Math.round(40 + random() * 110);
    const wall = Math.max(6, Math.round(r * (0.08 + random() * 0.1)));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${(0.12 + random() * 0.2).toFixed(2)}" stroke-width="${wall}"/>`;
  }).join('');
  const pipes = Array.from({ length: 4 }, (_, index) => {
    const y = Math.round(height * 0.62 + index * 44);
    const x = Math.round(-40 + random() * 120);
    return `<rect x="${x}" y="${y}" width="${Math.round(width * (0.5 + random() * 0.35))}" height="26" rx="13" fill="#ffffff" fill-opacity="${(0.1 + index * 0.05).toFixed(2)}"/>`;
  }).join('');
  const titleLines = wrapWords(image.label, 30, 3)
    .map((line, index) => `<tspan x="72" dy="${index === 0 ? 0 : 64}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${rings}${pipes}
  <text x="72" y="96" font-family="${FONT}" font-size="26" font-weight="bold" fill="#ffffff" fill-opacity="0.85">${escapeXml(siteConfig.shortName.toUpperCase())}</text>
  <text x="72" y="220" font-family="${FONT}" font-size="52" font-weight="bold" fill="#ffffff">${titleLines}</text>
</svg>`;
}

function initials(name: string): string {
  const words = name.replace(/^(Dr|Mr|Mrs|Ms)\.?\s+/i, '').split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

function avatarSvg(image: SampleImage): string {
  const random = createRandom(image.path);
  const [from, to] = pick(random, PALETTES);
  const { width, height } = image;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width / 2}" cy="${height / 2}" r="${width * 0.38}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="6"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(width * 0.34)}" font-weight="bold" fill="#ffffff">${escapeXml(initials(image.label))}</text>
</svg>`;
}

export function imageSvg(image: SampleImage): string {
  return image.kind === 'avatar' ? avatarSvg(image) : blogCoverSvg(image);
}

export async function renderImageWebp(image: SampleImage): Promise<Buffer> {
  return sharp(Buffer.from(imageSvg(image))).webp({ quality: 82, effort: 4 }).toBuffer();
}
