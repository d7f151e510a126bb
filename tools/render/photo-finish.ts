// What a photographer's lens and light add to a studio render, done on the rendered frame with
// sharp (no WebGL): a shallow depth of field (the frame blurred where the subject recedes, blended in
// along the frame), a warm daylight grade, and the light falling off towards one side, so a text
// panel laid over that side sits on a calm, darker ground. Deterministic like the render.
import { sharp } from './harness.ts';

export interface Finish {
  /** Depth of field: the frame is out of focus left of `blurTo` and in focus right of `sharpFrom` (shares of the width). */
  focus?: { sigma: number; blurTo: number; sharpFrom: number };
  /** Daylight warmth, 0 (as rendered) … 1 (late-afternoon sun). */
  warmth: number;
  /** How much darker the left edge is than the subject's side (0 … 1): the light falling off. */
  falloff: number;
}

const stop = (offset: number, colour: string, opacity = 1) => `<stop offset="${offset.toFixed(3)}" stop-color="${colour}" stop-opacity="${opacity}"/>`;

/** A left-to-right mask: opaque up to `from`, fading to transparent at `to`. */
function horizontalMask(width: number, height: number, from: number, to: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>
<linearGradient id="m" x1="0" y1="0" x2="1" y2="0">${stop(from, '#fff')}${stop(to, '#fff', 0)}</linearGradient>
</defs><rect width="100%" height="100%" fill="url(#m)"/></svg>`);
}

/** Multiplied over the frame: a warm grey at the left edge, white (no change) from the middle on, and a faint vignette. */
function falloffLayer(width: number, height: number, falloff: number): Buffer {
  const edge = Math.round(255 * (1 - falloff));
  const warm = `rgb(${Math.min(255, edge + 10)},${Math.min(255, edge + 4)},${edge})`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>
<linearGradient id="l" x1="0" y1="0" x2="1" y2="0">${stop(0, warm)}${stop(0.5, '#fff')}</linearGradient>
<radialGradient id="v" cx="0.62" cy="0.5" r="0.75">${stop(0.55, '#fff')}${stop(1, '#d8d4ce')}</radialGradient>
</defs><rect width="100%" height="100%" fill="url(#l)"/><rect width="100%" height="100%" fill="url(#v)" style="mix-blend-mode:multiply"/></svg>`);
}

export async function finish(png: Buffer, look: Finish): Promise<Buffer> {
  const { width, height } = await sharp(png).metadata();
  if (!width || !height) throw new Error('finish: not an image');
  let frame = png;
  if (look.focus) {
    const { sigma, blurTo, sharpFrom } = look.focus;
    const blurred = await sharp(frame)
      .blur(sigma)
      .composite([{ input: horizontalMask(width, height, blurTo, sharpFrom), blend: 'dest-in' }])
      .png()
      .toBuffer();
    frame = await sharp(frame).composite([{ input: blurred }]).png().toBuffer();
  }
  const w = look.warmth;
  return sharp(frame)
    .composite([{ input: falloffLayer(width, height, look.falloff), blend: 'multiply' }])
    .linear([1 + 0.03 * w, 1, 1 - 0.08 * w], [2 * w, 1 * w, 0])
    .png()
    .toBuffer();
}
