// `pnpm bench`: Lighthouse and bytes-before-first-render for the federated site and the monolith,
// in one run, on issue 8's pages. Writes bench/results/{lighthouse,bundles}.json and SUMMARY.md.
//   --runs N      Lighthouse runs per page and variant (median; default 1, see README)
//   --as-built    measure the existing <app>/dist through startStack (= `pnpm start`) instead of
//                 fresh builds in bench/dist/ (the monolith is always rebuilt)
//   --routes a,b  measure only these paths
//   --profiles fixed,calibrated  Lighthouse's fixed 4x CPU, this machine's calibrated slowdown, or both (default)
// The env import must stay first: it fixes the bench's ports before tools/ reads PORT_OFFSET.
import './env.ts';
import { SERVER_REACT } from './production-react.ts';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { meanBlockingSources } from './blocking-sources.ts';
import { BENCH_ROUTES, chromiumPath, VARIANTS, type Variant } from './config.ts';
import { launchBrowser, measureFirstRender, type FirstRenderSample } from './first-render.ts';
import { calibrationFrom, type Calibration } from './cpu-calibration.ts';
import { measureInteractions } from './interactions.ts';
import { runLighthouse, type LighthouseSample } from './lighthouse-run.ts';
import { runMeta } from './machine.ts';
import type { BenchMeta, BundleResults, FirstRenderResult, LighthouseResults, LighthouseRoutes, LighthouseVariantResult } from './results-types.ts';
import { buildTimes, serveVariants, type Served } from './serve.ts';
import { REACT_FLOOR_PORT } from './env.ts';
import { buildReactFloor, serveReactFloor } from './react-floor.ts';
import { median, medianRecord, ratio } from './stats.ts';
import { renderSummary } from './summary.ts';
import { serverSection, withServerSection } from './summary-lines.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_DIR = path.join(here, 'results');
/** Full Lighthouse reports (large) go outside the repo. */
const REPORTS_DIR = path.join(tmpdir(), 'pvc-bench-reports');

export const FIRST_RENDER_DEFINITION =
  'JS and CSS responses that had finished (Resource Timing responseEnd) at the first contentful paint with the route\'s `main h1` in the page (or when the heading was added, if later), ' +
  'in Debian Chromium via Playwright: fresh context (empty cache), 412×823 mobile viewport, no throttling, after one warm-up load of the same URL ' +
  '(so the servers\' compression caches are warm). Bytes are each body gzip-compressed at level 9 (what the static server sends a gzip-only client). ' +
  'Requests = every request (document, JSON, JS, CSS, images…) finished by then.';

function parseArgs(argv: readonly string[]) {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const runs = Number(value('--runs') ?? 1);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs must be 1..9');
  const routes = value('--routes')?.split(',').map((r) => r.trim()).filter(Boolean) ?? [...BENCH_ROUTES];
  const profiles = (value('--profiles') ?? 'fixed,calibrated').split(',').map((p) => p.trim());
  if (profiles.length === 0 || profiles.some((p) => p !== 'fixed' && p !== 'calibrated')) throw new Error('--profiles: fixed, calibrated or both');
  return { runs, routes, asBuilt: argv.includes('--as-built'), profiles: profiles as Profile[] };
}

/** fixed: Lighthouse's default 4x CPU slowdown; calibrated: the slowdown that makes this machine the reference phone. */
type Profile = 'fixed' | 'calibrated';

/** Calibration runs: enough for a median, each a page load with one audit (the benchmarkIndex comes with every run). */
const CALIBRATION_RUNS = 3;

/** This machine's benchmarkIndex, measured by Lighthouse itself, and the CPU slowdown it calls for. */
async function calibrate(url: string): Promise<Calibration> {
  const samples: number[] = [];
  for (let i = 0; i < CALIBRATION_RUNS; i++) {
    const { sample } = await runLighthouse(url, { onlyAudits: ['first-contentful-paint'] });
    samples.push(sample.benchmarkIndex ?? Number.NaN);
  }
  const calibration = calibrationFrom(samples);
  console.log(`  calibration: benchmarkIndex ${samples.map(Math.round).join(', ')} → median ${Math.round(calibration.benchmarkIndex)} → CPU slowdown ${calibration.cpuSlowdownMultiplier}×`);
  return calibration;
}

const variantUrl = (served: Served, variant: Variant, route: string) =>
  `${variant === 'federated' ? served.federatedUrl : served.monolithUrl}${route}`;

function labelFiles(sample: FirstRenderSample, origins: Record<string, string>): FirstRenderResult {
  return {
    ...sample,
    files: sample.files.map(({ url, ...rest }) => {
      const u = new URL(url);
      return { app: origins[u.origin] ?? u.origin, path: u.pathname, ...rest };
    }),
  };
}

async function measureBytes(served: Served, routes: readonly string[]): Promise<BundleResults['routes']> {
  const browser = await launchBrowser();
  const out: BundleResults['routes'] = {};
  try {
    for (const route of routes) {
      const entry: BundleResults['routes'][string] = { ratio: { jsCssGzipBytes: null } };
      for (const variant of VARIANTS) {
        const url = variantUrl(served, variant, route);
        await measureFirstRender(browser, url); // warm-up: server-side compression caches
        const sample = await measureFirstRender(browser, url);
        console.log(
          `  bytes  ${variant.padEnd(9)} ${route.padEnd(26)} JS ${(sample.jsGzipBytes / 1024).toFixed(1)} KiB, CSS ${(sample.cssGzipBytes / 1024).toFixed(1)} KiB, ` +
            `${sample.requests} requests, h1 at ${sample.firstRenderMs ?? '–'} ms ("${sample.h1 ?? 'none'}")`,
        );
        entry[variant] = labelFiles(sample, served.origins);
      }
      const total = (v?: FirstRenderResult) => (v && v.firstRenderMs != null ? v.jsGzipBytes + v.cssGzipBytes : null);
      entry.ratio.jsCssGzipBytes = ratio(total(entry.federated), total(entry.monolith));
      out[route] = entry;
    }
  } finally {
    await browser.close();
  }
  return out;
}

function aggregate(samples: readonly LighthouseSample[]): LighthouseVariantResult {
  const scoreKeys = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;
  const metricKeys = ['fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'totalBytes', 'requests'] as const;
  const perf = samples.map((s) => s.scores.performance ?? -1);
  const medianPerf = median(perf);
  // The run whose performance score is closest to the median speaks for the failed audits.
  const representative = samples.reduce((best, s) =>
    Math.abs((s.scores.performance ?? -1) - medianPerf) < Math.abs((best.scores.performance ?? -1) - medianPerf) ? s : best,
  );
  return {
    scores: medianRecord(samples.map((s) => s.scores), scoreKeys) as LighthouseVariantResult['scores'],
    metrics: medianRecord(samples.map((s) => s.metrics), metricKeys) as LighthouseVariantResult['metrics'],
    runs: samples.map((s) => ({ scores: s.scores, metrics: s.metrics, blocking: s.blocking, benchmarkIndex: s.benchmarkIndex, runtimeError: s.runtimeError, erroredAudits: s.erroredAudits })),
    blocking: meanBlockingSources(samples.map((s) => s.blocking)),
    failedAudits: representative.failedAudits,
    lcpElement: representative.lcpElement,
  };
}

/** One Lighthouse run of `url`, its full report written to REPORTS_DIR as `<name>.json`. */
async function lighthouseReported(url: string, cpuSlowdownMultiplier: number | undefined, name: string): Promise<LighthouseSample> {
  let { sample, reportJson } = await runLighthouse(url, { cpuSlowdownMultiplier });
  // A trace that Chromium failed to record (NO_NAVSTART, NO_FCP…) is a tool hiccup: one retry.
  if (sample.runtimeError) ({ sample, reportJson } = await runLighthouse(url, { cpuSlowdownMultiplier }));
  writeFileSync(path.join(REPORTS_DIR, `${name}.json`), reportJson);
  return sample;
}

async function measureLighthouse(
  served: Served,
  routes: readonly string[],
  runs: number,
  profiles: ReadonlyMap<Profile, number | undefined>,
  /** The React floor's page: measured once per run on the calibrated profile, beside the routes. */
  floorUrl?: string,
): Promise<{ byProfile: Map<Profile, LighthouseRoutes>; floor: LighthouseSample[] }> {
  mkdirSync(REPORTS_DIR, { recursive: true });
  const samples = new Map<string, LighthouseSample[]>();
  const floor: LighthouseSample[] = [];
  // Interleaved (run → route → variant → profile) so slow drift of the machine hits both variants and profiles alike.
  for (let run = 1; run <= runs; run++) {
    for (const route of routes) {
      for (const variant of VARIANTS) {
        for (const [profile, cpuSlowdownMultiplier] of profiles) {
          const started = Date.now();
          const url = variantUrl(served, variant, route);
          const slug = route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/gi, '-');
          const sample = await lighthouseReported(url, cpuSlowdownMultiplier, `${variant}-${slug}-${profile}-${run}`);
          const key = `${profile} ${route} ${variant}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
          const s = sample.scores;
          console.log(
            `  lighthouse ${run}/${runs} ${profile.padEnd(10)} ${variant.padEnd(9)} ${route.padEnd(26)} perf ${s.performance ?? '–'} a11y ${s.accessibility ?? '–'} ` +
              `bp ${s.bestPractices ?? '–'} seo ${s.seo ?? '–'} LCP ${Math.round(sample.metrics.lcpMs ?? NaN)} ms TBT ${Math.round(sample.metrics.tbtMs ?? NaN)} ms ` +
              `CPU ${sample.cpuSlowdownMultiplier ?? '–'}× (${((Date.now() - started) / 1000).toFixed(0)} s)${sample.runtimeError ? ` ERROR ${sample.runtimeError}` : ''}` +
              (sample.erroredAudits.length ? ` (${sample.erroredAudits.length} audits errored)` : ''),
          );
        }
      }
    }
    const cpuSlowdownMultiplier = profiles.get('calibrated');
    if (floorUrl && cpuSlowdownMultiplier) {
      const sample = await lighthouseReported(floorUrl, cpuSlowdownMultiplier, `react-floor-calibrated-${run}`);
      floor.push(sample);
      console.log(`  lighthouse ${run}/${runs} calibrated React floor perf ${sample.scores.performance ?? '–'} LCP ${Math.round(sample.metrics.lcpMs ?? NaN)} ms TBT ${Math.round(sample.metrics.tbtMs ?? NaN)} ms`);
    }
  }
  const byProfile = new Map<Profile, LighthouseRoutes>();
  for (const profile of profiles.keys()) byProfile.set(profile, routeResults(routes, (route, variant) => samples.get(`${profile} ${route} ${variant}`)!));
  return { byProfile, floor };
}

function routeResults(routes: readonly string[], samplesOf: (route: string, variant: Variant) => LighthouseSample[]): LighthouseRoutes {
  const out: LighthouseRoutes = {};
  for (const route of routes) {
    const federated = aggregate(samplesOf(route, 'federated'));
    const monolith = aggregate(samplesOf(route, 'monolith'));
    out[route] = {
      federated,
      monolith,
      ratio: {
        totalBytes: ratio(federated.metrics.totalBytes, monolith.metrics.totalBytes),
        lcp: ratio(federated.metrics.lcpMs, monolith.metrics.lcpMs),
      },
    };
  }
  return out;
}

async function main(): Promise<void> {
  const started = Date.now();
  const { runs, routes, asBuilt, profiles } = parseArgs(process.argv.slice(2));
  const served = await serveVariants({ asBuilt });
  // The React floor (issue 30): only on the calibrated profile, the one its bar is set on.
  const floorServer = profiles.includes('calibrated') ? await serveReactFloor(REACT_FLOOR_PORT, await buildReactFloor()) : undefined;
  console.log(`\nFederated ${served.federatedUrl} · monolith ${served.monolithUrl} · admin host ${served.adminHost}${floorServer ? ` · React floor ${floorServer.url}` : ''}\n`);
  try {
    const bytes = await measureBytes(served, routes);
    const calibration = profiles.includes('calibrated') ? await calibrate(variantUrl(served, 'federated', routes[0]!)) : undefined;
    const { byProfile: measured, floor } = await measureLighthouse(
      served,
      routes,
      runs,
      new Map(profiles.map((profile) => [profile, profile === 'calibrated' ? calibration!.cpuSlowdownMultiplier : undefined])),
      floorServer ? `${floorServer.url}/` : undefined,
    );
    // The fixed profile stays the results' main table (every earlier result is on it); without it, the calibrated one.
    const lighthouse = measured.get('fixed') ?? measured.get('calibrated')!;
    // Responsiveness on the calibrated phone (issue 30): the scripted first interactions, both variants.
    const interactions = calibration
      ? await measureInteractions({ federated: served.federatedUrl, monolith: served.monolithUrl }, calibration.cpuSlowdownMultiplier, runs)
      : undefined;
    const meta: BenchMeta = {
      ...runMeta(await chromiumPath()),
      runsPerPage: runs,
      throttling: profiles.includes('fixed')
        ? 'Lighthouse default: mobile form factor, simulated throttling (150 ms RTT, 1.6 Mbps, 4× CPU)'
        : `mobile form factor, simulated throttling (150 ms RTT, 1.6 Mbps), CPU ${calibration!.cpuSlowdownMultiplier}× calibrated to this machine`,
      adminHost: served.adminHost,
      serverReact: SERVER_REACT,
      buildMode: asBuilt ? 'as-built' : 'fresh',
      builds: buildTimes(served.roots),
      durationSeconds: Math.round((Date.now() - started) / 1000),
    };
    const calibrated = measured.get('calibrated');
    const lighthouseResults: LighthouseResults = {
      meta,
      routes: lighthouse,
      ...(calibrated
        ? { calibrated: { calibration: calibration!, routes: calibrated, ...(interactions ? { interactions } : {}), ...(floor.length ? { reactFloor: aggregate(floor) } : {}) } }
        : {}),
    };
    const bundleResults: BundleResults = { meta, definition: FIRST_RENDER_DEFINITION, routes: bytes };
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(path.join(RESULTS_DIR, 'lighthouse.json'), `${JSON.stringify(lighthouseResults, null, 2)}\n`);
    writeFileSync(path.join(RESULTS_DIR, 'bundles.json'), `${JSON.stringify(bundleResults, null, 2)}\n`);
    // The server benches' lines (bench:html, bench:releases) stay under the new tables.
    const summaryFile = path.join(RESULTS_DIR, 'SUMMARY.md');
    const previous = existsSync(summaryFile) ? serverSection(readFileSync(summaryFile, 'utf8')) : '';
    writeFileSync(summaryFile, withServerSection(renderSummary(lighthouseResults, bundleResults), previous));
    console.log(`\nWrote ${path.relative(process.cwd(), RESULTS_DIR)}/{lighthouse.json,bundles.json,SUMMARY.md}; full reports in ${REPORTS_DIR}`);
    console.log(`Bench took ${meta.durationSeconds} s.`);
  } finally {
    await Promise.all([served.stop(), floorServer?.close()]);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
