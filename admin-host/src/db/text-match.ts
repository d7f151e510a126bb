// Case-insensitive "contains" and "starts with" for the searches (dealers, the console's lists): LIKE
// on SQLite (which folds ASCII case itself), ILIKE on PostgreSQL (whose LIKE is case-sensitive).
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SiteDb } from './site-db';

/** Escapes LIKE wildcards so a visitor's % or _ matches itself. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` matches the LIKE `pattern` (made with likeLiteral), ignoring case. */
export function matches(db: SiteDb, column: string, pattern: string): Expression<SqlBool> {
  // PostgreSQL compares text only: a console search also looks in integer columns (a dealer's type).
  if (db.dialect === 'postgres') return sql<SqlBool>`CAST(${sql.ref(column)} AS text) ILIKE ${pattern} ESCAPE '\\'`;
  return sql<SqlBool>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;
}
