import { createHash, randomBytes } from 'node:crypto';
import type { SiteKysely } from '../../db/site-db';

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

/** Server-side sessions in the database: the cookie holds a random token, the table its hash. */
export class SessionStore {
  constructor(
    private readonly db: SiteKysely,
    private readonly timeouts: SessionTimeouts = DEFAULT_TIMEOUTS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts a session; returns the token for the cookie (never stored as is). */
  async create(userId: number): Promise<{ token: string; session: Session }> {
    const token = randomToken();
    const now = this.now();
    const session = { userId, csrfToken: randomToken(), expiresAt: now + this.timeouts.absoluteMs };
    await this.db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), user_id: userId, csrf_token: session.csrfToken, created_at: now, last_seen_at: now, expires_at: session.expiresAt })
      .execute();
    return { token, session };
  }

  /** The live session of a token, its idle clock restarted; undefined (and deleted) when timed out. */
  async touch(token: string | undefined): Promise<Session | undefined> {
    if (!token) return undefined;
    const key = hashToken(token);
    const row: SessionRow | undefined = await this.db
      .selectFrom('sessions')
      .select(['user_id', 'csrf_token', 'created_at', 'last_seen_at', 'expires_at'])
      .where('token_hash', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    const now = this.now();
    if (now >= row.expires_at || now - row.last_seen_at >= this.timeouts.idleMs) {
      await this.db.deleteFrom('sessions').where('token_hash', '=', key).execute();
      return undefined;
    }
    // At most one write per half minute per session: a write per request would cost more than it tells.
    if (now - row.last_seen_at >= 30_000) await this.db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', key).execute();
    return { userId: row.user_id, csrfToken: row.csrf_token, expiresAt: row.expires_at };
  }

  async destroy(token: string | undefined): Promise<void> {
    if (token) await this.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  }

  /** Ends every session of a user, except the one of `keepToken` (the admin resetting their own password stays signed in). */
  async destroyAllFor(userId: number, keepToken?: string): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepToken) query = query.where('token_hash', '<>', hashToken(keepToken));
    await query.execute();
  }

  /** Deletes every timed-out session (called now and then; touch() refuses them anyway). */
  async purge(): Promise<number> {
    const now = this.now();
    const result = await this.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - this.timeouts.idleMs)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
