import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { REGISTRY_PATHS, type RegistryMap } from '../../../shared/src/contract/releases.ts';
import { SERVER_CODE_TOKEN_HEADER } from '../http/server-builds.ts';
import type { ReleaseArchiveIo } from './release-archive.ts';
import { RegistryFollower, type Schedule } from './registry-follower.ts';

// A stand-in for shared/src/release-archive (the registry's reader and writer): gzip'd JSON of the
// files. The follower only needs "bytes in, files and version out" and "files into a folder".
const pack = (version: string, files: Record<string, string>) => gzipSync(JSON.stringify({ version, files }));
const standInArchive: ReleaseArchiveIo = {
  read(gz) {
    const { version, files } = JSON.parse(gunzipSync(gz).toString()) as { version: string; files: Record<string, string> };
    return { version, files: new Map(Object.entries(files).map(([p, text]) => [p, Buffer.from(text)])) };
  },
  async write(files, target) {
    const temp = `${target}.tmp`;
    for (const [file, body] of files) {
      await mkdir(path.dirname(path.join(temp, file)), { recursive: true });
      await writeFile(path.join(temp, file), body);
    }
    await mkdir(path.dirname(target), { recursive: true });
    await rename(temp, target);
  },
};

const V1 = 'c0000000000000001';
const V2 = 'c0000000000000002';
const V3 = 'c0000000000000003';
const releaseFiles = (version: string) => ({ 'mf-manifest.json': `{"v":"${version}"}`, 'server/screens.cjs': `module.exports = '${version}';`, 'static/js/a.js': version });

/** A registry on a real port: its map (ETag), its archives (token only), and what it was asked. */
async function fakeRegistry() {
  const state = {
    map: { revision: 1, remotes: { 'mfe-investors': { stable: V1, canary: null } } } as RegistryMap | string,
    archives: new Map<string, Buffer>([[V1, pack(V1, releaseFiles(V1))], [V2, pack(V2, releaseFiles(V2))], [V3, pack(V3, releaseFiles(V3))]]),
    failing: new Set<string>(),
    down: false,
    mapRequests: [] as (string | undefined)[],
    archiveRequests: [] as string[],
  };
  const server: Server = createServer((req, res) => {
    if (state.down) return void req.socket.destroy();
    if (req.url === REGISTRY_PATHS.remoteMap) {
      state.mapRequests.push(req.headers['if-none-match']);
      const body = typeof state.map === 'string' ? state.map : JSON.stringify(state.map);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
      return void res.writeHead(200, { 'Content-Type': 'application/json', ETag: etag }).end(body);
    }
    const match = /^\/registry\/releases\/mfe-investors\/(c[0-9a-f]{16})\/archive\.tar\.gz$/.exec(req.url ?? '');
    if (match) {
      state.archiveRequests.push(match[1]!);
      if (req.headers[SERVER_CODE_TOKEN_HEADER] !== 'secret') return void res.writeHead(404).end();
      const archive = state.archives.get(match[1]!);
      if (!archive || state.failing.has(match[1]!)) return void res.writeHead(500).end();
      return void res.writeHead(200, { 'Content-Type': 'application/gzip' }).end(archive);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { state, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function setup({ schedule, now }: { schedule?: Schedule; now?: () => number } = {}) {
  const registry = await fakeRegistry();
  servers.push(registry.server);
  const dir = mkdtempSync(path.join(tmpdir(), 'follower-'));
  const logs: string[] = [];
  const options = {
    registryUrl: registry.url,
    token: 'secret',
    releasesFolder: path.join(dir, 'remotes'),
    savedMapFile: path.join(dir, 'registry-map.3000.json'),
    archive: standInArchive,
    log: (line: string) => logs.push(line),
    // Polls are driven by the test unless it hands a schedule.
    schedule: schedule ?? (() => () => undefined),
    ...(now ? { now } : {}),
  };
  const follower = new RegistryFollower(options);
  return { registry, dir, logs, options, follower, file: (version: string, name: string) => path.join(dir, 'remotes', 'mfe-investors', version, name) };
}

describe('RegistryFollower', () => {
  it("fetches a map's releases (with the token) into the releases folder before applying it, and saves the map", async () => {
    const { follower, registry, file, options } = await setup();
    await follower.start();
    expect(follower.map()).toEqual({ revision: 1, remotes: { 'mfe-investors': { stable: V1, canary: null } } });
    expect(readFileSync(file(V1, 'server/screens.cjs'), 'utf8')).toContain(V1);
    expect(readFileSync(file(V1, 'static/js/a.js'), 'utf8')).toBe(V1);
    expect(registry.state.archiveRequests).toEqual([V1]);
    expect(JSON.parse(readFileSync(options.savedMapFile, 'utf8'))).toEqual(follower.map());
  });

  it('asks with If-None-Match and does nothing on 304; a new map brings both its releases', async () => {
    const { follower, registry, file } = await setup();
    await follower.start();
    await follower.poll();
    expect(registry.state.mapRequests[0]).toBeUndefined();
    expect(registry.state.mapRequests[1]).toMatch(/^"/);
    expect(registry.state.archiveRequests).toEqual([V1]);
    registry.state.map = { revision: 2, remotes: { 'mfe-investors': { stable: V1, canary: { version: V2, percent: 10 } } } };
    await follower.poll();
    expect(follower.map().remotes['mfe-investors']).toEqual({ stable: V1, canary: { version: V2, percent: 10 } });
    expect(existsSync(file(V2, 'mf-manifest.json'))).toBe(true);
    expect(registry.state.archiveRequests).toEqual([V1, V2]);
  });

  it('leaves the previous entry in force while a release cannot be fetched, logs it once, and applies it once it can', async () => {
    const { follower, registry, logs } = await setup();
    await follower.start();
    registry.state.failing.add(V2);
    registry.state.map = { revision: 2, remotes: { 'mfe-investors': { stable: V2, canary: null } } };
    await follower.poll();
    await follower.poll(); // 304: the map is the same, the release is tried again
    expect(follower.map().remotes['mfe-investors']).toEqual({ stable: V1, canary: null });
    expect(registry.state.archiveRequests).toEqual([V1, V2, V2]);
    expect(logs.filter((line) => line.includes(`mfe-investors ${V2} could not be fetched`))).toHaveLength(1);
    registry.state.failing.delete(V2);
    await follower.poll();
    expect(follower.map()).toEqual({ revision: 2, remotes: { 'mfe-investors': { stable: V2, canary: null } } });
    expect(logs.at(-1)).toContain(`${V2} fetched`);
  });

  it('refuses an archive whose files are another release, and a map that names no content hash', async () => {
    const { follower, registry } = await setup();
    await follower.start();
    registry.state.archives.set(V2, pack(V3, releaseFiles(V3)));
    registry.state.map = { revision: 2, remotes: { 'mfe-investors': { stable: V2, canary: null } } };
    await follower.poll();
    expect(follower.map().remotes['mfe-investors']?.stable).toBe(V1);
    registry.state.map = JSON.stringify({ revision: 3, remotes: { 'mfe-investors': { stable: '../../etc', canary: null } } });
    expect(await follower.poll()).toBe(false);
    expect(follower.map().remotes['mfe-investors']?.stable).toBe(V1);
  });

  it('keeps the last map while the registry is down or answers garbage: logged once per outage, and on recovery', async () => {
    const { follower, registry, logs } = await setup();
    await follower.start();
    registry.state.down = true;
    await follower.poll();
    await follower.poll();
    registry.state.down = false;
    registry.state.map = '<html>oops</html>';
    await follower.poll();
    expect(follower.map().remotes['mfe-investors']?.stable).toBe(V1);
    expect(logs.filter((line) => line.includes('keeping the map of revision 1'))).toHaveLength(1);
    registry.state.map = { revision: 2, remotes: {} };
    await follower.poll();
    expect(logs.at(-1)).toMatch(/answers again/);
    // The registry knows no release of it any more: the remote goes back to the file map.
    expect(follower.map()).toEqual({ revision: 2, remotes: {} });
  });

  it('starts from its saved copy when the registry does not answer (only releases on its disk)', async () => {
    const first = await setup();
    first.registry.state.map = { revision: 4, remotes: { 'mfe-investors': { stable: V1, canary: { version: V2, percent: 25 } } } };
    await first.follower.start();
    first.follower.stop();
    first.registry.state.down = true;
    const restarted = new RegistryFollower({ ...first.options, log: (line) => first.logs.push(line) });
    await restarted.start();
    expect(restarted.map()).toEqual(first.follower.map());
    expect(first.logs.at(-1)).toMatch(/saved registry map \(revision 4/);
  });

  it('polls at most once per interval, counted from the start of the last poll', async () => {
    let clock = 0;
    const waits: number[] = [];
    const tasks: (() => void)[] = [];
    const { follower, registry } = await setup({
      now: () => clock,
      schedule: (task, ms) => {
        waits.push(ms);
        tasks.push(task);
        return () => undefined;
      },
    });
    await follower.start();
    expect(waits).toEqual([1000]);
    clock = 1000;
    tasks.shift()!();
    await expect.poll(() => waits.length).toBe(2);
    expect(waits[1]).toBe(1000);
    expect(registry.state.mapRequests).toHaveLength(2);
    follower.stop();
  });
});
