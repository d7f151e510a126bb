import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentPath } from '../seed/sample-files';
import { openDatabase } from './database';
import { prepareDatabase } from './prepare';
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
    expect(schemaVersion(db)).toBe(loadMigrations().at(-1)!.version);
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

  it('upgrade a database seeded before 002: rows kept, sample rows dated and measured, Reg 46 lists and search added', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-')), 'site.db');
    const old = openDatabase(file);
    migrate(old, loadMigrations().filter((m) => m.version === 1));
    const report = documentPath('annual-report', 'Annual Report 2023-24');
    const insert = old.prepare('INSERT INTO investor_documents (id, category, name, document) VALUES (?, ?, ?, ?)');
    insert.run(7, 'annual-report', 'Annual Report 2023-24', report);
    insert.run(9, 'disclosure', 'Uploaded by an editor', 'uploads/documents/disclosures/editor-upload.pdf');
    old.prepare('INSERT INTO policies (name, document) VALUES (?, ?)').run('Dividend Distribution Policy', documentPath('policies', 'Dividend Distribution Policy'));
    old.close();

    const { db, migrationsApplied, seeded } = prepareDatabase(file, 'if-empty');
    expect(migrationsApplied[0]).toBe(2);
    expect(seeded).toBe(false);
    const rows = db.prepare('SELECT id, name, document_date, file_size, page_count FROM investor_documents WHERE id IN (7, 9) ORDER BY id').all();
    expect(rows).toEqual([
      { id: 7, name: 'Annual Report 2023-24', document_date: '2024-08-30', file_size: expect.any(Number), page_count: 2 },
      { id: 9, name: 'Uploaded by an editor', document_date: null, file_size: null, page_count: null },
    ]);
    expect(db.prepare('SELECT document_date FROM policies').get()).toEqual({ document_date: '2026-05-26' });
    expect(db.prepare('SELECT count(*) AS n FROM credit_ratings').get()).toEqual({ n: expect.any(Number) });
    expect((db.prepare('SELECT count(*) AS n FROM investor_documents WHERE category = ?').get('unclaimed-dividend') as { n: number }).n).toBeGreaterThan(0);
    // Indexed by name and, for the sample file, by its text.
    const find = (match: string) =>
      db.prepare<[string, string], { source_id: number }>('SELECT source_id FROM investor_search WHERE investor_search MATCH ? AND source = ?').all(match, 'investor_documents').map((r) => r.source_id);
    expect(find('"editor"*')).toEqual([9]);
    expect(find('"directors" "extract"')).toEqual([7]);
    db.close();
  });

  it('keep the search index in step with inserts, renames and deletes', () => {
    const { db } = prepareDatabase(':memory:', 'empty');
    const count = (match: string) => (db.prepare('SELECT count(*) AS n FROM investor_search WHERE investor_search MATCH ?').get(match) as { n: number }).n;
    const { lastInsertRowid } = db.prepare("INSERT INTO investor_documents (category, name, document) VALUES ('press-release', 'Zircon launch', 'uploads/x.pdf')").run();
    expect(count('zircon')).toBe(1);
    db.prepare("UPDATE investor_documents SET name = 'Quartz launch' WHERE id = ?").run(lastInsertRowid);
    expect([count('zircon'), count('quartz')]).toEqual([0, 1]);
    db.prepare('DELETE FROM investor_documents WHERE id = ?').run(lastInsertRowid);
    expect(count('quartz')).toBe(0);
    db.close();
  });
});
