import { describe, expect, it } from 'vitest';
import { check, erroredAuditLines, renderSummary, routeRows } from '../../bench/summary.ts';
import type { BenchMeta, BundleResults, FirstRenderResult, LighthouseResults, LighthouseVariantResult } from '../../bench/results-types.ts';

const meta: BenchMeta = {
  date: '2026-11-22T10:00:00.000Z',
  loadAverage: [1.2, 1.1, 1],
  git: { commit: 'abcdef1234567890', dirty: false },
  machine: { nproc: 2, cpu: 'Test CPU', memoryGiB: 24, os: 'Linux', node: 'v20.20.2', chromium: 'Chromium 156.0 built on Debian', lighthouse: '12.2.3', playwright: '1.65.1' },
  runsPerPage: 1,
  throttling: 'simulated',
  adminHost: 'running',
  buildMode: 'fresh',
  builds: {},
  durationSeconds: 180,
};

function lhVariant(performance: number, lcpMs: number, totalBytes: number): LighthouseVariantResult {
  const scores = { performance, accessibility: 100, bestPractices: 100, seo: 100 };
  const metrics = { fcpMs: 800, lcpMs, tbtMs: 40, cls: 0.01, speedIndexMs: 900, totalBytes, requests: 10 };
  return {
    scores,
    metrics,
    runs: [{ scores, metrics, benchmarkIndex: 2000, runtimeError: null }],
    failedAudits: {
      performance: [],
      accessibility: [{ id: 'label-content-name-mismatch', title: 'Label in name', score: 0, weight: 0 }],
      'best-practices': [{ id: 'errors-in-console', title: 'Console errors', score: 0, weight: 1 }],
      seo: [],
    },
    lcpElement: null,
  };
}

function frVariant(jsGzipBytes: number, h1 = 'Home'): FirstRenderResult {
  return { firstRenderMs: 500, h1, lcp: { ms: 600, element: 'h1.title "Home"' }, jsGzipBytes, cssGzipBytes: 1000, jsRequests: 3, cssRequests: 1, requests: 6, files: [], consoleErrors: [] };
}

const lighthouse: LighthouseResults = {
  meta,
  routes: {
    '/': { federated: lhVariant(100, 1400, 104_000), monolith: lhVariant(100, 1400, 100_000), ratio: { totalBytes: 1.04, lcp: 1 } },
    '/blog': { federated: lhVariant(90, 2000, 150_000), monolith: lhVariant(98, 1200, 100_000), ratio: { totalBytes: 1.5, lcp: 1.667 } },
  },
};
const bundles: BundleResults = {
  meta,
  definition: 'JS and CSS finished before `main h1`.',
  routes: {
    '/': { federated: frVariant(140_000), monolith: frVariant(120_000), ratio: { jsCssGzipBytes: 1.165 } },
    '/blog': { federated: frVariant(100_000, 'News and Blog'), monolith: frVariant(90_000, 'This section could not be loaded'), ratio: { jsCssGzipBytes: 1.11 } },
  },
};

describe('check', () => {
  it('compares against a maximum or a minimum, inclusive', () => {
    expect(check(60, { max: 60 })).toBe('met');
    expect(check(61, { max: 60 })).toBe('missed');
    expect(check(100, { min: 100 })).toBe('met');
    expect(check(99, { min: 100 })).toBe('missed');
    expect(check(null, { max: 1 })).toBe('–');
  });
});

describe('routeRows', () => {
  const rows = (route: '/' | '/blog') => Object.fromEntries(routeRows(route, lighthouse.routes[route]!, bundles.routes[route]).map((r) => [r.metric, r]));

  it('judges the home JS budget (130 KiB) on home only', () => {
    expect(rows('/')['JS before first render (gzip)']).toMatchObject({ federatedStatus: 'missed', monolithStatus: 'met' });
    expect(rows('/blog')['JS before first render (gzip)']).toMatchObject({ target: '', federatedStatus: '–' });
  });

  it('judges LCP on both the 1.5 s bound and the federated/monolith ratio', () => {
    expect(rows('/').LCP).toMatchObject({ federated: '1.40 s', ratio: '1.00×', federatedStatus: 'met' });
    expect(rows('/blog').LCP).toMatchObject({ ratio: '1.67×', federatedStatus: 'missed', monolithStatus: 'met' });
  });

  it('judges byte ratios against 1.05×', () => {
    expect(rows('/')['Total bytes (Lighthouse, as transferred)']).toMatchObject({ ratio: '1.04×', federatedStatus: 'met' });
    expect(rows('/')['JS + CSS before first render (gzip)']).toMatchObject({ ratio: '1.17×', federatedStatus: 'missed' });
  });

  it('marks performance below issue 15\'s 98 as missed', () => {
    expect(rows('/blog').Performance).toMatchObject({ federated: '90', monolith: '98', federatedStatus: 'missed' });
    expect(rows('/').Performance?.federatedStatus).toBe('met');
  });
});

describe('renderSummary', () => {
  const md = renderSummary(lighthouse, bundles);

  it('has a table per route with the run\'s facts in the header', () => {
    expect(md).toContain('## `/`');
    expect(md).toContain('## `/blog`');
    expect(md).toContain('| Metric | Federated | Monolith | Fed/Mono | Target | Federated | Monolith |');
    expect(md).toContain('commit `abcdef1234`');
    expect(md).toContain('2 cores');
  });

  it('warns when the variants rendered different headings (one of them failed)', () => {
    expect(md).toContain('federated "News and Blog", monolith "This section could not be loaded"');
  });

  it('lists the failing audits, marking those that do not count', () => {
    expect(md).toContain('- accessibility, failing audits (federated): `label-content-name-mismatch` (not scored)');
    expect(md).toContain('- best-practices, failing audits (federated): `errors-in-console`');
  });

  it('names the LCP element of each variant', () => {
    expect(md).toContain('LCP element (unthrottled Playwright load): federated `h1.title "Home"`, monolith `h1.title "Home"`.');
  });

  it('opens with an overview of the routes, marking each figure that misses issue 15\'s targets', () => {
    expect(md).toContain('## Overview (Lighthouse medians)');
    expect(md).toContain('| `/` | 100 / 100 | 1.40 s | 1.40 s | 1.00× | 40 ms / 40 ms | 0.010 / 0.010 |');
    expect(md).toContain('| `/blog` | 90 ✗ / 98 | 2.00 s ✗ | 1.20 s | 1.67× ✗ |');
    expect(md).toContain('load average at the end 1.2, 1.1, 1');
  });

  it("adds the calibrated profile (issue 30): the machine's benchmarkIndex, its multiplier, the overview against TBT <= 100 ms, and TBT fed/mono against 1.1x", () => {
    expect(md).not.toContain('Calibrated profile');
    const slow = (tbtMs: number) => ({ ...lhVariant(97, 1400, 100_000), metrics: { ...lhVariant(97, 1400, 100_000).metrics, tbtMs } });
    const withCalibrated = renderSummary(
      {
        ...lighthouse,
        calibrated: {
          calibration: { samples: [3700, 3860, 3980], benchmarkIndex: 3860, cpuSlowdownMultiplier: 14 },
          routes: { '/': { federated: slow(90), monolith: slow(50), ratio: { totalBytes: 1, lcp: 1 } } },
          interactions: [
            { name: 'open the menu', route: '/', federated: { medianMs: 240, runsMs: [230, 240, 260] }, monolith: { medianMs: 120, runsMs: [110, 120, 130] } },
          ],
        },
      },
      bundles,
    );
    expect(withCalibrated).toContain('## Calibrated profile: the same phone on every machine (issue 30)');
    expect(withCalibrated).toContain("This machine's benchmarkIndex 3860 (median of 3700, 3860, 3980) → CPU slowdown 14×");
    expect(withCalibrated).toContain('| `/` | 97 ✗ / 97 ✗ | 1.40 s | 1.40 s | 1.00× | 90 ms / 50 ms | 0.010 / 0.010 |');
    expect(withCalibrated).toContain('TBT ≤ 100 ms');
    expect(withCalibrated).toContain('TBT federated/monolith (target ≤ 1.1×): `/` 1.80× ✗.');
    expect(withCalibrated).toContain('| open the menu | `/` | 240 ms ✗ | 120 ms |');
    expect(withCalibrated).not.toContain('React floor');
  });

  it('puts the React floor beside the calibrated routes: its median TBT, each run, and how far above it each federated route is', () => {
    const withTbt = (tbtMs: number) => ({ ...lhVariant(95, 1200, 50_000), metrics: { ...lhVariant(95, 1200, 50_000).metrics, tbtMs } });
    const floor = { ...withTbt(180), runs: [150, 180, 260].map((tbtMs) => ({ ...withTbt(tbtMs).runs[0]!, metrics: withTbt(tbtMs).metrics })) };
    const md = renderSummary(
      {
        ...lighthouse,
        calibrated: {
          calibration: { samples: [3000], benchmarkIndex: 3000, cpuSlowdownMultiplier: 10.3 },
          routes: { '/': { federated: withTbt(430), monolith: withTbt(400), ratio: { totalBytes: 1, lcp: 1 } }, '/blog': { federated: withTbt(120), monolith: withTbt(150), ratio: { totalBytes: 1, lcp: 1 } } },
          reactFloor: floor,
        },
      },
      bundles,
    );
    expect(md).toContain('median of 3): performance 95, LCP 1.20 s, TBT 180 ms (runs: 150 ms, 180 ms, 260 ms)');
    expect(md).toContain('Federated TBT above the floor: `/` +250 ms, `/blog` −60 ms.');
  });

  it('says so when the admin host was not running', () => {
    expect(md).not.toContain('admin host was not running');
    const without = renderSummary({ ...lighthouse, meta: { ...meta, adminHost: 'unavailable' } }, bundles);
    expect(without).toContain('The admin host was not running');
  });
});

describe('erroredAuditLines', () => {
  const run = lhVariant(90, 1400, 100_000).runs[0]!;
  const rootCauses = 'Required TraceElements gatherer encountered an error: Dependency "RootCauses" failed';

  it('says once per variant which audits Lighthouse could not run in any run, with the first message', () => {
    const variant: LighthouseVariantResult = {
      ...lhVariant(90, 1400, 100_000),
      runs: [
        { ...run, erroredAudits: [{ id: 'largest-contentful-paint-element', error: rootCauses }] },
        { ...run, erroredAudits: [{ id: 'largest-contentful-paint-element', error: rootCauses }, { id: 'layout-shifts', error: rootCauses }] },
      ],
    };
    expect(erroredAuditLines('federated', variant)).toEqual([
      `- federated: Lighthouse could not run \`largest-contentful-paint-element\`, \`layout-shifts\` (${rootCauses})`,
    ]);
  });

  it('says nothing when every audit ran, or for results from before it was recorded', () => {
    expect(erroredAuditLines('monolith', { ...lhVariant(90, 1400, 100_000), runs: [{ ...run, erroredAudits: [] }] })).toEqual([]);
    expect(erroredAuditLines('monolith', lhVariant(90, 1400, 100_000))).toEqual([]);
    expect(erroredAuditLines('monolith', undefined)).toEqual([]);
  });

  it('is part of the route\'s section of the summary', () => {
    const broken: LighthouseVariantResult = { ...lhVariant(90, 1400, 100_000), runs: [{ ...run, erroredAudits: [{ id: 'layout-shifts', error: 'trace unreadable' }] }] };
    const md = renderSummary({ ...lighthouse, routes: { ...lighthouse.routes, '/': { ...lighthouse.routes['/']!, federated: broken } } }, bundles);
    expect(md).toContain('- federated: Lighthouse could not run `layout-shifts` (trace unreadable)');
  });
});
