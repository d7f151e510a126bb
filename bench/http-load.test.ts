import { describe, expect, it } from 'vitest';
import { summarize } from './http-load.ts';

describe('summarize', () => {
  it('gives rate, nearest-rank percentiles and bytes per response', () => {
    const total = Array.from({ length: 100 }, (_, i) => i + 1);
    const out = summarize({ ttfb: total.map((t) => t / 2), total, bytes: 5000, errors: 1, seconds: 4 });
    expect(out).toEqual({
      requests: 100,
      requestsPerSecond: 25,
      ttfbP50Ms: 25,
      ttfbP99Ms: 49.5,
      totalP50Ms: 50,
      totalP99Ms: 99,
      bytesPerResponse: 50,
      errors: 1,
    });
  });

  it('survives an empty sample', () => {
    const out = summarize({ ttfb: [], total: [], bytes: 0, errors: 3, seconds: 1 });
    expect(out.requests).toBe(0);
    expect(out.bytesPerResponse).toBe(0);
    expect(out.ttfbP50Ms).toBeNaN();
  });
});
