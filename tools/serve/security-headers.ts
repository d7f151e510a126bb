// The Content-Security-Policy of every origin `pnpm start` serves, built from the origins the site
// really uses, so a new remote or environment never needs a hand-edited policy.

export interface CspInput {
  /** Origin of the admin host (API, documents, images). */
  adminHost: string;
  /** Origins of the remotes (from the remote map). */
  remoteOrigins: readonly string[];
  /** Third-party origins framed on click: enquiry form, map, videos. */
  frameOrigins: readonly string[];
}

export function contentSecurityPolicy({ adminHost, remoteOrigins, frameOrigins }: CspInput): string {
  const remotes = [...new Set(remoteOrigins)];
  const list = (...items: readonly string[]) => [...new Set(items)].join(' ');
  return [
    `default-src 'self'`,
    // No 'unsafe-inline' / 'unsafe-eval': only our own origins' script files run.
    `script-src ${list("'self'", ...remotes)}`,
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
