// The health intake and the automatic rollback in the real admin host (testApp: buildApp over a real
// database), with the registry's own map (map-store.ts).
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BEACON_LIMITS, REGISTRY_PATHS, type BeaconEvent, type RemoteFolder } from '@site/shared/contract/releases';
import { SITE_ORIGIN, testApp } from '../../test-app';
import type { SiteDb } from '../../db/site-db';
import { mapHistory, recordRelease, remoteEntry } from '../map-store';
import type { CanaryWatch } from './canary-watch';
import { releaseHealth, type HealthRecorder } from './health-store';
import type { ReleaseHealthOptions } from './plugin';

const STABLE = 'c00000000000000a1';
const CANARY = 'c00000000000000b2';
const TOKEN = 'page-servers-token-for-tests';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function start(releaseHealthOptions: Partial<ReleaseHealthOptions> = {}) {
  let running!: { watch: CanaryWatch; recorder: HealthRecorder };
  const clock = { now: Date.parse('2026-11-28T08:00:00Z') };
  const built = await testApp({
    seed: 'empty',
    options: {
      now: () => clock.now,
      // The test judges when it likes: the timer's pace is far beyond a test's life.
      releaseHealth: { checkEveryMs: 60_000, serverCodeToken: TOKEN, onStart: (handle) => (running = handle), ...releaseHealthOptions },
    },
  });
  apps.push(built.app);
  return { app: built.app, site: built.site, clock, watch: () => running.watch, recorder: () => running.recorder };
}

const beacon = (app: FastifyInstance, events: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: REGISTRY_PATHS.beacons, headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE_ORIGIN, ...headers }, payload: typeof events === 'string' ? events : JSON.stringify({ events }) });

const views = (remote: RemoteFolder, release: string, n: number): BeaconEvent[] => Array.from({ length: n }, () => ({ kind: 'view', remote, release, page: '/investors' }));
const errors = (remote: RemoteFolder, release: string, n: number): BeaconEvent[] => Array.from({ length: n }, () => ({ kind: 'error', remote, release, source: 'boundary' }));

/** A release recorded in the registry's map at the test's clock (its files are not needed here). */
async function release(site: SiteDb, clock: { now: number }, version: string, canaryPercent?: number) {
  await recordRelease(site, { remote: 'mfe-investors', version, commit: null, note: null, bytes: 1, actor: 'token:ir-pipeline', canaryPercent }, { now: () => clock.now });
}

describe('the beacon intake', () => {
  it('counts views, errors and vitals of the releases the map names, and answers 204 with CORS for the site', async () => {
    const { app, site, recorder } = await start();
    const response = await beacon(app, [
      ...views('mfe-investors', 'local', 2),
      ...errors('mfe-investors', 'local', 1),
      { kind: 'vital', remote: 'mfe-investors', release: 'local', name: 'LCP', value: 1800 },
      { kind: 'vital', remote: 'mfe-investors', release: 'local', name: 'LCP', value: 2600 },
      // Not in the map (mfe-investors has no registry release): accepted, not stored.
      ...views('mfe-investors', CANARY, 5),
    ]);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // application/json is taken too.
    const json = await app.inject({ method: 'POST', url: REGISTRY_PATHS.beacons, headers: { 'content-type': 'application/json' }, payload: { events: views('mfe-investors', 'local', 1) } });
    expect(json.statusCode).toBe(204);
    await recorder().flush();
    expect(await releaseHealth(site, 'mfe-investors', 'local')).toEqual({
      version: 'local',
      pageViews: 3,
      errors: 1,
      errorRate: 1 / 3,
      serverFailures: 0,
      p75: { LCP: 2600, INP: null, CLS: null, TTFB: null },
    });
    expect((await releaseHealth(site, 'mfe-investors', CANARY)).pageViews).toBe(0);
  });

  it('refuses bad input with 4xx JSON, never 5xx, and stores nothing from it', async () => {
    const { app, site, recorder } = await start();
    const cases: [string | unknown[], Record<string, string>, number, RegExp][] = [
      ['{"events": [', {}, 400, /JSON/],
      [[{ kind: 'view', remote: 'mfe-admin', release: 'local', page: '/' }], {}, 400, /remote/],
      [[{ kind: 'tap', remote: 'mfe-investors', release: 'local' }], {}, 400, /kind/],
      ['{"events":[{"kind":"vital","remote":"mfe-investors","release":"local","name":"LCP","value":1e999}]}', {}, 400, /finite/],
      [views('mfe-investors', 'local', BEACON_LIMITS.maxEvents + 1), {}, 400, /at most/],
      [`{"events":[],"pad":"${'x'.repeat(BEACON_LIMITS.maxBodyBytes)}"}`, {}, 413, /too large/],
      [views('mfe-investors', 'local', 1), { 'content-type': 'application/x-www-form-urlencoded' }, 415, /content type/],
      [views('mfe-investors', 'local', 1), { origin: 'https://evil.example' }, 403, /site's own pages/],
    ];
    for (const [events, headers, status, message] of cases) {
      const response = await beacon(app, events, headers);
      expect(response.statusCode, JSON.stringify(events).slice(0, 80)).toBe(status);
      expect(response.json().message).toMatch(message);
      expect(response.headers['content-security-policy']).toBeDefined();
    }
    await recorder().flush();
    expect((await releaseHealth(site, 'mfe-investors', 'local')).pageViews).toBe(0);
  });

  it('takes a set number of batches per client per minute, then 429 until the minute ends', async () => {
    const { app, clock } = await start({ perClientPerMinute: 3 });
    for (let i = 0; i < 3; i += 1) expect((await beacon(app, views('mfe-content', 'local', 1))).statusCode).toBe(204);
    const refused = await beacon(app, views('mfe-content', 'local', 1));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own allowance.
    expect((await app.inject({ method: 'POST', url: REGISTRY_PATHS.beacons, remoteAddress: '10.0.0.9', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ events: views('mfe-content', 'local', 1) }) })).statusCode).toBe(204);
    clock.now += 60_000;
    expect((await beacon(app, views('mfe-content', 'local', 1))).statusCode).toBe(204);
  });
});

describe('server reports', () => {
  const report = (kind: string, release = STABLE) => ({ reports: [{ remote: 'mfe-investors', release, kind }] });

  it("need the page servers' token", async () => {
    const { app } = await start();
    const post = (headers: Record<string, string>) => app.inject({ method: 'POST', url: REGISTRY_PATHS.serverReports, headers, payload: report('render-failure') });
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ 'x-server-code-token': 'guess' })).statusCode).toBe(403);
    const { app: without } = await start({ serverCodeToken: undefined });
    expect((await without.inject({ method: 'POST', url: REGISTRY_PATHS.serverReports, headers: { 'x-server-code-token': TOKEN }, payload: report('render-failure') })).statusCode).toBe(403);
  });

  it('count server failures per release, and refuse a malformed batch', async () => {
    const { app, site } = await start();
    const post = (payload: unknown) => app.inject({ method: 'POST', url: REGISTRY_PATHS.serverReports, headers: { 'x-server-code-token': TOKEN }, payload: payload as object });
    expect((await post(report('render-failure'))).statusCode).toBe(204);
    expect((await post(report('render-timeout'))).statusCode).toBe(204);
    expect((await post({ reports: [{ remote: 'mfe-investors', release: STABLE, kind: 'oops' }] })).statusCode).toBe(400);
    expect((await releaseHealth(site, 'mfe-investors', STABLE)).serverFailures).toBe(2);
  });
});

describe('the automatic rollback', () => {
  it('rolls back a canary whose error rate is over stable\'s by more than the margin, and says why in the history', async () => {
    const { app, site, clock, watch } = await start();
    await release(site, clock, STABLE);
    // Before the canary started: stable's errors then do not count.
    expect((await beacon(app, [...views('mfe-investors', STABLE, 10), ...errors('mfe-investors', STABLE, 10)])).statusCode).toBe(204);
    await watch().check();
    clock.now += 120_000;
    await release(site, clock, CANARY, 10);
    await beacon(app, views('mfe-investors', STABLE, 40));
    await beacon(app, [...views('mfe-investors', CANARY, 19), ...errors('mfe-investors', CANARY, 7)]);
    // 19 page views: below the minimum, whatever the rate.
    expect(await watch().check()).toEqual([{ remote: 'mfe-investors', canary: CANARY, rolledBack: false, words: '19 page views so far, fewer than 20' }]);
    await beacon(app, views('mfe-investors', CANARY, 1));
    const [judgement] = await watch().check();
    expect(judgement).toMatchObject({ rolledBack: true, words: 'error rate 35.0 % over 20 page views against 0.0 % for stable: more than 2 points over' });
    expect(await remoteEntry(site, 'mfe-investors')).toEqual({ stable: STABLE, canary: null });
    const [latest] = await mapHistory(site, 'mfe-investors', 1);
    expect(latest).toMatchObject({ action: 'auto-rollback', actor: 'registry', reason: 'error rate 35.0 % over 20 page views against 0.0 % for stable: more than 2 points over', stable: STABLE, canary: null });
    // Nothing left to judge.
    expect(await watch().check()).toEqual([]);
  });

  it('keeps a canary within the margin, and follows a configured margin', async () => {
    const { app, site, clock, watch } = await start({ rule: { marginPoints: 50, minPageViews: 5 } });
    await release(site, clock, STABLE);
    await release(site, clock, CANARY, 50);
    await beacon(app, [...views('mfe-investors', CANARY, 10), ...errors('mfe-investors', CANARY, 4)]);
    expect((await watch().check())[0]).toMatchObject({ rolledBack: false, words: expect.stringContaining('within 50 points') });
    expect((await remoteEntry(site, 'mfe-investors')).canary).toEqual({ version: CANARY, percent: 50 });
  });

  it("rolls back at once when a page server reports that the canary's server code did not load", async () => {
    const { app, site, clock } = await start();
    await release(site, clock, STABLE);
    await release(site, clock, CANARY, 25);
    const response = await app.inject({ method: 'POST', url: REGISTRY_PATHS.serverReports, headers: { 'x-server-code-token': TOKEN }, payload: { reports: [{ remote: 'mfe-investors', release: CANARY, kind: 'load-failure' }] } });
    expect(response.statusCode).toBe(204);
    await expect.poll(async () => (await remoteEntry(site, 'mfe-investors')).canary, { timeout: 5_000 }).toBeNull();
    const [latest] = await mapHistory(site, 'mfe-investors', 1);
    expect(latest).toMatchObject({ action: 'auto-rollback', reason: 'its server code failed to load on a page server (1 report)' });
  });

  it('runs on its own timer, started and stopped with the app', async () => {
    const { app, site, clock } = await start({ checkEveryMs: 100, rule: { marginPoints: 2, minPageViews: 1 } });
    await release(site, clock, STABLE);
    await release(site, clock, CANARY, 10);
    await beacon(app, [...views('mfe-investors', CANARY, 1), ...errors('mfe-investors', CANARY, 1)]);
    await expect.poll(async () => (await remoteEntry(site, 'mfe-investors')).canary, { timeout: 5_000 }).toBeNull();
  });
});
