import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from '../db/database';
import { schemaVersion } from '../db/migrate';

/** Files of the uploads tree, relative, '/'-separated, leaving out dot-folders (staging). */
export function listUploads(root: string, prefix = ''): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const relative = `${prefix}${entry.name}`;
    return entry.isDirectory() ? listUploads(path.join(root, entry.name), `${relative}/`) : [relative];
  });
}

export const sha256File = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

/** backup.json: what a restore checks before it touches anything (restore.ts). */
export interface BackupManifest {
  /** 2: with hashes (backups of format 1, two names and a count, cannot be checked and are refused). */
  format: 2;
  createdAt: string;
  database: { file: 'site.db'; bytes: number; sha256: string; schemaVersion: number };
  uploads: { path: string; bytes: number; sha256: string }[];
}

export const MANIFEST_FILE = 'backup.json';
export const BACKUP_DATABASE = 'site.db';

export interface BackupResult {
  dir: string;
  databaseBytes: number;
  files: number;
}

/**
 * A consistent copy of the running database (SQLite's online backup: pages copied while the server
 * keeps serving and writing) and then of the uploads. Files are stored under their content hash
 * and never changed in place, so every file the copied database names is already on disk when
 * the uploads are copied after it. The manifest (hashes of the database and of every file) is
 * written last: a folder without one is an unfinished backup.
 */
export async function backup(db: Db, uploadsDir: string, dir: string): Promise<BackupResult> {
  if (existsSync(dir) && readdirSync(dir).length) throw new Error(`${dir} is not empty: choose a new folder for the backup`);
  mkdirSync(dir, { recursive: true });
  const databaseFile = path.join(dir, BACKUP_DATABASE);
  await db.backup(databaseFile);
  const files = listUploads(uploadsDir);
  for (const file of files) cpSync(path.join(uploadsDir, file), path.join(dir, 'uploads', file));
  const copy = new Database(databaseFile);
  let check: unknown;
  let version: number;
  try {
    // One self-contained file (the live database's WAL mode would want -wal/-shm beside it).
    copy.pragma('journal_mode = DELETE');
    check = copy.pragma('integrity_check', { simple: true });
    version = schemaVersion(copy);
  } finally {
    copy.close();
  }
  if (check !== 'ok') throw new Error(`the copied database failed its integrity check: ${String(check)}`);
  const manifest: BackupManifest = {
    format: 2,
    createdAt: new Date().toISOString(),
    database: { file: BACKUP_DATABASE, bytes: statSync(databaseFile).size, sha256: sha256File(databaseFile), schemaVersion: version },
    // Hashed from the copies: what a restore will find.
    uploads: files.map((file) => {
      const copied = path.join(dir, 'uploads', file);
      return { path: file, bytes: statSync(copied).size, sha256: sha256File(copied) };
    }),
  };
  writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, databaseBytes: manifest.database.bytes, files: files.length };
}
