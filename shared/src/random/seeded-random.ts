// Seeded randomness for generated sample content (images, PDFs, pictures): the same seed always
// draws the same figures and colours, whatever order files are generated in, so builds are
// deterministic. Plain functions, usable from Node scripts and the browser alike.

/** A draw in [0, 1). */
export type Random = () => number;

/** FNV-1a: a stable 32-bit number from a name (a path, an id). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast, good enough for sample data. A string seed is hashed first. */
export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [min, max). */
export const between = (random: Random, min: number, max: number): number => min + (max - min) * random();

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
