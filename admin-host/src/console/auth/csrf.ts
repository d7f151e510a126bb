import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isStateChanging = (method: string): boolean => !SAFE_METHODS.has(method.toUpperCase());

/**
 * The console's own origin: ADMIN_ORIGIN when configured (behind a proxy), else what the request
 * was addressed to (`http://<Host>`).
 */
export function ownOrigin(headers: IncomingHttpHeaders, configured: string | undefined, protocol = 'http'): string | undefined {
  if (configured) return configured;
  return headers.host ? `${protocol}://${headers.host}` : undefined;
}

/**
 * Whether a state-changing request comes from the console's own pages. Browsers send Origin on
 * every POST/PUT/DELETE; a request without one is accepted only when Sec-Fetch-Site says
 * same-origin. Anything else (another site, another port of localhost, a missing header) fails.
 */
export function sameOrigin(headers: IncomingHttpHeaders, expected: string | undefined): boolean {
  if (!expected) return false;
  const origin = headers.origin;
  if (origin !== undefined) return origin === expected;
  return headers['sec-fetch-site'] === 'same-origin';
}

/** Constant-time comparison of the token a request sent with the session's. */
export function tokenMatches(sent: string | string[] | undefined, expected: string | undefined): boolean {
  if (typeof sent !== 'string' || !expected) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
