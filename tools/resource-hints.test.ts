import { describe, expect, it, vi } from 'vitest';
import { hintTags, remoteHints, screenAssetsReader, screenFilesFor } from './resource-hints.ts';

describe('remoteHints', () => {
  it('preloads the manifest and remoteEntry of the route’s remote, beside its manifest', () => {
    expect(remoteHints('http://cdn.example/remotes/mfe_investors/v7/mf-manifest.json', 'http://localhost:4000/')).toEqual([
      { rel: 'preconnect', href: 'http://localhost:4000', crossorigin: true },
      { rel: 'preload', href: 'http://cdn.example/remotes/mfe_investors/v7/mf-manifest.json', as: 'fetch', crossorigin: true },
      { rel: 'preload', href: 'http://cdn.example/remotes/mfe_investors/v7/remoteEntry.js', as: 'script' },
      { rel: 'preconnect', href: 'http://cdn.example', crossorigin: true },
    ]);
  });

  it('preloads the exposed module as a plain script, the screen’s chunks and CSS with CORS, as each is requested', () => {
    const hints = remoteHints('http://cdn.example/r/v7/mf-manifest.json', 'http://localhost:4000', {
      expose: ['static/js/expose.1.js'],
      screen: ['static/css/home.2.css', 'static/js/home.2.js', 'static/media/ignored.webp'],
    });
    expect(hints.slice(4)).toEqual([
      { rel: 'preload', href: 'http://cdn.example/r/v7/static/js/expose.1.js', as: 'script' },
      { rel: 'preload', href: 'http://cdn.example/r/v7/static/css/home.2.css', as: 'style', crossorigin: true },
      { rel: 'preload', href: 'http://cdn.example/r/v7/static/js/home.2.js', as: 'script', crossorigin: true },
    ]);
  });

  it('only opens the admin host connection when the page has no remote or a malformed one', () => {
    const adminOnly = [{ rel: 'preconnect', href: 'http://localhost:4000', crossorigin: true }];
    expect(remoteHints(undefined, 'http://localhost:4000')).toEqual(adminOnly);
    expect(remoteHints('not a url', 'http://localhost:4000')).toEqual(adminOnly);
  });
});

describe('hintTags', () => {
  it('writes link tags with escaped attributes', () => {
    expect(
      hintTags([
        { rel: 'preload', href: 'http://a.example/x.json?a=1&b="2"', as: 'fetch', crossorigin: true },
        { rel: 'preload', href: 'http://a.example/remoteEntry.js', as: 'script' },
      ]),
    ).toBe(
      '<link rel="preload" href="http://a.example/x.json?a=1&amp;b=&quot;2&quot;" as="fetch" crossorigin="anonymous" />' +
        '<link rel="preload" href="http://a.example/remoteEntry.js" as="script" />',
    );
  });
});

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

  it('gives undefined, never an error, for a missing, malformed, failing or slow file', async () => {
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
    const hanging = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const read = screenAssetsReader({ timeoutMs: 20, fetchImpl: hanging as unknown as typeof fetch });
    expect(await read('http://cdn.example/mf-manifest.json')).toBeUndefined();
    expect(await screenAssetsReader()('not a url')).toBeUndefined();
  });
});
