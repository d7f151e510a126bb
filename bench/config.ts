// What `pnpm bench` measures and against which targets (issue 8).
import { CHROMIUM_ARGS, resolveChromium } from '../tools/chromium.ts';

/** The pages measured, in this order. */
export const BENCH_ROUTES = ['/', '/product/pvc-electricals', '/investors/annual-report', '/dealer-networks', '/blog'] as const;

export type Variant = 'federated' | 'monolith';
export const VARIANTS: readonly Variant[] = ['federated', 'monolith'];

/** Issue 8's targets. Times in ms, sizes in bytes. */
export const TARGETS = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 60,
  cls: 0.04,
  /** Home page JS before first render, gzip: 130 KB, counted as 130 × 1024 bytes. */
  homeJsGzipBytes: 130 * 1024,
  /** federated / monolith, for bytes and LCP. */
  maxRatio: 1.05,
} as const;

/** Debian's Chromium, else the one npm ships (tools/chromium.ts): nothing downloads a browser at run time. */
export const chromiumPath = async (): Promise<string> => (await resolveChromium()).executablePath;
export const CHROME_FLAGS = CHROMIUM_ARGS;
