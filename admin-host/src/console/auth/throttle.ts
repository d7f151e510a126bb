import type { Db } from '../../db/database';

export interface ThrottleLimits {
  /** Failures counted over this window (ms). */
  windowMs: number;
  /** Failed sign-ins for one account name within the window before it is locked. */
  perAccount: number;
  /** Failed sign-ins from one address within the window (many accounts) before it is locked. */
  perAddress: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = { windowMs: 15 * 60_000, perAccount: 5, perAddress: 20 };

/**
 * Throttles failed sign-ins per account name and per client address. The account key is the name
 * as typed (lower-cased), whether or not such an account exists, so the lock itself says nothing
 * about which accounts exist.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(username: string, address: string) {
    return { account: `account:${username.trim().toLowerCase()}`, address: `address:${address}` };
  }

  /** Milliseconds until another attempt is allowed; 0 when allowed now. */
  retryAfter(username: string, address: string): number {
    const { account, address: addressKey } = this.keys(username, address);
    const since = this.now() - this.limits.windowMs;
    const wait = (key: string, limit: number) => {
      const rows = this.db.prepare<[string, number], { at: number }>('SELECT at FROM sign_in_failures WHERE key = ? AND at > ? ORDER BY at DESC').all(key, since);
      if (rows.length < limit) return 0;
      // Locked until the limit-th most recent failure leaves the window.
      return rows[limit - 1]!.at + this.limits.windowMs - this.now();
    };
    return Math.max(wait(account, this.limits.perAccount), wait(addressKey, this.limits.perAddress), 0);
  }

  recordFailure(username: string, address: string): void {
    const { account, address: addressKey } = this.keys(username, address);
    const now = this.now();
    const insert = this.db.prepare('INSERT INTO sign_in_failures (key, at) VALUES (?, ?)');
    this.db.transaction(() => {
      insert.run(account, now);
      insert.run(addressKey, now);
      this.db.prepare('DELETE FROM sign_in_failures WHERE at <= ?').run(now - this.limits.windowMs);
    })();
  }

  /** A successful sign-in forgives the account's failures (not the address's). */
  recordSuccess(username: string): void {
    this.db.prepare('DELETE FROM sign_in_failures WHERE key = ?').run(this.keys(username, '').account);
  }
}

/** The message for a throttled attempt: the same for every name, existing or not. */
export function throttledMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-ins. For your security, signing in is paused: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
