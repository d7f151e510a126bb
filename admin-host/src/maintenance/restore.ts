// Putting a backup back (issue 27: random bytes with an empty backup.json were "restored", uploads
// 209 → 0 and a host that no longer started). Everything is checked before anything is touched —
// the manifest, the database's bytes, header, integrity, schema and migration level, every uploaded
// file's hash, and that every file the database names is there — and only with the admin host
// stopped (host-lock.ts). What is replaced is kept beside it, not deleted.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadMigrations, migrate } from '../db/migrate';
import { BACKUP_DATABASE, listUploads, MANIFEST_FILE, sha256File, type BackupManifest } from './backup';
import { takeRestoreLock } from './host-lock';
import { referencedUploads } from './unused-files';

/** A backup that cannot be restored, and why; nothing was changed. */
export class RestoreError extends Error {}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
const SAFE_PATH = /^(?!.*(?:^|\/)\.)[^\\\0]+$/;

/** The manifest, if it is one this version wrote; else why not. */
function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file)) throw new RestoreError(`${dir} is not a backup made by "backup": it has no ${MANIFEST_FILE}.`);
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<BackupManifest>;
  } catch {
    throw new RestoreError(`${MANIFEST_FILE} in ${dir} is not readable JSON: the backup is damaged.`);
  }
  const database = manifest?.database;
  const uploads = manifest?.uploads;
  if (manifest?.format !== 2 || !database || typeof database.sha256 !== 'string' || !Number.isInteger(database.bytes) || !Number.isInteger(database.schemaVersion) || !Array.isArray(uploads)) {
    throw new RestoreError(
      `${MANIFEST_FILE} in ${dir} does not describe a backup this admin host can check (no hashes of the database and uploads: damaged, or made before backups had them). Make a new backup with "backup".`,
    );
  }
  for (const entry of uploads) {
    if (typeof entry?.path !== 'string' || !SAFE_PATH.test(entry.path) || path.posix.isAbsolute(entry.path) || typeof entry.sha256 !== 'string' || !Number.isInteger(entry.bytes)) {
      throw new RestoreError(`${MANIFEST_FILE} in ${dir} lists a file that cannot be in a backup (${JSON.stringify(entry?.path ?? entry)}): the backup is damaged.`);
    }
  }
  return manifest as BackupManifest;
}

/** Table → its columns, for comparing schemas. */
function tableShapes(db: Database.Database): Map<string, string> {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
  return new Map(
    tables.map(({ name }) => [
      name,
      db
        .prepare<[string], { name: string; type: string }>('SELECT name, type FROM pragma_table_info(?) ORDER BY cid')
        .all(name)
        .map((column) => `${column.name} ${column.type}`)
        .join(', '),
    ]),
  );
}

/** Why the backup's database cannot be restored, checked on the file itself, read-only. */
function checkDatabase(dir: string, manifest: BackupManifest): void {
  const file = path.join(dir, BACKUP_DATABASE);
  if (!existsSync(file)) throw new RestoreError(`${dir} has no ${BACKUP_DATABASE}: the backup is incomplete.`);
  const bytes = statSync(file).size;
  if (bytes !== manifest.database.bytes) {
    throw new RestoreError(`${BACKUP_DATABASE} has ${bytes} bytes where the manifest says ${manifest.database.bytes}: the copy is truncated or damaged.`);
  }
  if (!readFileSync(file).subarray(0, 16).equals(SQLITE_HEADER)) throw new RestoreError(`${BACKUP_DATABASE} is not an SQLite database (its header is wrong).`);
  if (sha256File(file) !== manifest.database.sha256) throw new RestoreError(`${BACKUP_DATABASE} does not match the hash in the manifest: it was changed or damaged after the backup.`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new RestoreError(`${BACKUP_DATABASE} cannot be opened: ${(error as Error).message}`);
  }
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new RestoreError(`${BACKUP_DATABASE} failed its integrity check: ${String(check)}`);
    const version = db.pragma('user_version', { simple: true }) as number;
    const known = loadMigrations();
    const latest = known.at(-1)!.version;
    if (version === 0) throw new RestoreError(`${BACKUP_DATABASE} is an SQLite database but not an admin host's (it has no schema version).`);
    if (version > latest) throw new RestoreError(`${BACKUP_DATABASE} was made by a newer admin host (schema ${version}; this one knows up to ${latest}): restore it with that version.`);
    if (version !== manifest.database.schemaVersion) throw new RestoreError(`${BACKUP_DATABASE} is at schema ${version}, the manifest says ${manifest.database.schemaVersion}: the backup is inconsistent.`);
    // Its tables must be exactly what this code's migrations make at that level.
    const expected = new Database(':memory:');
    try {
      migrate(expected, known.filter((migration) => migration.version <= version));
      const want = tableShapes(expected);
      const have = tableShapes(db);
      const missing = [...want.keys()].filter((name) => !have.has(name));
      const unexpected = [...have.keys()].filter((name) => !want.has(name));
      const changed = [...want.keys()].filter((name) => have.has(name) && have.get(name) !== want.get(name));
      if (missing.length || unexpected.length || changed.length) {
        const parts = [
          missing.length ? `missing ${missing.slice(0, 5).join(', ')}` : '',
          unexpected.length ? `unexpected ${unexpected.slice(0, 5).join(', ')}` : '',
          changed.length ? `other columns in ${changed.slice(0, 5).join(', ')}` : '',
        ].filter(Boolean);
        throw new RestoreError(`${BACKUP_DATABASE}'s tables are not the admin host's schema ${version} (${parts.join('; ')}).`);
      }
    } finally {
      expected.close();
    }
    // Every file a record names must come with the backup: else the public lists would link to 404s.
    const listed = new Set(manifest.uploads.map((entry) => entry.path));
    const absent = [...referencedUploads(db)].filter((file) => !listed.has(file));
    if (absent.length) throw new RestoreError(`The backup's records name ${absent.length} uploaded file(s) the backup does not hold (e.g. uploads/${absent[0]}): it is incomplete.`);
  } finally {
    db.close();
  }
}

/** Every uploaded file of the manifest is there with its size and hash, and nothing else is. */
function checkUploads(dir: string, manifest: BackupManifest): void {
  const root = path.join(dir, 'uploads');
  const present = new Set(listUploads(root));
  for (const entry of manifest.uploads) {
    const file = path.join(root, ...entry.path.split('/'));
    if (!present.has(entry.path)) throw new RestoreError(`uploads/${entry.path} is in the manifest but not in the backup: it is incomplete.`);
    if (statSync(file).size !== entry.bytes || sha256File(file) !== entry.sha256) throw new RestoreError(`uploads/${entry.path} does not match its hash in the manifest: it was changed or damaged.`);
    present.delete(entry.path);
  }
  if (present.size) throw new RestoreError(`The backup holds ${present.size} file(s) its manifest does not name (e.g. uploads/${[...present][0]}): it was changed after the backup.`);
}

/** Checks a backup folder without changing anything; throws RestoreError with the reason. */
export function checkBackup(dir: string): BackupManifest {
  if (!existsSync(dir)) throw new RestoreError(`${dir} does not exist.`);
  const manifest = readManifest(dir);
  checkDatabase(dir, manifest);
  checkUploads(dir, manifest);
  return manifest;
}

export interface RestoreResult {
  files: number;
  /** Where what was replaced now is (the database with its -wal/-shm, and the uploads folder). */
  replaced: string[];
}

/** `<file>.before-restore-<time>`: beside the original, so moving it there is a rename. */
const keptName = (file: string, stamp: string) => `${file}.before-restore-${stamp}`;

/**
 * Puts a checked backup back, with the admin host stopped. The backup is first copied beside the
 * live files, then the live ones are renamed aside (kept) and the copies renamed into place; if a
 * step fails, what was moved is moved back.
 */
export function restore(dir: string, dbPath: string, uploadsDir: string, { now = new Date() } = {}): RestoreResult {
  const lock = takeRestoreLock(dbPath);
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const staged = { db: `${dbPath}.restoring-${stamp}`, uploads: `${uploadsDir}.restoring-${stamp}` };
  const moved: [from: string, to: string][] = [];
  try {
    const manifest = checkBackup(dir);
    mkdirSync(path.dirname(dbPath), { recursive: true });
    mkdirSync(path.dirname(uploadsDir), { recursive: true });
    cpSync(path.join(dir, BACKUP_DATABASE), staged.db);
    if (sha256File(staged.db) !== manifest.database.sha256) throw new RestoreError(`Copying ${BACKUP_DATABASE} next to ${dbPath} did not give the same bytes; nothing was changed.`);
    if (existsSync(path.join(dir, 'uploads'))) cpSync(path.join(dir, 'uploads'), staged.uploads, { recursive: true });
    else mkdirSync(staged.uploads, { recursive: true });
    // Set the live files aside (kept), then put the copies in their place.
    for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`, uploadsDir]) {
      if (!existsSync(file)) continue;
      renameSync(file, keptName(file, stamp));
      moved.push([file, keptName(file, stamp)]);
    }
    renameSync(staged.db, dbPath);
    moved.push([staged.db, dbPath]);
    renameSync(staged.uploads, uploadsDir);
    return { files: manifest.uploads.length, replaced: moved.filter(([from]) => from !== staged.db).map(([, to]) => to) };
  } catch (error) {
    for (const [from, to] of moved.reverse()) if (existsSync(to)) renameSync(to, from);
    throw error;
  } finally {
    rmSync(staged.db, { force: true });
    rmSync(staged.uploads, { recursive: true, force: true });
    lock.release();
  }
}
