// The admin host's content version (issue 15), part of every cached page's key: a page holds the
// admin host's lists, so new content must be a new page. Once asked, it is asked again every
// `ttlMs` in the background (a page never waits for it after the first), so a change reaches the
// pages within CONTENT_STALENESS_MS: this ttl, one answer's time, and the admin host's own recheck
// (1 s; immediate for the console's writes). An admin host that does not answer gives '' (pages
// then hold no data and are cached only briefly, see shell-pages.ts).
import { SITE_SERVER_PATHS } from '../../shared/src/contract/admin-api.ts';

export const CONTENT_VERSION_TTL_MS = 1_000;
/** How stale a server-rendered page can be after the admin host's content changed (see above). */
export const CONTENT_STALENESS_MS = 2_500;

export interface ContentVersionOptions {
  adminHost: string;
  ttlMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Runs `refresh` after `ms` (default: an unref'd timer, which never keeps the process alive). */
  later?: (refresh: () => void, ms: number) => void;
}

const unrefTimer = (refresh: () => void, ms: number) => void setTimeout(refresh, ms).unref();

export function contentVersionReader({
  adminHost,
  ttlMs = CONTENT_VERSION_TTL_MS,
  timeoutMs = 200,
  fetchImpl = fetch,
  later = unrefTimer,
}: ContentVersionOptions): () => Promise<string> {
  const url = `${adminHost.replace(/\/+$/, '')}${SITE_SERVER_PATHS.contentVersion}`;
  let current: Promise<string> | undefined;

  async function ask(): Promise<string> {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
      if (!response.ok) return '';
      const body = (await response.json()) as { version?: unknown };
      return typeof body.version === 'string' ? body.version : '';
    } catch {
      return '';
    }
  }

  function refresh(): void {
    void ask().then((version) => {
      current = Promise.resolve(version);
      later(refresh, ttlMs);
    });
  }

  return () => {
    if (!current) {
      current = ask();
      void current.then(() => later(refresh, ttlMs));
    }
    return current;
  };
}
