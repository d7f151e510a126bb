import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';
import { openDatabase } from '../db/database';

/** Files of the uploads tree, relative, '/'-separated, leaving out dot-folders (staging). */
export function listUploads(root: string, prefix = ''): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const relative = `${prefix}${entry.name}`;
    return entry.isDirectory() ? listUploads(path.join(root, entry.name), `${relative}/`) : [relative];
  });
}

export interface BackupResult {
  dir: string;
  databaseBytes: number;
  files: number;
}

/**
 * A consistent copy of the running database (SQLite's online backup: pages copied while the server
 * keeps serving and writing) and then of the uploads. Files are stored under their content hash
 * and never changed in place, so every file the copied database names is already on disk when
 * the uploads are copied after it.
 */
export async function backup(db: Db, uploadsDir: string, dir: string): Promise<BackupResult> {
  if (existsSync(dir) && readdirSync(dir).length) throw new Error(`${dir} is not empty: choose a new folder for the backup`);
  mkdirSync(dir, { recursive: true });
  const databaseFile = path.join(dir, 'site.db');
  await db.backup(databaseFile);
  const files = listUploads(uploadsDir);
  for (const file of files) cpSync(path.join(uploadsDir, file), path.join(dir, 'uploads', file));
  const copy = openDatabase(databaseFile);
  const check = copy.pragma('integrity_check', { simple: true });
  copy.close();
  if (check !== 'ok') throw new Error(`the copied database failed its integrity check: ${String(check)}`);
  writeFileSync(path.join(dir, 'backup.json'), `${JSON.stringify({ createdAt: new Date().toISOString(), database: 'site.db', uploads: files.length }, null, 2)}\n`);
  return { dir, databaseBytes: statSync(databaseFile).size, files: files.length };
}

/**
 * Puts a backup back: the database file (its -wal/-shm leftovers removed) and the uploads folder.
 * The admin host must be stopped (it holds the database open).
 */
export function restore(dir: string, dbPath: string, uploadsDir: string): { files: number } {
  const databaseFile = path.join(dir, 'site.db');
  if (!existsSync(databaseFile) || !existsSync(path.join(dir, 'backup.json'))) throw new Error(`${dir} is not a backup made by "backup" (no site.db / backup.json)`);
  mkdirSync(path.dirname(dbPath), { recursive: true });
  for (const suffix of ['-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  cpSync(databaseFile, dbPath);
  rmSync(uploadsDir, { recursive: true, force: true });
  const files = listUploads(path.join(dir, 'uploads'));
  if (existsSync(path.join(dir, 'uploads'))) cpSync(path.join(dir, 'uploads'), uploadsDir, { recursive: true });
  else mkdirSync(uploadsDir, { recursive: true });
  return { files: files.length };
}
