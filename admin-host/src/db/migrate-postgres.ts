// PostgreSQL's migrations (migrations-postgres/NNN_name.sql), each applied once in its own
// transaction, its number kept in schema_migrations (SQLite keeps it in PRAGMA user_version).
import { sql } from 'kysely';
import { loadMigrations } from './migrate';
import type { SiteKysely } from './site-db';

const DIR = new URL('./migrations-postgres/', import.meta.url);

export async function migratePostgres(kysely: SiteKysely): Promise<number[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(kysely);
  const applied: number[] = [];
  for (const migration of loadMigrations(DIR.pathname)) {
    const done = await kysely.transaction().execute(async (trx) => {
      // Two hosts starting at once: the second waits here, then finds the migration applied.
      await sql`LOCK TABLE schema_migrations IN EXCLUSIVE MODE`.execute(trx);
      const { rows } = await sql`SELECT 1 FROM schema_migrations WHERE version = ${migration.version}`.execute(trx);
      if (rows.length) return false;
      await sql.raw(migration.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (version) VALUES (${migration.version})`.execute(trx);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
