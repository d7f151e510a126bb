import { describe, expect, it, vi } from 'vitest';
import { screenAssetsReader, screenFilesFor } from './screen-assets.ts';

describe('screenFilesFor', () => {
  const assets = { expose: ['static/js/expose.js'], screens: { '/': ['static/js/home.js'] } };
  const none = { expose: [], screen: [] };
  it('gives the exposed module and the screen’s files', () => {
    expect(screenFilesFor(assets, '/')).toEqual({ expose: ['static/js/expose.js'], screen: ['static/js/home.js'] });
  });
  it('gives nothing for a path the remote does not list, without a file, or for entries that are not file names', () => {
    expect(screenFilesFor(assets, '/about')).toEqual(none);
    expect(screenFilesFor(undefined, '/')).toEqual(none);
    expect(screenFilesFor({ expose: 'x', screens: { '/': [1, 'a.js'] } } as never, '/')).toEqual({ expose: [], screen: ['a.js'] });
  });
});

describe('screenAssetsReader', () => {
  const assets = { expose: [], screens: { '/': ['static/js/home.js'] } };
  const ok = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

  it('reads screen-assets.json beside the manifest, once per TTL', async () => {
    const fetchImpl = vi.fn((_url: string | URL | Request) => ok(assets));
    const read = screenAssetsReader({ ttlMs: 60_000, fetchImpl: fetchImpl as unknown as typeof fetch });
    expect(await read('http://cdn.example/r/v7/mf-manifest.json')).toEqual(assets);
    expect(await read('http://cdn.example/r/v7/mf-manifest.json')).toEqual(assets);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String(fetchImpl.mock.calls[0]![0])).toBe('http://cdn.example/r/v7/screen-assets.json');
    // Another release folder is another file.
    await read('http://cdn.example/r/v8/mf-manifest.json');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries release URLs, the least recently read first out', async () => {
    const fetchImpl = vi.fn((_url: string | URL | Request) => ok(assets));
    const read = screenAssetsReader({ ttlMs: 60_000, maxEntries: 2, fetchImpl: fetchImpl as unknown as typeof fetch });
    const v = (n: number) => `http://cdn.example/r/v${n}/mf-manifest.json`;
    await read(v(1));
    await read(v(2));
    await read(v(1)); // v1 read again: v2 is now the oldest
    await read(v(3)); // v2 out
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    await read(v(1));
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    await read(v(2));
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('gives undefined, never an error, for a missing, malformed or failing file, or a bad URL', async () => {
    const cases: (() => Promise<Response>)[] = [
      () => Promise.resolve(new Response('nope', { status: 404 })),
      () => Promise.resolve(new Response('{not json', { status: 200 })),
      () => ok(['not', 'an', 'object']),
      () => Promise.reject(new TypeError('fetch failed')),
    ];
    for (const respond of cases) {
      const read = screenAssetsReader({ fetchImpl: respond as unknown as typeof fetch });
      expect(await read('http://cdn.example/mf-manifest.json')).toBeUndefined();
    }
    expect(await screenAssetsReader()('not a url')).toBeUndefined();
  });

  it('does not hold a page for a slow remote, and the read goes on for the next page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchImpl = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const read = screenAssetsReader({ waitMs: 20, fetchImpl: fetchImpl as unknown as typeof fetch });
    expect(await read('http://cdn.example/mf-manifest.json')).toBeUndefined();
    answer(new Response(JSON.stringify(assets), { status: 200 }));
    expect(await read('http://cdn.example/mf-manifest.json')).toEqual(assets);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('asks again soon after a miss', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetchImpl = vi.fn(() => Promise.resolve(new Response('nope', { status: 404 })));
      const read = screenAssetsReader({ missTtlMs: 1000, fetchImpl: fetchImpl as unknown as typeof fetch });
      await read('http://cdn.example/mf-manifest.json');
      await read('http://cdn.example/mf-manifest.json');
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 1001);
      await read('http://cdn.example/mf-manifest.json');
      expect(fetchImpl).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up on a remote that never answers, and asks again after the miss TTL', async () => {
    const hanging = vi.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const read = screenAssetsReader({ waitMs: 10, fetchTimeoutMs: 30, missTtlMs: 0, fetchImpl: hanging as unknown as typeof fetch });
    expect(await read('http://cdn.example/mf-manifest.json')).toBeUndefined();
    // Still under way: the second page shares the first read.
    expect(await read('http://cdn.example/mf-manifest.json')).toBeUndefined();
    expect(hanging).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await read('http://cdn.example/mf-manifest.json');
    expect(hanging).toHaveBeenCalledTimes(2);
  });
});
