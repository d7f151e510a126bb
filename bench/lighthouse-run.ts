// One Lighthouse 12 run: a fresh Chromium (tools/chromium.ts; chrome-launcher, own temp profile, so no cache
// survives between runs), the default config = mobile form factor with simulated throttling, its CPU
// slowdown Lighthouse's fixed 4x or the machine's calibrated one (bench/cpu-calibration.ts).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { blockingSourcesOf, type BlockingSources } from './blocking-sources.ts';
import { CHROME_FLAGS, chromiumPath } from './config.ts';

/** The part of chrome-launcher's API used here (it is lighthouse's dependency, not ours). */
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; logLevel?: string }): Promise<{ port: number; kill(): void | Promise<void> }>;
}

let launcher: Promise<ChromeLauncher> | null = null;
/** chrome-launcher as lighthouse itself resolves it (pnpm does not hoist it to the root). */
function chromeLauncher(): Promise<ChromeLauncher> {
  launcher ??= (async () => {
    const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
    return (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as ChromeLauncher;
  })();
  return launcher;
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface FailedAudit {
  id: string;
  title: string;
  score: number | null;
  /** Weight in its category: 0 = reported but not scored (e.g. experimental a11y rules). */
  weight: number;
  displayValue?: string;
}

export interface LighthouseSample {
  scores: { performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null };
  metrics: {
    fcpMs: number | null;
    lcpMs: number | null;
    tbtMs: number | null;
    cls: number | null;
    speedIndexMs: number | null;
    totalBytes: number | null;
    requests: number | null;
  };
  /** Audits below full score (perf opportunities included), to say what holds a score back. */
  failedAudits: Record<(typeof CATEGORIES)[number], FailedAudit[]>;
  lcpElement: string | null;
  /** The run's blocking time by what its long tasks are attributed to (bench/blocking-sources.ts). */
  blocking: BlockingSources | null;
  benchmarkIndex: number | null;
  /** The CPU slowdown the run simulated (Lighthouse's settings as it ran). */
  cpuSlowdownMultiplier: number | null;
  warnings: string[];
  runtimeError: string | null;
  /** Audits Lighthouse could not run, e.g. a trace from a newer Chromium than its version reads. */
  erroredAudits: ErroredAudit[];
}

export interface ErroredAudit {
  id: string;
  /** Lighthouse's message, its first line. */
  error: string;
}

/** Every audit whose result is an error, not a score: the run's figures stand, those audits are missing. */
export function erroredAudits(lhr: Result): ErroredAudit[] {
  return Object.values(lhr.audits)
    .filter((a) => a.scoreDisplayMode === 'error')
    .map((a) => ({ id: a.id, error: (a.errorMessage ?? 'no message').split('\n')[0]! }));
}

const score = (lhr: Result, id: string): number | null => {
  const s = lhr.categories[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};
const numeric = (lhr: Result, id: string): number | null => {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' ? v : null;
};

function failedAudits(lhr: Result, category: string): FailedAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs.flatMap((ref) => {
    const a = lhr.audits[ref.id];
    if (!a || !['numeric', 'binary', 'metricSavings'].includes(a.scoreDisplayMode)) return [];
    if (typeof a.score !== 'number' || a.score >= 1) return [];
    return [{ id: a.id, title: a.title, score: a.score, weight: ref.weight, ...(a.displayValue ? { displayValue: a.displayValue } : {}) }];
  });
}

function lcpElement(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
}

/** Reduces a Lighthouse result to what the bench keeps. */
export function summarizeLhr(lhr: Result): LighthouseSample {
  const requests = lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined;
  return {
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    metrics: {
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      totalBytes: numeric(lhr, 'total-byte-weight'),
      requests: requests?.items?.length ?? null,
    },
    failedAudits: {
      performance: failedAudits(lhr, 'performance'),
      accessibility: failedAudits(lhr, 'accessibility'),
      'best-practices': failedAudits(lhr, 'best-practices'),
      seo: failedAudits(lhr, 'seo'),
    },
    lcpElement: lcpElement(lhr),
    blocking: blockingSourcesOf(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    warnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError?.message ?? null,
    erroredAudits: erroredAudits(lhr),
  };
}

export interface RunOptions {
  /** The simulated CPU slowdown; Lighthouse's default (4x) when left out. */
  cpuSlowdownMultiplier?: number;
  /** Only these audits (a calibration run needs none of the categories, only the host's benchmarkIndex). */
  onlyAudits?: string[];
}

/** Runs Lighthouse once on a URL; returns the summary and the full report (JSON text). */
export async function runLighthouse(url: string, { cpuSlowdownMultiplier, onlyAudits }: RunOptions = {}): Promise<{ sample: LighthouseSample; reportJson: string }> {
  const chrome = await (await chromeLauncher()).launch({ chromePath: await chromiumPath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...(onlyAudits ? { onlyAudits } : { onlyCategories: [...CATEGORIES] }),
      // Merged into the default mobile throttling (the network's figures stay Lighthouse's).
      ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const report = Array.isArray(result.report) ? result.report[0]! : result.report;
    return { sample: summarizeLhr(result.lhr), reportJson: report };
  } finally {
    await chrome.kill();
  }
}
