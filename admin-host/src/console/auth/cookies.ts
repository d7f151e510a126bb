/** The console's session cookie: the token whose SHA-256 names the session (sessions.ts). */
export const SESSION_COOKIE = 'console_session';
/** Before signing in: the token the sign-in form sends back (double-submit). */
export const PRE_SESSION_COOKIE = 'console_csrf';
/** A browser that has signed in to an account before (known-devices.ts): its own sign-in throttle. */
export const DEVICE_COOKIE = 'console_device';

/** The Cookie header as name → value (first occurrence wins; values are not decoded). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (!(name in cookies)) cookies[name] = pair.slice(at + 1).trim();
  }
  return cookies;
}

export interface CookieOptions {
  secure: boolean;
  /** Seconds; 0 deletes the cookie. Omitted: a browser-session cookie. */
  maxAge?: number;
  /** Default /admin (the console); narrower for a cookie only one route reads. */
  path?: string;
}

/** A console cookie: HttpOnly, SameSite=Strict, Path=/admin, Secure in production. */
export function serializeCookie(name: string, value: string, { secure, maxAge, path = '/admin' }: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${path}`, 'HttpOnly', 'SameSite=Strict'];
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
