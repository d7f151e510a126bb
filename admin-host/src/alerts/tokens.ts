// The secrets in confirm and unsubscribe links. A link's token is a bearer secret (whoever has the
// link may use it), so the database keeps only its SHA-256: a copy of the database, a backup or the
// console cannot make working links. 32 random bytes: guessing one is out of the question, so a
// plain hash (no salt, no slow hash) is enough, and it can be looked up directly.
import { createHash, randomBytes } from 'node:crypto';

export type RandomBytes = (size: number) => Buffer;

/** A new token: 32 random bytes as base64url (43 characters, safe in a URL as it is). */
export const newToken = (random: RandomBytes = randomBytes): string => random(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a link's token has the shape newToken makes (anything else is refused before the database is asked). */
export const isTokenShaped = (token: string | undefined): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
