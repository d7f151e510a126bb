// The security headers of every origin `pnpm start` serves: a Content-Security-Policy built from the
// origins the site really uses (so a new remote or environment never needs a hand-edited policy),
// the other browser protections, and CORS for the site's own origins.

export interface CspInput {
  /** Origin of the admin host (API, documents, images). */
  adminHost: string;
  /** Origins of the remotes (from the remote map). */
  remoteOrigins: readonly string[];
  /** Third-party origins framed on click: enquiry form, map, videos. */
  frameOrigins: readonly string[];
  /** `'sha256-…'` of the page template's own inline scripts (inline-scripts.ts): those run, no other. */
  scriptHashes?: readonly string[];
}

export function contentSecurityPolicy({ adminHost, remoteOrigins, frameOrigins, scriptHashes = [] }: CspInput): string {
  const remotes = [...new Set(remoteOrigins)];
  const list = (...items: readonly string[]) => [...new Set(items)].join(' ');
  return [
    `default-src 'self'`,
    // No 'unsafe-inline' / 'unsafe-eval': our own origins' script files run, and of inline scripts
    // only the template's own, each by its hash.
    `script-src ${list("'self'", ...remotes, ...scriptHashes)}`,
    `style-src ${list("'self'", ...remotes)}`,
    `img-src ${list("'self'", 'data:', adminHost, ...remotes)}`,
    `font-src ${list("'self'", ...remotes)}`,
    `connect-src ${list("'self'", adminHost, ...remotes)}`,
    `frame-src ${frameOrigins.length ? list(...frameOrigins) : "'none'"}`,
    `media-src ${list("'self'", adminHost)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
  ].join('; ');
}

export interface SecurityHeadersInput {
  adminHost: string;
  /** Third-party origins framed on click (the enquiry form's is added). */
  frameOrigins: readonly string[];
  enquiryFormUrl: string;
  /** The remotes' origins, read per request (releases change the map); none for a remote's own origin. */
  remoteOrigins?: () => Promise<readonly string[]>;
  /** Send Strict-Transport-Security (production behind HTTPS). */
  hsts?: boolean;
}

const originOf = (url: string): string => new URL(url).origin;

/**
 * The security headers of every answer an origin sends, its CSP built from the origins it uses now
 * and the hashes of its page template's inline scripts.
 */
export function securityHeaders(input: SecurityHeadersInput): (scriptHashes?: readonly string[]) => Promise<Record<string, string>> {
  const frameOrigins = [...input.frameOrigins, originOf(input.enquiryFormUrl)];
  const adminHost = originOf(input.adminHost);
  return async (scriptHashes = []) => {
    const remoteOrigins = input.remoteOrigins ? await input.remoteOrigins() : [];
    const headers: Record<string, string> = {
      'Content-Security-Policy': contentSecurityPolicy({ frameOrigins, adminHost, remoteOrigins, scriptHashes }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      // No Cross-Origin-Opener-Policy. Any value but unsafe-none puts the page in a browsing context
      // group of its own, so Chromium starts a renderer process for a visitor entering the site
      // instead of using the tab's: unthrottled, first paint 8-42 ms later and the document parsed
      // 7-69 ms later, whether they come in a new tab or by a link from another site, with site
      // isolation or without (bench/opener-policy.ts); on the calibrated phone 60-100 ms more
      // blocking time on / and /blog (bench/README.md, issue 30). What it guards against, a
      // cross-origin window keeping a handle on ours, protects nothing on these pages: public, the
      // same for everyone, no sign-in (the publishing console is the admin host's own origin).
      // Send it again if they ever show signed-in or personal content.
    };
    if (input.hsts) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
    return headers;
  };
}

/** CORS for the site's own origins only: an allowed Origin gets itself back, any other nothing. */
export function corsHeaders(allowedOrigins: readonly string[], origin: string | undefined): Record<string, string> {
  if (origin && allowedOrigins.includes(origin)) {
    return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' };
  }
  return {};
}
