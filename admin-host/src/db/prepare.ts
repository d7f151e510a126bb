import { clearContent, isContentEmpty } from './content-tables';
import { openDatabase, type Db } from './database';
import { migrate, schemaVersion } from './migrate';
import { seedDatabase } from '../seed/seed';
import { upgradeSampleContent } from '../seed/investor-archive';

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
    const seededBefore002 = schemaVersion(db) === 1 && db.prepare('SELECT 1 FROM investor_documents LIMIT 1').get() !== undefined;
    const migrationsApplied = migrate(db);
    let seeded = false;
    // Content seeded before the investor archive gets its dates, sizes, text and Reg 46 lists.
    if (mode === 'if-empty' && seededBefore002) upgradeSampleContent(db);
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
