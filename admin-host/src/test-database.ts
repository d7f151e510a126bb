// Test helper: a fresh database for one test. SQLite in memory by default; on PostgreSQL when
// ADMIN_HOST_TEST_POSTGRES names a server (`pnpm --filter admin-host test:postgres` starts one from
// npm and sets it): each test database is a copy of a template that runner made once, migrated and
// seeded (or only migrated), and is dropped when closed.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from './db/database';
import { postgresSiteDb } from './db/postgres';
import { prepareDatabase, type SeedMode } from './db/prepare';
import { sqliteSiteDb, type SiteDb } from './db/site-db';

export const TEST_POSTGRES = process.env.ADMIN_HOST_TEST_POSTGRES || undefined;
export const onPostgres = TEST_POSTGRES !== undefined;

/** The templates test:postgres makes (scripts/test-postgres.ts). */
export const TEMPLATES = { seeded: 'admin_host_template_seeded', empty: 'admin_host_template_empty' } as const;

export interface TestDatabase {
  site: SiteDb;
  /** The SQLite connection itself, for tests of SQLite's own behaviour; undefined on PostgreSQL. */
  db: Db | undefined;
}

/** A server URL with another database name. */
export const withDatabase = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

export async function testDatabase(seed: SeedMode = 'if-empty'): Promise<TestDatabase> {
  if (!TEST_POSTGRES) {
    const { db } = prepareDatabase(':memory:', seed);
    return { site: sqliteSiteDb(db, { owned: true }), db };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = seed === 'if-empty' || seed === 'reset' ? TEMPLATES.seeded : TEMPLATES.empty;
  await onServer(TEST_POSTGRES, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const site = postgresSiteDb(withDatabase(TEST_POSTGRES, name), { max: 4 });
  return {
    site: {
      ...site,
      close: async () => {
        await site.close();
        await onServer(TEST_POSTGRES, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    },
    db: undefined,
  };
}

/** One statement on the server's maintenance database (names here are ours, never input). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
