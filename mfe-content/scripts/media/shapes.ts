// SVG building blocks for the pictures still drawn (approval seals, the map poster, client logos and
// letters): rectangles, circles and text. Every photograph-like picture is a render (tools/render).

export const PALETTE = {
  brand: '#004f87',
  brandDark: '#003a63',
  accent: '#b34700',
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

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;
}

/** Escapes text for SVG <text>. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const FONT = 'DejaVu Sans, Noto Sans, Arial, sans-serif';

export function text(x: number, y: number, content: string, size: number, fill: string, extra = ''): string {
  return `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${r1(size)}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;
}
