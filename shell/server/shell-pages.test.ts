import { describe, expect, it, vi } from 'vitest';
import type { ScreenAssets } from './screen-assets.ts';
import { PageCache } from './page-cache.ts';
import { requestRemoteMap } from './registry/request-map.ts';
import { shellPages } from './shell-pages.ts';

const TEMPLATE = {
  html: '<html><head><title>t</title><meta name="description" content="d"><link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"></head><body><div id="root"></div><noscript>Needs JS</noscript></body></html>',
  etag: '"t1"',
};
const META = { title: 'Annual Report | Co', description: 'Reports & more', canonical: 'https://www.example/investors/annual-report', jsonLd: null, feed: null, locale: 'en' as const, alternates: [], image: null };
const v = (version: string) => `http://cdn.example/mfe-investors/${version}/mf-manifest.json`;
const ASSETS: ScreenAssets = { expose: ['static/js/expose.js'], screens: { '/investors/annual-report': ['static/js/annual.js'] } };

function setup(map: Record<string, string> = { mfe_investors: v('v1') }) {
  const state = { map, assets: ASSETS as ScreenAssets | undefined };
  const screenAssets = vi.fn(async () => state.assets);
  const cache = new PageCache();
  const pages = shellPages({ adminHost: 'http://localhost:4000', remoteMap: async () => state.map, screenAssets, cache });
  const html = async (path: string, status = 200) => (await pages.page(path, status, TEMPLATE)).body.toString();
  return { state, screenAssets, cache, pages, html };
}

describe('shellPages', () => {
  it("writes the route's hints (from the map) and the investor feed link into the page", async () => {
    const { html } = setup();
    const page = await html('/investors/annual-report');
    // The route's release, by the entry script beside its manifest (the browser fetches no manifest).
    expect(page).toContain(`<link rel="preload" href="${v('v1').replace('mf-manifest.json', 'remoteEntry.js')}" as="script" />`);
    expect(page).toContain('href="http://cdn.example/mfe-investors/v1/static/js/annual.js" as="script" crossorigin="anonymous"');
    expect(page).toContain('type="application/atom+xml"');
    expect(page).toMatch(/<\/head><body><div id="root"><\/div><noscript>/);
  });

  it('renders a page once per route and map: hits read nothing, trailing slashes share the entry', async () => {
    const { screenAssets, cache, html } = setup();
    await html('/investors/annual-report');
    await html('/investors/annual-report');
    await html('/investors/annual-report/');
    expect(screenAssets).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 1 });
  });

  it('follows a release and a rollback on the next request after the map changes', async () => {
    const { state, html } = setup();
    expect(await html('/investors/annual-report')).toContain('/v1/');
    state.map = { mfe_investors: v('v2') };
    const released = await html('/investors/annual-report');
    expect(released).toContain('/v2/');
    expect(released).not.toContain('/v1/');
    state.map = { mfe_investors: v('v1') };
    expect(await html('/investors/annual-report')).toContain('/v1/');
  });

  it('answers every unknown path from one cached 404 page, with only the admin host hint', async () => {
    const { cache, html, pages } = setup();
    const page = await html('/no-such-page', 404);
    expect(page).toContain('<link rel="preconnect" href="http://localhost:4000" crossorigin="anonymous" />');
    expect(page).not.toContain('rel="preload" href="http');
    await html('/another-unknown', 404);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1 });
    expect((await pages.page('/nope', 404, TEMPLATE)).status).toBe(404);
  });

  it('still answers the page, with fewer hints, when the map cannot be read', async () => {
    const pages = shellPages({ adminHost: 'http://localhost:4000', remoteMap: () => Promise.reject(new Error('gone')), screenAssets: async () => ASSETS });
    const reply = await pages.page('/investors/annual-report', 200, TEMPLATE);
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).not.toContain('rel="preload" href="http');
  });

  it('writes no remote hints for a build without federation', async () => {
    const pages = shellPages({ adminHost: 'http://localhost:4000', remoteMap: async () => ({ mfe_investors: v('v1') }), resourceHints: false });
    // Only the template's own /remotes.json preload: no preload or preconnect of another origin.
    expect((await pages.page('/investors', 200, TEMPLATE)).body.toString()).not.toMatch(/<link rel="pre(load|connect)" href="http/);
  });

  it('serves the remote map at /remotes.json, no-cache with an ETag, and nothing else', async () => {
    const { pages } = setup();
    const reply = await pages.answer!('/remotes.json');
    expect(JSON.parse(reply!.body.toString())).toEqual({ mfe_investors: v('v1') });
    expect(reply!.headers['Cache-Control']).toBe('no-cache');
    expect(reply!.etag).toBeTruthy();
    expect(await pages.answer!('/about')).toBeUndefined();
  });
});

describe('shellPages with server rendering', () => {
  const ASSETS_CSS: ScreenAssets = { expose: [], screens: { '/investors/annual-report': ['static/css/annual.css', 'static/js/annual.js'] } };
  const setupRendered = (complete = true, screenRendered = complete) => {
    const state = { version: 'c1' };
    const render = vi.fn(async (url: string) => ({ html: `<main><h1>${url}</h1></main>`, complete, screenRendered, renders: 1, adminData: { '/investors/list-policies': [{ policie_Name: 'A</script>' }] }, meta: META }));
    const pages = shellPages({
      adminHost: 'http://localhost:4000',
      remoteMap: async () => ({ mfe_investors: v('v1') }),
      screenAssets: async () => ASSETS_CSS,
      render,
      shellStyles: async () => ['/static/css/shell.css'],
      contentVersion: async () => state.version,
    });
    return { render, pages, state };
  };

  it("puts the rendered markup in #root, links the shell's and the screen's CSS, and carries the remote map it was rendered with", async () => {
    const { pages, render } = setupRendered();
    const html = (await pages.page('/investors/annual-report/', 200, TEMPLATE)).body.toString();
    expect(render).toHaveBeenCalledWith('/investors/annual-report', expect.objectContaining({ path: '/investors/annual-report' }), v('v1'));
    expect(html).toContain('<div id="root"><main><h1>/investors/annual-report</h1></main></div>');
    expect(html).toContain('<link rel="stylesheet" href="/static/css/shell.css" />');
    expect(html).toContain('<link rel="stylesheet" href="http://cdn.example/mfe-investors/v1/static/css/annual.css" crossorigin="anonymous" />');
    expect(html).toContain(`<script type="application/json" id="site-remote-map">{"mfe_investors":"${v('v1')}"}</script>`);
    expect(html).not.toContain('<noscript>');
    // Nothing but the CSS competes with the first frame: the scripts that hydrate it come later.
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="(script|fetch)"/);
  });

  it("writes the route's title, description and canonical link, and the admin answers it was rendered with; drops the map preload", async () => {
    const { pages } = setupRendered();
    const html = (await pages.page('/investors/annual-report', 200, TEMPLATE)).body.toString();
    expect(html).toContain('<title>Annual Report | Co</title>');
    expect(html).toContain('<meta name="description" content="Reports &amp; more" />');
    expect(html).not.toContain('content="d"');
    expect(html).toContain('<link rel="canonical" href="https://www.example/investors/annual-report" />');
    expect(html).toContain('<script type="application/json" id="site-admin-data">{"/investors/list-policies":[{"policie_Name":"A\\u003c/script>"}]}</script>');
    expect(html).not.toContain('/remotes.json');
  });

  it("titles the feed link in the rendered page's language (its meta's), keeping the admin host's address", async () => {
    const pages = shellPages({
      adminHost: 'http://localhost:4000',
      remoteMap: async () => ({}),
      screenAssets: async () => undefined,
      contentVersion: async () => '',
      render: async () => ({ html: '<main></main>', complete: true, screenRendered: true, renders: 1, adminData: {}, meta: { ...META, locale: 'ml' as const, feed: { href: 'http://x.example/feed.xml', title: 'നിക്ഷേപക അറിയിപ്പുകൾ' } } }),
    });
    const html = (await pages.page('/ml/investors/annual-report', 200, TEMPLATE)).body.toString();
    expect(html).toContain('title="നിക്ഷേപക അറിയിപ്പുകൾ" href="http://localhost:4000/investors/feed.xml"');
  });

  it("moves React's preload of the LCP image into the head", async () => {
    const preload = '<link rel="preload" as="image" imageSrcSet="/a-480.webp 480w" fetchPriority="high"/>';
    const pages = shellPages({
      adminHost: 'http://localhost:4000',
      remoteMap: async () => ({}),
      screenAssets: async () => undefined,
      contentVersion: async () => '',
      render: async () => ({ html: `${preload}<main><img fetchPriority="high"/></main>`, complete: true, screenRendered: true, renders: 1, adminData: {}, meta: META }),
    });
    const html = (await pages.page('/', 200, TEMPLATE)).body.toString();
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"><main>');
  });

  it('renders and caches a page per screen query (year, q) and nothing else of the query', async () => {
    const { pages, render } = setupRendered();
    await pages.page('/investors/annual-report', 200, TEMPLATE, '?utm_source=mail');
    await pages.page('/investors/annual-report', 200, TEMPLATE, '');
    await pages.page('/investors/annual-report', 200, TEMPLATE, '?q=results&utm_source=x&year=2024-25');
    await pages.page('/investors/annual-report', 200, TEMPLATE, '?year=2024-25&q=results');
    expect(render.mock.calls.map(([url]) => url)).toEqual(['/investors/annual-report', '/investors/annual-report?year=2024-25&q=results']);
  });

  it("renders again when the admin host's content version moves", async () => {
    const { pages, render, state } = setupRendered();
    await pages.page('/investors/annual-report', 200, TEMPLATE);
    await pages.page('/investors/annual-report', 200, TEMPLATE);
    state.version = 'c2';
    await pages.page('/investors/annual-report', 200, TEMPLATE);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps only preloads for the CSS of a screen left to the browser, and renders such a page again soon', async () => {
    const { pages, render } = setupRendered(false);
    const html = (await pages.page('/investors/annual-report', 200, TEMPLATE)).body.toString();
    expect(html).toContain('href="http://cdn.example/mfe-investors/v1/static/css/annual.css" as="style"');
    await pages.page('/investors/annual-report', 200, TEMPLATE);
    expect(render).toHaveBeenCalledTimes(1); // cached, for INCOMPLETE_PAGE_MAX_AGE_MS only
  });

  it('links the CSS of a screen rendered without some of its admin data (those lists load in the browser)', async () => {
    const { pages } = setupRendered(false, true);
    const html = (await pages.page('/investors/annual-report', 200, TEMPLATE)).body.toString();
    expect(html).toContain('<link rel="stylesheet" href="http://cdn.example/mfe-investors/v1/static/css/annual.css" crossorigin="anonymous" />');
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="(script|fetch)"/);
  });

  it('escapes the map so no entry can close the script element', async () => {
    const pages = shellPages({ adminHost: 'http://localhost:4000', remoteMap: async () => ({ x: 'http://a.example/</script><script>alert(1)' }), screenAssets: async () => undefined, render: async () => ({ html: '', complete: true, screenRendered: true, renders: 1, adminData: {}, meta: META }), contentVersion: async () => '' });
    const html = (await pages.page('/about', 200, TEMPLATE)).body.toString();
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });

  it("renders, embeds and caches the page with the visitor's cohort's releases; /remotes.json answers the same map", async () => {
    const stable = 'c0000000000000001';
    const canary = 'c0000000000000002';
    const remoteMap = requestRemoteMap({
      registry: () => ({ revision: 3, remotes: { 'mfe-investors': { stable, canary: { version: canary, percent: 10 } } } }),
      fallback: async () => ({}),
      origin: 'http://localhost:3006',
      random: () => 5,
    });
    const render = vi.fn(async () => ({ html: '<main></main>', complete: true, screenRendered: true, renders: 1, adminData: {}, meta: META }));
    const cache = new PageCache();
    const pages = shellPages({ adminHost: 'http://localhost:4000', remoteMap, screenAssets: async () => undefined, render, contentVersion: async () => '', cache });
    const visit = async (cookie?: string) => {
      const added: Record<string, string> = {};
      const request = { headers: cookie ? { cookie } : {}, addHeader: (name: string, value: string) => void (added[name] = value) };
      return { html: (await pages.page('/investors/annual-report', 200, TEMPLATE, '', request)).body.toString(), added, request };
    };
    const manifest = (version: string) => `http://localhost:3006/mf/mfe-investors/${version}/mf-manifest.json`;
    const newcomer = await visit();
    expect(newcomer.added).toEqual({ 'Set-Cookie': expect.stringMatching(/^site_cohort=5;/), Vary: 'Cookie' });
    expect(newcomer.html).toContain(`{"mfe_investors":"${manifest(canary)}"}</script>`);
    const inStable = await visit('site_cohort=10');
    expect(inStable.html).toContain(`{"mfe_investors":"${manifest(stable)}"}</script>`);
    expect(inStable.added).toEqual({ Vary: 'Cookie' });
    await visit('site_cohort=3');
    await visit('site_cohort=80');
    // One page per release, rendered with the manifest its map names.
    expect(render.mock.calls.map((call) => (call as unknown[])[2])).toEqual([manifest(canary), manifest(stable)]);
    expect(cache.stats()).toMatchObject({ misses: 2, hits: 2 });
    const json = await pages.answer!('/remotes.json', (await visit('site_cohort=2')).request);
    expect(JSON.parse(json!.body.toString())).toEqual({ mfe_investors: manifest(canary) });
  });
});
