// Where a Lighthouse run's blocking time comes from (issue 30). On the calibrated profile a route's
// TBT spreads widely between runs of one build, and most of that spread is the page's own first
// parse, style and layout, which the full-page simulation places before or after the simulated
// first paint from run to run: the same document in both variants. What federation can add is in
// scripts. So the bench splits each run's blocking by what Lighthouse attributes its long tasks to.
import type { Result } from 'lighthouse';

/** Lighthouse's own threshold: a task blocks input for what it lasts beyond 50 ms. */
const BLOCKING_THRESHOLD_MS = 50;

/** Lighthouse's label for tasks it cannot tie to a script or the page (the navigation's commit, mostly). */
const UNATTRIBUTABLE = 'Unattributable';

export interface BlockingSources {
  /** Tasks attributed to the page's URL: its parse, style, layout and paint. */
  document: number;
  /** Tasks Lighthouse cannot attribute. */
  unattributable: number;
  /** Tasks attributed to a script file: what the site's code costs, federation included. */
  scripts: number;
}

/** One item of Lighthouse's `long-tasks` audit (simulated times when the run is simulated). */
export interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/**
 * Each long task's blocking time as Lighthouse sums it for TBT (the part between first contentful
 * paint and time to interactive, beyond 50 ms), grouped by what the task is attributed to. The
 * audit lists tasks of 50 ms and more, so the three add up to about the run's TBT, not exactly:
 * Lighthouse's simulated TBT averages two simulations, the audit shows one.
 */
export function blockingSources(tasks: readonly LongTask[], pageUrl: string, fcpMs: number, ttiMs: number): BlockingSources {
  const sources: BlockingSources = { document: 0, unattributable: 0, scripts: 0 };
  for (const task of tasks) {
    const clipped = Math.min(task.startTime + task.duration, ttiMs) - Math.max(task.startTime, fcpMs);
    if (clipped < BLOCKING_THRESHOLD_MS) continue;
    const source = task.url === UNATTRIBUTABLE ? 'unattributable' : task.url === pageUrl ? 'document' : 'scripts';
    sources[source] += clipped - BLOCKING_THRESHOLD_MS;
  }
  // Whole milliseconds: the simulation's own precision is far coarser.
  return { document: Math.round(sources.document), unattributable: Math.round(sources.unattributable), scripts: Math.round(sources.scripts) };
}

/** The split of one Lighthouse result, or null when it has no long tasks audit or timings (a failed run). */
export function blockingSourcesOf(lhr: Result): BlockingSources | null {
  const details = lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined;
  const fcp = lhr.audits['first-contentful-paint']?.numericValue;
  const tti = lhr.audits['interactive']?.numericValue;
  const pageUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  if (!details?.items || typeof fcp !== 'number' || typeof tti !== 'number' || !pageUrl) return null;
  return blockingSources(details.items, pageUrl, fcp, tti);
}

/** The mean of each source over the runs that have a split (null when none has). */
export function meanBlockingSources(runs: readonly (BlockingSources | null | undefined)[]): BlockingSources | null {
  const known = runs.filter((run): run is BlockingSources => run != null);
  if (!known.length) return null;
  const mean = (key: keyof BlockingSources) => Math.round(known.reduce((sum, run) => sum + run[key], 0) / known.length);
  return { document: mean('document'), unattributable: mean('unattributable'), scripts: mean('scripts') };
}
