// The lock that keeps a restore and a running admin host apart (issue 27: a restore under a running
// host left it writing to a deleted file). Beside the database, `<db>.lock` is a tiny SQLite file:
// every admin host holds a read transaction on it (a shared lock: several hosts may share one
// database) for as long as it runs; a restore needs an exclusive one, so it is refused while any host
// runs, and a host cannot start while a restore holds it. SQLite's locks are the operating system's
// (POSIX advisory locks), so they die with the process: a host killed with -9 leaves no stale lock.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export const lockFileFor = (dbPath: string): string => `${dbPath}.lock`;

export class LockBusyError extends Error {}

export interface HeldLock {
  release(): void;
}

function open(dbPath: string) {
  mkdirSync(path.dirname(dbPath), { recursive: true });
  // No busy wait: either the lock is free now or the answer is "someone holds it".
  const lock = new Database(lockFileFor(dbPath), { timeout: 0 });
  try {
    lock.exec('CREATE TABLE IF NOT EXISTS holders (note TEXT)');
  } catch (error) {
    lock.close();
    throw error;
  }
  return lock;
}

const isBusy = (error: unknown) => (error as { code?: string }).code === 'SQLITE_BUSY';

/** For an admin host, as long as it runs: throws LockBusyError while a restore is under way. */
export function holdHostLock(dbPath: string): HeldLock {
  if (dbPath === ':memory:') return { release: () => undefined };
  try {
    const lock = open(dbPath);
    lock.exec('BEGIN');
    lock.prepare('SELECT count(*) FROM holders').get();
    return { release: () => lock.close() };
  } catch (error) {
    if (isBusy(error)) throw new LockBusyError(`a restore of ${dbPath} is under way (it holds ${lockFileFor(dbPath)}); start the admin host once it has finished`);
    throw error;
  }
}

/** For a restore: throws LockBusyError while an admin host runs on this database. */
export function takeRestoreLock(dbPath: string): HeldLock {
  try {
    const lock = open(dbPath);
    lock.exec('BEGIN EXCLUSIVE');
    return {
      release: () => {
        lock.exec('ROLLBACK');
        lock.close();
      },
    };
  } catch (error) {
    if (isBusy(error)) {
      throw new LockBusyError(
        `the admin host is running on ${dbPath} (it holds ${lockFileFor(dbPath)}). Stop it first (Ctrl-C in "npm run site", or systemctl stop), then restore again; nothing was changed.`,
      );
    }
    throw error;
  }
}
