import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, pageCacheKey, type RenderedPage } from './page-cache.ts';

const MAP = {
  mfe_products: 'http://localhost:3001/mf-manifest.json',
  mfe_investors: 'http://cdn.example/mfe-investors/v1/mf-manifest.json',
};
const key = (over: Partial<Parameters<typeof pageCacheKey>[0]> = {}) =>
  pageCacheKey({ page: '/investors', template: '"t1"', remoteMap: MAP, ...over });

describe('pageCacheKey', () => {
  it('is the same for the same page, template, map and content, whatever the order of the map', () => {
    const reordered = { mfe_investors: MAP.mfe_investors, mfe_products: MAP.mfe_products };
    expect(key({ remoteMap: reordered })).toBe(key());
  });

  it('changes with the page, the shell build, any remote release and the content version', () => {
    const released = { ...MAP, mfe_investors: 'http://cdn.example/mfe-investors/v2/mf-manifest.json' };
    const others = [
      key({ page: '/about' }),
      key({ template: '"t2"' }),
      key({ remoteMap: released }),
      key({ remoteMap: { ...MAP, mfe_products: 'http://cdn.example/mfe-products/v9/mf-manifest.json' } }),
      key({ contentVersion: '42' }),
    ];
    expect(new Set([key(), ...others]).size).toBe(others.length + 1);
  });

  it('cannot be forged by a map entry that contains the separators', () => {
    expect(key({ remoteMap: { a: 'x,b=y' } })).not.toBe(key({ remoteMap: { a: 'x', b: 'y' } }));
  });
});

const html = (text: string) => `<!doctype html><html><head></head><body>${text.repeat(200)}</body></html>`;

function counted(page: RenderedPage) {
  const calls = { count: 0 };
  const render = async () => {
    calls.count += 1;
    return page;
  };
  return { calls, render };
}

describe('PageCache', () => {
  it('renders and compresses a page once, then answers hits from the cache', async () => {
    const cache = new PageCache();
    const { calls, render } = counted({ html: html('hello '), maxAgeMs: 10_000 });
    const first = await cache.get('k', render);
    const second = await cache.get('k', render);
    expect(calls.count).toBe(1);
    expect(second).toBe(first);
    expect(cache.stats()).toEqual({ hits: 1, misses: 1, entries: 1 });
  });

  it('renders once when many requests miss the same key at once', async () => {
    const cache = new PageCache();
    const { calls, render } = counted({ html: html('x'), maxAgeMs: 10_000 });
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', render)));
    expect(calls.count).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('keeps br and gzip variants that decode to the page, cheap at once and best after', async () => {
    const cache = new PageCache();
    const page = await cache.get('k', async () => ({ html: html('pipes '), maxAgeMs: 10_000 }));
    expect(brotliDecompressSync(page.br).toString()).toBe(html('pipes '));
    const cheap = page.br.length;
    await page.compressed;
    expect(brotliDecompressSync(page.br).toString()).toBe(html('pipes '));
    expect(gunzipSync(page.gzip).toString()).toBe(html('pipes '));
    expect(page.br.length).toBeLessThanOrEqual(cheap);
    expect(page.etag).toMatch(/^"[\w-]+"$/);
  });

  it('renders again once a page is older than its max age', async () => {
    let now = 1_000;
    const cache = new PageCache({ now: () => now });
    const { calls, render } = counted({ html: html('a'), maxAgeMs: 1_000 });
    await cache.get('k', render);
    now += 999;
    await cache.get('k', render);
    expect(calls.count).toBe(1);
    now += 1;
    await cache.get('k', render);
    expect(calls.count).toBe(2);
  });

  it('rendered again after its max age, an unchanged page keeps its best-compressed variants; a changed one gets its own', async () => {
    let now = 1_000;
    const cache = new PageCache({ now: () => now });
    const first = await cache.get('k', async () => ({ html: html('same page '), maxAgeMs: 1_000 }));
    await first.compressed;
    const best = { br: first.br, gzip: first.gzip };
    now += 1_000;
    const { calls, render } = counted({ html: html('same page '), maxAgeMs: 1_000 });
    const again = await cache.get('k', render);
    expect(calls.count).toBe(1); // rendered again: freshness is unchanged
    expect(again.br).toBe(best.br);
    expect(again.gzip).toBe(best.gzip);
    expect(again.expires).toBe(now + 1_000);

    now += 1_000;
    const changed = await cache.get('k', async () => ({ html: html('new page '), maxAgeMs: 1_000 }));
    expect(brotliDecompressSync(changed.br).toString()).toBe(html('new page '));
    expect(changed.etag).not.toBe(first.etag);
  });

  it('a page under another key (the content version moved, the page did not) takes the variants of the same HTML, the best once made', async () => {
    const cache = new PageCache();
    const first = await cache.get('version 1', async () => ({ html: html('quiet page '), maxAgeMs: 10_000 }));
    const cheap = first.br;
    const second = await cache.get('version 2', async () => ({ html: html('quiet page '), maxAgeMs: 10_000 }));
    expect(second.etag).toBe(first.etag);
    await second.compressed;
    expect(second.br).toBe(first.br);
    expect(second.br.length).toBeLessThan(cheap.length);
    expect(brotliDecompressSync(second.br).toString()).toBe(html('quiet page '));
    expect(gunzipSync(second.gzip).toString()).toBe(html('quiet page '));
  });

  it('holds at most maxEntries pages, dropping the least recently used', async () => {
    const cache = new PageCache({ maxEntries: 2 });
    const page = async () => ({ html: html('p'), maxAgeMs: 10_000 });
    await cache.get('a', page);
    await cache.get('b', page);
    await cache.get('a', page); // a is now the most recently used
    await cache.get('c', page);
    expect(cache.stats().entries).toBe(2);
    const { calls, render } = counted({ html: html('p'), maxAgeMs: 10_000 });
    await cache.get('a', render);
    expect(calls.count).toBe(0);
    await cache.get('b', render);
    expect(calls.count).toBe(1);
  });

  it('caches nothing when rendering fails, so the next request tries again', async () => {
    const cache = new PageCache();
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const { calls, render } = counted({ html: html('ok'), maxAgeMs: 10_000 });
    await cache.get('k', render);
    expect(calls.count).toBe(1);
    expect(cache.stats().entries).toBe(1);
  });
});
