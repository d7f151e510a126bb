import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentVersion } from './content-version';
import { prepareDatabase } from './prepare';

const write = (db: ReturnType<typeof prepareDatabase>['db']) =>
  db.prepare('INSERT INTO policies (name, document) VALUES (?, ?)').run('Test Policy', 'uploads/documents/policies/test.pdf');

describe('contentVersion', () => {
  it('moves on every write when asked each time', () => {
    const { db } = prepareDatabase(':memory:', 'if-empty');
    const version = contentVersion(db, { recheckMs: 0 });
    const before = version.current();
    expect(version.current()).toBe(before);
    write(db);
    expect(version.current()).not.toBe(before);
    db.close();
  });

  it('reuses its answer for the recheck interval, then notices the write', async () => {
    const { db } = prepareDatabase(':memory:', 'if-empty');
    const version = contentVersion(db, { recheckMs: 40 });
    const before = version.current();
    write(db);
    expect(version.current()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(version.current()).not.toBe(before);
    db.close();
  });

  it('stays put when a visitor’s page reports its health (a write, but not to content)', () => {
    const { db } = prepareDatabase(':memory:', 'if-empty');
    const version = contentVersion(db, { recheckMs: 0 });
    const before = version.current();
    db.prepare('INSERT INTO release_health_counts (remote, version, minute, page_views) VALUES (?, ?, ?, ?)').run('mfe-content', 'local', 1, 1);
    expect(version.current()).toBe(before);
    write(db);
    expect(version.current()).not.toBe(before);
    db.close();
  });

  it('is moved by the same tables in SQLite as in PostgreSQL', () => {
    const triggered = (folder: string, pattern: RegExp) => {
      const dir = fileURLToPath(new URL(folder, import.meta.url));
      const sql = readdirSync(dir).map((name) => readFileSync(`${dir}/${name}`, 'utf8')).join('\n');
      return [...new Set([...sql.matchAll(pattern)].map((match) => match[1]))].sort();
    };
    const sqlite = triggered('./migrations/', /CREATE TRIGGER \w+_content_version_\w+ AFTER \w+ ON (\w+)/g);
    const postgresArray = readFileSync(fileURLToPath(new URL('./migrations-postgres/001_schema.sql', import.meta.url)), 'utf8').match(/FOREACH content_table IN ARRAY ARRAY\[([^\]]+)\]/)![1]!;
    const postgres = [
      ...[...postgresArray.matchAll(/'(\w+)'/g)].map((match) => match[1]),
      ...triggered('./migrations-postgres/', /CREATE TRIGGER \w+_content_version AFTER [A-Z ]+ ON (\w+)/g),
    ].sort();
    expect(sqlite).toEqual(postgres);
    expect(sqlite.length).toBeGreaterThan(20);
  });
});
