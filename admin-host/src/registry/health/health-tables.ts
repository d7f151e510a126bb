// The release-health tables as Kysely sees them (migrations 012 / PostgreSQL 007). Kept beside the
// code that uses them, added to the database's type here (withTables), not in db/tables.ts.
import type { Generated, Kysely } from 'kysely';
import type { SiteDb, SiteKysely } from '../../db/site-db';
import type { Tables } from '../../db/tables';

export interface ReleaseHealthCounts {
  remote: string;
  version: string;
  /** ms since the epoch / 60 000. */
  minute: number;
  page_views: Generated<number>;
  errors: Generated<number>;
  server_failures: Generated<number>;
  load_failures: Generated<number>;
}

export interface ReleaseVitalSamples {
  id: Generated<number>;
  remote: string;
  version: string;
  name: string;
  value: number;
  minute: number;
}

export type HealthTables = {
  release_health_counts: ReleaseHealthCounts;
  release_vital_samples: ReleaseVitalSamples;
};

export type HealthKysely = Kysely<Tables & HealthTables>;

/** The database (or a transaction) with the health tables in its type. */
export const healthDb = (db: SiteDb | SiteKysely): HealthKysely => ('kysely' in db ? db.kysely : db).withTables<HealthTables>();

/** The minute an instant falls in, as the tables count it. */
export const minuteOf = (ms: number): number => Math.floor(ms / 60_000);
