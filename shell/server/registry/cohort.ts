// A visitor's canary cohort (issue 26): a first-party cookie holding a random bucket 0–99 and
// nothing else (contract: COHORT_COOKIE, parseCohort, inCanary). A new human visitor is given one;
// a crawler (BOT_USER_AGENT) is given none and always sees the stable releases, so what a search
// engine indexes never depends on a canary.
import { randomInt } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { BOT_USER_AGENT, COHORT_BUCKETS, COHORT_COOKIE, COHORT_MAX_AGE_SECONDS, parseCohort } from '../../../shared/src/contract/releases.ts';

export interface Cohort {
  /** The visitor's bucket; undefined for a crawler (stable releases only). */
  bucket: number | undefined;
  /** The Set-Cookie header a new visitor gets (its bucket, kept COHORT_MAX_AGE_SECONDS). */
  setCookie?: string;
}

export const randomBucket = (): number => randomInt(COHORT_BUCKETS);

/** The value of cookie `name` in a Cookie header, if any. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The cohort cookie: the page server alone reads it (HttpOnly), sent on top-level navigations (Lax), Secure on an https site. */
export const cohortCookie = (bucket: number, secure: boolean): string =>
  `${COHORT_COOKIE}=${bucket}; Path=/; Max-Age=${COHORT_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

export function cohortOf(headers: IncomingHttpHeaders, { random = randomBucket, secure = false }: { random?: () => number; secure?: boolean } = {}): Cohort {
  if (BOT_USER_AGENT.test(headers['user-agent'] ?? '')) return { bucket: undefined };
  const kept = parseCohort(cookieValue(headers.cookie, COHORT_COOKIE));
  if (kept !== undefined) return { bucket: kept };
  // A new visitor, or a cookie that is not a bucket (tampered): a fresh bucket.
  const bucket = random();
  return { bucket, setCookie: cohortCookie(bucket, secure) };
}
