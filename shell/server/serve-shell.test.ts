import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRegistry, pack, releaseFiles, standInArchive, V1, V2, V3 } from './registry/registry-stand-in.ts';
import { serveShell } from './serve-shell.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('serveShell following the release registry', () => {
  it("serves each visitor's cohort's releases from its own /mf/, fetched from the registry, and today's map for the rest on its own origin", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'serve-shell-'));
    writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    vi.stubEnv('SERVER_CODE_TOKEN', 'secret');
    vi.stubEnv('DEPLOY_DIR', dir);
    const registry = await fakeRegistry('secret');
    closers.push(() => new Promise((resolve) => registry.server.close(resolve)));
    registry.state.map = { revision: 7, remotes: { 'mfe-investors': { stable: V1, canary: { version: V2, percent: 30 } } } };
    const port = await freePort();
    const shell = await serveShell({
      port,
      root: dir,
      releasesFolder: path.join(dir, 'remotes'),
      registryUrl: registry.url,
      releaseArchive: standInArchive,
      adminHost: 'http://127.0.0.1:9',
    });
    closers.push(() => shell.close());
    const own = `http://localhost:${port}`;
    const manifest = (version: string) => `${own}/mf/mfe-investors/${version}/mf-manifest.json`;

    const fresh = await fetch(`${own}/remotes.json`);
    const cookie = fresh.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^site_cohort=\d{1,2}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
    expect(fresh.headers.get('vary')).toContain('Cookie');
    const bucket = Number(/site_cohort=(\d+)/.exec(cookie)![1]);
    const map = (await fresh.json()) as Record<string, string>;
    expect(map.mfe_investors).toBe(manifest(bucket < 30 ? V2 : V1));
    // Remotes the registry has no release of: the local builds, on this server's own origin.
    expect(map.mfe_products).toBe(`${own}/mf/mfe-products/local/mf-manifest.json`);

    // Sticky: the same cohort on every request.
    for (const [value, version] of [['29', V2], ['30', V1]] as const) {
      const again = await fetch(`${own}/remotes.json`, { headers: { cookie: `site_cohort=${value}` } });
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(((await again.json()) as Record<string, string>).mfe_investors).toBe(manifest(version));
    }
    const crawler = await fetch(`${own}/remotes.json`, { headers: { 'user-agent': 'Googlebot/2.1', cookie: 'site_cohort=0' } });
    expect(crawler.headers.get('set-cookie')).toBeNull();
    expect(((await crawler.json()) as Record<string, string>).mfe_investors).toBe(manifest(V1));

    // Both releases are on its disk and served with the usual caching; server code is not public.
    const chunk = await fetch(`${own}/mf/mfe-investors/${V2}/static/js/a.js`);
    expect(await chunk.text()).toBe(V2);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${own}/mf/mfe-investors/${V1}/server/screens.cjs`)).status).toBe(404);
    expect(registry.state.archiveRequests.sort()).toEqual([V1, V2]);
    // A page chosen by the cohort says so to caches.
    const page = await fetch(`${own}/investors`, { headers: { cookie: 'site_cohort=3' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('vary')).toBe('Accept-Encoding, Origin, Cookie');
    // Its map is saved for a start while the registry is down.
    expect(JSON.parse(readFileSync(path.join(dir, `registry-map.${port}.json`), 'utf8'))).toMatchObject({ revision: 7 });
  });

  it("loads a new release's server code as soon as its map is in force, and reports code that does not load", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'serve-shell-'));
    writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'server', 'render.cjs'), 'module.exports = {};');
    vi.stubEnv('SERVER_CODE_TOKEN', 'secret');
    vi.stubEnv('DEPLOY_DIR', dir);
    const registry = await fakeRegistry('secret');
    closers.push(() => new Promise((resolve) => registry.server.close(resolve)));
    registry.state.archives.set(V3, pack(V3, { ...releaseFiles(V3), 'server/screens.cjs': "throw new Error('this release is broken');" }));
    registry.state.map = { revision: 2, remotes: { 'mfe-investors': { stable: V1, canary: { version: V3, percent: 5 } } } };
    const port = await freePort();
    const shell = await serveShell({ port, root: dir, releasesFolder: path.join(dir, 'remotes'), registryUrl: registry.url, releaseArchive: standInArchive, adminHost: 'http://127.0.0.1:9' });
    closers.push(() => shell.close());
    await expect.poll(() => registry.state.serverReports).toEqual([{ reports: [{ remote: 'mfe-investors', release: V3, kind: 'load-failure' }] }]);
  });
});
