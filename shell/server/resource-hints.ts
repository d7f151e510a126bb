// Resource hints the shell's server writes into each page, so the browser starts on the current
// route's remote while the shell's own scripts are still arriving. Without them the chain is
// page → shell JS → remote map → manifest → remoteEntry → screen: every hop waits for the last.

import { SCREEN_ASSETS_FILE, type ScreenAssets } from '../../tools/build/screen-assets.ts';
import { BoundedCache } from '../../tools/serve/bounded-cache.ts';

export interface ResourceHint {
  rel: 'preload' | 'preconnect' | 'stylesheet';
  href: string;
  /** preload only: how the page will request it (the hint is used only if this matches). */
  as?: 'script' | 'style' | 'fetch';
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
 *   browsers keep credentialed and anonymous connections apart);
 * - the screen's files (relative to the manifest, from the remote's screen-assets.json): the
 *   exposed module, which the MF runtime adds as a plain script like remoteEntry.js, then the
 *   screen's chunks and CSS, which the remote's own chunk loader requests with CORS when they are
 *   on another origin and as plain requests when they are on the page's (`pageOrigin`: the remote
 *   served through the shell's origin at /mf/), so the hints say the same, or the browser would
 *   download them twice; no preconnect to the page's own origin either.
 */
export function remoteHints(manifestUrl: string | undefined, adminHost: string, files: ScreenFiles = NO_SCREEN_FILES, pageOrigin?: string): ResourceHint[] {
  const hints: ResourceHint[] = [{ rel: 'preconnect', href: new URL(adminHost).origin, crossorigin: true }];
  if (!manifestUrl) return hints;
  let manifest: URL;
  try {
    manifest = new URL(manifestUrl);
  } catch {
    return hints; // A malformed map entry: the loader reports it; hints are only an optimisation.
  }
  const sameOrigin = manifest.origin === pageOrigin;
  return [
    ...hints,
    { rel: 'preload', href: manifest.href, as: 'fetch', crossorigin: true },
    { rel: 'preload', href: new URL('remoteEntry.js', manifest).href, as: 'script' },
    ...(sameOrigin ? [] : [{ rel: 'preconnect' as const, href: manifest.origin, crossorigin: true }]),
    ...files.expose.flatMap((file) => filePreload(file, manifest, false)),
    ...files.screen.flatMap((file) => filePreload(file, manifest, !sameOrigin)),
  ];
}

function filePreload(file: string, base: URL, crossorigin: boolean): ResourceHint[] {
  const as = file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : undefined;
  return as ? [{ rel: 'preload', href: new URL(file, base).href, as, ...(crossorigin ? { crossorigin } : {}) }] : [];
}

/** The files of one route's screen, relative to its remote's manifest. */
export interface ScreenFiles {
  expose: readonly string[];
  screen: readonly string[];
}
const NO_SCREEN_FILES: ScreenFiles = { expose: [], screen: [] };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The files a route's screen needs, from a remote's screen-assets.json. */
export function screenFilesFor(assets: ScreenAssets | undefined, routePath: string): ScreenFiles {
  const screen = assets?.screens?.[routePath];
  // A remote that knows nothing of this path gets no screen hints (the manifest ones still help).
  if (!assets || !Array.isArray(screen)) return NO_SCREEN_FILES;
  return { expose: strings(assets.expose), screen: strings(screen) };
}

interface CachedAssets {
  expires: number;
  assets: Promise<ScreenAssets | undefined>;
}

/**
 * Reads remotes' screen-assets.json (beside their manifest) for the shell's server, cached for
 * `ttlMs` per URL (a miss only for `missTtlMs`). A release gets a new URL; a remote redeployed in
 * place is seen within the TTL. A page waits at most `waitMs` for the file: a slow remote gives
 * that page no screen hints, while the read goes on for the next page. A missing or broken file
 * gives no screen hints, never a slower or failed page. It keeps at most `maxEntries` URLs.
 */
export function screenAssetsReader({ ttlMs = 10_000, missTtlMs = 1_000, waitMs = 300, fetchTimeoutMs = 5_000, fetchImpl = fetch, maxEntries = 64 } = {}) {
  // One entry per release URL: bounded, the least recently read first out, so releases and
  // rollbacks never grow it.
  const cache = new BoundedCache<CachedAssets>(maxEntries);
  const read = (url: string): Promise<ScreenAssets | undefined> => {
    const now = Date.now();
    const cached = cache.get(url);
    if (cached && cached.expires > now) return cached.assets;
    const entry: CachedAssets = { expires: now + ttlMs, assets: Promise.resolve(undefined) };
    entry.assets = fetchImpl(url, { signal: AbortSignal.timeout(fetchTimeoutMs) })
      .then((response) => (response.ok ? (response.json() as Promise<ScreenAssets>) : undefined))
      .then((json) => (json && typeof json === 'object' && json.screens && typeof json.screens === 'object' ? json : undefined))
      .catch(() => undefined)
      .then((assets) => {
        if (!assets) entry.expires = Date.now() + missTtlMs;
        return assets;
      });
    cache.set(url, entry);
    return entry.assets;
  };
  return (manifestUrl: string): Promise<ScreenAssets | undefined> => {
    let url: string;
    try {
      url = new URL(SCREEN_ASSETS_FILE, manifestUrl).href;
    } catch {
      return Promise.resolve(undefined);
    }
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, waitMs, undefined)));
    return Promise.race([read(url), waited]).finally(() => clearTimeout(timer));
  };
}
