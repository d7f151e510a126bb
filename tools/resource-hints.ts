// Resource hints the shell's server writes into each page, so the browser starts on the current
// route's remote while the shell's own scripts are still arriving. Without them the chain is
// page → shell JS → remote map → manifest → remoteEntry → screen: every hop waits for the last.

export interface ResourceHint {
  rel: 'preload' | 'preconnect';
  href: string;
  /** preload only: how the page will request it (the hint is used only if this matches). */
  as?: 'script' | 'fetch';
  /** The request will be CORS (fetch, or scripts with crossorigin): the hint must say so too. */
  crossorigin?: boolean;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function hintTags(hints: readonly ResourceHint[]): string {
  return hints
    .map(
      (hint) =>
        `<link rel="${hint.rel}" href="${attr(hint.href)}"${hint.as ? ` as="${hint.as}"` : ''}${hint.crossorigin ? ' crossorigin="anonymous"' : ''} />`,
    )
    .join('');
}

/**
 * Hints for a page whose screen comes from `manifestUrl` (undefined: no remote, e.g. a 404):
 * - the admin host, which every page calls (header offers, lists): connection opened early;
 * - the remote's manifest, fetched by the MF runtime with CORS;
 * - its remoteEntry.js (next to the manifest; the runtime adds it as a plain script, no CORS);
 * - a CORS connection to the remote's origin for the screen chunks (loaded with crossorigin, and
 *   browsers keep credentialed and anonymous connections apart).
 */
export function remoteHints(manifestUrl: string | undefined, adminHost: string): ResourceHint[] {
  const hints: ResourceHint[] = [{ rel: 'preconnect', href: new URL(adminHost).origin, crossorigin: true }];
  if (!manifestUrl) return hints;
  let manifest: URL;
  try {
    manifest = new URL(manifestUrl);
  } catch {
    return hints; // A malformed map entry: the loader reports it; hints are only an optimisation.
  }
  return [
    ...hints,
    { rel: 'preload', href: manifest.href, as: 'fetch', crossorigin: true },
    { rel: 'preload', href: new URL('remoteEntry.js', manifest).href, as: 'script' },
    { rel: 'preconnect', href: manifest.origin, crossorigin: true },
  ];
}
