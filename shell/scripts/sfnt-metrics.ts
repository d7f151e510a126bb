// The few numbers of a TrueType/OpenType font (an uncompressed sfnt) that a fallback face needs to
// stand in for it without moving text when it swaps: units per em, the line's ascent, descent and
// gap as browsers use them, and the advance widths of the letters. Read straight from the tables
// (head, hhea, OS/2, hmtx, cmap format 4); no font library needed for so little.

export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Positive: the distance below the baseline. */
  descent: number;
  lineGap: number;
  /** Advance width of each character asked for, in font units. */
  advances: Record<string, number>;
}

function tables(font: Buffer): Map<string, { offset: number; length: number }> {
  const count = font.readUInt16BE(4);
  const found = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    found.set(font.toString('latin1', record, record + 4), { offset: font.readUInt32BE(record + 8), length: font.readUInt32BE(record + 12) });
  }
  return found;
}

/** Glyph ids of BMP characters from a cmap format 4 subtable (Windows Unicode BMP or Unicode platform). */
function glyphIds(font: Buffer, cmapOffset: number, characters: readonly string[]): Map<string, number> {
  const subtables = font.readUInt16BE(cmapOffset + 2);
  let format4: number | undefined;
  for (let i = 0; i < subtables; i++) {
    const record = cmapOffset + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const offset = cmapOffset + font.readUInt32BE(record + 4);
    if (font.readUInt16BE(offset) === 4 && (platform === 0 || (platform === 3 && encoding === 1))) format4 = offset;
  }
  if (format4 === undefined) throw new Error('The font has no cmap format 4 subtable');
  const segments = font.readUInt16BE(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const ids = new Map<string, number>();
  for (const character of characters) {
    const code = character.codePointAt(0)!;
    for (let s = 0; s < segments; s++) {
      if (font.readUInt16BE(ends + s * 2) < code) continue;
      const start = font.readUInt16BE(starts + s * 2);
      if (start > code) break;
      const delta = font.readInt16BE(deltas + s * 2);
      const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
      const glyph = rangeOffset === 0 ? (code + delta) & 0xffff : font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
      ids.set(character, rangeOffset !== 0 && glyph !== 0 ? (glyph + delta) & 0xffff : glyph);
      break;
    }
  }
  return ids;
}

export function fontMetrics(font: Buffer, characters: readonly string[]): FontMetrics {
  const table = tables(font);
  const need = (name: string) => {
    const found = table.get(name);
    if (!found) throw new Error(`The font has no ${name} table`);
    return found.offset;
  };
  const head = need('head');
  const hhea = need('hhea');
  const os2 = need('OS/2');
  const hmtx = need('hmtx');
  const unitsPerEm = font.readUInt16BE(head + 18);
  // Browsers use the typographic metrics when USE_TYPO_METRICS (fsSelection bit 7) is set, else hhea's.
  const useTypo = (font.readUInt16BE(os2 + 62) & (1 << 7)) !== 0;
  const ascent = useTypo ? font.readInt16BE(os2 + 68) : font.readInt16BE(hhea + 4);
  const descent = -(useTypo ? font.readInt16BE(os2 + 70) : font.readInt16BE(hhea + 6));
  const lineGap = useTypo ? font.readInt16BE(os2 + 72) : font.readInt16BE(hhea + 8);
  const longMetrics = font.readUInt16BE(hhea + 34);
  const ids = glyphIds(font, need('cmap'), characters);
  const advances: Record<string, number> = {};
  for (const [character, glyph] of ids) {
    advances[character] = font.readUInt16BE(hmtx + Math.min(glyph, longMetrics - 1) * 4);
  }
  return { unitsPerEm, ascent, descent, lineGap, advances };
}

/**
 * Average width of running English text in ems: each letter's advance weighted by how often it
 * occurs (the space as often as a word ends), as the fallback faces of font tools compute it.
 */
export const ENGLISH_LETTER_FREQUENCY: Readonly<Record<string, number>> = {
  ' ': 18.3, a: 6.5, b: 1.3, c: 2.2, d: 3.3, e: 10.2, f: 1.9, g: 1.6, h: 5.0, i: 5.7, j: 0.1, k: 0.6, l: 3.3,
  m: 2.0, n: 5.7, o: 6.2, p: 1.5, q: 0.1, r: 5.0, s: 5.3, t: 7.5, u: 2.3, v: 0.8, w: 1.7, x: 0.1, y: 1.4, z: 0.1,
};

export function averageTextWidth({ unitsPerEm, advances }: Pick<FontMetrics, 'unitsPerEm' | 'advances'>): number {
  let width = 0;
  let weight = 0;
  for (const [character, frequency] of Object.entries(ENGLISH_LETTER_FREQUENCY)) {
    const advance = advances[character];
    if (advance === undefined) throw new Error(`No advance width for ${JSON.stringify(character)}`);
    width += (advance / unitsPerEm) * frequency;
    weight += frequency;
  }
  return width / weight;
}
