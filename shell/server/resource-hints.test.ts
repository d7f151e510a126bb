import { describe, expect, it } from 'vitest';
import { hintTags, remoteHints } from './resource-hints.ts';

describe('remoteHints', () => {
  it('preloads the remoteEntry of the route’s remote, beside its manifest (the browser fetches no manifest)', () => {
    expect(remoteHints('http://cdn.example/remotes/mfe_investors/v7/mf-manifest.json', 'http://localhost:4000/')).toEqual([
      { rel: 'preconnect', href: 'http://localhost:4000', crossorigin: true },
      { rel: 'preload', href: 'http://cdn.example/remotes/mfe_investors/v7/remoteEntry.js', as: 'script' },
      { rel: 'preconnect', href: 'http://cdn.example', crossorigin: true },
    ]);
  });

  it('preloads the exposed module as a plain script, the screen’s chunks and CSS with CORS, as each is requested', () => {
    const hints = remoteHints('http://cdn.example/r/v7/mf-manifest.json', 'http://localhost:4000', {
      expose: ['static/js/expose.1.js'],
      screen: ['static/css/home.2.css', 'static/js/home.2.js', 'static/media/ignored.webp'],
    });
    expect(hints.slice(3)).toEqual([
      { rel: 'preload', href: 'http://cdn.example/r/v7/static/js/expose.1.js', as: 'script' },
      { rel: 'preload', href: 'http://cdn.example/r/v7/static/css/home.2.css', as: 'style', crossorigin: true },
      { rel: 'preload', href: 'http://cdn.example/r/v7/static/js/home.2.js', as: 'script', crossorigin: true },
    ]);
  });

  it("hints a remote served through the page's own origin (/mf/…) as plain requests, as its chunk loader makes them, with no preconnect", () => {
    const hints = remoteHints('http://localhost:3000/mf/mfe-investors/v7/mf-manifest.json', 'http://localhost:4000', { expose: ['static/js/expose.1.js'], screen: ['static/css/home.2.css', 'static/js/home.2.js'] }, 'http://localhost:3000');
    expect(hints).toEqual([
      { rel: 'preconnect', href: 'http://localhost:4000', crossorigin: true },
      { rel: 'preload', href: 'http://localhost:3000/mf/mfe-investors/v7/remoteEntry.js', as: 'script' },
      { rel: 'preload', href: 'http://localhost:3000/mf/mfe-investors/v7/static/js/expose.1.js', as: 'script' },
      { rel: 'preload', href: 'http://localhost:3000/mf/mfe-investors/v7/static/css/home.2.css', as: 'style' },
      { rel: 'preload', href: 'http://localhost:3000/mf/mfe-investors/v7/static/js/home.2.js', as: 'script' },
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
