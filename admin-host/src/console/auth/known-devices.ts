// Browsers that have signed in to an account before ("device cookies", as OWASP describes them for
// throttling): a successful sign-in gives the browser a random token, scoped to the sign-in route,
// and the sign-in throttle counts that browser's failures on its own (throttle.ts). It proves
// nothing else: the password is still needed every time.
import { createHash } from 'node:crypto';
import type { SiteDb } from '../../db/site-db';
import { randomToken } from './sessions';

/** Kept by the browser, and remembered here, for 180 days after its last successful sign-in. */
export const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000;
/** Remembered per account at most (the oldest forgotten first): a stolen database names no more. */
const MAX_DEVICES_PER_USER = 20;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export class KnownDevices {
  constructor(
    private readonly db: SiteDb,
    private readonly now: () => number = Date.now,
  ) {}

  /** The device id (its token's hash) when `token` is a live device of this account; else undefined. */
  async recognise(token: string | undefined, userId: number | undefined): Promise<string | undefined> {
    if (!token || userId === undefined || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    const row = await this.db.kysely
      .selectFrom('sign_in_devices')
      .select('token_hash')
      .where('token_hash', '=', hashToken(token))
      .where('user_id', '=', userId)
      .where('last_used_at', '>', this.now() - DEVICE_LIFETIME_MS)
      .executeTakeFirst();
    return row?.token_hash;
  }

  /** After a successful sign-in: a fresh token for the cookie (the browser's old one, if any, is replaced). */
  async remember(userId: number, oldToken: string | undefined): Promise<string> {
    const token = randomToken();
    const now = this.now();
    await this.db.write(async (trx) => {
      if (oldToken) await trx.deleteFrom('sign_in_devices').where('token_hash', '=', hashToken(oldToken)).execute();
      await trx.insertInto('sign_in_devices').values({ token_hash: hashToken(token), user_id: userId, created_at: now, last_used_at: now }).execute();
      // Forgotten: devices unused for their lifetime, and all but the account's newest MAX_DEVICES_PER_USER.
      const kept = trx.selectFrom('sign_in_devices').select('token_hash').where('user_id', '=', userId).orderBy('last_used_at', 'desc').limit(MAX_DEVICES_PER_USER);
      await trx
        .deleteFrom('sign_in_devices')
        .where((eb) => eb.or([eb('last_used_at', '<=', now - DEVICE_LIFETIME_MS), eb.and([eb('user_id', '=', userId), eb('token_hash', 'not in', kept)])]))
        .execute();
    });
    return token;
  }
}
