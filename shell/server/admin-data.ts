// The admin-host answers of one server render (issue 15): screens ask through useAdminList, which
// on the server waits for `load(path)`. Every request of a page shares one deadline (the data
// budget): an admin host that is down or slow costs the page at most that long, and the lists it
// did not answer render "loading" and are fetched by the browser as before. What did come is
// written into the page (`snapshot()`), so the browser's first render has the same rows.
import type { AdminAnswer, AdminData } from '../../shared/src/api/admin-data.ts';

export interface ServerAdminData extends AdminData {
  load(path: string): Promise<AdminAnswer | undefined>;
  /** The answers that came, by path, for the page's snapshot. */
  snapshot(): Record<string, unknown>;
  /** True when every list asked for was answered (the page may then be cached as long as any). */
  complete(): boolean;
}

export interface ServerAdminDataOptions {
  adminHost: string;
  /** Time from the first request of the page after which no answer is awaited. */
  budgetMs?: number;
  fetchImpl?: typeof fetch;
  /** Told of each failed or late request (default: console.warn). */
  onFailure?: (path: string, reason: string) => void;
}

/** Only the admin host's own paths ("/…" without a scheme or "//"), never another origin. */
const isAdminPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

export function serverAdminData({
  adminHost,
  budgetMs = 250,
  fetchImpl = fetch,
  onFailure = (path, reason) => console.warn(`Admin host answer for ${path} left to the browser: ${reason}`),
}: ServerAdminDataOptions): ServerAdminData {
  const base = adminHost.replace(/\/+$/, '');
  const answers = new Map<string, AdminAnswer>();
  const pending = new Map<string, Promise<AdminAnswer | undefined>>();
  let missed = false;
  // Made here, before React renders, not lazily inside the render: AbortSignal.timeout() keeps its
  // timer in a FinalizationRegistry until the signal is collected, and a timer made during a render
  // holds that render's async context (React's request, the whole page and its screens' code),
  // which holds this signal: neither was ever collected (≈ 1.6 MiB per release; bench:releases).
  const deadline = AbortSignal.timeout(budgetMs);

  async function fetchAnswer(path: string): Promise<AdminAnswer | undefined> {
    try {
      if (!isAdminPath(path)) throw new Error('not an admin-host path');
      const response = await fetchImpl(base + path, { signal: deadline, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const answer = { value: (await response.json()) as unknown };
      answers.set(path, answer);
      return answer;
    } catch (error) {
      missed = true;
      onFailure(path, error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }

  return {
    answer: (path) => answers.get(path),
    load(path) {
      let promise = pending.get(path);
      if (!promise) pending.set(path, (promise = fetchAnswer(path)));
      return promise;
    },
    snapshot: () => Object.fromEntries([...answers].map(([path, answer]) => [path, answer.value])),
    complete: () => !missed,
  };
}
