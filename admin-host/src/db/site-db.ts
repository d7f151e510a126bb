// The admin host's database as the repositories see it: a Kysely instance and the few things the
// dialects do differently that callers must ask for by name (a transaction that writes, one that must
// run alone, the content version). SQLite here; PostgreSQL in postgres.ts.
import { Kysely, SqliteDialect, sql } from 'kysely';
import { contentVersion, type ContentVersion } from './content-version';
import type { Db } from './database';
import type { Tables } from './tables';

export type SiteKysely = Kysely<Tables>;

export interface SiteDb {
  readonly dialect: 'sqlite' | 'postgres';
  readonly kysely: SiteKysely;
  /**
   * A transaction that will write. On SQLite it takes the write lock at BEGIN (IMMEDIATE), so a read
   * inside it cannot go stale before its write, across processes too; a plain BEGIN would read, then
   * fail with SQLITE_BUSY when another process wrote first.
   */
  write<T>(work: (trx: SiteKysely) => Promise<T>): Promise<T>;
  /**
   * A writing transaction that runs alone among those given the same `lock`, in every process on this
   * database: what it read is still true when it commits (the sign-in throttle's count). SQLite's
   * IMMEDIATE lock already serialises every writer; PostgreSQL takes a transaction advisory lock.
   */
  serialized<T>(lock: string, work: (trx: SiteKysely) => Promise<T>): Promise<T>;
  /** The token the cached lists are keyed by; it moves when any process writes content. */
  contentVersion(options: { recheckMs: number }): Promise<ContentVersion>;
  close(): Promise<void>;
}

/**
 * Kysely over an open better-sqlite3 connection, shared with the code that uses it directly
 * (migrations, seed, backup). `owned`: close() closes the connection too.
 */
export function sqliteSiteDb(db: Db, { owned = false } = {}): SiteDb {
  const kysely = new Kysely<Tables>({ dialect: new SqliteDialect({ database: db }) });
  const write = <T>(work: (trx: SiteKysely) => Promise<T>) =>
    kysely.connection().execute(async (connection) => {
      await sql`BEGIN IMMEDIATE`.execute(connection);
      try {
        const result = await work(connection);
        await sql`COMMIT`.execute(connection);
        return result;
      } catch (error) {
        // SQLite may have rolled back already (some errors end the transaction themselves).
        if (db.inTransaction) await sql`ROLLBACK`.execute(connection);
        throw error;
      }
    });
  return {
    dialect: 'sqlite',
    kysely,
    write,
    serialized: (_lock, work) => write(work),
    contentVersion: async ({ recheckMs }) => contentVersion(db, { recheckMs }),
    close: async () => {
      if (owned && db.open) db.close();
    },
  };
}
