// The map-store functions as the console and the automatic rollback call them (no HTTP).
import { afterEach, describe, expect, it } from 'vitest';
import { releaseVersion } from '@site/shared/release-archive';
import type { SiteDb } from '../db/site-db';
import { testDatabase } from '../test-database';
import { registryAudit } from './audit';
import { MapChangeError, mapHistory, promoteCanary, readRegistryMap, recordRelease, releasesOf, remoteEntry, rollbackRemote, setCanaryShare } from './map-store';
import { fakeBuild } from './test-helpers';

let site: SiteDb;
afterEach(async () => site?.close());

const version = (marker: string) => releaseVersion(fakeBuild('mfe-investors', { marker }));
let minute = 0;
const clock = () => Date.parse('2026-11-28T08:00:00Z') + 60_000 * minute++;

async function release(marker: string, canaryPercent?: number) {
  return recordRelease(site, { remote: 'mfe-investors', version: version(marker), commit: `commit-${marker}`, note: `note ${marker}`, bytes: 100, actor: 'token:ci', canaryPercent }, { now: clock });
}

async function refusal(promise: Promise<unknown>): Promise<MapChangeError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(MapChangeError);
  return error as MapChangeError;
}

describe('map-store', () => {
  it('reads an empty map, an unreleased remote as its local build', async () => {
    ({ site } = await testDatabase('empty'));
    expect(await readRegistryMap(site)).toEqual({ revision: 0, remotes: {} });
    expect(await remoteEntry(site, 'mfe-products')).toEqual({ stable: null, canary: null });
    expect(await mapHistory(site, 'mfe-products', 5)).toEqual([]);
    expect(await releasesOf(site, 'mfe-products')).toEqual([]);
  });

  it('a first upload as canary leaves the local build stable', async () => {
    ({ site } = await testDatabase('empty'));
    const { entry } = await release('v1', 20);
    expect(entry).toEqual({ stable: null, canary: { version: version('v1'), percent: 20 } });
    expect(await rollbackRemote(site, 'mfe-investors', 'console:ira')).toEqual({ stable: null, canary: null });
    expect((await refusal(rollbackRemote(site, 'mfe-investors', 'console:ira'))).message).toMatch(/never released through the registry/);
  });

  it('the automatic rollback stops the canary it judged, with its reason, and never touches stable', async () => {
    ({ site } = await testDatabase('empty'));
    await release('v1');
    await release('v2', 10);
    const reason = 'canary error rate 9.1 % over 22 page views, stable 0.4 %: more than 2 points over';
    expect((await refusal(rollbackRemote(site, 'mfe-investors', 'registry', { automatic: true, reason, canaryVersion: version('v9') }))).statusCode).toBe(409);
    expect((await refusal(rollbackRemote(site, 'mfe-investors', 'registry', { automatic: true }))).statusCode).toBe(400);
    const entry = await rollbackRemote(site, 'mfe-investors', 'registry', { automatic: true, reason, canaryVersion: version('v2'), now: clock });
    expect(entry).toEqual({ stable: version('v1'), canary: null });
    const [last] = await mapHistory(site, 'mfe-investors', 1);
    expect(last).toMatchObject({ action: 'auto-rollback', actor: 'registry', reason, stable: version('v1'), canary: null, commit: 'commit-v1' });
    expect((await registryAudit(site.kysely, { remote: 'mfe-investors', limit: 1 }))[0]).toMatchObject({ actor: 'registry', action: 'auto-rollback', detail: expect.stringContaining(reason) });
    // Nothing left to stop: the automatic rollback refuses rather than move stable.
    expect((await refusal(rollbackRemote(site, 'mfe-investors', 'registry', { automatic: true, reason }))).message).toMatch(/no canary running/);
    expect(await remoteEntry(site, 'mfe-investors')).toEqual({ stable: version('v1'), canary: null });
  });

  it('rolls back through the stable line: releases and promotions, newest first, rollbacks not counted', async () => {
    ({ site } = await testDatabase('empty'));
    await release('v1');
    await release('v2');
    await release('v3', 50);
    await promoteCanary(site, 'mfe-investors', 'console:ira', { now: clock });
    await release('v4');
    const stableAfter = async () => (await rollbackRemote(site, 'mfe-investors', 'console:ira', { reason: 'checkout broken', now: clock })).stable;
    expect(await stableAfter()).toBe(version('v3'));
    expect(await stableAfter()).toBe(version('v2'));
    expect(await stableAfter()).toBe(version('v1'));
    expect((await refusal(stableAfter())).statusCode).toBe(409);
    // Released again (the same files): stored before, so nothing changes.
    expect(await release('v4')).toEqual({ created: false, entry: { stable: version('v1'), canary: null } });
    expect((await mapHistory(site, 'mfe-investors', 1))[0]).toMatchObject({ action: 'rollback', reason: 'checkout broken' });
  });

  it('share changes keep the canary; the same share is no change; a bad share is refused', async () => {
    ({ site } = await testDatabase('empty'));
    await release('v1');
    await release('v2', 10);
    const before = (await readRegistryMap(site)).revision;
    expect(await setCanaryShare(site, 'mfe-investors', 10, 'console:ira')).toEqual({ stable: version('v1'), canary: { version: version('v2'), percent: 10 } });
    expect((await readRegistryMap(site)).revision).toBe(before);
    expect(await setCanaryShare(site, 'mfe-investors', 40, 'console:ira')).toEqual({ stable: version('v1'), canary: { version: version('v2'), percent: 40 } });
    expect((await readRegistryMap(site)).revision).toBe(before + 1);
    for (const bad of [0, 100, 12.5, Number.NaN]) expect((await refusal(setCanaryShare(site, 'mfe-investors', bad, 'console:ira'))).statusCode).toBe(400);
    expect((await mapHistory(site, 'mfe-investors', 1))[0]).toMatchObject({ action: 'share', actor: 'console:ira', canary: { percent: 40 }, commit: 'commit-v2', note: 'note v2' });
  });

  it('the revision grows with every change of any remote; the map lists remotes in the site order', async () => {
    ({ site } = await testDatabase('empty'));
    await recordRelease(site, { remote: 'mfe-content', version: releaseVersion(fakeBuild('mfe-content')), commit: null, note: null, bytes: 1, actor: 'token:c' });
    await release('v1');
    const map = await readRegistryMap(site);
    expect(map.revision).toBe(2);
    expect(Object.keys(map.remotes)).toEqual(['mfe-investors', 'mfe-content']);
  });

  it('concurrent changes are serialized: every one gets its own revision', async () => {
    ({ site } = await testDatabase('empty'));
    await release('v1');
    await release('v2', 10);
    await Promise.all([5, 6, 7, 8, 9].map((percent) => setCanaryShare(site, 'mfe-investors', percent, 'console:ira')));
    const history = await mapHistory(site, 'mfe-investors', 10);
    expect(new Set(history.map((entry) => entry.revision)).size).toBe(history.length);
    expect((await readRegistryMap(site)).revision).toBe(7);
  });
});
