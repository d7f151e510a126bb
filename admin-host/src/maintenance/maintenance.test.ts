import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { backup, restore } from './backup';
import { deleteUnused, unusedUploads } from './unused-files';

function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'admin-maint-'));
  const dbPath = path.join(dir, 'data', 'site.db');
  const uploadsDir = path.join(dir, 'data', 'uploads');
  const { db } = prepareDatabase(dbPath, 'if-empty');
  const used = (db.prepare("SELECT document FROM investor_documents WHERE category = 'annual-report' LIMIT 1").get() as { document: string }).document;
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(uploadsDir, relative)), { recursive: true });
    writeFileSync(path.join(uploadsDir, relative), text);
  };
  write(used.replace(/^uploads\//, ''), '%PDF-used');
  write('documents/orphans/left-over.pdf', '%PDF-orphan');
  write('.staging/half.pdf', '%PDF-staged');
  return { dir, dbPath, uploadsDir, db, used };
}

describe('backup and restore', () => {
  it('copy the database online with the uploads, and restore both', async () => {
    const { dir, dbPath, uploadsDir, db, used } = setup();
    const target = path.join(dir, 'backups', 'one');
    const result = await backup(db, uploadsDir, target);
    expect(result.files).toBe(2); // the staging folder is not part of a backup
    db.prepare("DELETE FROM investor_documents WHERE category = 'annual-report'").run();
    const lost = path.join(uploadsDir, used.replace(/^uploads\//, ''));
    writeFileSync(lost, 'overwritten');
    db.close();

    expect(restore(target, dbPath, uploadsDir)).toEqual({ files: 2 });
    const back = openDatabase(dbPath);
    expect(back.prepare("SELECT count(*) AS n FROM investor_documents WHERE category = 'annual-report'").get()).not.toEqual({ n: 0 });
    back.close();
    expect(readFileSync(lost, 'utf8')).toBe('%PDF-used');
    expect(existsSync(path.join(uploadsDir, '.staging'))).toBe(false);
    await expect(backup(openDatabase(dbPath), uploadsDir, target)).rejects.toThrow(/not empty/);
    expect(() => restore(path.join(dir, 'nothing'), dbPath, uploadsDir)).toThrow(/not a backup/);
  });
});

describe('unused uploads', () => {
  it('lists files no record names, and deletes only those', () => {
    const { uploadsDir, db, used } = setup();
    expect(unusedUploads(db, uploadsDir)).toEqual(['documents/orphans/left-over.pdf']);
    // Soft-deleted records keep their files.
    db.prepare("UPDATE investor_documents SET deleted_at = '2026-01-01' WHERE document = ?").run(used);
    expect(unusedUploads(db, uploadsDir)).toEqual(['documents/orphans/left-over.pdf']);
    expect(deleteUnused(db, uploadsDir, ['documents/orphans/left-over.pdf', used.replace(/^uploads\//, '')])).toEqual(['documents/orphans/left-over.pdf']);
    expect(existsSync(path.join(uploadsDir, used.replace(/^uploads\//, '')))).toBe(true);
    expect(unusedUploads(db, uploadsDir)).toEqual([]);
  });
});
