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

const isFileColumn = (table: string, column: string) => FILE_COLUMNS.some((file) => file.table === table && file.column === column);

/**
 * The stored paths (`uploads/…`) only unpublished records and changes waiting for approval name:
 * those candidates (usually none) first, then which of them a published record names too, so the
 * published records' files are never all read.
 */
export async function unpublishedFiles(site: SiteDb): Promise<Set<string>> {
  const { rows: waiting } = await sql<{ path: string }>`${filesOf(0)}`.execute(site.kysely);
  const hidden = new Set(waiting.map((row) => row.path));
  const proposed = await site.kysely.selectFrom('pending_changes').select(['entity', 'values_json']).where('kind', '=', 'update').execute();
  for (const { entity, values_json } of proposed) {
    for (const [column, value] of Object.entries(JSON.parse(values_json) as Record<string, unknown>)) {
      if (typeof value === 'string' && isFileColumn(entity, column)) hidden.add(value);
    }
  }
  if (!hidden.size) return hidden;
  const { rows: shared } = await sql<{ path: string }>`SELECT path FROM (${filesOf(1)}) AS public WHERE path IN (${sql.join([...hidden])})`.execute(site.kysely);
  for (const row of shared) hidden.delete(row.path);
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
