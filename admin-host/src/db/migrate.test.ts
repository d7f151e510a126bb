import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { loadMigrations, migrate, schemaVersion } from './migrate';

describe('migrations', () => {
  it('are numbered files applied once, in order', () => {
    const migrations = loadMigrations();
    expect(migrations[0]).toMatchObject({ version: 1, name: '001_init.sql' });
    expect(migrations.map((m) => m.version)).toEqual([...migrations.map((m) => m.version)].sort((a, b) => a - b));

    const db = openDatabase(':memory:');
    expect(migrate(db)).toEqual(migrations.map((m) => m.version));
    expect(schemaVersion(db)).toBe(migrations.at(-1)!.version);
    expect(migrate(db)).toEqual([]);
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['dealers', 'districts', 'states', 'blog_posts', 'investor_documents']));
    db.close();
  });

  it('roll a failing migration back entirely and keep the previous version', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const broken = [...loadMigrations(), { version: 99, name: '099_broken.sql', sql: 'CREATE TABLE half_done (x); SELECT * FROM no_such_table;' }];
    expect(() => migrate(db, broken)).toThrow();
    expect(schemaVersion(db)).toBe(1);
    expect(db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'half_done'").get()).toBeUndefined();
    db.close();
  });

  it('enforce the codes the API relies on', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    db.prepare("INSERT INTO states (id, name) VALUES (1, 'Kerala')").run();
    db.prepare("INSERT INTO districts (id, state_id, name) VALUES (1, 1, 'Kollam')").run();
    const insert = db.prepare(
      'INSERT INTO dealers (name, type, sector, state_id, district_id, town, pin, phone) VALUES (?, ?, ?, 1, 1, ?, ?, ?)',
    );
    expect(() => insert.run('A', 3, 1, 'Punalur', '691305', '9447000101')).toThrow(/CHECK/);
    expect(() => insert.run('A', 1, 1, 'Punalur', '69130', '9447000101')).toThrow(/CHECK/);
    expect(() => insert.run('A', 1, 1, 'Punalur', '69130x', '9447000101')).toThrow(/CHECK/);
    expect(() => db.prepare("INSERT INTO committee_members (committee_type, director_name, status, nature_of_directorship) VALUES ('Audit', 'X', 'Member', 'Y')").run()).toThrow(/CHECK/);
    db.close();
  });
});
