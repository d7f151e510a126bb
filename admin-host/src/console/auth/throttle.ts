// Sign-in throttling that keeps guessing out without handing a stranger a way to lock the team out.
//
// - Every attempt is counted BEFORE the password is hashed, in one transaction that runs alone
//   (SQLite: BEGIN IMMEDIATE; PostgreSQL: an advisory lock every host takes), and the count is
//   forgiven only when the password was right. So parallel attempts cannot all pass a check
//   made before any of them has failed: 50 at once get exactly `freeFailures` hashes, the rest 429.
// - The unit counted is the (account, client) pair: a client is the browser's known-device cookie
//   when it has signed in to this account before (known-devices.ts), else its address. After
//   `freeFailures` failures the pair waits, 30 s and doubling up to 15 min; a success forgets them.
// - Above that, ceilings for clients the account does not know: `accountCeiling` failures for one
//   account in a day (NIST SP 800-63B §5.2.2 caps consecutive failures at 100) and `addressCeiling`
//   from one address across accounts (password spraying). A ceiling stops strangers only: a browser
//   that has signed in to the account before keeps its own pair, so an attacker who runs the account
//   into its ceiling from many addresses cannot lock its owners out on results day.
import type { SiteDb, SiteKysely } from '../../db/site-db';
import { likeLiteral, matches } from '../../db/text-match';

export interface ThrottleLimits {
  /** Failures of one (account, client) pair before it has to wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure… */
  firstDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** How long a pair's failures are remembered (a success forgets them at once). */
  pairWindowMs: number;
  /** Failures for one account from clients it does not know, within accountWindowMs, before those clients are refused. */
  accountCeiling: number;
  accountWindowMs: number;
  /** Failures from one address across accounts, within addressWindowMs, before it is refused for accounts that do not know it. */
  addressCeiling: number;
  addressWindowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_LIMITS: ThrottleLimits = {
  freeFailures: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE,
  pairWindowMs: 24 * HOUR,
  accountCeiling: 100,
  accountWindowMs: 24 * HOUR,
  addressCeiling: 50,
  addressWindowMs: HOUR,
};

/** Who is trying: the address always; a known device when the browser has signed in to this account before. */
export interface SignInClient {
  address: string;
  /** The account's known device this browser is (known-devices.ts), if any. */
  device?: string | undefined;
}

/** An attempt that was let through: it counts as a failure unless `succeeded()` is called. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

export type ThrottleDecision = { waitMs: number } | { attempt: SignInAttempt };

/** The account key is the name as typed (lower-cased), whether or not such an account exists: a lock says nothing about which exist. */
const accountName = (username: string) => username.trim().toLowerCase();

export class SignInThrottle {
  private readonly longestWindow: number;

  constructor(
    private readonly db: SiteDb,
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.longestWindow = Math.max(limits.pairWindowMs, limits.accountWindowMs, limits.addressWindowMs);
  }

  private keys(username: string, client: SignInClient) {
    const account = accountName(username);
    return {
      pair: `pair:${account}|${client.device ? `device:${client.device}` : `address:${client.address}`}`,
      account: `account:${account}`,
      address: `address:${client.address}`,
    };
  }

  /** Each key's failures since its window began, newest first: one query for all three keys. */
  private async times(trx: SiteKysely, since: Record<string, number>): Promise<Record<string, number[]>> {
    const keys = Object.keys(since);
    const rows = await trx
      .selectFrom('sign_in_failures')
      .select(['key', 'at'])
      .where('key', 'in', keys)
      .where('at', '>', Math.min(...Object.values(since)))
      .orderBy('at', 'desc')
      .execute();
    return Object.fromEntries(keys.map((key) => [key, rows.filter((row) => row.key === key && Number(row.at) > since[key]!).map((row) => Number(row.at))]));
  }

  /** The wait a pair with these failures (newest first) has before its next attempt. */
  private pairWait(failures: number[], now: number): number {
    const { freeFailures, firstDelayMs, maxDelayMs } = this.limits;
    if (failures.length < freeFailures) return 0;
    const doublings = Math.min(failures.length - freeFailures, 30);
    return failures[0]! + Math.min(maxDelayMs, firstDelayMs * 2 ** doublings) - now;
  }

  /** The wait a ceiling imposes: until the ceiling-th newest failure leaves the window. */
  private ceilingWait(failures: number[], ceiling: number, windowMs: number, now: number): number {
    return failures.length < ceiling ? 0 : failures[ceiling - 1]! + windowMs - now;
  }

  /**
   * Counts an attempt before the password is checked, or says how long to wait. Atomic: one
   * transaction that runs alone among sign-ins (so parallel attempts, in other processes too, queue).
   */
  attempt(username: string, client: SignInClient): Promise<ThrottleDecision> {
    const { limits } = this;
    const keys = this.keys(username, client);
    return this.db.serialized(THROTTLE_LOCK, async (trx): Promise<ThrottleDecision> => {
      const now = this.now();
      await trx.deleteFrom('sign_in_failures').where('at', '<=', now - this.longestWindow).execute();
      const failures = await this.times(trx, {
        [keys.pair]: now - limits.pairWindowMs,
        ...(client.device ? {} : { [keys.account]: now - limits.accountWindowMs, [keys.address]: now - limits.addressWindowMs }),
      });
      let waitMs = this.pairWait(failures[keys.pair]!, now);
      if (!client.device) {
        waitMs = Math.max(
          waitMs,
          this.ceilingWait(failures[keys.account]!, limits.accountCeiling, limits.accountWindowMs, now),
          this.ceilingWait(failures[keys.address]!, limits.addressCeiling, limits.addressWindowMs, now),
        );
      }
      if (waitMs > 0) return { waitMs };
      const rows = [keys.pair, ...(client.device ? [] : [keys.account, keys.address])].map((key) => ({ key, at: now }));
      const counted = (await trx.insertInto('sign_in_failures').values(rows).returning('rowid').execute()).map((row) => Number(row.rowid));
      return { attempt: { succeeded: () => this.succeeded(keys, counted) } };
    });
  }

  /**
   * The right password: this attempt was no failure, and this client's failures and the account's
   * count (NIST's consecutive failures) are forgiven. Other clients' pairs are not: an owner signing
   * in does not hand a stranger a fresh set of free guesses.
   */
  private async succeeded(keys: { pair: string; account: string }, counted: number[]): Promise<void> {
    await this.db.serialized(THROTTLE_LOCK, async (trx) => {
      await trx.deleteFrom('sign_in_failures').where('rowid', 'in', counted).execute();
      await trx.deleteFrom('sign_in_failures').where('key', 'in', [keys.pair, keys.account]).execute();
    });
  }

  /** An administrator unlocks an account (a password reset): every failure counted against it is forgotten. */
  async forgive(username: string): Promise<void> {
    const account = accountName(username);
    await this.db.serialized(THROTTLE_LOCK, async (trx) => {
      await trx.deleteFrom('sign_in_failures').where('key', '=', `account:${account}`).execute();
      // Every pair of the account: 'pair:<name>|<client>' (a prefix, not a range: collations order punctuation differently).
      await trx.deleteFrom('sign_in_failures').where(matches(this.db, 'key', `${likeLiteral(`pair:${account}|`)}%`)).execute();
    });
  }
}

/** Every sign-in decision on this database takes this lock (PostgreSQL; SQLite's write lock is one already). */
const THROTTLE_LOCK = 'admin-host:sign-in-throttle';


/** The message for a throttled attempt: the same for every name, existing or not. */
export function throttledMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-ins. For your security, signing in is paused: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
