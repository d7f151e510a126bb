// Each post's own cover (issue 29), drawn by us from the post's data, never downloaded: pipe ends
// seen head-on, packed as a bundle the way pipes leave the plant, in the colours of what the post
// is about (conduit classes, water lines, hoses, tanks), placed, sized and lit by a random draw
// seeded with the post's title. The same title always gives the same picture, on the server and in
// the browser (a string, so hydration compares equal), and no two posts share a composition.
// No people, no text (the card says what the post is), decorative (alt="").
import { adminFileUrl } from '@site/shared/config/env';
import { between, createRandom, pick, type Random } from '@site/shared/random/seeded-random';
import type { BlogPost } from '@site/shared/types/entities';

export const COVER_SIZE = { width: 1200, height: 675 } as const;

interface Palette {
  /** Background gradient, top-left to bottom-right. */
  sky: readonly [string, string];
  /** Pipe colours (outer wall); the bore is drawn darker. */
  pipes: readonly string[];
}

/** What a post is about, by words in its title, and the colours that say it. */
const THEMES: readonly { words: RegExp; palette: Palette }[] = [
  // Conduit classes by colour: light, medium, heavy; grey and white rigid conduits.
  { words: /conduit|lms|mms|hms|electric|wiring/i, palette: { sky: ['#0b2f4d', '#004f87'], pipes: ['#f2f2ee', '#d8dde3', '#f4c542', '#2e7d32', '#9aa5b1'] } },
  { words: /water|plumb|monsoon|upvc|pressure|leak/i, palette: { sky: ['#003a63', '#1f6fa8'], pipes: ['#e9eef2', '#5f6b75', '#2b6cb0', '#c9d2dc'] } },
  { words: /hose|garden|suction|flexible/i, palette: { sky: ['#12372a', '#2e6b4f'], pipes: ['#3fa34d', '#7cc576', '#f4f7fa', '#1e6b34'] } },
  { words: /tank|storage/i, palette: { sky: ['#1d2430', '#3a4a5c'], pipes: ['#2b2f33', '#f4f7fa', '#1f6fa8'] } },
  { words: /solvent|cement|joint/i, palette: { sky: ['#3b1f0e', '#8f3900'], pipes: ['#f2f2ee', '#b34700', '#d8dde3'] } },
];
const DEFAULT: Palette = { sky: ['#003a63', '#004f87'], pipes: ['#f2f2ee', '#c9d2dc', '#b34700', '#e6f0f7'] };

export function paletteFor(title: string): Palette {
  return THEMES.find((theme) => theme.words.test(title))?.palette ?? DEFAULT;
}

const n = (value: number) => Math.round(value * 10) / 10;

/** One pipe end, drawn once per cover (outer wall in the colour its <use> gives, a rim light, the dark bore). */
function pipeEndSymbol(wall: number): string {
  return (
    "<symbol id='e' viewBox='-1 -1 2 2'><circle r='1'/><circle r='1' fill='url(#rim)'/>" +
    `<circle r='${n(1 - wall)}' fill='url(#bore)'/></symbol>`
  );
}

function pipeEnd(x: number, y: number, radius: number, colour: string): string {
  return `<use href='#e' x='${n(x - radius)}' y='${n(y - radius)}' width='${n(radius * 2)}' height='${n(radius * 2)}' fill='${colour}'/>`;
}

/** A hexagonal bundle of pipe ends, some lengths pushed further out (smaller, brighter) than others. */
function bundle(random: Random, palette: Palette): string {
  const radius = between(random, 38, 70);
  const columns = Math.ceil(COVER_SIZE.width / (radius * 2)) + 2;
  const rows = Math.ceil(COVER_SIZE.height / (radius * Math.sqrt(3))) + 2;
  // The bundle fills a slanted band, leaving open sky on one side (which side is drawn too).
  const slope = between(random, -0.5, 0.5);
  const edge = between(random, 0.35, 0.65) * COVER_SIZE.width;
  const fromLeft = random() < 0.5;
  const wall = between(random, 0.12, 0.24);
  const ends: string[] = [pipeEndSymbol(wall)];
  for (let row = -1; row < rows; row++) {
    for (let column = -1; column < columns; column++) {
      const x = column * radius * 2 + (row % 2 === 0 ? 0 : radius);
      const y = row * radius * Math.sqrt(3);
      const boundary = edge + slope * (y - COVER_SIZE.height / 2);
      if (fromLeft ? x > boundary : x < boundary) continue;
      const proud = random() < 0.18 ? 0.94 : 1;
      ends.push(pipeEnd(x, y, radius * 0.97 * proud, pick(random, palette.pipes)));
    }
  }
  return ends.join('');
}

/** The cover as SVG markup. */
export function blogCoverSvg(title: string): string {
  const random = createRandom(`blog-cover:${title}`);
  const palette = paletteFor(title);
  const { width, height } = COVER_SIZE;
  const lightX = n(between(random, 0.15, 0.85) * 100);
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}' width='${width}' height='${height}'>` +
    '<defs>' +
    `<linearGradient id='sky' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${palette.sky[0]}'/><stop offset='1' stop-color='${palette.sky[1]}'/></linearGradient>` +
    `<radialGradient id='rim' cx='35%' cy='30%' r='75%'><stop offset='0' stop-color='#fff' stop-opacity='.45'/><stop offset='.6' stop-color='#fff' stop-opacity='0'/><stop offset='1' stop-color='#000' stop-opacity='.35'/></radialGradient>` +
    `<radialGradient id='bore' cx='60%' cy='65%' r='70%'><stop offset='0' stop-color='#05080c'/><stop offset='.75' stop-color='#1d2430'/><stop offset='1' stop-color='#3a4a5c'/></radialGradient>` +
    `<radialGradient id='light' cx='${lightX}%' cy='10%' r='90%'><stop offset='0' stop-color='#fff' stop-opacity='.28'/><stop offset='1' stop-color='#fff' stop-opacity='0'/></radialGradient>` +
    '</defs>' +
    `<rect width='${width}' height='${height}' fill='url(#sky)'/>` +
    bundle(random, palette) +
    `<rect width='${width}' height='${height}' fill='url(#light)'/>` +
    '</svg>'
  );
}

/**
 * The picture a post shows: the image its editor uploaded in the console (the spec's blog post
 * `image`), or, for a post without one, its drawn cover. An upload is never replaced by a drawing.
 */
export function postCoverSrc(post: Pick<BlogPost, 'image' | 'blog_title'>): string {
  return post.image.trim() ? adminFileUrl(post.image) : blogCoverUrl(post.blog_title);
}

/** The cover as an image address (a data: URL: no request, and the same string on both sides). */
export function blogCoverUrl(title: string): string {
  return `data:image/svg+xml,${blogCoverSvg(title).replace(/[%#<>]/g, encodeURIComponent)}`;
}
