import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';

export interface SessionTimeouts {
  /** Signed out after this long without a request (ms). */
  idleMs: number;
  /** Signed out this long after signing in, however active (ms). */
  absoluteMs: number;
}

export const DEFAULT_TIMEOUTS: SessionTimeouts = { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 };

export interface Session {
  userId: number;
  csrfToken: string;
  expiresAt: number;
}

interface SessionRow {
  user_id: number;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Server-side sessions in SQLite: the cookie holds a random token, the table its hash. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly timeouts: SessionTimeouts = DEFAULT_TIMEOUTS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts a session; returns the token for the cookie (never stored as is). */
  create(userId: number): { token: string; session: Session } {
    const token = randomToken();
    const now = this.now();
    const session = { userId, csrfToken: randomToken(), expiresAt: now + this.timeouts.absoluteMs };
    this.db
      .prepare('INSERT INTO sessions (token_hash, user_id, csrf_token, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(hashToken(token), userId, session.csrfToken, now, now, session.expiresAt);
    return { token, session };
  }

  /** The live session of a token, its idle clock restarted; undefined (and deleted) when timed out. */
  touch(token: string | undefined): Session | undefined {
    if (!token) return undefined;
    const key = hashToken(token);
    const row = this.db.prepare<[string], SessionRow>('SELECT user_id, csrf_token, created_at, last_seen_at, expires_at FROM sessions WHERE token_hash = ?').get(key);
    if (!row) return undefined;
    const now = this.now();
    if (now >= row.expires_at || now - row.last_seen_at >= this.timeouts.idleMs) {
      this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(key);
      return undefined;
    }
    // At most one write per half minute per session: every write also moves the content version.
    if (now - row.last_seen_at >= 30_000) this.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(now, key);
    return { userId: row.user_id, csrfToken: row.csrf_token, expiresAt: row.expires_at };
  }

  destroy(token: string | undefined): void {
    if (token) this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
  }

  /** Ends every session of a user, except the one of `keepToken` (the admin resetting their own password stays signed in). */
  destroyAllFor(userId: number, keepToken?: string): void {
    this.db.prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash IS NOT ?').run(userId, keepToken ? hashToken(keepToken) : null);
  }

  /** Deletes every timed-out session (called now and then; touch() refuses them anyway). */
  purge(): number {
    const now = this.now();
    return this.db.prepare('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?').run(now, now - this.timeouts.idleMs).changes;
  }
}
