// Issue 26, end to end: a team releases from its own pipeline through the release registry, and
// every page server follows. This file runs a registry of its own (an admin host on a fresh
// database) and two page servers following it, so its canaries — one of them broken on purpose —
// never reach the main stack the other tests use. Everything else is production code started as
// `pnpm start` starts it: the token made with `token:add`, releases uploaded with the release CLI
// from a build folder as a pipeline would, the page servers' own polling, cohorts, beacons and the
// registry's automatic rollback.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { COHORT_COOKIE, REGISTRY_PATHS, RELEASE_ARCHIVE_LIMITS, type RegistryMap } from '../../shared/src/contract/releases.ts';
import { minimalRelease, rawEntry, tarGz } from '../../shared/src/release-archive/hostile-tar.ts';
import { REMOTE_MAP_SNAPSHOT_ID } from '../../shell/src/remotes/remote-map-snapshot.ts';
import type { RunningServer } from '../../shell/server/http/static-server.ts';
import { serveShell } from '../../shell/server/serve-shell.ts';
import { ROOT, startAdminHost, type AdminHostProcess } from '../../tools/serve/stack.ts';
import { expect, test } from './support/fixtures.ts';
import { VARIANT_PORTS } from './support/ports.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const REMOTE = 'mfe-investors';
const SCREEN = '/investors/board-of-directors';
const work = mkdtempSync(path.join(tmpdir(), 'e2e-registry-'));
const REGISTRY = `http://localhost:${VARIANT_PORTS.registryAdmin}`;
const SERVERS = [VARIANT_PORTS.registryShellA, VARIANT_PORTS.registryShellB].map((port) => ({
  port,
  url: `http://localhost:${port}`,
  mapFile: path.join(work, `registry-map.${port}.json`),
  releases: path.join(work, `releases-${port}`),
}));
const ENV_KEYS = ['SERVER_CODE_TOKEN', 'REGISTRY_DIR', 'AUTO_ROLLBACK_CHECK_EVERY_MS', 'BEACONS_PER_CLIENT_PER_MINUTE'] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

let registry: AdminHostProcess;
const pageServers: RunningServer[] = [];
let investorsToken = '';
let productsToken = '';
const versions: Record<'a' | 'b' | 'broken', string> = { a: '', b: '', broken: '' };

const startPageServer = (server: (typeof SERVERS)[number]) =>
  serveShell({ port: server.port, adminHost: REGISTRY, registryUrl: REGISTRY, registryMapFile: server.mapFile, releasesFolder: server.releases });

/** `pnpm --filter admin-host token:add` against the registry's database; the token it prints once. */
function addToken(name: string, remote: string): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/token.ts', 'add', name, '--remote', remote], {
    cwd: path.join(ROOT, 'admin-host'),
    env: { ...process.env, ADMIN_DB: path.join(work, 'site.db') },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return /pvcrel_[A-Za-z0-9_-]+/.exec(result.stdout)![0];
}

const IR_USER = { username: 'registry-ir', password: 'registry ir passphrase 5' };

/** A console account on the registry's admin host, made as the README tells a team to (user:add). */
function addConsoleUser({ username, password }: typeof IR_USER): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/user.ts', 'add', username, '--role', 'ir', '--password-stdin'], {
    cwd: path.join(ROOT, 'admin-host'),
    env: { ...process.env, ADMIN_DB: path.join(work, 'site.db') },
    input: password,
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
}

/** The release CLI as a pipeline runs it; resolves with its exit code and output. */
function cli(script: 'release' | 'promote' | 'rollback', args: string[], token: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tools', 'release', `${script}.ts`), ...args, '--registry', REGISTRY], {
      cwd: ROOT,
      env: { ...process.env, RELEASE_TOKEN: token },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? -1, out }));
  });
}

async function release(dir: string, extra: string[] = []): Promise<string> {
  const { code, out } = await cli('release', [REMOTE, '--dir', dir, '--commit', '0123456789abcdef0123456789abcdef01234567', '--note', 'e2e', ...extra], investorsToken);
  expect(code, out).toBe(0);
  return /\bc[0-9a-f]{16}\b/.exec(out)![0];
}

/** A copy of the remote's production build, changed by `change` (a pipeline's build of another commit). */
function buildVariant(name: string, change: (dir: string) => void): string {
  const dir = path.join(work, name);
  cpSync(path.join(ROOT, REMOTE, 'dist'), dir, { recursive: true });
  change(dir);
  return dir;
}

/** The version of mfe-investors a page (or /remotes.json) names. */
const versionIn = (text: string): string | undefined => /\/mf\/mfe-investors\/([^/]+)\/mf-manifest\.json/.exec(text)?.[1];

/** The version in the map snapshot of a page's HTML: what it hydrates with. */
function snapshotVersion(html: string): string | undefined {
  const snapshot = new RegExp(`<script type="application/json" id="${REMOTE_MAP_SNAPSHOT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return snapshot ? versionIn(snapshot) : undefined;
}

async function mapOf(serverUrl: string, bucket: number): Promise<string | undefined> {
  const response = await fetch(`${serverUrl}/remotes.json`, { headers: { cookie: `${COHORT_COOKIE}=${bucket}` } }).catch(() => undefined);
  return response?.ok ? versionIn(await response.text()) : undefined;
}

/** Milliseconds until every page server's map gives the bucket `version`. */
async function untilServed(version: string, bucket = 99, timeoutMs = 10_000): Promise<number> {
  const start = Date.now();
  for (const server of SERVERS) {
    while ((await mapOf(server.url, bucket)) !== version) {
      if (Date.now() - start > timeoutMs) throw new Error(`${server.url} still does not serve ${version} to bucket ${bucket}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return Date.now() - start;
}

const registryMap = async (): Promise<RegistryMap> => (await fetch(`${REGISTRY}${REGISTRY_PATHS.remoteMap}`)).json() as Promise<RegistryMap>;

/** A fresh visitor (no cookie) in a browser of its own; the context is the caller's to close. */
async function visitor(browser: Browser, cookieBucket?: number): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (cookieBucket !== undefined) {
    await context.addCookies(SERVERS.map((s) => ({ name: COHORT_COOKIE, value: String(cookieBucket), url: s.url })));
  }
  return context;
}

test.beforeAll(async () => {
  process.env.SERVER_CODE_TOKEN = randomBytes(16).toString('hex');
  process.env.REGISTRY_DIR = path.join(work, 'registry');
  process.env.AUTO_ROLLBACK_CHECK_EVERY_MS = '1000';
  // Every browser here is one address (127.0.0.1): 200 visitors' beacons in a minute are far over
  // the 60 batches a real visitor's address may send, and would leave the broken canary unheard.
  process.env.BEACONS_PER_CLIENT_PER_MINUTE = '100000';
  registry = await startAdminHost({
    port: VARIANT_PORTS.registryAdmin,
    db: path.join(work, 'site.db'),
    flags: ['--reset'],
    allowedOrigins: SERVERS.map((s) => s.url),
    quiet: true,
  });
  investorsToken = addToken('investors-ci', 'mfe-investors');
  productsToken = addToken('products-ci', 'mfe-products');
  for (const server of SERVERS) pageServers.push(await startPageServer(server));
});

test.afterAll(async () => {
  await Promise.all([...pageServers.map((s) => s.close()), registry?.stop()]);
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  rmSync(work, { recursive: true, force: true });
});

test('a team releases mfe-investors from its pipeline; both page servers serve it within 2 s', async ({ page }) => {
  versions.a = await release(buildVariant('build-a', () => undefined));
  const propagated = await untilServed(versions.a);
  expect(propagated, 'ms from the upload answered to both page servers serving it').toBeLessThan(2_000);
  expect((await registryMap()).remotes[REMOTE]).toEqual({ stable: versions.a, canary: null });

  for (const server of SERVERS) {
    const files: string[] = [];
    page.on('request', (r) => r.url().includes('/mf/mfe-investors/') && files.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}${SCREEN}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.startsWith(`/mf/mfe-investors/${versions.a}/`)), files.join('\n')).toBe(true);
    page.removeAllListeners('request');
  }
  // Same files, same version: uploading again stores nothing new and changes nothing.
  expect(await release(path.join(work, 'build-a'))).toBe(versions.a);
});

test('a token for one remote cannot release, promote or roll back another', async () => {
  const refused = await cli('release', [REMOTE, '--dir', path.join(work, 'build-a')], productsToken);
  expect(refused.code).toBe(1);
  expect(refused.out).toMatch(/mfe-investors/);
  for (const action of [REGISTRY_PATHS.promote(REMOTE), REGISTRY_PATHS.rollback(REMOTE), REGISTRY_PATHS.canaryShare(REMOTE)]) {
    const response = await fetch(`${REGISTRY}${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${productsToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ percent: 10 }),
    });
    expect(response.status, action).toBe(403);
  }
  const anonymous = await fetch(`${REGISTRY}${REGISTRY_PATHS.promote(REMOTE)}`, { method: 'POST' });
  expect(anonymous.status).toBe(401);
});

test('malformed, oversized and path-escaping archives are refused and nothing is served from them', async () => {
  const before = await fetch(`${REGISTRY}${REGISTRY_PATHS.remoteMap}`);
  const etag = before.headers.get('etag');
  // A raw request. The registry answers an oversized body from its Content-Length, before reading
  // it, and closes the connection; so that case declares its length and waits for the answer
  // (as a client sending Expect: 100-continue would) instead of racing the close with its writes.
  const upload = (body: Uint8Array | { declaredBytes: number }) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; json: { message?: string } }>((resolve, reject) => {
      const length = body instanceof Uint8Array ? body.byteLength : body.declaredBytes;
      const request = http.request(`${REGISTRY}${REGISTRY_PATHS.upload(REMOTE)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${investorsToken}`, 'content-type': 'application/gzip', 'content-length': length },
        timeout: 15_000,
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, json: JSON.parse(text) as { message?: string } });
          request.destroy();
        });
      });
      request.on('timeout', () => request.destroy(new Error('no answer within 15 s')));
      request.on('error', reject);
      if (body instanceof Uint8Array) request.end(body);
      else request.flushHeaders();
    });
  const minimal = minimalRelease();
  const cases: [string, Uint8Array | { declaredBytes: number }, number][] = [
    ['not gzip at all', randomBytes(4096), 400],
    ['over the size limit', { declaredBytes: RELEASE_ARCHIVE_LIMITS.maxCompressedBytes + 1024 }, 413],
    ['an entry outside its root', tarGz(...minimal, rawEntry({ name: '../escape.js', data: 'x' })), 400],
    ['an absolute path', tarGz(...minimal, rawEntry({ name: '/etc/escape.js', data: 'x' })), 400],
    ['a symbolic link', tarGz(...minimal, rawEntry({ name: 'static/link.js', type: '2', linkname: '/etc/passwd' })), 400],
    ['a device', tarGz(...minimal, rawEntry({ name: 'static/dev', type: '3' })), 400],
    ['no server code', tarGz(minimal[0]!), 400],
    ['another remote’s manifest', tarGz(rawEntry({ name: 'mf-manifest.json', data: '{"name":"mfe_products"}' }), minimal[1]!), 400],
    ['server code that does not compile', tarGz(minimal[0]!, rawEntry({ name: 'server/screens.cjs', data: 'module.exports = {' })), 400],
  ];
  for (const [what, body, status] of cases) {
    const response = await upload(body);
    expect(response.status, what).toBe(status);
    expect(response.json.message, what).toBeTruthy();
    expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  }
  const after = await fetch(`${REGISTRY}${REGISTRY_PATHS.remoteMap}`);
  expect(after.headers.get('etag')).toBe(etag);
  // Only the good release was stored, and the page servers hold nothing else.
  expect(readdirSync(path.join(work, 'registry', REMOTE))).toEqual([versions.a]);
  for (const server of SERVERS) expect(readdirSync(path.join(server.releases, REMOTE)).filter((name) => !name.startsWith('.'))).toEqual([versions.a]);
});

test('a 50 % canary splits 200 fresh visitors, each sticky and hydrating with the release its HTML was rendered with', async ({ browser }) => {
  versions.b = await release(buildVariant('build-b', (dir) => writeFileSync(path.join(dir, 'static', 'release-b.txt'), 'b\n')), ['--canary', '50']);
  await untilServed(versions.b, 0);
  await untilServed(versions.a, 99);

  const counts = new Map<string, number>();
  for (let i = 0; i < 200; i++) {
    const server = SERVERS[i % 2]!;
    const response = await fetch(`${server.url}${SCREEN}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) e2e-visitor' } });
    expect(response.status).toBe(200);
    const version = snapshotVersion(await response.text())!;
    counts.set(version, (counts.get(version) ?? 0) + 1);
    const bucket = Number(new RegExp(`${COHORT_COOKIE}=(\\d+)`).exec(response.headers.get('set-cookie') ?? '')?.[1]);
    expect(version, `bucket ${bucket}`).toBe(bucket < 50 ? versions.b : versions.a);
  }
  expect([...counts.keys()].sort()).toEqual([versions.a, versions.b].sort());
  for (const count of counts.values()) {
    expect(count).toBeGreaterThanOrEqual(70);
    expect(count).toBeLessThanOrEqual(130);
  }

  // Crawlers get stable, and no cookie.
  const crawler = await fetch(`${SERVERS[0]!.url}${SCREEN}`, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
  expect(snapshotVersion(await crawler.text())).toBe(versions.a);
  expect(crawler.headers.get('set-cookie')).toBeNull();

  // Real browsers, until both cohorts were seen: the remote's files all come from the release the
  // HTML names, the page hydrates without an error, and a reload keeps the cohort.
  const seen = new Set<string>();
  for (let i = 0; i < 16 && seen.size < 2; i++) {
    const context = await visitor(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const files: string[] = [];
    page.on('request', (r) => r.url().includes('/mf/mfe-investors/') && files.push(new URL(r.url()).pathname));
    const response = await page.goto(`${SERVERS[i % 2]!.url}${SCREEN}`);
    const rendered = snapshotVersion(await response!.text())!;
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    expect(files.every((file) => file.startsWith(`/mf/mfe-investors/${rendered}/`)), files.join('\n')).toBe(true);
    expect(errors).toEqual([]);
    const again = await page.reload();
    expect(snapshotVersion(await again!.text())).toBe(rendered);
    seen.add(rendered);
    await context.close();
  }
  expect(seen.size, 'browsers saw both releases').toBe(2);
});

test('promoted, then a canary whose screen throws in the browser is rolled back on its own', async ({ browser }) => {
  const promoted = await cli('promote', [REMOTE], investorsToken);
  expect(promoted.code, promoted.out).toBe(0);
  await untilServed(versions.b, 99);
  expect((await registryMap()).remotes[REMOTE]).toEqual({ stable: versions.b, canary: null });

  // A build whose board-of-directors screen cannot run in the browser (its server code is fine, so
  // the page renders; hydrating it fails and the section's boundary shows its fallback).
  versions.broken = await release(
    buildVariant('build-broken', (dir) => {
      const assets = JSON.parse(readFileSync(path.join(dir, 'screen-assets.json'), 'utf8')) as { screens: Record<string, string[]> };
      const shared = new Set(Object.entries(assets.screens).filter(([route]) => route !== SCREEN).flatMap(([, files]) => files));
      const own = assets.screens[SCREEN]!.filter((file) => file.endsWith('.js') && !shared.has(file));
      expect(own.length).toBeGreaterThan(0);
      // Before the chunk registers itself: loading it fails, as a bad deploy's screen would.
      for (const file of own) writeFileSync(path.join(dir, file), `throw new Error("e2e: this release of the screen is broken");\n${readFileSync(path.join(dir, file), 'utf8')}`);
    }),
    ['--canary', '50'],
  );
  await untilServed(versions.broken, 0);

  const context = await visitor(browser, 0);
  const page = await context.newPage();
  const started = Date.now();
  // The visitor keeps reading the broken canary (each view shows the section's fallback) until the
  // registry has judged it: from then on its pages come from stable.
  let brokenViews = 0;
  for (let view = 0; view < 40; view++) {
    const response = await page.goto(`${SERVERS[view % 2]!.url}${SCREEN}`);
    if (snapshotVersion(await response!.text()) !== versions.broken) break;
    brokenViews += 1;
    // The section's fallback — unless the rollback came while this page loaded: the shell's loader
    // then re-reads the map after the failed chunk and shows the screen from stable.
    const fallback = await page.getByRole('button', { name: /retry/i }).waitFor({ timeout: 10_000 }).then(() => true, () => false);
    if (!fallback) {
      expect((await registryMap()).remotes[REMOTE]?.canary ?? null, 'the screen showed from the broken canary').toBeNull();
      break;
    }
  }
  await page.goto('about:blank'); // the last page's report leaves as it is hidden
  expect(brokenViews).toBeGreaterThanOrEqual(20);
  await expect.poll(async () => (await registryMap()).remotes[REMOTE]?.canary ?? null, { timeout: 60_000, intervals: [500] }).toBeNull();
  expect(Date.now() - started).toBeLessThan(120_000);
  expect((await registryMap()).remotes[REMOTE]?.stable).toBe(versions.b);
  await untilServed(versions.b, 0);
  await page.goto(`${SERVERS[0]!.url}${SCREEN}`);
  await expect(page.getByRole('button', { name: /retry/i })).toHaveCount(0);

  // The investor-relations team reads why on the console's Releases screen.
  addConsoleUser(IR_USER);
  await page.goto(`${REGISTRY}/admin/`);
  await page.getByLabel('User name').fill(IR_USER.username);
  await page.getByLabel('Password').fill(IR_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Releases' }).or(page.getByRole('link', { name: 'Releases' })).first().click();
  const history = page.getByRole('table', { name: /Changes to mfe-investors/ });
  const automatic = history.getByRole('row').filter({ hasText: 'Rolled back automatically' });
  await expect(automatic).toHaveCount(1);
  await expect(automatic).toContainText('the registry (automatic)');
  await expect(automatic).toContainText(/error rate/i);
  await context.close();
});

test('the registry stopped, every page server still answers with the last map, and one started now uses its saved copy', async ({ request }) => {
  await registry.stop();
  for (const server of SERVERS) {
    const response = await request.get(`${server.url}${SCREEN}`);
    expect(response.status()).toBe(200);
    expect(snapshotVersion(await response.text())).toBe(versions.b);
  }
  await pageServers.pop()!.close();
  pageServers.push(await startPageServer(SERVERS[1]!));
  const response = await request.get(`${SERVERS[1]!.url}${SCREEN}`);
  expect(response.status()).toBe(200);
  expect(snapshotVersion(await response.text())).toBe(versions.b);
});
