// `DATABASE_URL=postgres://… pnpm --filter admin-host db:migrate-to-postgres`: moves the SQLite
// database (ADMIN_DB, admin-host/data/site.db by default) into an empty PostgreSQL database: migrates
// it, copies every row with its id (content, deleted records, accounts, sessions, the audit log) in
// one transaction, and checks every table's count. Refused while an admin host runs on the SQLite
// file (the copy must not miss a write), or when the PostgreSQL tables hold rows already.
import { existsSync } from 'node:fs';
import { readConfig } from '../src/config';
import { COPIED_TABLES, copySqliteToPostgres } from '../src/db/copy-to-postgres';
import { migratePostgres } from '../src/db/migrate-postgres';
import { postgresSiteDb } from '../src/db/postgres';
import { prepareDatabase } from '../src/db/prepare';
import { LockBusyError, takeRestoreLock } from '../src/maintenance/host-lock';

try {
  const { dbPath, databaseUrl } = readConfig({ ...process.env }, []);
  if (!databaseUrl) throw new Error('set DATABASE_URL to the PostgreSQL database to move into (postgres://user:password@host:5432/name)');
  if (dbPath === ':memory:' || !existsSync(dbPath)) throw new Error(`no SQLite database at ${dbPath} (set ADMIN_DB to the file to move)`);
  let lock;
  try {
    lock = takeRestoreLock(dbPath);
  } catch (error) {
    if (error instanceof LockBusyError) throw new Error(`an admin host is running on ${dbPath}: stop it first, then run this again; nothing was copied`);
    throw error;
  }
  const started = Date.now();
  // The SQLite file at this code's schema level first, so its columns are the ones PostgreSQL gets.
  const { db } = prepareDatabase(dbPath, 'none');
  const target = postgresSiteDb(databaseUrl, { max: 1 });
  try {
    await migratePostgres(target.kysely);
    const { rows } = await copySqliteToPostgres(db, target.kysely);
    for (const table of COPIED_TABLES) {
      const copied = Number((await target.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      if (copied !== rows[table]) throw new Error(`${table}: ${rows[table]} rows read, ${copied} in PostgreSQL`);
    }
    const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
    console.log(`Copied ${total} rows of ${COPIED_TABLES.length} tables from ${dbPath} to PostgreSQL in ${Date.now() - started} ms:`);
    for (const table of COPIED_TABLES) if (rows[table]) console.log(`  ${table}: ${rows[table]}`);
    console.log('Start the admin host with DATABASE_URL set; keep UPLOADS_DIR as it was (the files stay where they are). The SQLite file is unchanged.');
  } finally {
    await target.close();
    db.close();
    lock.release();
  }
} catch (error) {
  console.error(`db:migrate-to-postgres: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
