// The admin host's database as the repositories see it: a Kysely instance and the one thing the
// dialects do differently that the repositories must ask for by name (a transaction that writes).
import { Kysely, SqliteDialect, sql } from 'kysely';
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
}

/**
 * Kysely over an open better-sqlite3 connection, shared with the code that still uses it directly
 * (migrations, seed, backup). The caller closes the connection; the Kysely instance owns nothing.
 */
export function sqliteSiteDb(db: Db): SiteDb {
  const kysely = new Kysely<Tables>({ dialect: new SqliteDialect({ database: db }) });
  return {
    dialect: 'sqlite',
    kysely,
    write: (work) =>
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
      }),
  };
}
