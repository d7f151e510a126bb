import { describe, expect, it } from 'vitest';
import { between, createRandom, hashString, pick } from './seeded-random';

describe('seeded random', () => {
  it('draws the same sequence for the same seed, a string seed through its hash', () => {
    const draws = (random: () => number) => Array.from({ length: 5 }, random);
    expect(draws(createRandom('a/b.pdf'))).toEqual(draws(createRandom('a/b.pdf')));
    expect(draws(createRandom('a/b.pdf'))).toEqual(draws(createRandom(hashString('a/b.pdf'))));
    expect(draws(createRandom('a/b.pdf'))).not.toEqual(draws(createRandom('a/c.pdf')));
  });

  it('keeps the generated content of earlier builds: FNV-1a and mulberry32 as they were', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(createRandom(1)()).toBeCloseTo(0.6270739405881613, 15);
  });

  it('stays in range, and pick refuses an empty list', () => {
    const random = createRandom(7);
    for (let i = 0; i < 100; i++) {
      const value = between(random, -2, 3);
      expect(value).toBeGreaterThanOrEqual(-2);
      expect(value).toBeLessThan(3);
    }
    expect(['x', 'y']).toContain(pick(random, ['x', 'y']));
    expect(() => pick(random, [])).toThrow('empty');
  });
});
