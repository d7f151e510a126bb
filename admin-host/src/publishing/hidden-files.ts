// Files of records that wait for their publish time or approval (issue 28): an early results PDF is a leak, so
// /uploads answers 404 for a file until a published record names it. Its name (a hash of its bytes,
// console/api/pdf-upload.ts) cannot be guessed; this makes the URL useless even to someone who has
// it. A file a published record also names (the same PDF in two lists) is served as before; files
// of deleted records too (links already shared).
import { sql } from 'kysely';
import type { ContentVersion } from '../db/content-version';
import type { SiteDb } from '../db/site-db';
import { COLLECTIONS } from '../console/collections/definitions';
import { fileFields } from '../console/collections/fields';

interface FileColumn {
  table: string;
  column: string;
}

/** Every column that names an uploaded file, from the console's declarations. */
export const FILE_COLUMNS: readonly FileColumn[] = COLLECTIONS.flatMap((collection) => fileFields(collection).map((field) => ({ table: collection.table, column: field.column })));

const filesOf = (published: 0 | 1) =>
  sql.join(
    FILE_COLUMNS.map(({ table, column }) => sql`SELECT ${sql.ref(column)} AS path FROM ${sql.table(table)} WHERE published = ${published} AND ${sql.ref(column)} IS NOT NULL`),
    sql` UNION `,
  );

const FILE_COLUMN_NAMES = new Set(FILE_COLUMNS.map((file) => file.column));

/** The stored paths (`uploads/…`) only unpublished records and changes waiting for approval name. */
export async function unpublishedFiles(site: SiteDb): Promise<Set<string>> {
  const { rows: published } = await sql<{ path: string }>`${filesOf(1)}`.execute(site.kysely);
  const { rows: waiting } = await sql<{ path: string }>`${filesOf(0)}`.execute(site.kysely);
  const proposed = await site.kysely.selectFrom('pending_changes').select('values_json').where('kind', '=', 'update').execute();
  const hidden = new Set(waiting.map((row) => row.path));
  for (const { values_json } of proposed) {
    for (const [column, value] of Object.entries(JSON.parse(values_json) as Record<string, unknown>)) {
      if (FILE_COLUMN_NAMES.has(column) && typeof value === 'string') hidden.add(value);
    }
  }
  for (const row of published) hidden.delete(row.path);
  return hidden;
}

export interface HiddenFiles {
  /** Whether a stored path (`uploads/documents/…`) must not be served yet. */
  isHidden(recordPath: string): Promise<boolean>;
}

/** unpublishedFiles, read again only when the content version moves (so a request costs a set lookup). */
export function hiddenFiles(site: SiteDb, version: ContentVersion): HiddenFiles {
  let cached: { version: string; paths: Promise<Set<string>> } | undefined;
  return {
    async isHidden(recordPath) {
      const current = version.current();
      if (cached?.version !== current) {
        const paths = unpublishedFiles(site);
        cached = { version: current, paths };
        // A failed read is not kept: the next request asks again.
        paths.catch(() => {
          if (cached?.paths === paths) cached = undefined;
        });
      }
      return (await cached.paths).has(recordPath);
    },
  };
}
