import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RELEASE_ARCHIVE_LIMITS } from '../../../shared/src/contract/releases.ts';
import { RegistryFollower, type Schedule } from './registry-follower.ts';
import { fakeRegistry, pack, releaseFiles, standInArchive, V1, V2, V3 } from './registry-stand-in.ts';

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

  it('refuses an archive larger than the registry accepts, reading no more of it than that', async () => {
    const { follower, registry } = await setup();
    await follower.start();
    registry.state.archives.set(V2, Buffer.alloc(RELEASE_ARCHIVE_LIMITS.maxCompressedBytes + 1));
    registry.state.map = { revision: 2, remotes: { 'mfe-investors': { stable: V2, canary: null } } };
    await follower.poll();
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

  it('keeps the saved entry of a remote whose new release cannot be fetched when it starts', async () => {
    const first = await setup();
    await first.follower.start();
    first.follower.stop();
    first.registry.state.failing.add(V2);
    first.registry.state.map = { revision: 2, remotes: { 'mfe-investors': { stable: V2, canary: null } } };
    const restarted = new RegistryFollower(first.options);
    await restarted.start();
    expect(restarted.map().remotes['mfe-investors']).toEqual({ stable: V1, canary: null });
    first.registry.state.failing.delete(V2);
    await restarted.poll();
    expect(restarted.map().remotes['mfe-investors']).toEqual({ stable: V2, canary: null });
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
