import type { Db } from './database';

/** A token that changes whenever the database's content may have changed. */
export interface ContentVersion {
  current(): string;
  /**
   * Tells the cache that this process just wrote content (the console): the next current() asks
   * SQLite again instead of reusing its answer, so lists change at once, not within recheckMs.
   */
  changed(): void;
}

/**
 * The content_version row, which triggers on the content tables move with every write to them,
 * whichever connection or process makes it (an editor, a --reset in another process): migration
 * 013. Writes to other tables (visitors' beacons, sessions, the audit log) leave it alone, so they
 * keep the page server's and this host's caches. Asking costs a statement, which at tens of
 * thousands of list requests a second is a large share of each one, so the answer is reused for
 * `recheckMs`: a change shows up in the lists within that time. 0 asks on every call.
 */
export function contentVersion(db: Db, { recheckMs = 1000 } = {}): ContentVersion {
  const query = db.prepare<[], { version: number }>('SELECT version FROM content_version WHERE id = 1');
  let token = '';
  let checkedAt = -Infinity;
  return {
    current() {
      const now = performance.now();
      if (now - checkedAt >= recheckMs) {
        token = String(query.get()!.version);
        checkedAt = now;
      }
      return token;
    },
    changed() {
      checkedAt = -Infinity;
    },
  };
}
