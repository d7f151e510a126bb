import { CONTENT_REPOSITORIES } from './content/tables';
import type { Db } from './database';

/** Every content table (the repositories' and the PDFs' texts), children before parents so deletes respect foreign keys. */
export const CONTENT_TABLES: readonly string[] = [...CONTENT_REPOSITORIES.map((repository) => repository.table), 'document_texts'];

export function clearContent(db: Db): void {
  db.transaction(() => {
    for (const table of CONTENT_TABLES) db.exec(`DELETE FROM ${table}`);
  })();
}

export function isContentEmpty(db: Db): boolean {
  return CONTENT_TABLES.every((table) => db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() === undefined);
}
