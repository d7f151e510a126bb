// Shapes of bench/results/*.json (kept small: medians, the runs' key numbers, what failed).
import type { BENCH_ROUTES, Variant } from './config.ts';
import type { FirstRenderSample, LoadedFile } from './first-render.ts';
import type { BlockingSources } from './blocking-sources.ts';
import type { Calibration } from './cpu-calibration.ts';
import type { InteractionResult } from './interactions.ts';
import type { ErroredAudit, FailedAudit, LighthouseSample } from './lighthouse-run.ts';
import type { RunMeta } from './machine.ts';

export type Route = (typeof BENCH_ROUTES)[number] | string;

export type Scores = LighthouseSample['scores'];
export type Metrics = LighthouseSample['metrics'];

export interface LighthouseVariantResult {
  /** Per-key median over the runs. */
  scores: Scores;
  metrics: Metrics;
  runs: {
    scores: Scores;
    metrics: Metrics;
    blocking?: BlockingSources | null;
    benchmarkIndex: number | null;
    runtimeError: string | null;
    /** Absent in results from before it was recorded. */
    erroredAudits?: ErroredAudit[];
  }[];
  /** Mean per run of each source's blocking time (bench/blocking-sources.ts); absent in older results. */
  blocking?: BlockingSources | null;
  /** From the run with the median performance score. */
  failedAudits: LighthouseSample['failedAudits'];
  lcpElement: string | null;
}

export interface BenchMeta extends RunMeta {
  runsPerPage: number;
  throttling: string;
  adminHost: 'running' | 'unavailable';
  /** Which React build rendered the pages on the server (bench/production-react.ts). */
  serverReact?: 'production' | 'development';
  /** fresh: every app built from the working tree for this run; as-built: the existing <app>/dist. */
  buildMode: 'fresh' | 'as-built';
  builds: Record<string, string | null>;
  durationSeconds: number;
}

export type LighthouseRoutes = Record<Route, Partial<Record<Variant, LighthouseVariantResult>> & { ratio: { totalBytes: number | null; lcp: number | null } }>;

export interface LighthouseResults {
  meta: BenchMeta;
  /** Lighthouse's default profile: mobile, simulated slow 4G, CPU slowed 4x whatever the machine. */
  routes: LighthouseRoutes;
  /** The same runs with the CPU slowdown calibrated to this machine (issue 30; bench/cpu-calibration.ts). */
  calibrated?: {
    calibration: Calibration;
    routes: LighthouseRoutes;
    interactions?: InteractionResult[];
    /** The React floor on the same profile (bench/react-floor.ts): a page that only hydrates a heading. */
    reactFloor?: LighthouseVariantResult;
  };
}

export type FileEntry = Omit<LoadedFile, 'url'> & { app: string; path: string };
export type FirstRenderResult = Omit<FirstRenderSample, 'files'> & { files: FileEntry[] };

export interface BundleResults {
  meta: BenchMeta;
  definition: string;
  routes: Record<Route, Partial<Record<Variant, FirstRenderResult>> & { ratio: { jsCssGzipBytes: number | null } }>;
}

export type { FailedAudit };
