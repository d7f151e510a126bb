// The automatic rollback at work (issue 26): every checkEveryMs, for each remote with a running
// canary, the canary's and stable's figures since the canary started (the map's history says when)
// are judged by rollback-rule.ts; a canary judged bad is rolled back through the registry's own
// rollbackRemote (actor 'registry', automatic, the reason in words), which changes the map, writes
// its history and audit. Beacons change nothing else. Runs in every admin host process; the same
// judgement twice is harmless, as the second finds the canary gone (checked right before acting).
import { LOCAL_RELEASE, type RemoteFolder } from '@site/shared/contract/releases';
import type { SiteDb } from '../../db/site-db';
import { pruneHealth, releaseCounts, type HealthRecorder } from './health-store';
import type { RegistryAccess } from './registry-access';
import { judgeCanary, type RollbackRule } from './rollback-rule';

/** The actor the map's history and audit name for the automatic rollback. */
export const WATCH_ACTOR = 'registry';
/** Old counts and samples are pruned at most this often. */
const PRUNE_EVERY_MS = 10 * 60_000;

export interface Judgement {
  remote: RemoteFolder;
  canary: string;
  rolledBack: boolean;
  /** The rule's words: why it was rolled back, or why not yet. */
  words: string;
}

export interface CanaryWatchOptions {
  site: SiteDb;
  registry: RegistryAccess;
  /** Beacons waiting in memory are written before each judgement. */
  recorder?: HealthRecorder;
  rule: RollbackRule;
  checkEveryMs: number;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

export interface CanaryWatch {
  /** Judges every running canary now (the timer calls it; a page server's load-failure report too). */
  check(): Promise<Judgement[]>;
  stop(): void;
}

/** Judges one remote's running canary, and rolls it back if the rule says so. */
async function judgeRemote({ site, registry, rule, now = Date.now }: CanaryWatchOptions, remote: RemoteFolder): Promise<Judgement | undefined> {
  const entry = await registry.remoteEntry(site, remote);
  if (!entry.canary) return undefined;
  const canary = entry.canary.version;
  // Without a start in the history (it should always have one), the canary's whole life counts.
  const since = (await registry.canaryStartedAt(site, remote, canary)) ?? 0;
  const canaryFigures = await releaseCounts(site, remote, canary, since);
  const stableFigures = await releaseCounts(site, remote, entry.stable ?? LOCAL_RELEASE, since);
  const verdict = judgeCanary(canaryFigures, stableFigures, rule);
  if (!verdict.rollback) return { remote, canary, rolledBack: false, words: verdict.why };
  // Another process, or a person, may have acted since the read: the registry rolls back only the
  // canary judged (canaryVersion), and refuses (409) when it is gone or another.
  try {
    await registry.rollbackRemote(site, remote, WATCH_ACTOR, { automatic: true, reason: verdict.reason, canaryVersion: canary });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 409) return { remote, canary, rolledBack: false, words: 'the canary changed before the rollback' };
    throw error;
  }
  return { remote, canary, rolledBack: true, words: verdict.reason };
}

export function startCanaryWatch(options: CanaryWatchOptions): CanaryWatch {
  const { site, registry, recorder, checkEveryMs, now = Date.now, log = () => undefined } = options;
  let running: Promise<Judgement[]> | undefined;
  let prunedAt = Number.NEGATIVE_INFINITY;

  const judgeAll = async (): Promise<Judgement[]> => {
    await recorder?.flush();
    const map = await registry.readRegistryMap(site);
    const judgements: Judgement[] = [];
    for (const [remote, entry] of Object.entries(map.remotes) as [RemoteFolder, NonNullable<(typeof map.remotes)[RemoteFolder]>][]) {
      if (!entry.canary) continue;
      const judgement = await judgeRemote(options, remote);
      if (!judgement) continue;
      judgements.push(judgement);
      if (judgement.rolledBack) log(`automatic rollback of ${remote} canary ${judgement.canary}: ${judgement.words}`);
    }
    if (now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now();
      await pruneHealth(site, now());
    }
    return judgements;
  };

  // One judgement at a time: a check asked for while one runs waits for it, then runs.
  let last: Promise<unknown> = Promise.resolve();
  const check = (): Promise<Judgement[]> => {
    const next = last.catch(() => undefined).then(judgeAll);
    last = next;
    return next;
  };
  let timerBusy = false;
  const timer = setInterval(() => {
    if (timerBusy) return; // a slow database: no pile of checks behind it
    timerBusy = true;
    check()
      .catch((error: unknown) => log('the canary watch could not judge the running canaries; it tries again', error))
      .finally(() => (timerBusy = false));
  }, checkEveryMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
