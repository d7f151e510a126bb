import { afterEach, describe, expect, it } from 'vitest';
import type { BeaconEvent } from '@site/shared/contract/releases';
import type { SiteDb } from '../../db/site-db';
import { testDatabase } from '../../test-database';
import { healthDb } from './health-tables';
import { HealthRecorder, p75, pruneHealth, recordServerReports, releaseHealth, VITAL_SAMPLES_KEPT } from './health-store';

const opened: SiteDb[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((site) => site.close()));
});

async function database() {
  const { site } = await testDatabase('empty');
  opened.push(site);
  return site;
}

const T0 = Date.parse('2026-11-28T08:00:00Z');
const view: BeaconEvent = { kind: 'view', remote: 'mfe-products', release: 'local', page: '/product' };
const lcp = (value: number): BeaconEvent => ({ kind: 'vital', remote: 'mfe-products', release: 'local', name: 'LCP', value });

describe('release health storage', () => {
  it('p75 is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });

  it('adds batches up in memory and writes them in one go; a question is asked since a minute', async () => {
    const site = await database();
    const recorder = new HealthRecorder(site);
    recorder.add([view, view, lcp(100)], T0);
    recorder.add([view, { kind: 'error', remote: 'mfe-products', release: 'local', source: 'window' }, lcp(300)], T0 + 5 * 60_000);
    // What the caller does not count is not kept.
    recorder.add([{ ...view, release: 'c0000000000000001' }], T0, (_remote, version) => version === 'local');
    expect((await releaseHealth(site, 'mfe-products', 'local')).pageViews).toBe(0);
    await recorder.flush();
    expect(await releaseHealth(site, 'mfe-products', 'local')).toMatchObject({ pageViews: 3, errors: 1, p75: { LCP: 300 } });
    expect(await releaseHealth(site, 'mfe-products', 'local', T0 + 4 * 60_000)).toMatchObject({ pageViews: 1, errors: 1, errorRate: 1, p75: { LCP: 300 } });
    expect((await releaseHealth(site, 'mfe-products', 'c0000000000000001')).pageViews).toBe(0);
    // The same minute again adds to its row.
    recorder.add([view], T0);
    await recorder.flush();
    expect((await releaseHealth(site, 'mfe-products', 'local')).pageViews).toBe(4);
  });

  it('counts server reports as they come, load failures among them', async () => {
    const site = await database();
    await recordServerReports(site, [{ remote: 'mfe-products', release: 'local', kind: 'load-failure' }, { remote: 'mfe-products', release: 'local', kind: 'render-timeout' }], T0);
    expect((await releaseHealth(site, 'mfe-products', 'local')).serverFailures).toBe(2);
    const row = await healthDb(site).selectFrom('release_health_counts').select(['load_failures', 'server_failures']).executeTakeFirstOrThrow();
    expect(row).toEqual({ load_failures: 1, server_failures: 2 });
  });

  it('keeps the newest VITAL_SAMPLES_KEPT samples per release and vital, and nothing past the retention', async () => {
    const site = await database();
    const recorder = new HealthRecorder(site);
    recorder.add([view, lcp(1)], T0 - 40 * 24 * 60 * 60_000);
    for (let i = 0; i < VITAL_SAMPLES_KEPT + 10; i += 1) recorder.add([lcp(i < 10 ? 99_999 : 1000)], T0);
    await recorder.flush();
    await pruneHealth(site, T0);
    const samples = await healthDb(site).selectFrom('release_vital_samples').select('value').execute();
    expect(samples).toHaveLength(VITAL_SAMPLES_KEPT);
    // The ten oldest (the slow ones) went.
    expect(new Set(samples.map((sample) => sample.value))).toEqual(new Set([1000]));
    expect((await releaseHealth(site, 'mfe-products', 'local')).pageViews).toBe(0);
  });
});
