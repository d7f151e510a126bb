import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Re-encoding images, hashing ~200 files: seconds each on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { backup, MANIFEST_FILE } from './backup';
import { holdHostLock } from './host-lock';
import { restore, RestoreError } from './restore';
import { deleteUnused, referencedUploads, unusedUploads } from './unused-files';

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

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
  // Every file the seeded records name (a stand-in each), as the first start generates them.
  const referenced = [...referencedUploads(db)];
  for (const file of referenced) write(file, `%PDF-${file}`);
  write(used.replace(/^uploads\//, ''), '%PDF-used');
  write('documents/orphans/left-over.pdf', '%PDF-orphan');
  write('.staging/half.pdf', '%PDF-staged');
  return { dir, dbPath, uploadsDir, db, used, files: referenced.length + 1 };
}

describe('backup and restore', () => {
  it('copy the database online with the uploads, and restore both, keeping what they replace', async () => {
    const { dir, dbPath, uploadsDir, db, used, files } = setup();
    const target = path.join(dir, 'backups', 'one');
    const result = await backup(db, uploadsDir, target);
    expect(result.files).toBe(files); // the staging folder is not part of a backup
    const manifest = JSON.parse(readFileSync(path.join(target, MANIFEST_FILE), 'utf8'));
    expect(manifest).toMatchObject({ format: 2, database: { file: 'site.db', bytes: result.databaseBytes, sha256: expect.stringMatching(/^[0-9a-f]{64}$/), schemaVersion: expect.any(Number) } });
    expect(manifest.uploads.map((entry: { path: string }) => entry.path)).toEqual(expect.arrayContaining(['documents/orphans/left-over.pdf', used.replace(/^uploads\//, '')]));
    expect(manifest.uploads).toHaveLength(files);
    db.prepare("DELETE FROM investor_documents WHERE category = 'annual-report'").run();
    const lost = path.join(uploadsDir, used.replace(/^uploads\//, ''));
    writeFileSync(lost, 'overwritten');
    db.close();

    const restored = restore(target, dbPath, uploadsDir, { now: new Date('2026-11-27T10:00:00Z') });
    expect(restored.files).toBe(files);
    const back = openDatabase(dbPath);
    expect(back.prepare("SELECT count(*) AS n FROM investor_documents WHERE category = 'annual-report'").get()).not.toEqual({ n: 0 });
    back.close();
    expect(readFileSync(lost, 'utf8')).toBe('%PDF-used');
    expect(existsSync(path.join(uploadsDir, '.staging'))).toBe(false);
    // What was replaced is kept beside it, not deleted.
    expect(restored.replaced).toContain(`${uploadsDir}.before-restore-2026-11-27T10-00-00-000Z`);
    expect(restored.replaced).toContain(`${dbPath}.before-restore-2026-11-27T10-00-00-000Z`);
    expect(readFileSync(path.join(`${uploadsDir}.before-restore-2026-11-27T10-00-00-000Z`, used.replace(/^uploads\//, '')), 'utf8')).toBe('overwritten');
    await expect(backup(openDatabase(dbPath), uploadsDir, target)).rejects.toThrow(/not empty/);
  });

  it('refuse, before touching anything, whatever is not a complete backup of this schema', async () => {
    const { dir, dbPath, uploadsDir, db } = setup();
    const good = path.join(dir, 'backups', 'good');
    await backup(db, uploadsDir, good);
    db.close();
    const variant = (name: string, change: (copy: string) => void) => {
      const copy = path.join(dir, 'backups', name);
      cpSync(good, copy, { recursive: true });
      change(copy);
      return copy;
    };
    const manifestOf = (copy: string) => JSON.parse(readFileSync(path.join(copy, MANIFEST_FILE), 'utf8'));
    const writeManifest = (copy: string, manifest: unknown) => writeFileSync(path.join(copy, MANIFEST_FILE), JSON.stringify(manifest));
    const foreign = path.join(dir, 'foreign.db');
    const other = openDatabase(foreign);
    other.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); PRAGMA user_version = 3; PRAGMA journal_mode = DELETE');
    other.close();
    const cases: [string, string, RegExp][] = [
      ['nothing there', path.join(dir, 'nothing'), /does not exist/],
      ['no manifest', variant('no-manifest', (copy) => writeFileSync(path.join(copy, MANIFEST_FILE), '')), /not readable JSON/],
      ['random bytes, empty backup.json', variant('random', (copy) => {
        writeFileSync(path.join(copy, 'site.db'), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
        writeFileSync(path.join(copy, MANIFEST_FILE), '{}');
      }), /does not describe a backup this admin host can check/],
      ['random bytes that the manifest describes', variant('random-described', (copy) => {
        const file = path.join(copy, 'site.db');
        writeFileSync(file, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
        const manifest = manifestOf(copy);
        writeManifest(copy, { ...manifest, database: { ...manifest.database, bytes: 4096, sha256: sha256(file) } });
      }), /is not an SQLite database \(its header is wrong\)/],
      ['a format-1 manifest', variant('old', (copy) => writeManifest(copy, { createdAt: 'x', database: 'site.db', uploads: 2 })), /does not describe a backup/],
      ['truncated database', variant('truncated', (copy) => truncateSync(path.join(copy, 'site.db'), 8192)), /bytes where the manifest says .*truncated/],
      ['changed database', variant('changed', (copy) => {
        const bytes = readFileSync(path.join(copy, 'site.db'));
        bytes[bytes.length - 10] = bytes[bytes.length - 10]! ^ 0xff;
        writeFileSync(path.join(copy, 'site.db'), bytes);
      }), /does not match the hash/],
      ['a foreign SQLite file', variant('foreign', (copy) => {
        cpSync(foreign, path.join(copy, 'site.db'));
        const manifest = manifestOf(copy);
        writeManifest(copy, { ...manifest, database: { ...manifest.database, bytes: readFileSync(foreign).length, sha256: sha256(foreign), schemaVersion: 3 } });
      }), /tables are not the admin host's schema 3 \(missing .*unexpected notes/],
      ['a newer schema', variant('newer', (copy) => {
        const file = path.join(copy, 'site.db');
        const newer = openDatabase(file);
        newer.pragma('user_version = 999');
        newer.pragma('journal_mode = DELETE');
        newer.close();
        const manifest = manifestOf(copy);
        writeManifest(copy, { ...manifest, database: { ...manifest.database, bytes: readFileSync(file).length, sha256: sha256(file), schemaVersion: 999 } });
      }), /made by a newer admin host \(schema 999/],
      ['a changed upload', variant('changed-upload', (copy) => writeFileSync(path.join(copy, 'uploads', 'documents', 'orphans', 'left-over.pdf'), '%PDF-changed')), /does not match its hash/],
      ['a missing upload', variant('missing', (copy) => rmSync(path.join(copy, 'uploads', 'documents', 'orphans', 'left-over.pdf'))), /in the manifest but not in the backup/],
      ['an extra upload', variant('extra', (copy) => writeFileSync(path.join(copy, 'uploads', 'documents', 'extra.pdf'), '%PDF-x')), /1 file\(s\) its manifest does not name \(e\.g\. uploads\/documents\/extra\.pdf\)/],
      ['a path that climbs out', variant('climb', (copy) => writeManifest(copy, { ...manifestOf(copy), uploads: [{ path: '../../etc/passwd', bytes: 1, sha256: 'x' }] })), /lists a file that cannot be in a backup/],
      ['a record whose file is not in the backup', variant('unlisted', (copy) => {
        const manifest = manifestOf(copy);
        const [gone, ...rest] = manifest.uploads.filter((entry: { path: string }) => !entry.path.startsWith('documents/orphans/'));
        rmSync(path.join(copy, 'uploads', gone.path));
        writeManifest(copy, { ...manifest, uploads: [...rest, ...manifest.uploads.filter((entry: { path: string }) => entry.path.startsWith('documents/orphans/'))] });
      }), /records name 1 uploaded file\(s\) the backup does not hold/],
    ];
    const before = { db: readFileSync(dbPath), uploads: readdirSync(uploadsDir, { recursive: true }).sort() };
    for (const [what, folder, message] of cases) {
      expect(() => restore(folder, dbPath, uploadsDir), what).toThrow(message);
      try {
        restore(folder, dbPath, uploadsDir);
      } catch (error) {
        expect(error, what).toBeInstanceOf(RestoreError);
      }
      // Nothing touched, nothing set aside.
      expect(readFileSync(dbPath).equals(before.db), what).toBe(true);
      expect(readdirSync(uploadsDir, { recursive: true }).sort(), what).toEqual(before.uploads);
      expect(readdirSync(path.dirname(dbPath)).filter((name) => /before-restore|restoring/.test(name)), what).toEqual([]);
    }
  });

  it('refuse while an admin host holds the database, and let it start again only once the restore is done', async () => {
    const { dir, dbPath, uploadsDir, db, files } = setup();
    const target = path.join(dir, 'backups', 'one');
    await backup(db, uploadsDir, target);
    db.close();
    const host = holdHostLock(dbPath);
    expect(() => restore(target, dbPath, uploadsDir)).toThrow(/the admin host is running on .*Stop it first/);
    host.release();
    expect(restore(target, dbPath, uploadsDir).files).toBe(files);
    holdHostLock(dbPath).release();
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
