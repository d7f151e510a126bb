import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_PATTERN = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const match = FILE_PATTERN.exec(name);
      return match ? [{ version: Number(match[1]), name, sql: readFileSync(`${dir}/${name}`, 'utf8') }] : [];
    })
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies every migration newer than the database's `user_version`, each in its own transaction,
 * and returns the versions applied. Safe to call on every start.
 */
export function migrate(db: Db, migrations: Migration[] = loadMigrations()): number[] {
  const current = db.pragma('user_version', { simple: true }) as number;
  const applied: number[] = [];
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      // PRAGMA takes no bound parameters; version is a parsed integer, not user input.
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied.push(migration.version);
  }
  return applied;
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}
