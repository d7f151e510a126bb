// Opens the admin host's database, whichever it is: SQLite by default (a file, nothing to install),
// PostgreSQL when DATABASE_URL names one. Migrates it, and seeds or clears its content per `mode`.
import { CONTENT_TABLES } from './content-tables';
import { copySqliteToPostgres } from './copy-to-postgres';
import { migratePostgres } from './migrate-postgres';
import { isPostgresUrl, postgresSiteDb } from './postgres';
import { prepareDatabase, type SeedMode } from './prepare';
import { sqliteSiteDb, type SiteDb, type SiteKysely } from './site-db';

export interface OpenedDatabase {
  site: SiteDb;
  migrationsApplied: number[];
  seeded: boolean;
}

export async function openSiteDatabase({ databaseUrl, dbPath, mode }: { databaseUrl?: string | undefined; dbPath: string; mode: SeedMode }): Promise<OpenedDatabase> {
  if (!isPostgresUrl(databaseUrl)) {
    const prepared = prepareDatabase(dbPath, mode);
    return { site: sqliteSiteDb(prepared.db, { owned: true }), migrationsApplied: prepared.migrationsApplied, seeded: prepared.seeded };
  }
  const site = postgresSiteDb(databaseUrl);
  try {
    const migrationsApplied = await migratePostgres(site.kysely);
    if (mode === 'reset' || mode === 'empty') await clearContent(site.kysely);
    const seeded = mode === 'reset' || (mode === 'if-empty' && (await isContentEmpty(site.kysely)));
    if (seeded) await seedPostgres(site.kysely);
    return { site, migrationsApplied, seeded };
  } catch (error) {
    await site.close();
    throw error;
  }
}

/** The sample content, made by the SQLite seed in memory (one seed for both databases) and copied over. */
export async function seedPostgres(kysely: SiteKysely): Promise<void> {
  const { db } = prepareDatabase(':memory:', 'reset');
  try {
    await copySqliteToPostgres(db, kysely, { tables: CONTENT_TABLES });
  } finally {
    db.close();
  }
}

async function clearContent(kysely: SiteKysely): Promise<void> {
  await kysely.transaction().execute(async (trx) => {
    for (const table of CONTENT_TABLES) await trx.deleteFrom(table as never).execute();
  });
}

async function isContentEmpty(kysely: SiteKysely): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    if (await kysely.selectFrom(table as never).select((eb) => eb.lit(1).as('one')).limit(1).executeTakeFirst()) return false;
  }
  return true;
}
