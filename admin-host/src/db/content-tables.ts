import type { Db } from './database';

/** Every content table, children before parents so deletes respect foreign keys. */
export const CONTENT_TABLES = [
  'blog_posts',
  'blog_editors',
  'dealers',
  'districts',
  'states',
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
  'document_texts',
] as const;

export function clearContent(db: Db): void {
  db.transaction(() => {
    for (const table of CONTENT_TABLES) db.exec(`DELETE FROM ${table}`);
  })();
}

export function isContentEmpty(db: Db): boolean {
  return CONTENT_TABLES.every((table) => db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() === undefined);
}
