import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { loadMigrations, migrate, schemaVersion } from '../db/migrate';
import { seedDatabase } from '../seed/seed';

describe('migration 003 (console)', () => {
  it('upgrades an existing, filled database in order and keeps every record, at version 1 and not deleted', () => {
    const db = openDatabase(':memory:');
    const all = loadMigrations();
    migrate(db, all.filter((m) => m.version < 3));
    seedDatabase(db);
    const before = db.prepare('SELECT id, name FROM investor_documents ORDER BY id').all();
    expect(migrate(db)).toEqual(all.filter((m) => m.version >= 3).map((m) => m.version));
    expect(schemaVersion(db)).toBe(all.at(-1)!.version);
    expect(db.prepare('SELECT id, name FROM investor_documents ORDER BY id').all()).toEqual(before);
    expect(db.prepare('SELECT DISTINCT version, deleted_at FROM investor_documents').all()).toEqual([{ version: 1, deleted_at: null }]);
    for (const table of ['users', 'user_roles', 'sessions', 'sign_in_failures', 'audit_log']) {
      expect(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table), table).toBeDefined();
    }
    db.close();
  });
});
