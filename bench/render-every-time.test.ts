import { describe, expect, it } from 'vitest';
import { RenderEveryTime } from './render-every-time.ts';

describe('RenderEveryTime', () => {
  it('renders on every lookup, concurrent ones of one key included', async () => {
    const cache = new RenderEveryTime();
    let renders = 0;
    const render = async () => ({ html: `<p>${++renders}</p>`, maxAgeMs: 10_000 });
    const pages = await Promise.all([cache.get('k', render), cache.get('k', render), cache.get('k', render)]);
    expect(renders).toBe(3);
    expect(new Set(pages.map((p) => p.body.toString())).size).toBe(3);
    await cache.get('k', render);
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 4, entries: 0 });
  });
});
