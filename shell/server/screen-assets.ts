// Each remote publishes, beside its mf-manifest.json, the files every one of its screens needs for
// its first render: `screen-assets.json`, written by the remote's own build
// (tools/build/screen-assets.ts), so it always matches the release it sits in. The shell's server
// reads it here to link a route's screen CSS (and, for a page left to the browser, preload its
// chunks) with the page itself; the shell needs no rebuild when a remote changes its chunks.
import { BoundedCache } from './http/bounded-cache.ts';

export const SCREEN_ASSETS_FILE = 'screen-assets.json';

/** What `screen-assets.json` holds: paths relative to the folder of the manifest. */
export interface ScreenAssets {
  /** Chunks of the exposed './screens' module (loaded before any screen). */
  expose: string[];
  /** Route path → the JS and CSS files its screen's chunk group needs (not its later lazy parts). */
  screens: Record<string, string[]>;
}

/** The files of one route's screen, relative to its remote's manifest. */
export interface ScreenFiles {
  expose: readonly string[];
  screen: readonly string[];
}
export const NO_SCREEN_FILES: ScreenFiles = { expose: [], screen: [] };

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
