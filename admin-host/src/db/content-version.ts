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
 * SQLite's data_version moves when another connection commits (an editor, a --reset in another
 * process); total_changes() when this connection writes. Asking costs a statement, which at tens
 * of thousands of list requests a second is a large share of each one, so the answer is reused
 * for `recheckMs`: a change shows up in the lists within that time. 0 asks on every call.
 */
export function contentVersion(db: Db, { recheckMs = 1000 } = {}): ContentVersion {
  const query = db.prepare<[], { v: number; t: number }>('SELECT data_version AS v, total_changes() AS t FROM pragma_data_version');
  let token = '';
  let checkedAt = -Infinity;
  return {
    current() {
      const now = performance.now();
      if (now - checkedAt >= recheckMs) {
        const { v, t } = query.get()!;
        token = `${v}:${t}`;
        checkedAt = now;
      }
      return token;
    },
    changed() {
      checkedAt = -Infinity;
    },
  };
}
