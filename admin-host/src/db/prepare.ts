import { clearContent, isContentEmpty } from './content-tables';
import { openDatabase, type Db } from './database';
import { migrate } from './migrate';
import { seedDatabase } from '../seed/seed';

/**
 * - 'if-empty': seed only when every content table is empty (normal start);
 * - 'reset': drop all content and reseed;
 * - 'empty': drop all content and leave the tables empty (pages' empty states);
 * - 'none': migrate only.
 */
export type SeedMode = 'if-empty' | 'reset' | 'empty' | 'none';

export interface PreparedDatabase {
  db: Db;
  migrationsApplied: number[];
  seeded: boolean;
}

export function prepareDatabase(path: string, mode: SeedMode): PreparedDatabase {
  const db = openDatabase(path);
  try {
    const migrationsApplied = migrate(db);
    let seeded = false;
    if (mode === 'reset' || mode === 'empty') clearContent(db);
    if (mode === 'reset' || (mode === 'if-empty' && isContentEmpty(db))) {
      seedDatabase(db);
      seeded = true;
    }
    return { db, migrationsApplied, seeded };
  } catch (error) {
    db.close();
    throw error;
  }
}
