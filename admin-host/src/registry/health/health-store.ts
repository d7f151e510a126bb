// Release health in the database: counts per (remote, release, minute) and Web Vitals samples
// (migration 012 / PostgreSQL 007), and the questions asked of them. Beacons arrive often and
// each carries little, so they are added up in memory and written once a second (and before every
// judgement) in one transaction; a host that stops loses at most that second. Page servers'
// reports are rare and matter at once (a canary whose server code does not load): written as they come.
import { sql } from 'kysely';
import { VITAL_NAMES, type BeaconEvent, type ReleaseHealth, type ServerReport, type VitalName } from '@site/shared/contract/releases';
import type { SiteDb, SiteKysely } from '../../db/site-db';
import { healthDb, minuteOf } from './health-tables';

/**
 * The p75 of a vital is taken over at most this many of its newest samples per release: older
 * ones are deleted (bounded storage, and a p75 that follows the release as it is now).
 */
export const VITAL_SAMPLES_KEPT = 500;
/** Counts and samples older than this are deleted. */
export const HEALTH_RETENTION_DAYS = 30;
/** Samples kept in memory between two writes at most; beyond it, new ones wait for the next second's room. */
const MAX_BUFFERED_SAMPLES = 20_000;

interface Counted {
  remote: string;
  version: string;
  minute: number;
  page_views: number;
  errors: number;
  server_failures: number;
  load_failures: number;
}

interface Sample {
  remote: string;
  version: string;
  name: VitalName;
  value: number;
  minute: number;
}

const key = (remote: string, version: string, minute: number) => `${remote}\n${version}\n${minute}`;

function counter(counts: Map<string, Counted>, remote: string, version: string, minute: number): Counted {
  const id = key(remote, version, minute);
  let row = counts.get(id);
  if (!row) {
    row = { remote, version, minute, page_views: 0, errors: 0, server_failures: 0, load_failures: 0 };
    counts.set(id, row);
  }
  return row;
}

/** Adds counts to the table's rows (insert, or add to the row of that minute), in the caller's transaction. */
async function addCounts(trx: SiteKysely, rows: readonly Counted[]): Promise<void> {
  if (!rows.length) return;
  await healthDb(trx)
    .insertInto('release_health_counts')
    .values([...rows])
    .onConflict((conflict) =>
      conflict.columns(['remote', 'version', 'minute']).doUpdateSet({
        page_views: sql`release_health_counts.page_views + excluded.page_views`,
        errors: sql`release_health_counts.errors + excluded.errors`,
        server_failures: sql`release_health_counts.server_failures + excluded.server_failures`,
        load_failures: sql`release_health_counts.load_failures + excluded.load_failures`,
      }),
    )
    .execute();
}

/** Beacons' events, added up in memory until flush() writes them. */
export class HealthRecorder {
  private counts = new Map<string, Counted>();
  private samples: Sample[] = [];
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly site: SiteDb) {}

  /** Counts a batch's events at `at` (ms); `counted` says which releases are worth keeping. */
  add(events: readonly BeaconEvent[], at: number, counted: (remote: string, version: string) => boolean = () => true): number {
    const minute = minuteOf(at);
    let kept = 0;
    for (const event of events) {
      if (!counted(event.remote, event.release)) continue;
      kept += 1;
      if (event.kind === 'vital') {
        if (this.samples.length < MAX_BUFFERED_SAMPLES) this.samples.push({ remote: event.remote, version: event.release, name: event.name, value: event.value, minute });
        continue;
      }
      const row = counter(this.counts, event.remote, event.release, minute);
      if (event.kind === 'view') row.page_views += 1;
      else row.errors += 1;
    }
    return kept;
  }

  /** Writes what was added so far; resolves once everything added before the call is in the database. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    const counts = [...this.counts.values()];
    const samples = this.samples;
    this.counts = new Map();
    this.samples = [];
    if (!counts.length && !samples.length) return;
    try {
      await this.site.write(async (trx) => {
        await addCounts(trx, counts);
        // 500 rows × 5 values per statement: below both databases' parameter limits.
        for (let i = 0; i < samples.length; i += 500) await healthDb(trx).insertInto('release_vital_samples').values(samples.slice(i, i + 500)).execute();
      });
    } catch (error) {
      // Kept for the next write (the database was busy or away), not lost.
      for (const row of counts) {
        const into = counter(this.counts, row.remote, row.version, row.minute);
        into.page_views += row.page_views;
        into.errors += row.errors;
      }
      this.samples = [...samples, ...this.samples].slice(0, MAX_BUFFERED_SAMPLES);
      throw error;
    }
  }
}

/** Page servers' reports, counted at `at` (ms): every kind as a server failure, load failures also apart. */
export async function recordServerReports(site: SiteDb, reports: readonly ServerReport[], at: number): Promise<void> {
  const counts = new Map<string, Counted>();
  for (const report of reports) {
    const row = counter(counts, report.remote, report.release, minuteOf(at));
    row.server_failures += 1;
    if (report.kind === 'load-failure') row.load_failures += 1;
  }
  await site.write((trx) => addCounts(trx, [...counts.values()]));
}

export interface ReleaseCounts {
  pageViews: number;
  errors: number;
  serverFailures: number;
  loadFailures: number;
}

/** A release's counts since `since` (ms; from the start of its minute), all that are kept without it. */
export async function releaseCounts(site: SiteDb, remote: string, version: string, since?: number): Promise<ReleaseCounts> {
  const row = await healthDb(site)
    .selectFrom('release_health_counts')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('page_views'), sql<number>`0`).as('pageViews'),
      eb.fn.coalesce(eb.fn.sum<number>('errors'), sql<number>`0`).as('errors'),
      eb.fn.coalesce(eb.fn.sum<number>('server_failures'), sql<number>`0`).as('serverFailures'),
      eb.fn.coalesce(eb.fn.sum<number>('load_failures'), sql<number>`0`).as('loadFailures'),
    ])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('minute', '>=', since === undefined ? 0 : minuteOf(since))
    .executeTakeFirstOrThrow();
  // PostgreSQL's sum of integers is a bigint (read as a number, db/postgres.ts) or a numeric string.
  return { pageViews: Number(row.pageViews), errors: Number(row.errors), serverFailures: Number(row.serverFailures), loadFailures: Number(row.loadFailures) };
}

/** The 75th percentile by nearest rank (as the Web Vitals are judged), null without samples. */
export function p75(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

/** Health of one release since `since` (ms), as the console shows it and the rollback rule reads it. */
export async function releaseHealth(site: SiteDb, remote: string, version: string, since?: number): Promise<ReleaseHealth> {
  const counts = await releaseCounts(site, remote, version, since);
  const sinceMinute = since === undefined ? 0 : minuteOf(since);
  const vitals = await Promise.all(
    VITAL_NAMES.map(async (name) => {
      const rows = await healthDb(site)
        .selectFrom('release_vital_samples')
        .select('value')
        .where('remote', '=', remote)
        .where('version', '=', version)
        .where('name', '=', name)
        .where('minute', '>=', sinceMinute)
        .orderBy('id', 'desc')
        .limit(VITAL_SAMPLES_KEPT)
        .execute();
      return [name, p75(rows.map((row) => Number(row.value)))] as const;
    }),
  );
  return {
    version,
    pageViews: counts.pageViews,
    errors: counts.errors,
    errorRate: counts.pageViews ? counts.errors / counts.pageViews : 0,
    serverFailures: counts.serverFailures,
    p75: Object.fromEntries(vitals) as Record<VitalName, number | null>,
  };
}

/** Deletes counts and samples past the retention, and samples beyond the newest VITAL_SAMPLES_KEPT per release and vital. */
export async function pruneHealth(site: SiteDb, now: number): Promise<void> {
  const oldest = minuteOf(now - HEALTH_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  await site.write(async (trx) => {
    const db = healthDb(trx);
    await db.deleteFrom('release_health_counts').where('minute', '<', oldest).execute();
    await db.deleteFrom('release_vital_samples').where('minute', '<', oldest).execute();
    await sql`DELETE FROM release_vital_samples WHERE id IN (
      SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY remote, version, name ORDER BY id DESC) AS n FROM release_vital_samples) AS ranked
      WHERE n > ${VITAL_SAMPLES_KEPT})`.execute(trx);
  });
}
