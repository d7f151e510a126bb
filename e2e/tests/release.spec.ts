// Independent delivery, end to end: release a remote, see it, release a changed version without
// touching the shell, roll back, survive a stale tab whose chunks vanished, and keep one React when
// a remote was built against other versions of the shared packages.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type DeployLayout, remoteMapFile, remotesRoot } from '../../shell/server/deploy-layout.ts';
import { readReleases, release, rollback } from '../../tools/release/deploy.ts';
import { readRemoteMap } from '../../shell/server/remote-map.ts';
import { ROOT, serveApp, serveDeployOrigin } from '../../tools/serve/stack.ts';
import type { RunningServer } from '../../shell/server/http/static-server.ts';
import { ADMIN_HOST, expect, installReactCounter, reactRendererCount, test } from './support/fixtures.ts';
import { VARIANT_ORIGINS, VARIANT_PORTS } from './support/ports.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const layout: DeployLayout = {
  dir: mkdtempSync(path.join(tmpdir(), 'e2e-deploy-')),
  origin: `http://localhost:${VARIANT_PORTS.deployOrigin}`,
};
const SITE = `http://localhost:${VARIANT_PORTS.shellRelease}`;
let shell: RunningServer;
let deployOrigin: RunningServer;
let shellFilesBefore: string;

/** Hash of every file of the shell's build: the shell must not change when a remote ships. */
function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(dir, file)).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** Finds the one source file of a remote that contains a visible text. */
function sourceFileWith(remote: string, text: string): string {
  const hits: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(tsx?|json)$/.test(name) && !/\.test\./.test(name) && readFileSync(file, 'utf8').includes(text)) hits.push(file);
    }
  };
  walk(path.join(ROOT, remote, 'src'));
  expect(hits.length, `files of ${remote} containing "${text}": ${hits.join(', ')}`).toBeGreaterThan(0);
  return hits[0]!;
}

/** Releases a version of a remote in which one visible text reads differently; the source is restored. */
async function releaseWithChangedText(remote: 'mfe-investors' | 'mfe-products', version: string, from: string, to: string) {
  const file = sourceFileWith(remote, from);
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, original.replace(from, to));
  try {
    return await release(remote, { version, layout });
  } finally {
    writeFileSync(file, original);
  }
}

const heading = (page: Page) => page.locator('main h1').first();

test.beforeAll(async () => {
  shellFilesBefore = hashTree(path.join(ROOT, 'shell', 'dist'));
  // The deploy origin stands in for a CDN on another machine: the page server cannot read its
  // releases from disk, so it asks for their server code with the deployment's token (issue 27).
  process.env.SERVER_CODE_TOKEN = randomBytes(16).toString('hex');
  deployOrigin = await serveDeployOrigin(layout, { port: VARIANT_PORTS.deployOrigin, allowedOrigins: VARIANT_ORIGINS });
  // The shell reads the deployment's map on every request, as in production, and serves the
  // releases at its own /mf/ too (the default DEPLOY_ORIGIN; this test's releases go to a deploy
  // origin of their own, a CDN stand-in, until the last test moves one to /mf/).
  shell = await serveApp('shell', { port: VARIANT_PORTS.shellRelease, remoteMap: () => readRemoteMap(remoteMapFile(layout)), releasesFolder: remotesRoot(layout) });
});

test.afterAll(async () => {
  delete process.env.SERVER_CODE_TOKEN;
  await Promise.all([shell?.close(), deployOrigin?.close()]);
  rmSync(layout.dir, { recursive: true, force: true });
});

test('mfe-investors ships v1, then v2 at the same map entry, then rolls back — the shell untouched', async ({ page, request }) => {
  const v1 = await release('mfe-investors', { version: 'v1', layout });
  expect((await request.get(`${SITE}/remotes.json`)).headers()['cache-control']).toBe('no-cache');
  expect((await (await request.get(`${SITE}/remotes.json`)).json()).mfe_investors).toBe(v1.manifestUrl);

  await page.goto(`${SITE}/investors/no-data`);
  await expect(heading(page)).toHaveText('Coming Soon...');
  // A tab gets the page rendered with v1 (it carries the map it was rendered with), and its script
  // is held until v2 has shipped: it must hydrate with v1, not mix v1's HTML with v2's code.
  const tab = await page.context().newPage();
  const tabErrors: string[] = [];
  tab.on('console', (message) => message.type() === 'error' && tabErrors.push(message.text()));
  tab.on('pageerror', (error) => tabErrors.push(error.message));
  const remoteFiles: string[] = [];
  tab.on('request', (r) => r.url().startsWith(layout.origin) && remoteFiles.push(r.url()));
  let letScriptsRun = () => undefined as void;
  const released = new Promise<void>((resolve) => (letScriptsRun = resolve));
  await tab.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const tabDocument = await tab.goto(`${SITE}/investors/no-data`, { waitUntil: 'commit' });
  const renderedWithV1 = await tabDocument!.text();
  expect(renderedWithV1).toContain('>Coming Soon...<');
  expect(renderedWithV1).toContain(v1.manifestUrl);

  const v2 = await releaseWithChangedText('mfe-investors', 'v2', "'Coming Soon...'", "'Coming Soon... (v2)'").catch(async () =>
    // The text may sit in JSX rather than a string literal.
    releaseWithChangedText('mfe-investors', 'v2', '>Coming Soon...<', '>Coming Soon... (v2)<'),
  );
  // Server rendering follows the map on the next request: v2's server code, no shell restart.
  expect(await (await request.get(`${SITE}/investors/no-data`)).text()).toContain('>Coming Soon... (v2)<');
  await page.reload();
  await expect(heading(page)).toHaveText('Coming Soon... (v2)');

  await test.step('the tab that got the v1 page before the release hydrates it with v1, without an error', async () => {
    letScriptsRun();
    await tab.waitForLoadState('networkidle');
    await expect(heading(tab)).toHaveText('Coming Soon...');
    expect(remoteFiles.some((url) => url.includes('/mfe-investors/v1/'))).toBe(true);
    expect(remoteFiles.filter((url) => url.includes('/mfe-investors/v2/'))).toEqual([]);
    expect(tabErrors).toEqual([]);
    await tab.close();
  });

  await rollback('mfe-investors', { layout });
  const rolledBack = await (await request.get(`${SITE}/investors/no-data`)).text();
  expect(rolledBack).toContain('>Coming Soon...<');
  expect(rolledBack).not.toContain(v2.manifestUrl);
  await page.reload();
  await expect(heading(page)).toHaveText('Coming Soon...');
  expect((await readReleases(layout, 'mfe-investors')).map((r) => r.version)).toEqual(['v1', 'v2']);
  expect(hashTree(path.join(ROOT, 'shell', 'dist'))).toBe(shellFilesBefore);
});

test('mfe-products ships v1, v2 and rolls back on its own', async ({ page }) => {
  await release('mfe-products', { version: 'v1', layout });
  await page.goto(`${SITE}/product/solvent`);
  const original = (await heading(page).textContent())?.trim() ?? '';
  expect(original).not.toBe('');

  await releaseWithChangedText('mfe-products', 'v2', original, `${original} v2`);
  await page.reload();
  await expect(heading(page)).toHaveText(`${original} v2`);

  await rollback('mfe-products', { version: 'v1', layout });
  await page.reload();
  await expect(heading(page)).toHaveText(original);
  expect(hashTree(path.join(ROOT, 'shell', 'dist'))).toBe(shellFilesBefore);
});

test('released files are cached as in production: manifests revalidate, hashed chunks are immutable', async ({ request }) => {
  const manifestUrl = `${layout.origin}/mfe-investors/v1/mf-manifest.json`;
  const manifest = await request.get(manifestUrl, { headers: { origin: SITE } });
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['etag']).toBeTruthy();
  expect(manifest.headers()['access-control-allow-origin']).toBe(SITE);
  const chunk = readdirSync(path.join(layout.dir, 'remotes', 'mfe-investors', 'v1', 'static', 'js'))[0]!;
  const asset = await request.get(`${layout.origin}/mfe-investors/v1/static/js/${chunk}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a stale tab whose chunks disappeared recovers by re-reading the map', async ({ page }) => {
  await release('mfe-investors', { version: 'v3', layout });
  await page.goto(`${SITE}/investors`);
  await expect(heading(page)).toBeVisible();
  // Ship v4, then delete v3 as an over-eager clean-up would: the open tab's next chunk is gone.
  await release('mfe-investors', { version: 'v4', layout });
  rmSync(path.join(layout.dir, 'remotes', 'mfe-investors', 'v3'), { recursive: true, force: true });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/investors/committee');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(heading(page)).toHaveText('Committees');
  await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toHaveCount(0);
});

test('a release whose server code is missing costs only its section: rendered in the browser, page 200', async ({ page, request, consoleErrors }) => {
  await release('mfe-investors', { version: 'v6-browser-only', layout });
  rmSync(path.join(layout.dir, 'remotes', 'mfe-investors', 'v6-browser-only', 'server'), { recursive: true, force: true });
  const response = await request.get(`${SITE}/investors/no-data`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The frame is server-rendered; the section is in React's "render on the client" state.
  expect(html).toContain('<header');
  expect(html).toContain('<footer');
  expect(html).toContain('<!--$!-->');
  expect(html).not.toContain('>Coming Soon...<');
  await page.goto(`${SITE}/investors/no-data`);
  await expect(heading(page)).toHaveText('Coming Soon...');
  expect(consoleErrors).toEqual([]);
});

test('a remote built against other shared versions still runs on the page\'s one React', async ({ page }) => {
  await release('mfe-products', {
    version: 'v5-old-react',
    layout,
    buildEnv: { MF_SHARED_VERSION_OVERRIDE: 'react=19.0.0,react-dom=19.0.0,react-router=7.0.0,react-router-dom=7.0.0' },
  });
  const manifest = JSON.parse(readFileSync(path.join(layout.dir, 'remotes', 'mfe-products', 'v5-old-react', 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  expect(manifest.shared.find((s) => s.name === 'react')?.version).toBe('19.0.0');

  await installReactCounter(page);
  await page.goto(`${SITE}/product/solvent`);
  await expect(heading(page)).toBeVisible();
  expect(await reactRendererCount(page)).toBe(1);
  await page.goto(`${SITE}/investors/committee`);
  await expect(heading(page)).toHaveText('Committees');
  expect(await reactRendererCount(page)).toBe(1);
});

test('a release served through the shell\'s own origin (/mf/): the page needs no other origin but the admin host', async ({ page, request, consoleErrors }) => {
  // The same release folders, now announced at the shell's /mf/ (DEPLOY_ORIGIN's default): only the map entry moves.
  const throughShell: DeployLayout = { dir: layout.dir, origin: `${SITE}/mf` };
  await rollback('mfe-investors', { version: 'v1', layout: throughShell });
  expect((await (await request.get(`${SITE}/remotes.json`)).json()).mfe_investors).toBe(`${SITE}/mf/mfe-investors/v1/mf-manifest.json`);
  const html = await (await request.get(`${SITE}/investors/no-data`)).text();
  expect(html).toContain('>Coming Soon...<');
  const origins = new Set<string>();
  page.on('request', (r) => origins.add(new URL(r.url()).origin));
  await page.goto(`${SITE}/investors/no-data`, { waitUntil: 'networkidle' });
  await expect(heading(page)).toHaveText('Coming Soon...');
  expect([...origins].filter((origin) => origin !== SITE && origin !== ADMIN_HOST)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  const manifest = await request.get(`${SITE}/mf/mfe-investors/v1/mf-manifest.json`);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
});
