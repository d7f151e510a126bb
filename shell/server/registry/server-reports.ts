// Server-render health (issue 26): a page server reports each page whose remote's server code did
// not load, or whose screen failed or ran out of time rendering, tagged with the release, so the
// registry can judge a canary by it (and roll back one whose server code fails to load). Reports
// are batched, at most one request a second, and sending them never holds or fails a page.
import {
  REGISTRY_PATHS,
  RELEASE_VERSION_PATTERN,
  SERVER_REPORT_LIMITS,
  type RemoteFolder,
  type ServerReport,
  type ServerReportBatch,
} from '../../../shared/src/contract/releases.ts';
import { SERVER_CODE_TOKEN_HEADER } from '../http/server-builds.ts';
import type { Schedule } from './registry-follower.ts';

export type ServerReporter = (report: ServerReport) => void;

/** Reports go nowhere (no registry). */
export const noServerReports: ServerReporter = () => undefined;

export interface RegistryReporterOptions {
  registryUrl: string;
  token: string | undefined;
  fetchImpl?: typeof fetch;
  intervalMs?: number;
  now?: () => number;
  schedule?: Schedule;
  log?: (line: string) => void;
}

const realSchedule: Schedule = (task, ms) => {
  const timer = setTimeout(task, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/**
 * The reporter that POSTs to the registry: reports of one second go in one batch (at most
 * SERVER_REPORT_LIMITS.maxReports; more are dropped), sent with the page servers' token. Only
 * releases of the registry are reported: a local build's or an old local release's health is no
 * release's the registry could roll back. A failed send is logged once until one succeeds again.
 */
export function registryServerReporter({
  registryUrl,
  token,
  fetchImpl = fetch,
  intervalMs = 1_000,
  now = Date.now,
  schedule = realSchedule,
  log = (line) => console.warn(line),
}: RegistryReporterOptions): ServerReporter & { flush(): Promise<void>; settled(): Promise<void> } {
  const url = new URL(REGISTRY_PATHS.serverReports, registryUrl).href;
  let queue: ServerReport[] = [];
  let lastSent = Number.NEGATIVE_INFINITY;
  let pending = false;
  let failing = false;
  let sending: Promise<void> = Promise.resolve();

  async function send(batch: ServerReportBatch): Promise<void> {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { [SERVER_CODE_TOKEN_HEADER]: token } : {}) },
        body: JSON.stringify(batch),
        signal: AbortSignal.timeout(5_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`answered ${response.status}`);
      if (failing) log(`Server reports reach the registry again (${url}).`);
      failing = false;
    } catch (error) {
      if (!failing) log(`Server reports could not be sent to ${url} (${error instanceof Error ? error.message : String(error)}); dropped until it answers.`);
      failing = true;
    }
  }

  /** Sends what is queued now (the schedule calls it; a stopping server may too). */
  function flush(): Promise<void> {
    pending = false;
    if (!queue.length) return sending;
    const batch = { reports: queue };
    queue = [];
    lastSent = now();
    sending = sending.then(() => send(batch));
    return sending;
  }

  const report = (item: ServerReport): void => {
    if (!RELEASE_VERSION_PATTERN.test(item.release)) return;
    if (queue.length >= SERVER_REPORT_LIMITS.maxReports) return;
    queue.push({ remote: item.remote as RemoteFolder, release: item.release, kind: item.kind });
    if (pending) return;
    pending = true;
    schedule(() => void flush(), Math.max(0, lastSent + intervalMs - now()));
  };
  return Object.assign(report, { flush, settled: () => sending });
}
