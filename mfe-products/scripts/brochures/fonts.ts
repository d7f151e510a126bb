// Fonts of the brochures: Noto Sans (Latin) and Noto Sans Malayalam, from the
// @fontsource/noto-sans-malayalam npm package (OFL), so no system font is needed.
//
// Two workarounds for @pdf-lib/fontkit 1.1.1, both needed for Malayalam:
// - its Indic shaper's state machine is compiled with regenerator and expects a global
//   `regeneratorRuntime` (hence the regenerator-runtime import);
// - its GPOS mark-to-base code reads an anchor that OpenType allows to be NULL ("no attachment
//   for this mark class") and crashes; we skip such anchors, as HarfBuzz does.
// WOFF (zlib) files are used, not WOFF2: fontkit's subsetter fails on WOFF2's transformed glyf table.
import 'regenerator-runtime/runtime.js';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('@fontsource/noto-sans-malayalam/package.json')), 'files');
const file = (subset: 'latin' | 'malayalam', weight: 400 | 700) => path.join(fontDir, `noto-sans-malayalam-${subset}-${weight}-normal.woff`);

export interface BrochureFonts {
  /** Whether the Latin font has a glyph for a code point (the others get a fallback). */
  hasLatinGlyph(codePoint: number): boolean;
  regular: PDFFont;
  bold: PDFFont;
  malayalam: PDFFont;
  malayalamBold: PDFFont;
}

interface Anchorable {
  applyAnchor(markRecord: { markAnchor?: unknown } | null, baseAnchor: unknown, baseGlyphIndex: number): void;
}

let patched = false;
function patchNullAnchors(fontBytes: Uint8Array): void {
  if (patched) return;
  const probe = fontkit.create(fontBytes as Buffer) as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: object } } };
  const processor = probe._layoutEngine?.engine?.GPOSProcessor;
  if (!processor) throw new Error('fontkit internals changed: no GPOSProcessor to patch');
  const proto = Object.getPrototypeOf(processor) as Anchorable;
  const original = proto.applyAnchor;
  proto.applyAnchor = function applyAnchor(this: Anchorable, markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    original.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  patched = true;
}

export async function embedBrochureFonts(doc: PDFDocument): Promise<BrochureFonts> {
  doc.registerFontkit(fontkit);
  const [latin, latinBold, ml, mlBold] = await Promise.all([
    readFile(file('latin', 400)),
    readFile(file('latin', 700)),
    readFile(file('malayalam', 400)),
    readFile(file('malayalam', 700)),
  ]);
  patchNullAnchors(ml);
  const [regular, bold, malayalam, malayalamBold] = await Promise.all(
    [latin, latinBold, ml, mlBold].map((bytes) => doc.embedFont(bytes, { subset: true })),
  );
  const latinFont = fontkit.create(latin);
  return {
    hasLatinGlyph: (codePoint) => latinFont.hasGlyphForCodePoint(codePoint),
    regular: regular!,
    bold: bold!,
    malayalam: malayalam!,
    malayalamBold: malayalamBold!,
  };
}

const MALAYALAM = /[\u0D00-\u0D7F\u200C\u200D]/;

/** Splits text into runs of Malayalam and non-Malayalam script (spaces join the run they follow). */
export function scriptRuns(text: string): { malayalam: boolean; text: string }[] {
  const runs: { malayalam: boolean; text: string }[] = [];
  for (const char of text) {
    const isMl = MALAYALAM.test(char);
    const last = runs.at(-1);
    if (last && (last.malayalam === isMl || char === ' ')) last.text += char;
    else runs.push({ malayalam: isMl, text: char });
  }
  return runs;
}
