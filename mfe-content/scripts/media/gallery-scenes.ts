// The gallery's pictures: one drawing per scene of src/data/gallery.ts, in the flat style of the
// other generated pictures, and without people (issue 29): machines, products, places and the
// things an event leaves on a stage. Subjects stay between 12 % and 88 % of the height, because the grid's
// 200 px tiles crop the 4:3 pictures top and bottom on phones.
import type { GalleryScene, Light } from '../../src/data/gallery';
import { between, createRandom, pick, type Random } from '@site/shared/random/seeded-random';
import { circle, factory, hills, linearGradient, PALETTE, palm, pipeSide, pipeStack, r1, rect, svgDocument, text, truck } from './shapes';

interface Size {
  width: number;
  height: number;
}

const LIGHTS: Record<Light, { top: string; bottom: string; far: string; near: string; ground: string; window: string }> = {
  day: { top: '#8cc8f0', bottom: '#e6f4fc', far: '#8fbf8a', near: '#5f9a58', ground: '#6e8f4e', window: '#d8e8f5' },
  dawn: { top: '#f4a97a', bottom: '#fde7c8', far: '#9aa98a', near: '#6b8c5a', ground: '#6f8450', window: '#ffe2a8' },
  dusk: { top: '#3d4e86', bottom: '#f29e6d', far: '#5d6f74', near: '#44604a', ground: '#4c6340', window: '#ffd27a' },
  night: { top: '#0d1a33', bottom: '#24385e', far: '#1f3340', near: '#172a2a', ground: '#1d2e22', window: '#ffd76e' },
  monsoon: { top: '#7d8a96', bottom: '#c3ccd3', far: '#6f8b74', near: '#4f7355', ground: '#4f6b45', window: '#d8e8f5' },
};

/** Sky, sun or moon, two ridges and the ground for an outdoor scene. */
function outdoor(random: Random, { width, height }: Size, groundY: number, light: Light): string {
  const l = LIGHTS[light];
  let out = `<defs>${linearGradient('sky', [[0, l.top], [1, l.bottom]])}</defs>` + rect(0, 0, width, height, 'url(#sky)');
  if (light === 'dawn') out += circle(width * 0.72, groundY - height * 0.12, height * 0.08, '#ffd59a');
  if (light === 'dusk') out += circle(width * 0.2, groundY - height * 0.1, height * 0.07, '#ffb36b');
  if (light === 'night') {
    for (let i = 0; i < 40; i += 1) out += circle(between(random, 0, width), between(random, 0, groundY * 0.6), between(random, 1.5, 3.5), '#ffffff', 'fill-opacity="0.8"');
    out += circle(width * 0.82, height * 0.16, height * 0.06, '#f4f1d0') + circle(width * 0.8, height * 0.15, height * 0.055, l.top);
  }
  out += hills(random, width, height, groundY - height * 0.08, height * 0.2, l.far) + hills(random, width, height, groundY, height * 0.1, l.near);
  return out + rect(0, groundY, width, height - groundY, l.ground);
}

/** Slanted rain streaks over the whole picture (monsoon). */
function rain(random: Random, { width, height }: Size): string {
  let d = '';
  for (let i = 0; i < 140; i += 1) {
    const x = between(random, -50, width);
    const y = between(random, 0, height);
    d += `M${r1(x)} ${r1(y)} l${r1(height * 0.02)} ${r1(height * 0.06)} `;
  }
  return `<path d="${d}" stroke="#eef4f8" stroke-width="2.5" stroke-opacity="0.6"/>`;
}

function palms(random: Random, width: number, groundY: number, xs: readonly number[], scale: number): string {
  return xs.map((x) => palm(width * x, groundY, scale * between(random, 0.85, 1.15))).join('');
}

/** Font size at which `content` fits `width` (bold sans, about 0.62 em a character). */
const fitting = (content: string, width: number, size: number) => Math.min(size, width / (content.length * 0.62));

/** A board with centred text, e.g. a gate's name board or a banner; long text is set smaller to fit. */
function board(x: number, y: number, w: number, h: number, content: string, fill: string, ink = '#ffffff', wanted = h * 0.42): string {
  const size = fitting(content, w * 0.9, wanted);
  return rect(x, y, w, h, fill, `rx="${r1(h * 0.12)}"`) + text(x + w / 2, y + h / 2 + size * 0.36, content, size, ink, 'text-anchor="middle" font-weight="bold"');
}

const indoor = ({ width, height }: Size, groundY: number, wall = '#e3e9ee', floor = '#a7b2bc') =>
  rect(0, 0, width, height, wall) + rect(0, groundY, width, height - groundY, floor) + rect(0, groundY - 6, width, 6, '#8a96a1');

/** Rows of empty chairs seen from behind, set out before a stage or a board. */
function chairs(random: Random, width: number, y: number, rows: number, scale: number, colours: readonly string[] = ['#7a1f3d', '#3b4a59']): string {
  let out = '';
  const colour = pick(random, colours);
  for (let row = 0; row < rows; row += 1) {
    const s = scale * (1 + row * 0.25);
    const step = 64 * s;
    const offset = (row % 2) * step * 0.5;
    const cy = y + row * 55 * scale;
    for (let x = offset + step * 0.3; x < width; x += step) {
      out += rect(x - 24 * s, cy, 48 * s, 40 * s, colour, `rx="${r1(6 * s)}"`) + rect(x - 26 * s, cy + 36 * s, 52 * s, 10 * s, '#2b2f36', `rx="${r1(3 * s)}"`);
      out += rect(x - 22 * s, cy + 46 * s, 5 * s, 16 * s, '#2b2f36') + rect(x + 17 * s, cy + 46 * s, 5 * s, 16 * s, '#2b2f36');
    }
  }
  return out;
}

/** An electrical control cabinet beside a machine: grey doors, a row of lamps and a red stop button. */
function cabinet(x: number, g: number, height: number): string {
  const w = height * 0.16;
  const h = height * 0.3;
  return (
    rect(x, g - h, w, h, '#c3ccd4', 'rx="4" stroke="#6b7884" stroke-width="3"') +
    `<line x1="${r1(x + w / 2)}" y1="${r1(g - h)}" x2="${r1(x + w / 2)}" y2="${r1(g)}" stroke="#6b7884" stroke-width="2"/>` +
    circle(x + w * 0.25, g - h * 0.82, w * 0.07, '#3fb37f') +
    circle(x + w * 0.5, g - h * 0.82, w * 0.07, '#f5c400') +
    circle(x + w * 0.75, g - h * 0.82, w * 0.1, '#e0533d')
  );
}

function plant(random: Random, size: Size, scene: Extract<GalleryScene, { kind: 'plant' }>): string {
  const { width, height } = size;
  const l = LIGHTS[scene.light];
  const groundY = height * (scene.view === 'hill' ? 0.42 : 0.74);
  let out = outdoor(random, size, groundY, scene.light);
  const lit = (body: string) => body.replaceAll('#d8e8f5', l.window);
  switch (scene.view) {
    case 'gate':
      out +=
        lit(factory(width * 0.42, groundY - height * 0.02, width * 0.5, height * 0.26, '#e9edf1', PALETTE.brand)) +
        rect(width * 0.06, groundY - height * 0.34, width * 0.05, height * 0.36, '#c9b79c') +
        rect(width * 0.35, groundY - height * 0.34, width * 0.05, height * 0.36, '#c9b79c') +
        board(width * 0.04, groundY - height * 0.5, width * 0.38, height * 0.13, `${scene.unit.toUpperCase()} UNIT`, PALETTE.brand) +
        `<path d="M${width * 0.11} ${groundY} v-${height * 0.16} M${width * 0.16} ${groundY} v-${height * 0.16} M${width * 0.21} ${groundY} v-${height * 0.16} M${width * 0.26} ${groundY} v-${height * 0.16} M${width * 0.31} ${groundY} v-${height * 0.16} M${width * 0.11} ${groundY - height * 0.16} H${width * 0.35}" stroke="#4a5561" stroke-width="8"/>` +
        palms(random, width, groundY, [0.02, 0.95], height / 520);
      break;
    case 'wide':
      out +=
        lit(factory(width * 0.08, groundY, width * 0.5, height * 0.28, '#e9edf1', PALETTE.brand)) +
        lit(factory(width * 0.6, groundY, width * 0.32, height * 0.2, '#dde3e8', PALETTE.brandDark)) +
        board(width * 0.2, groundY - height * 0.52, width * 0.26, height * 0.07, scene.unit, PALETTE.accent) +
        palms(random, width, groundY, [0.03, 0.56, 0.97], height / 560);
      break;
    case 'solar':
      out += lit(factory(width * 0.1, groundY, width * 0.8, height * 0.26, '#e9edf1', '#54606b'));
      for (let i = 0; i < 8; i += 1) {
        const x = width * (0.12 + i * 0.095);
        out += `<path d="M${x} ${groundY - height * 0.33} l${width * 0.08} 0 l${width * 0.02} ${height * 0.05} l-${width * 0.08} 0 Z" fill="#1f3b63" stroke="#9fb4c9" stroke-width="3"/>`;
      }
      out += palms(random, width, groundY, [0.04, 0.93], height / 540);
      break;
    case 'warehouse':
      out += rect(width * 0.12, groundY - height * 0.36, width * 0.76, height * 0.36, '#dfe5ea') + `<path d="M${width * 0.1} ${groundY - height * 0.36} L${width * 0.5} ${groundY - height * 0.5} L${width * 0.9} ${groundY - height * 0.36} Z" fill="${PALETTE.brand}"/>`;
      for (let i = 0; i < 3; i += 1) out += rect(width * (0.2 + i * 0.22), groundY - height * 0.24, width * 0.14, height * 0.24, '#39434d') + pipeStack(random, width * (0.215 + i * 0.22), groundY - height * 0.02, 5, 3, height * 0.014, PALETTE.conduitGrey);
      out += board(width * 0.34, groundY - height * 0.33, width * 0.32, height * 0.07, 'WAREHOUSE B', PALETTE.accent);
      break;
    case 'hill': {
      // From above: paddy fields in strips and the unit's roofs small in the middle.
      for (let i = 0; i < 6; i += 1) out += rect(0, groundY + i * height * 0.1, width, height * 0.1, i % 2 ? '#7fa955' : '#93bb63');
      for (let i = 0; i < 4; i += 1) out += rect(width * (0.25 + i * 0.12), groundY + height * 0.16, width * 0.1, height * 0.14, i % 2 ? PALETTE.brand : '#54606b') + rect(width * (0.25 + i * 0.12), groundY + height * 0.3, width * 0.1, height * 0.03, '#cfd6dc');
      out += `<path d="M0 ${height * 0.86} Q${width * 0.4} ${height * 0.7} ${width} ${height * 0.8}" stroke="#a39a86" stroke-width="${height * 0.03}" fill="none"/>` + palms(random, width, height * 0.92, [0.06, 0.14, 0.88], height / 600);
      break;
    }
  }
  return scene.light === 'monsoon' ? out + rain(random, size) : out;
}

function extrusion(size: Size, scene: Extract<GalleryScene, { kind: 'extrusion' }>): string {
  const { width, height } = size;
  const g = height * 0.78;
  const y = g - height * 0.2;
  return (
    indoor(size, g) +
    rect(width * 0.04, g - height * 0.36, width * 0.24, height * 0.36, PALETTE.brand, 'rx="8"') +
    `<path d="M${width * 0.1} ${g - height * 0.36} l${width * 0.03} -${height * 0.16} h${width * 0.06} l${width * 0.03} ${height * 0.16} Z" fill="#9aa7b3"/>` +
    board(width * 0.07, g - height * 0.3, width * 0.18, height * 0.07, `LINE ${scene.line}`, '#ffffff', PALETTE.brand) +
    rect(width * 0.36, y - height * 0.07, width * 0.14, height * 0.14, '#4b5864', 'rx="6"') +
    rect(width * 0.36, y + height * 0.07, width * 0.14, g - y - height * 0.07, '#6b7884') +
    pipeSide(width * 0.28, y, width, y, height * 0.055, scene.pipe) +
    (scene.stripe ? `<line x1="${width * 0.5}" y1="${y}" x2="${width}" y2="${y}" stroke="${scene.stripe}" stroke-width="${height * 0.012}"/>` : '') +
    // The haul-off pulling the pipe: its caterpillar belts above and below the pipe.
    rect(width * (0.62 + scene.line * 0.03), y - height * 0.13, width * 0.16, height * 0.1, '#f5c400', 'rx="6"') +
    rect(width * (0.62 + scene.line * 0.03), y + height * 0.035, width * 0.16, g - y - height * 0.035, '#f5c400', 'rx="6"') +
    board(width * (0.63 + scene.line * 0.03), y - height * 0.12, width * 0.14, height * 0.06, 'HAUL-OFF', '#f5c400', PALETTE.ink)
  );
}

function printing(size: Size, scene: Extract<GalleryScene, { kind: 'printing' }>): string {
  const { width, height } = size;
  const y = height * 0.55;
  return (
    rect(0, 0, width, height, '#2f3a45') +
    rect(width * 0.62, height * 0.14, width * 0.3, height * 0.28, '#1f2730', 'rx="10"') +
    rect(width * 0.7, height * 0.42, width * 0.06, height * 0.06, '#111820') +
    board(width * 0.64, height * 0.18, width * 0.26, height * 0.07, 'INKJET', '#3b4a59', '#9fd3f5') +
    rect(0, y - height * 0.13, width, height * 0.26, scene.pipe) +
    rect(0, y - height * 0.11, width, height * 0.04, '#ffffff', 'fill-opacity="0.35"') +
    `<text x="${width * 0.04}" y="${y + height * 0.04}" font-family="DejaVu Sans Mono, monospace" font-size="${height * 0.065}" fill="#1b2530" font-weight="bold">${scene.marking.replace(/&/g, '&amp;')}</text>`
  );
}

function machine(random: Random, size: Size, scene: Extract<GalleryScene, { kind: 'machine' }>): string {
  const { width, height } = size;
  const g = height * 0.8;
  let out = indoor(size, g);
  const worker = (x: number) => cabinet(width * x, g, height);
  switch (scene.machine) {
    case 'socketing': {
      const y = g - height * 0.22;
      out +=
        pipeSide(0, y, width * 0.55, y, height * 0.08, scene.colour) +
        rect(width * 0.55, y - height * 0.06, width * 0.05, height * 0.12, scene.colour) +
        rect(width * 0.6, g - height * 0.46, width * 0.3, height * 0.46, '#2d6a9f', 'rx="10"') +
        circle(width * 0.75, g - height * 0.3, height * 0.06, '#e0533d') +
        board(width * 0.63, g - height * 0.43, width * 0.24, height * 0.06, 'SOCKETING', '#ffffff', '#2d6a9f') +
        worker(0.3);
      break;
    }
    case 'saw': {
      const y = g - height * 0.2;
      out += pipeSide(0, y, width, y, height * 0.06, scene.colour) + rect(width * 0.42, g - height * 0.5, width * 0.2, height * 0.22, '#f5c400', 'rx="8"') + circle(width * 0.52, y - height * 0.04, height * 0.09, '#c9d1d8', 'stroke="#5d6b78" stroke-width="6"');
      for (let i = 0; i < 8; i += 1) out += circle(width * (0.52 + between(random, -0.05, 0.08)), y + between(random, -0.02, 0.06) * height, 4, '#ffd27a');
      out += worker(0.78);
      break;
    }
    case 'coiler': {
      const cx = width * 0.62;
      const cy = g - height * 0.3;
      out += pipeSide(0, cy + height * 0.18, cx - height * 0.2, cy + height * 0.18, height * 0.035, scene.colour);
      for (let i = 0; i < 5; i += 1) out += circle(cx, cy, height * (0.24 - i * 0.03), 'none', `stroke="${scene.colour}" stroke-width="${height * 0.028}"`);
      out += circle(cx, cy, height * 0.07, '#5d6b78') + rect(cx - width * 0.01, cy, width * 0.02, g - cy, '#5d6b78') + worker(0.86);
      break;
    }
    case 'moulding': {
      out += rect(width * 0.05, g - height * 0.42, width * 0.55, height * 0.42, '#3f7cac', 'rx="10"') + rect(width * 0.12, g - height * 0.34, width * 0.18, height * 0.16, '#cfe3f2') + board(width * 0.33, g - height * 0.36, width * 0.22, height * 0.07, '250 T', '#ffffff', '#3f7cac');
      out += rect(width * 0.64, g - height * 0.18, width * 0.3, height * 0.06, '#7b5b3a');
      for (let i = 0; i < 6; i += 1) {
        const x = width * (0.67 + (i % 3) * 0.09);
        const y = g - height * (0.22 + Math.floor(i / 3) * 0.08);
        out += `<path d="M${x} ${y} v-${height * 0.04} q0 -${height * 0.03} ${height * 0.03} -${height * 0.03} h${height * 0.03}" stroke="${scene.colour}" stroke-width="${height * 0.025}" fill="none"/>`;
      }
      break;
    }
    case 'mixer':
      out +=
        `<path d="M${width * 0.2} ${g - height * 0.5} h${width * 0.26} l-${width * 0.04} ${height * 0.34} h-${width * 0.18} Z" fill="#b9c3cc" stroke="#6b7884" stroke-width="6"/>` +
        rect(width * 0.52, g - height * 0.38, width * 0.28, height * 0.24, '#b9c3cc', 'rx="40" stroke="#6b7884" stroke-width="6"') +
        rect(width * 0.24, g - height * 0.16, width * 0.1, height * 0.16, '#6b7884') +
        rect(width * 0.6, g - height * 0.14, width * 0.12, height * 0.14, '#6b7884') +
        rect(width * 0.3, g - height * 0.6, width * 0.06, height * 0.1, scene.colour) +
        board(width * 0.55, g - height * 0.32, width * 0.22, height * 0.07, 'HOT / COLD', scene.colour) +
        worker(0.84);
      break;
    case 'panel': {
      out += rect(width * 0.12, height * 0.14, width * 0.76, g - height * 0.14, '#cfd6dc', 'rx="10"') + rect(width * 0.17, height * 0.2, width * 0.4, height * 0.36, '#10202e');
      const bars = [0.62, 0.7, 0.76, 0.8, 0.78];
      bars.forEach((b, i) => {
        out += rect(width * (0.2 + i * 0.07), height * (0.53 - b * 0.3), width * 0.045, height * b * 0.3, '#3fb37f');
      });
      out += text(width * 0.2, height * 0.26, '185 °C  190 °C  195 °C', height * 0.035, '#9fd3f5');
      for (let i = 0; i < 6; i += 1) out += circle(width * (0.64 + (i % 2) * 0.1), height * (0.25 + Math.floor(i / 2) * 0.12), height * 0.035, ['#3fb37f', '#e0533d', '#f5c400'][i % 3]!);
      out += board(width * 0.17, height * 0.6, width * 0.4, height * 0.08, 'LINE SPEED 12 m/min', '#10202e', '#f5c400');
      break;
    }
    case 'strapping':
      out += pipeStack(random, width * 0.2, g - height * 0.06, 10, 6, height * 0.04, scene.colour);
      for (let i = 0; i < 2; i += 1) out += rect(width * (0.3 + i * 0.3), g - height * 0.5, width * 0.02, height * 0.46, '#b34700');
      // The strapping tool on its stand and the reel of strap.
      out += rect(width * 0.84, g - height * 0.2, width * 0.1, height * 0.2, '#4b5864', 'rx="6"') + circle(width * 0.89, g - height * 0.3, height * 0.07, 'none', 'stroke="#b34700" stroke-width="10"');
      break;
  }
  return out;
}

function silos(random: Random, size: Size, light: Light): string {
  const { width, height } = size;
  const g = height * 0.78;
  let out = outdoor(random, size, g, light);
  for (let i = 0; i < 3; i += 1) {
    const x = width * (0.18 + i * 0.2);
    out += rect(x, g - height * 0.5, width * 0.14, height * 0.4, '#d5dbe0') + `<path d="M${x} ${g - height * 0.1} l${width * 0.07} ${height * 0.08} l${width * 0.07} -${height * 0.08} Z" fill="#b9c3cc"/>` + `<path d="M${x} ${g - height * 0.5} q${width * 0.07} -${height * 0.07} ${width * 0.14} 0" fill="#b9c3cc"/>`;
    out += text(x + width * 0.07, g - height * 0.3, `S${i + 1}`, height * 0.06, PALETTE.brand, 'text-anchor="middle" font-weight="bold"');
  }
  return out + rect(width * 0.74, g - height * 0.12, width * 0.2, height * 0.12, '#e8dcc0') + text(width * 0.84, g - height * 0.05, 'PVC RESIN', height * 0.035, '#5b4632', 'text-anchor="middle" font-weight="bold"');
}

function lab(random: Random, size: Size, scene: Extract<GalleryScene, { kind: 'lab' }>): string {
  const { width, height } = size;
  const g = height * 0.66;
  let out = indoor(size, height * 0.86, '#eef2f5', '#c9d2dc') + rect(width * 0.04, g, width * 0.92, height * 0.05, '#dfe5ea') + rect(width * 0.06, g + height * 0.05, width * 0.88, height * 0.15, '#9aa7b3');
  // A clipboard with the test sheet on the bench, where a technician's readings go.
  const tech = (x: number) =>
    rect(width * x - height * 0.05, g - height * 0.15, height * 0.1, height * 0.14, '#a7825a', 'rx="4"') +
    rect(width * x - height * 0.04, g - height * 0.13, height * 0.08, height * 0.11, '#ffffff') +
    [0.1, 0.075, 0.05].map((dy) => rect(width * x - height * 0.03, g - dy * height, height * 0.06, height * 0.006, '#9aa5b1')).join('');
  switch (scene.test) {
    case 'impact':
      out += rect(width * 0.3, height * 0.12, width * 0.03, g - height * 0.12, '#5d6b78') + rect(width * 0.47, height * 0.12, width * 0.03, g - height * 0.12, '#5d6b78') + rect(width * 0.3, height * 0.12, width * 0.2, height * 0.03, '#5d6b78');
      out += rect(width * 0.36, height * 0.3, width * 0.08, height * 0.12, PALETTE.accent, 'rx="6"') + pipeSide(width * 0.25, g - height * 0.03, width * 0.55, g - height * 0.03, height * 0.05, PALETTE.conduitGrey) + tech(0.75);
      break;
    case 'pressure':
      out += rect(width * 0.1, g - height * 0.24, width * 0.5, height * 0.24, '#7fb8e0', 'fill-opacity="0.8" stroke="#4a5561" stroke-width="6"');
      for (let i = 0; i < 3; i += 1) out += pipeSide(width * 0.13, g - height * (0.05 + i * 0.065), width * 0.57, g - height * (0.05 + i * 0.065), height * 0.04, PALETTE.pipeGrey);
      out += circle(width * 0.75, height * 0.36, height * 0.12, '#ffffff', 'stroke="#4a5561" stroke-width="8"') + `<line x1="${width * 0.75}" y1="${height * 0.36}" x2="${width * 0.8}" y2="${height * 0.28}" stroke="#e0533d" stroke-width="6"/>` + text(width * 0.75, height * 0.44, 'bar', height * 0.03, '#4a5561', 'text-anchor="middle"');
      break;
    case 'caliper':
      out += circle(width * 0.42, height * 0.4, height * 0.2, PALETTE.pipeGrey) + circle(width * 0.42, height * 0.4, height * 0.16, '#1b2530');
      out += rect(width * 0.5, height * 0.16, width * 0.06, height * 0.44, '#c9d1d8', 'stroke="#5d6b78" stroke-width="4"') + rect(width * 0.56, height * 0.2, width * 0.24, height * 0.12, '#2f3a45', 'rx="8"') + text(width * 0.68, height * 0.29, '3.20 mm', height * 0.06, '#9ff0b8', 'text-anchor="middle" font-weight="bold"');
      break;
    case 'oven':
      out += rect(width * 0.2, height * 0.14, width * 0.46, g - height * 0.14, '#b9c3cc', 'rx="10"') + rect(width * 0.25, height * 0.2, width * 0.3, height * 0.36, '#f2a65a', 'stroke="#5d6b78" stroke-width="8"');
      for (let i = 0; i < 3; i += 1) out += pipeSide(width * 0.28, height * (0.28 + i * 0.1), width * 0.52, height * (0.28 + i * 0.1), height * 0.035, PALETTE.conduitGrey);
      out += rect(width * 0.56, height * 0.2, width * 0.08, height * 0.08, '#10202e') + text(width * 0.6, height * 0.255, '150', height * 0.04, '#ff7a59', 'text-anchor="middle" font-weight="bold"') + tech(0.82);
      break;
    case 'opacity':
      out += rect(width * 0.22, height * 0.12, width * 0.4, g - height * 0.14, '#fffbe6', 'stroke="#5d6b78" stroke-width="8" rx="6"') + pipeSide(width * 0.2, height * 0.36, width * 0.64, height * 0.36, height * 0.08, '#4a5561') + tech(0.78);
      for (let i = 0; i < 5; i += 1) out += `<line x1="${width * (0.26 + i * 0.08)}" y1="${height * 0.16}" x2="${width * (0.26 + i * 0.08)}" y2="${height * 0.28}" stroke="#f5c400" stroke-width="5"/>`;
      break;
    case 'viscosity':
      out += `<path d="M${width * 0.3} ${height * 0.2} h${width * 0.14} l-${width * 0.06} ${height * 0.18} h-${width * 0.02} Z" fill="#c9d1d8" stroke="#5d6b78" stroke-width="5"/>` + rect(width * 0.358, height * 0.38, width * 0.006, height * 0.14, '#8a6d3b');
      out += rect(width * 0.32, height * 0.52, width * 0.1, g - height * 0.52, '#e6f2fb', 'stroke="#5d6b78" stroke-width="5"') + rect(width * 0.325, height * 0.58, width * 0.09, g - height * 0.58, '#c9a25a');
      out += circle(width * 0.62, height * 0.4, height * 0.1, '#ffffff', 'stroke="#2f3a45" stroke-width="8"') + `<line x1="${width * 0.62}" y1="${height * 0.4}" x2="${width * 0.62}" y2="${height * 0.33}" stroke="#e0533d" stroke-width="5"/>` + tech(0.85);
      break;
    case 'gauge':
      for (let i = 0; i < 4; i += 1) {
        const x = width * (0.16 + i * 0.16);
        out += `<path d="M${x} ${g - height * 0.02} v-${height * 0.12} q0 -${height * 0.06} ${height * 0.06} -${height * 0.06} h${height * 0.06}" stroke="${PALETTE.conduitGrey}" stroke-width="${height * 0.05}" fill="none"/>`;
        out += rect(x - width * 0.02, height * 0.16, width * 0.04, height * 0.14, i % 2 ? '#3fb37f' : '#e0533d', 'rx="6"') + text(x, height * 0.25, i % 2 ? 'GO' : 'NO', height * 0.03, '#ffffff', 'text-anchor="middle" font-weight="bold"');
      }
      out += tech(0.86);
      break;
    case 'tensile':
      out += rect(width * 0.3, height * 0.1, width * 0.3, height * 0.06, '#3f7cac') + rect(width * 0.3, height * 0.1, width * 0.04, g - height * 0.1, '#3f7cac') + rect(width * 0.56, height * 0.1, width * 0.04, g - height * 0.1, '#3f7cac');
      out += rect(width * 0.41, height * 0.18, width * 0.08, height * 0.08, '#2f3a45') + rect(width * 0.41, height * 0.48, width * 0.08, height * 0.08, '#2f3a45') + rect(width * 0.435, height * 0.26, width * 0.03, height * 0.22, PALETTE.conduitGrey) + tech(0.78);
      break;
    case 'bath':
      out += rect(width * 0.22, height * 0.3, width * 0.36, g - height * 0.3, '#e7c46b', 'stroke="#5d6b78" stroke-width="8"') + rect(width * 0.3, height * 0.14, width * 0.015, height * 0.3, '#e0533d') + rect(width * 0.44, height * 0.1, width * 0.03, height * 0.3, '#5d6b78') + circle(width * 0.455, height * 0.1, height * 0.03, '#5d6b78') + tech(0.78);
      break;
    case 'report':
      out = rect(0, 0, width, height, '#a7825a') + rect(width * 0.22, height * 0.1, width * 0.5, height * 0.8, '#ffffff') + rect(width * 0.4, height * 0.06, width * 0.14, height * 0.07, '#5d6b78', 'rx="8"');
      out += text(width * 0.26, height * 0.2, 'Batch 24-117 test report', height * 0.04, PALETTE.ink, 'font-weight="bold"');
      ['Dimensions', 'Impact', 'Heat', 'Pressure', 'Opacity', 'Marking'].forEach((name, i) => {
        const y = height * (0.3 + i * 0.09);
        out += text(width * 0.26, y, name, height * 0.035, PALETTE.ink) + `<path d="M${width * 0.6} ${y - height * 0.015} l${width * 0.015} ${height * 0.02} l${width * 0.03} -${height * 0.045}" stroke="#1e8a4c" stroke-width="7" fill="none"/>`;
      });
      out += `<path d="M${width * 0.76} ${height * 0.7} l${width * 0.14} -${height * 0.3}" stroke="#1d2430" stroke-width="12" stroke-linecap="round"/>`;
      break;
    case 'certificates':
      out = rect(0, 0, width, height, '#e9e2d4') + rect(0, height * 0.82, width, height * 0.18, '#a7825a');
      [['BIS', 'IS 9537'], ['BIS', 'IS 4985'], ['ISO', '9001'], ['ISO', '14001']].forEach(([a, b], i) => {
        const x = width * (0.08 + (i % 2) * 0.46);
        const y = height * (0.12 + Math.floor(i / 2) * 0.36);
        out += rect(x, y, width * 0.38, height * 0.3, '#7b5b3a') + rect(x + width * 0.02, y + height * 0.025, width * 0.34, height * 0.25, '#fbfaf6') + circle(x + width * 0.08, y + height * 0.15, height * 0.05, '#d4a017');
        out += text(x + width * 0.23, y + height * 0.13, a!, height * 0.05, PALETTE.brand, 'text-anchor="middle" font-weight="bold"') + text(x + width * 0.23, y + height * 0.2, b!, height * 0.04, PALETTE.ink, 'text-anchor="middle"');
      });
      break;
    case 'samples':
      out = rect(0, 0, width, height, '#dfe5ea');
      for (let shelf = 0; shelf < 3; shelf += 1) {
        const y = height * (0.3 + shelf * 0.24);
        out += rect(width * 0.06, y, width * 0.88, height * 0.025, '#7b5b3a');
        for (let i = 0; i < 6; i += 1) {
          const x = width * (0.09 + i * 0.145);
          out += pipeStack(random, x + height * 0.03, y - height * 0.03, 2, 2, height * 0.03, [PALETTE.conduitGrey, PALETTE.pipeGrey, PALETTE.conduitWhite][(i + shelf) % 3]!) + rect(x, y + height * 0.03, width * 0.1, height * 0.05, '#ffffff') + text(x + width * 0.05, y + height * 0.065, `B${shelf + 1}-${i + 10}`, height * 0.028, PALETTE.ink, 'text-anchor="middle"');
        }
      }
      break;
  }
  return out;
}

function bundle(random: Random, size: Size, scene: Extract<GalleryScene, { kind: 'bundle' }>): string {
  const { width, height } = size;
  const radius = height * (0.22 / scene.rows);
  const cols = Math.floor((width * 0.7) / (radius * 2));
  const bore = scene.colour === '#eef2f5' ? '#59646f' : '#1b2530';
  let out = rect(0, 0, width, height, '#d9dfe4') + rect(0, height * 0.82, width, height * 0.18, '#9aa4ad');
  out += pipeStack(random, width * 0.15 + radius, height * 0.8 - radius, cols, scene.rows, radius, scene.colour, bore);
  if (scene.tag.startsWith('Class'))
    ['#e0533d', '#2f7fc1', '#3fb37f'].forEach((band, i) => {
      out += rect(width * 0.15 + i * radius * 4, height * 0.8 - radius * 2 - 6, radius * 2, 10, band);
    });
  return out + board(width * 0.66, height * 0.14, width * 0.26, height * 0.12, scene.tag, '#f5c400', PALETTE.ink);
}

function fittings(size: Size, scene: Extract<GalleryScene, { kind: 'fittings' }>): string {
  const { width, height } = size;
  const stroke = `stroke="${scene.colour === '#eef2f5' ? '#8d99a6' : '#3c4750'}" stroke-width="4"`;
  let out = rect(0, 0, width, height, '#34414d');
  for (let i = 0; i < 8; i += 1) {
    const x = width * (0.16 + (i % 4) * 0.23);
    const y = height * (0.32 + Math.floor(i / 4) * 0.36);
    const s = height * 0.09;
    switch (scene.fitting) {
      case 'elbow':
        out += `<path d="M${x - s} ${y + s} V${y} Q${x - s} ${y - s} ${x} ${y - s} H${x + s}" stroke="${scene.colour}" stroke-width="${s * 0.8}" fill="none"/>`;
        break;
      case 'tee':
        out += `<path d="M${x - s * 1.3} ${y - s * 0.4} H${x + s * 1.3} M${x} ${y - s * 0.4} V${y + s}" stroke="${scene.colour}" stroke-width="${s * 0.8}" fill="none"/>`;
        break;
      case 'junction-box':
        out += circle(x, y, s * 1.1, scene.colour, stroke) + circle(x, y, s * 0.55, 'none', stroke);
        for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1]] as const) out += rect(x + dx * s * 1.1 - s * 0.25, y + dy * s * 1.1 - s * 0.25, s * 0.5, s * 0.5, scene.colour, stroke);
        break;
      case 'coupler':
        out += rect(x - s * 1.2, y - s * 0.5, s * 2.4, s, scene.colour, `rx="${s * 0.2}" ${stroke}`) + rect(x - s * 0.1, y - s * 0.55, s * 0.2, s * 1.1, '#00000033');
        break;
    }
  }
  return out;
}

function tins(size: Size): string {
  const { width, height } = size;
  let out = rect(0, 0, width, height, '#f1ece2') + rect(0, height * 0.78, width, height * 0.22, '#c9b79c');
  [0.18, 0.24, 0.3].forEach((h, i) => {
    const w = width * (0.14 + i * 0.04);
    const x = width * (0.14 + i * 0.26);
    const y = height * 0.78 - height * h * 1.6;
    out += rect(x, y, w, height * h * 1.6, '#c9d1d8', 'rx="8"') + rect(x, y + height * h * 0.35, w, height * h * 0.8, PALETTE.brand) + text(x + w / 2, y + height * h * 0.8, ['100 ml', '250 ml', '500 ml'][i]!, height * 0.04, '#ffffff', 'text-anchor="middle" font-weight="bold"');
  });
  return out;
}

function hose(size: Size, scene: Extract<GalleryScene, { kind: 'hose' }>): string {
  const { width, height } = size;
  let out = rect(0, 0, width, height, '#e7e1d3') + rect(0, height * 0.8, width, height * 0.2, '#b9a98c');
  for (let i = 0; i < scene.coils; i += 1) {
    const cx = width * ((i + 0.5) / scene.coils);
    const outer = Math.min((width * 0.42) / scene.coils, height * 0.3);
    for (let ring = 0; ring < 5; ring += 1) out += circle(cx, height * 0.5, outer * (1 - ring * 0.13), 'none', `stroke="${scene.colour}" stroke-width="${outer * 0.1}"`);
    out += circle(cx, height * 0.5, outer * 0.3, '#e7e1d3') + rect(cx - outer * 0.4, height * 0.5 - outer * 0.12, outer * 0.8, outer * 0.24, '#ffffff') + text(cx, height * 0.5 + outer * 0.07, '30 m', outer * 0.16, PALETTE.ink, 'text-anchor="middle" font-weight="bold"');
  }
  return out;
}

function tank(random: Random, size: Size, setting: 'rooftop' | 'range'): string {
  const { width, height } = size;
  const g = height * 0.78;
  const black = (x: number, base: number, w: number, h: number, label: string) =>
    rect(x, base - h, w, h, '#1f2a36', `rx="${r1(w * 0.22)}"`) +
    rect(x + w * 0.35, base - h - h * 0.1, w * 0.3, h * 0.12, '#1f2a36', 'rx="6"') +
    rect(x + w * 0.15, base - h * 0.6, w * 0.7, h * 0.18, '#ffffff', 'fill-opacity="0.9"') +
    text(x + w / 2, base - h * 0.47, label, h * 0.1, PALETTE.ink, 'text-anchor="middle" font-weight="bold"');
  if (setting === 'range')
    return (
      rect(0, 0, width, height, '#dfe8ef') +
      rect(0, g, width, height - g, '#9aa4ad') +
      black(width * 0.08, g, width * 0.18, height * 0.3, '500 L') +
      black(width * 0.34, g, width * 0.24, height * 0.42, '1000 L') +
      black(width * 0.66, g, width * 0.28, height * 0.56, '2000 L')
    );
  // A house seen from the street, the tank on its flat roof.
  const roof = g - height * 0.26;
  return (
    outdoor(random, size, g, 'day') +
    rect(width * 0.2, roof, width * 0.6, g - roof, '#f2eee6') +
    rect(width * 0.18, roof - height * 0.02, width * 0.64, height * 0.03, '#c9b79c') +
    rect(width * 0.27, roof + height * 0.07, width * 0.1, height * 0.1, '#7fb8e0') +
    rect(width * 0.63, roof + height * 0.07, width * 0.1, height * 0.1, '#7fb8e0') +
    rect(width * 0.45, g - height * 0.14, width * 0.1, height * 0.14, '#7b5b3a') +
    black(width * 0.4, roof - height * 0.02, width * 0.2, height * 0.28, '1000 L') +
    palms(random, width, g, [0.06, 0.92], height / 520)
  );
}

function lorry(random: Random, size: Size, scene: Extract<GalleryScene, { kind: 'lorry' }>): string {
  const { width, height } = size;
  const g = height * 0.74;
  const scale = height / 330;
  const base = g + height * 0.1;
  const x = width * 0.14;
  let out = outdoor(random, size, g, scene.light);
  if (scene.road === 'ghat') out += `<path d="M0 ${height} L${width * 0.3} ${g} L${width} ${g - height * 0.2}" stroke="#7d7566" stroke-width="${height * 0.12}" fill="none"/>`;
  else out += rect(0, g + height * 0.04, width, height * 0.1, '#6f6a60');
  if (scene.road === 'bay') out += rect(width * 0.6, g - height * 0.36, width * 0.4, height * 0.4, '#3a434c') + rect(width * 0.62, g - height * 0.32, width * 0.36, height * 0.3, '#ffd76e', 'fill-opacity="0.85"');
  const radius = height * 0.028;
  out += truck(x, base, scale, scene.colour, PALETTE.brandDark);
  out += scene.light === 'monsoon' ? rect(x, base - 110 * scale, 190 * scale, 28 * scale, '#3c6e91', `rx="${14 * scale}"`) : pipeStack(random, x + radius, base - 90 * scale - radius, Math.floor((190 * scale) / (radius * 2)), 2, radius, PALETTE.conduitGrey);
  out += board(width * 0.62, height * 0.1, width * 0.34, height * 0.1, `→ ${scene.destination}`, '#1e6b34', '#ffffff', height * 0.04);
  if (scene.light === 'night') out += `<path d="M${x + 255 * scale} ${base - 40 * scale} l${width * 0.2} -${height * 0.06} v${height * 0.14} Z" fill="#fff3b0" fill-opacity="0.5"/>`;
  return scene.light === 'monsoon' ? out + rain(random, size) : out;
}

function forklift(random: Random, size: Size): string {
  const { width, height } = size;
  const g = height * 0.8;
  return (
    indoor(size, g, '#cfd6dc') +
    rect(width * 0.5, height * 0.1, width * 0.46, g - height * 0.1, '#4b5864') +
    rect(width * 0.2, g - height * 0.26, width * 0.2, height * 0.18, '#f5c400', 'rx="10"') +
    rect(width * 0.26, g - height * 0.42, width * 0.1, height * 0.16, 'none', 'stroke="#2f3a45" stroke-width="8"') +
    rect(width * 0.41, g - height * 0.5, width * 0.02, height * 0.46, '#2f3a45') +
    rect(width * 0.43, g - height * 0.28, width * 0.12, height * 0.02, '#2f3a45') +
    pipeStack(random, width * 0.45, g - height * 0.3, 4, 2, height * 0.03, PALETTE.conduitGrey) +
    circle(width * 0.24, g - height * 0.05, height * 0.05, '#222') +
    circle(width * 0.37, g - height * 0.05, height * 0.05, '#222') +
    rect(width * 0.27, g - height * 0.32, width * 0.06, height * 0.07, '#2f3a45', 'rx="6"')
  );
}

function racks(size: Size): string {
  const { width, height } = size;
  let out = rect(0, 0, width, height, '#dfe5ea');
  for (let col = 0; col < 3; col += 1) {
    const x = width * (0.06 + col * 0.31);
    out += rect(x, height * 0.08, width * 0.02, height * 0.84, PALETTE.accent) + rect(x + width * 0.26, height * 0.08, width * 0.02, height * 0.84, PALETTE.accent);
    for (let shelf = 0; shelf < 4; shelf += 1) {
      const y = height * (0.3 + shelf * 0.2);
      out += rect(x, y, width * 0.28, height * 0.02, '#2f7fc1');
      for (let b = 0; b < 3; b += 1) out += rect(x + width * (0.025 + b * 0.08), y - height * 0.14, width * 0.07, height * 0.14, ['#c9a878', '#d8bc8f', '#b8966a'][(b + shelf + col) % 3]!);
    }
  }
  return out;
}

function shop(random: Random, size: Size, name: string): string {
  const { width, height } = size;
  const g = height * 0.78;
  return (
    outdoor(random, size, g, 'day') +
    rect(width * 0.08, g - height * 0.46, width * 0.6, height * 0.46, '#f2e3c6') +
    board(width * 0.08, g - height * 0.56, width * 0.6, height * 0.1, name, '#7a1f3d', '#ffffff', height * 0.04) +
    rect(width * 0.14, g - height * 0.34, width * 0.48, height * 0.34, '#3a434c') +
    pipeStack(random, width * 0.17, g - height * 0.02, 8, 3, height * 0.02, PALETTE.conduitGrey) +
    truck(width * 0.66, g + height * 0.1, height / 600, PALETTE.brand, PALETTE.brandDark) +
    pipeStack(random, width * 0.72, g + height * 0.08, 5, 2, height * 0.018, PALETTE.pipeGrey)
  );
}

function stage(random: Random, size: Size, scene: Extract<GalleryScene, { kind: 'stage' }>): string {
  const { width, height } = size;
  let out = scene.light === 'lawn' ? outdoor(random, size, height * 0.55, 'dusk') + rect(0, height * 0.55, width, height * 0.45, '#4f7a3f') : rect(0, 0, width, height, '#262b40');
  // The banner above the stage; who is on the stage stands below it, never over its text.
  out += rect(width * 0.12, height * 0.1, width * 0.76, height * 0.2, scene.colour) + rect(width * 0.06, height * 0.5, width * 0.88, height * 0.05, '#4a3a2a');
  out += text(width / 2, height * 0.2, scene.title, fitting(scene.title, width * 0.7, height * 0.065), '#ffffff', 'text-anchor="middle" font-weight="bold"') + text(width / 2, height * 0.27, scene.place, height * 0.04, '#f5d58a', 'text-anchor="middle"');
  switch (scene.layout) {
    case 'speaker':
      // The lectern with its microphone, and the screen beside it.
      out += `<path d="M${width * 0.69} ${height * 0.5} l${width * 0.01} -${height * 0.12} h${width * 0.07} l${width * 0.01} ${height * 0.12} Z" fill="#6b4b2a"/>` + rect(width * 0.685, height * 0.37, width * 0.09, height * 0.015, '#4a3a2a');
      out += `<path d="M${width * 0.73} ${height * 0.37} q0 -${height * 0.04} ${width * 0.02} -${height * 0.05}" stroke="#2b2f36" stroke-width="4" fill="none"/>` + rect(width * 0.2, height * 0.33, width * 0.4, height * 0.15, '#10202e') + text(width * 0.4, height * 0.42, 'Kallada Polypipes', height * 0.035, '#9fd3f5', 'text-anchor="middle"');
      break;
    case 'panel':
      out += rect(width * 0.25, height * 0.44, width * 0.5, height * 0.06, '#f2e3c6');
      // The panel's table: a name card and a glass of water at each place.
      for (let i = 0; i < 4; i += 1) {
        const x = width * (0.3 + i * 0.13);
        out += rect(x - width * 0.035, height * 0.415, width * 0.07, height * 0.025, '#ffffff', 'stroke="#9aa5b1" stroke-width="2"') + rect(x + width * 0.04, height * 0.41, width * 0.01, height * 0.03, '#cfe3f2');
      }
      break;
    case 'lamp':
      out += rect(width * 0.49, height * 0.36, width * 0.02, height * 0.14, '#d4a017') + `<path d="M${width * 0.46} ${height * 0.36} h${width * 0.08} l-${width * 0.02} ${height * 0.02} h-${width * 0.04} Z" fill="#d4a017"/>`;
      for (const dx of [-0.03, 0, 0.03]) out += circle(width * (0.5 + dx), height * 0.34, height * 0.012, '#ff9b3d');
      // Flowers either side of the lamp.
      for (const x of [0.34, 0.66]) out += rect(width * x - width * 0.02, height * 0.44, width * 0.04, height * 0.06, '#b34700', 'rx="4"') + circle(width * x, height * 0.425, height * 0.03, '#f5c400') + circle(width * x - width * 0.015, height * 0.435, height * 0.02, '#f08c00') + circle(width * x + width * 0.015, height * 0.435, height * 0.02, '#f08c00');
      break;
  }
  return out + chairs(random, width, height * 0.64, scene.light === 'lawn' ? 2 : 3, height / 900);
}

function award(random: Random, size: Size, title: string): string {
  const { width, height } = size;
  let out = rect(0, 0, width, height, '#1f2440') + rect(width * 0.08, height * 0.08, width * 0.84, height * 0.16, '#7a1f3d') + text(width / 2, height * 0.18, title, height * 0.055, '#ffffff', 'text-anchor="middle" font-weight="bold"');
  out += rect(0, height * 0.78, width, height * 0.22, '#4a3a2a');
  if (title.startsWith('Long')) {
    // Five plaques on a draped table, one for each long-serving colleague.
    out += rect(width * 0.08, height * 0.62, width * 0.84, height * 0.16, '#7a1f3d') + rect(width * 0.06, height * 0.6, width * 0.88, height * 0.03, '#f2e3c6');
    for (let i = 0; i < 5; i += 1) {
      const x = width * (0.13 + i * 0.16);
      out += rect(x, height * 0.4, width * 0.1, height * 0.2, '#7b5b3a', 'stroke="#d4a017" stroke-width="5" rx="4"') + rect(x + width * 0.015, height * 0.43, width * 0.07, height * 0.1, '#d4a017') + text(x + width * 0.05, height * 0.57, '25', height * 0.035, '#f5d58a', 'text-anchor="middle" font-weight="bold"');
    }
  } else {
    // The trophy on its plinth, in a spotlight.
    out += `<path d="M${width * 0.38} ${height * 0.78} L${width * 0.45} ${height * 0.26} L${width * 0.55} ${height * 0.26} L${width * 0.62} ${height * 0.78} Z" fill="#fff3b0" fill-opacity="0.18"/>`;
    out += rect(width * 0.42, height * 0.62, width * 0.16, height * 0.16, '#2b2f36') + rect(width * 0.44, height * 0.56, width * 0.12, height * 0.06, '#3a3a3a');
    out += `<path d="M${width * 0.45} ${height * 0.34} h${width * 0.1} q0 ${height * 0.12} -${width * 0.04} ${height * 0.14} v${height * 0.05} h${width * 0.03} v${height * 0.03} h-${width * 0.08} v-${height * 0.03} h${width * 0.03} v-${height * 0.05} q-${width * 0.04} -${height * 0.02} -${width * 0.04} -${height * 0.14} Z" fill="#d4a017"/>`;
    out += `<path d="M${width * 0.45} ${height * 0.37} q-${width * 0.04} 0 -${width * 0.03} ${height * 0.05} q${width * 0.01} ${height * 0.03} ${width * 0.04} ${height * 0.03} M${width * 0.55} ${height * 0.37} q${width * 0.04} 0 ${width * 0.03} ${height * 0.05} q-${width * 0.01} ${height * 0.03} -${width * 0.04} ${height * 0.03}" stroke="#d4a017" stroke-width="6" fill="none"/>`;
    out += text(width * 0.5, height * 0.7, '2024', height * 0.04, '#f5d58a', 'text-anchor="middle" font-weight="bold"');
  }
  for (let i = 0; i < 12; i += 1) out += circle(between(random, 0, width), between(random, height * 0.28, height * 0.7), 5, ['#f5c400', '#ffffff', '#e0533d'][i % 3]!);
  return out;
}

function stall(random: Random, size: Size, fair: string): string {
  const { width, height } = size;
  const g = height * 0.82;
  let out = rect(0, 0, width, height, '#e4e0d8') + rect(0, g, width, height - g, '#b7aa95') + board(width * 0.05, height * 0.06, width * 0.9, height * 0.09, fair, '#3b3b3b', '#ffffff', height * 0.045);
  out += rect(width * 0.15, height * 0.2, width * 0.7, g - height * 0.2, '#ffffff', `stroke="${PALETTE.brand}" stroke-width="10"`) + board(width * 0.2, height * 0.23, width * 0.6, height * 0.09, 'KALLADA POLYPIPES', PALETTE.brand);
  out += pipeStack(random, width * 0.24, g - height * 0.16, 6, 3, height * 0.025, PALETTE.conduitGrey) + rect(width * 0.5, g - height * 0.22, width * 0.25, height * 0.06, '#dfe5ea');
  for (let i = 0; i < 3; i += 1) out += `<path d="M${width * (0.53 + i * 0.08)} ${g - height * 0.24} v-${height * 0.06} q0 -${height * 0.03} ${height * 0.03} -${height * 0.03} h${height * 0.03}" stroke="${PALETTE.pipeGrey}" stroke-width="${height * 0.022}" fill="none"/>`;
  // Brochure stand at the front of the stall.
  return out + rect(width * 0.44, g - height * 0.1, width * 0.12, height * 0.1, '#dfe5ea', 'stroke="#9aa5b1" stroke-width="3"') + [0.455, 0.5].map((x) => rect(width * x, g - height * 0.14, width * 0.035, height * 0.05, PALETTE.brand)).join('');
}

function team(random: Random, size: Size, scene: Extract<GalleryScene, { kind: 'team' }>): string {
  const { width, height } = size;
  const g = height * 0.64;
  let out = outdoor(random, size, g, scene.light) + factory(width * 0.06, g, width * 0.88, height * 0.24, '#e9edf1', PALETTE.brand).replaceAll('#d8e8f5', LIGHTS[scene.light].window);
  out += board(width * 0.3, height * 0.12, width * 0.4, height * 0.08, `${scene.team} team`, PALETTE.accent, '#ffffff', height * 0.04);
  // The team's kit on its rack by the door, one peg each: hard hats on the floor teams, coats or
  // jackets in the team's colour for the others.
  out += rect(width * 0.08, height * 0.7, width * 0.84, height * 0.035, '#7b5b3a') + rect(width * 0.1, height * 0.735, width * 0.02, height * 0.2, '#5b4632') + rect(width * 0.88, height * 0.735, width * 0.02, height * 0.2, '#5b4632');
  const step = 0.8 / scene.count;
  for (let i = 0; i < scene.count; i += 1) {
    const x = width * (0.1 + step * (i + 0.5));
    out += rect(x - width * 0.004, height * 0.735, width * 0.008, height * 0.03, '#3a3a3a');
    if (scene.hardHat)
      out += `<path d="M${r1(x - height * 0.055)} ${r1(height * 0.83)} Q${r1(x)} ${r1(height * 0.72)} ${r1(x + height * 0.055)} ${r1(height * 0.83)} Z" fill="#f5c400"/>` + rect(x - height * 0.07, height * 0.825, height * 0.14, height * 0.014, '#d9a900', 'rx="3"');
    else out += `<path d="M${r1(x - height * 0.04)} ${r1(height * 0.76)} L${r1(x + height * 0.04)} ${r1(height * 0.76)} L${r1(x + height * 0.05)} ${r1(height * 0.93)} L${r1(x - height * 0.05)} ${r1(height * 0.93)} Z" fill="${scene.shirt}" stroke="#9aa5b1" stroke-width="2"/>` + `<path d="M${r1(x)} ${r1(height * 0.76)} v${r1(height * 0.17)}" stroke="#9aa5b1" stroke-width="2"/>`;
  }
  return scene.light === 'monsoon' ? out + rain(random, size) : out;
}

function community(random: Random, size: Size, event: Extract<GalleryScene, { kind: 'community' }>['event']): string {
  const { width, height } = size;
  const g = height * 0.7;
  let out = outdoor(random, size, g, event === 'relief' ? 'monsoon' : event === 'onam' ? 'dawn' : 'day');
  switch (event) {
    case 'trees':
      for (let i = 0; i < 5; i += 1) {
        const x = width * (0.12 + i * 0.19);
        out += `<path d="M${x} ${g + height * 0.06} v-${height * 0.12}" stroke="#5b4632" stroke-width="8"/>` + circle(x, g - height * 0.08, height * 0.05, '#3f9a3a') + `<ellipse cx="${x}" cy="${g + height * 0.07}" rx="${width * 0.04}" ry="${height * 0.015}" fill="#7a5a3a"/>`;
      }
      // A spade in the fresh earth and a watering can.
      out += `<path d="M${width * 0.3} ${height * 0.93} l${width * 0.03} -${height * 0.16}" stroke="#7b5b3a" stroke-width="7"/>` + `<path d="M${width * 0.29} ${height * 0.93} l${width * 0.02} ${height * 0.05} l${width * 0.03} -${height * 0.005} l-${width * 0.01} -${height * 0.05} Z" fill="#8d99a6"/>`;
      out += rect(width * 0.62, height * 0.84, width * 0.07, height * 0.08, '#2e8b57', 'rx="6"') + `<path d="M${width * 0.69} ${height * 0.86} l${width * 0.05} -${height * 0.05}" stroke="#2e8b57" stroke-width="8"/>`;
      break;
    case 'blood':
      out += `<path d="M${width * 0.1} ${g} V${height * 0.3} L${width * 0.5} ${height * 0.16} L${width * 0.9} ${height * 0.3} V${g} Z" fill="#ffffff" stroke="#c9d1d8" stroke-width="6"/>`;
      out += `<path d="M${width * 0.5} ${height * 0.26} q-${width * 0.04} ${height * 0.08} 0 ${height * 0.12} q${width * 0.04} -${height * 0.04} 0 -${height * 0.12} Z" fill="#c62828"/>` + board(width * 0.3, height * 0.42, width * 0.4, height * 0.08, 'BLOOD DONATION CAMP', '#c62828', '#ffffff', height * 0.035);
      out += rect(width * 0.16, g - height * 0.1, width * 0.2, height * 0.05, '#cfe3f2') + rect(width * 0.64, g - height * 0.1, width * 0.2, height * 0.05, '#cfe3f2') + rect(width * 0.2, g - height * 0.05, width * 0.02, height * 0.08, '#9aa5b1') + rect(width * 0.68, g - height * 0.05, width * 0.02, height * 0.08, '#9aa5b1');
      break;
    case 'class':
      out = indoor(size, height * 0.8, '#f1ece2', '#b9a98c') + rect(width * 0.1, height * 0.1, width * 0.5, height * 0.36, '#ffffff', 'stroke="#5d6b78" stroke-width="8"');
      out += `<path d="M${width * 0.15} ${height * 0.2} h${width * 0.15} v${height * 0.15} h${width * 0.2} M${width * 0.3} ${height * 0.2} l${width * 0.05} ${height * 0.05}" stroke="#2f7fc1" stroke-width="6" fill="none"/>` + circle(width * 0.5, height * 0.35, height * 0.03, '#e0533d') + text(width * 0.14, height * 0.43, 'Earth every circuit', height * 0.03, PALETTE.ink);
      out += chairs(random, width, height * 0.6, 2, height / 800, ['#2f7fc1', '#3b4a59']);
      break;
    case 'pipeline':
      out += rect(width * 0.55, g - height * 0.28, width * 0.38, height * 0.28, '#f2d7a4') + `<path d="M${width * 0.53} ${g - height * 0.28} L${width * 0.74} ${g - height * 0.4} L${width * 0.95} ${g - height * 0.28} Z" fill="#b34700"/>` + board(width * 0.6, g - height * 0.2, width * 0.28, height * 0.07, 'GOVT. L.P. SCHOOL', '#1e6b34', '#ffffff', height * 0.028);
      out += rect(0, g + height * 0.06, width * 0.6, height * 0.06, '#7a5a3a') + pipeSide(0, g + height * 0.09, width * 0.6, g + height * 0.09, height * 0.035, '#2f7fc1') + `<path d="M0 ${g + height * 0.06} l${width * 0.05} -${height * 0.03} h${width * 0.5} l${width * 0.05} ${height * 0.03}" fill="#8a6a4a"/>` + pipeStack(random, width * 0.1, height * 0.93, 6, 2, height * 0.02, '#2f7fc1');
      break;
    case 'onam': {
      const cx = width * 0.5;
      const cy = height * 0.72;
      ['#f5c400', '#f08c00', '#e0533d', '#ffffff', '#8e3ea8', '#2e8b57'].forEach((colour, i) => {
        out += `<ellipse cx="${cx}" cy="${cy}" rx="${width * (0.36 - i * 0.055)}" ry="${height * (0.16 - i * 0.024)}" fill="${colour}"/>`;
      });
      out += rect(cx - width * 0.01, height * 0.36, width * 0.02, height * 0.16, '#d4a017') + circle(cx, height * 0.35, height * 0.02, '#ff9b3d');
      // Banana leaves either side, as they are laid for the sadya.
      for (const x of [0.08, 0.92]) out += `<ellipse cx="${width * x}" cy="${height * 0.9}" rx="${width * 0.07}" ry="${height * 0.035}" fill="#3f9a3a"/>`;
      break;
    }
    case 'relief':
      out += rect(0, g, width, height - g, '#6b8ea8') + `<path d="M${width * 0.3} ${height * 0.8} h${width * 0.5} l-${width * 0.06} ${height * 0.08} h-${width * 0.38} Z" fill="#b34700"/>`;
      for (let i = 0; i < 6; i += 1) out += rect(width * (0.36 + (i % 3) * 0.1), height * (0.68 - Math.floor(i / 3) * 0.08), width * 0.08, height * 0.08, '#c9a878', 'stroke="#7b5b3a" stroke-width="4"');
      out += rain(random, size);
      break;
    case 'plumbers':
      out += rect(width * 0.1, g - height * 0.05, width * 0.8, height * 0.05, '#7b5b3a');
      out += pipeSide(width * 0.15, g - height * 0.1, width * 0.45, g - height * 0.1, height * 0.04, PALETTE.pipeGrey) + `<path d="M${width * 0.45} ${g - height * 0.1} h${width * 0.03} v-${height * 0.15}" stroke="${PALETTE.pipeGrey}" stroke-width="${height * 0.04}" fill="none"/>` + board(width * 0.55, height * 0.18, width * 0.34, height * 0.09, 'PLUMBERS TRAINING', PALETTE.brand, '#ffffff', height * 0.034);
      // Joints made on the bench: a tee, an elbow and a coupler, and a tin of solvent cement.
      out += `<path d="M${width * 0.18} ${g - height * 0.12} h${width * 0.12} M${width * 0.24} ${g - height * 0.12} v${height * 0.06}" stroke="${PALETTE.conduitGrey}" stroke-width="${height * 0.03}" fill="none"/>`;
      out += `<path d="M${width * 0.6} ${g - height * 0.06} v-${height * 0.06} q0 -${height * 0.04} ${height * 0.04} -${height * 0.04} h${height * 0.04}" stroke="${PALETTE.pipeGrey}" stroke-width="${height * 0.03}" fill="none"/>`;
      out += rect(width * 0.74, g - height * 0.14, width * 0.06, height * 0.09, PALETTE.brand, 'rx="4"') + rect(width * 0.74, g - height * 0.15, width * 0.06, height * 0.015, '#c9d1d8');
      break;
    case 'fire-drill':
      out += rect(width * 0.55, g - height * 0.2, width * 0.1, height * 0.2, '#4a5561') + `<path d="M${width * 0.57} ${g - height * 0.2} q${width * 0.03} -${height * 0.14} ${width * 0.06} 0 q-${width * 0.01} -${height * 0.06} -${width * 0.03} -${height * 0.1} Z" fill="#ff7a1a"/>`;
      // Extinguishers lined up for the drill, and the drill's sign.
      for (let i = 0; i < 4; i += 1) {
        const x = width * (0.12 + i * 0.08);
        out += rect(x, height * 0.74, width * 0.045, height * 0.14, '#c62828', 'rx="8"') + rect(x + width * 0.012, height * 0.71, width * 0.02, height * 0.035, '#2b2f36') + rect(x, height * 0.79, width * 0.045, height * 0.03, '#ffffff');
      }
      out += board(width * 0.7, height * 0.76, width * 0.24, height * 0.08, 'FIRE DRILL', '#c62828', '#ffffff', height * 0.035);
      break;
    case 'cricket':
      out += `<ellipse cx="${width * 0.5}" cy="${height * 0.82}" rx="${width * 0.1}" ry="${height * 0.05}" fill="#c9b27a"/>` + rect(width * 0.44, height * 0.66, width * 0.008, height * 0.12, '#f4e6c3') + rect(width * 0.455, height * 0.66, width * 0.008, height * 0.12, '#f4e6c3');
      // The bat leaning on the stumps, the ball in the grass, the boundary rope.
      out += `<line x1="${width * 0.52}" y1="${height * 0.8}" x2="${width * 0.47}" y2="${height * 0.67}" stroke="#c9a878" stroke-width="12" stroke-linecap="round"/>` + circle(width * 0.58, height * 0.82, height * 0.015, '#c62828');
      out += `<path d="M0 ${height * 0.94} Q${width * 0.5} ${height * 0.86} ${width} ${height * 0.94}" stroke="#ffffff" stroke-width="4" fill="none"/>` + palms(random, width, g, [0.04, 0.96], height / 560);
      break;
  }
  return out;
}

/** The SVG of one gallery picture. */
export function galleryScene(id: string, scene: GalleryScene, size: Size): string {
  const random = createRandom(id);
  let body: string;
  switch (scene.kind) {
    case 'plant':
      body = plant(random, size, scene);
      break;
    case 'extrusion':
      body = extrusion(size, scene);
      break;
    case 'printing':
      body = printing(size, scene);
      break;
    case 'machine':
      body = machine(random, size, scene);
      break;
    case 'silos':
      body = silos(random, size, scene.light);
      break;
    case 'lab':
      body = lab(random, size, scene);
      break;
    case 'bundle':
      body = bundle(random, size, scene);
      break;
    case 'fittings':
      body = fittings(size, scene);
      break;
    case 'tins':
      body = tins(size);
      break;
    case 'hose':
      body = hose(size, scene);
      break;
    case 'tank':
      body = tank(random, size, scene.setting);
      break;
    case 'lorry':
      body = lorry(random, size, scene);
      break;
    case 'forklift':
      body = forklift(random, size);
      break;
    case 'racks':
      body = racks(size);
      break;
    case 'shop':
      body = shop(random, size, scene.name);
      break;
    case 'stage':
      body = stage(random, size, scene);
      break;
    case 'award':
      body = award(random, size, scene.title);
      break;
    case 'stall':
      body = stall(random, size, scene.fair);
      break;
    case 'team':
      body = team(random, size, scene);
      break;
    case 'community':
      body = community(random, size, scene.event);
      break;
  }
  return svgDocument(size.width, size.height, body);
}
