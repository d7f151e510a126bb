import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';
import { listUploads } from './backup';

/**
 * Every uploads/… path any record names, whichever table and column (soft-deleted records keep
 * theirs, for restore). Read from the schema, so new tables are covered without a list to update.
 */
export function referencedUploads(db: Db): Set<string> {
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%'")
    .all()
    .map((t) => t.name);
  const used = new Set<string>();
  for (const table of tables) {
    const columns = db.prepare<[], { name: string; type: string }>(`SELECT name, type FROM pragma_table_info('${table.replace(/'/g, "''")}')`).all();
    for (const column of columns.filter((c) => c.type.toUpperCase() === 'TEXT' || c.type === '')) {
      const rows = db.prepare<[], { v: string }>(`SELECT "${column.name}" AS v FROM "${table}" WHERE "${column.name}" LIKE 'uploads/%'`).all();
      for (const { v } of rows) used.add(v.replace(/^uploads\//, '').split('?')[0]!);
    }
  }
  return used;
}

/** Uploaded files no record names (relative to the uploads root), sorted. */
export function unusedUploads(db: Db, uploadsDir: string): string[] {
  const used = referencedUploads(db);
  return listUploads(uploadsDir).filter((file) => !used.has(file)).sort();
}

/** Deletes the given unused files (re-checked against the database first); returns what was deleted. */
export function deleteUnused(db: Db, uploadsDir: string, files: readonly string[]): string[] {
  const stillUnused = new Set(unusedUploads(db, uploadsDir));
  const deleted = files.filter((file) => stillUnused.has(file));
  for (const file of deleted) rmSync(path.join(uploadsDir, file));
  return deleted;
}
