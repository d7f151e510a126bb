// Copies every row of a SQLite database into a migrated, empty PostgreSQL one, ids and all: the
// one-command move (scripts/migrate-to-postgres.ts) and the sample content of a new PostgreSQL
// database (seeded in memory by the SQLite seed, then copied). One transaction: all or nothing.
import { sql } from 'kysely';
import type { Db } from './database';
import type { SiteKysely } from './site-db';

/**
 * Parents before children (foreign keys), and document_texts before the tables whose search
 * triggers read it. The search index and content_version are made by PostgreSQL's triggers.
 */
export const COPIED_TABLES = [
  'users',
  'user_roles',
  'sessions',
  'sign_in_devices',
  'sign_in_failures',
  'audit_log',
  'pending_changes',
  'approval_rules',
  'document_texts',
  'blog_editors',
  'blog_posts',
  'states',
  'districts',
  'dealers',
  'offer_documents',
  'career_openings',
  'directors',
  'committee_members',
  'policies',
  'shareholding_patterns',
  'material_documents',
  'investor_documents',
  'credit_ratings',
  'investor_meets',
  'newspaper_publications',
  'materiality_contacts',
  'investor_service_contacts',
  'investor_events',
  'exchange_holidays',
  'required_changes',
  'alert_subscribers',
  'alert_tokens',
  'alert_records',
  'mail_queue',
  // The release registry (issue 26): releases before the map that points at them.
  'release_tokens',
  'releases',
  'remote_map',
  'remote_map_history',
  'registry_audit',
] as const;

/** Rows per INSERT: PostgreSQL takes at most 65 535 parameters in one statement. */
const BATCH = 500;

export interface CopyReport {
  /** Rows copied, by table. */
  rows: Record<string, number>;
}

/** `tables`: only these (the seed copies content alone), still in COPIED_TABLES' order. */
export async function copySqliteToPostgres(source: Db, target: SiteKysely, { tables = COPIED_TABLES as readonly string[] } = {}): Promise<CopyReport> {
  const rows: Record<string, number> = {};
  await target.transaction().execute(async (trx) => {
    for (const table of COPIED_TABLES.filter((name) => tables.includes(name))) {
      const { n } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(trx).then((r) => r.rows[0]!);
      if (n > 0) throw new Error(`PostgreSQL's ${table} already has ${n} rows: copy into a new, empty database`);
      const all = source.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[];
      for (let i = 0; i < all.length; i += BATCH) {
        await trx.insertInto(table as never).values(all.slice(i, i + BATCH) as never).execute();
      }
      rows[table] = all.length;
      // Ids were copied as they were: new rows must get the next ones.
      const { rows: identity } = await sql<{ column: string }>`SELECT a.attname AS column FROM pg_attribute a
        WHERE a.attrelid = ${table}::regclass AND a.attidentity <> '' AND NOT a.attisdropped`.execute(trx);
      for (const { column } of identity) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), coalesce((SELECT max(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(trx);
      }
    }
  });
  return { rows };
}
