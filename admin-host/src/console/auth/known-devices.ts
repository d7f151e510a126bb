// Browsers that have signed in to an account before ("device cookies", as OWASP describes them for
// throttling): a successful sign-in gives the browser a random token, scoped to the sign-in route,
// and the sign-in throttle counts that browser's failures on its own (throttle.ts). It proves
// nothing else: the password is still needed every time.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { randomToken } from './sessions';

/** Kept by the browser, and remembered here, for 180 days after its last successful sign-in. */
export const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000;
/** Remembered per account at most (the oldest forgotten first): a stolen database names no more. */
const MAX_DEVICES_PER_USER = 20;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export class KnownDevices {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** The device id (its token's hash) when `token` is a live device of this account; else undefined. */
  recognise(token: string | undefined, userId: number | undefined): string | undefined {
    if (!token || userId === undefined || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    const id = hashToken(token);
    const row = this.db
      .prepare<[string, number, number], { token_hash: string }>('SELECT token_hash FROM sign_in_devices WHERE token_hash = ? AND user_id = ? AND last_used_at > ?')
      .get(id, userId, this.now() - DEVICE_LIFETIME_MS);
    return row?.token_hash;
  }

  /** After a successful sign-in: a fresh token for the cookie (the browser's old one, if any, is replaced). */
  remember(userId: number, oldToken: string | undefined): string {
    const token = randomToken();
    const now = this.now();
    this.db.transaction(() => {
      if (oldToken) this.db.prepare('DELETE FROM sign_in_devices WHERE token_hash = ?').run(hashToken(oldToken));
      this.db.prepare('INSERT INTO sign_in_devices (token_hash, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)').run(hashToken(token), userId, now, now);
      this.db
        .prepare(
          `DELETE FROM sign_in_devices WHERE last_used_at <= ? OR token_hash IN (
             SELECT token_hash FROM sign_in_devices WHERE user_id = ? ORDER BY last_used_at DESC LIMIT -1 OFFSET ?)`,
        )
        .run(now - DEVICE_LIFETIME_MS, userId, MAX_DEVICES_PER_USER);
    })();
    return token;
  }
}
