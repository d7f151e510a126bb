// bench/results/SUMMARY.md from the two results files: per route, federated vs monolith, the
// federated/monolith ratio and the targets (issue 15's for speed, issue 8's for the rest) marked met/missed,
// after an overview of the five routes. Pure (unit-tested).
import { CALIBRATED_TARGETS, INTERACTION_TARGET_MS, TARGETS, type Targets, type Variant } from './config.ts';
import type { BlockingSources } from './blocking-sources.ts';
import type { BundleResults, FirstRenderResult, LighthouseResults, LighthouseRoutes, LighthouseVariantResult } from './results-types.ts';
import { formatKiB, formatMs } from './stats.ts';

export type Status = 'met' | 'missed' | '–';

/** met when value ≤ max (or ≥ min); '–' when there is no value. */
export function check(value: number | null | undefined, bound: { max?: number; min?: number }): Status {
  if (value == null || !Number.isFinite(value)) return '–';
  if (bound.max != null && value > bound.max) return 'missed';
  if (bound.min != null && value < bound.min) return 'missed';
  return 'met';
}

const fmtScore = (v: number | null | undefined) => (v == null ? '–' : String(v));
const fmtRatio = (v: number | null | undefined) => (v == null ? '–' : `${v.toFixed(2)}×`);
const fmtCls = (v: number | null | undefined) => (v == null ? '–' : v.toFixed(3));
const fmtCount = (v: number | null | undefined) => (v == null ? '–' : String(v));

interface Row {
  metric: string;
  federated: string;
  monolith: string;
  ratio: string;
  target: string;
  federatedStatus: Status;
  monolithStatus: Status;
}

/** The rows of one route's table. */
export function routeRows(
  route: string,
  lh: Partial<Record<Variant, LighthouseVariantResult>> & { ratio: { totalBytes: number | null; lcp: number | null } },
  fr: (Partial<Record<Variant, FirstRenderResult>> & { ratio: { jsCssGzipBytes: number | null } }) | undefined,
): Row[] {
  const f = lh.federated;
  const m = lh.monolith;
  const score = (label: string, key: keyof LighthouseVariantResult['scores'], target: number): Row => ({
    metric: label,
    federated: fmtScore(f?.scores[key]),
    monolith: fmtScore(m?.scores[key]),
    ratio: '',
    target: `${target}`,
    federatedStatus: check(f?.scores[key], { min: target }),
    monolithStatus: check(m?.scores[key], { min: target }),
  });
  const maxRatio = `Fed/Mono ≤ ${TARGETS.maxRatio}×`;
  const jsCss = (r: FirstRenderResult | undefined) => (r ? r.jsGzipBytes + r.cssGzipBytes : null);
  const isHome = route === '/';
  return [
    score('Performance', 'performance', TARGETS.performance),
    score('Accessibility', 'accessibility', TARGETS.accessibility),
    score('Best practices', 'bestPractices', TARGETS.bestPractices),
    score('SEO', 'seo', TARGETS.seo),
    {
      metric: 'LCP',
      federated: formatMs(f?.metrics.lcpMs),
      monolith: formatMs(m?.metrics.lcpMs),
      ratio: fmtRatio(lh.ratio.lcp),
      target: `≤ ${formatMs(TARGETS.lcpMs)}; ${maxRatio}`,
      federatedStatus: worst(check(f?.metrics.lcpMs, { max: TARGETS.lcpMs }), check(lh.ratio.lcp, { max: TARGETS.maxRatio })),
      monolithStatus: check(m?.metrics.lcpMs, { max: TARGETS.lcpMs }),
    },
    {
      metric: 'TBT',
      federated: formatMs(f?.metrics.tbtMs),
      monolith: formatMs(m?.metrics.tbtMs),
      ratio: '',
      target: `≤ ${TARGETS.tbtMs} ms`,
      federatedStatus: check(f?.metrics.tbtMs, { max: TARGETS.tbtMs }),
      monolithStatus: check(m?.metrics.tbtMs, { max: TARGETS.tbtMs }),
    },
    {
      metric: 'CLS',
      federated: fmtCls(f?.metrics.cls),
      monolith: fmtCls(m?.metrics.cls),
      ratio: '',
      target: `≤ ${TARGETS.cls}`,
      federatedStatus: check(f?.metrics.cls, { max: TARGETS.cls }),
      monolithStatus: check(m?.metrics.cls, { max: TARGETS.cls }),
    },
    {
      metric: 'FCP',
      federated: formatMs(f?.metrics.fcpMs),
      monolith: formatMs(m?.metrics.fcpMs),
      ratio: '',
      target: '',
      federatedStatus: '–',
      monolithStatus: '–',
    },
    {
      metric: 'Total bytes (Lighthouse, as transferred)',
      federated: formatKiB(f?.metrics.totalBytes),
      monolith: formatKiB(m?.metrics.totalBytes),
      ratio: fmtRatio(lh.ratio.totalBytes),
      target: maxRatio,
      federatedStatus: check(lh.ratio.totalBytes, { max: TARGETS.maxRatio }),
      monolithStatus: '–',
    },
    {
      metric: 'Requests (Lighthouse)',
      federated: fmtCount(f?.metrics.requests),
      monolith: fmtCount(m?.metrics.requests),
      ratio: '',
      target: '',
      federatedStatus: '–',
      monolithStatus: '–',
    },
    {
      metric: 'JS before first render (gzip)',
      federated: formatKiB(fr?.federated?.jsGzipBytes),
      monolith: formatKiB(fr?.monolith?.jsGzipBytes),
      ratio: '',
      target: isHome ? `≤ ${formatKiB(TARGETS.homeJsGzipBytes)}` : '',
      federatedStatus: isHome ? check(fr?.federated?.jsGzipBytes, { max: TARGETS.homeJsGzipBytes }) : '–',
      monolithStatus: isHome ? check(fr?.monolith?.jsGzipBytes, { max: TARGETS.homeJsGzipBytes }) : '–',
    },
    {
      metric: 'JS + CSS before first render (gzip)',
      federated: formatKiB(jsCss(fr?.federated)),
      monolith: formatKiB(jsCss(fr?.monolith)),
      ratio: fmtRatio(fr?.ratio.jsCssGzipBytes),
      target: maxRatio,
      federatedStatus: check(fr?.ratio.jsCssGzipBytes, { max: TARGETS.maxRatio }),
      monolithStatus: '–',
    },
    {
      metric: 'First render, unthrottled (`main h1`)',
      federated: formatMs(fr?.federated?.firstRenderMs),
      monolith: formatMs(fr?.monolith?.firstRenderMs),
      ratio: '',
      target: '',
      federatedStatus: '–',
      monolithStatus: '–',
    },
    {
      metric: 'Requests before first render (JS/CSS of all)',
      federated: fr?.federated ? `${fr.federated.jsRequests + fr.federated.cssRequests} of ${fr.federated.requests}` : '–',
      monolith: fr?.monolith ? `${fr.monolith.jsRequests + fr.monolith.cssRequests} of ${fr.monolith.requests}` : '–',
      ratio: '',
      target: '',
      federatedStatus: '–',
      monolithStatus: '–',
    },
  ];
}

function worst(...statuses: Status[]): Status {
  if (statuses.includes('missed')) return 'missed';
  return statuses.includes('met') ? 'met' : '–';
}

const mark = (status: Status) => (status === 'met' ? '' : status === 'missed' ? ' ✗' : '');

/** One line per route: the issue-15 figures of both variants, ✗ on each one that misses its target. */
export function overviewTable(lh: { routes: LighthouseRoutes }, targets: Targets = TARGETS): string {
  const head =
    '| Route | Perf fed / mono | LCP fed | LCP mono | LCP fed/mono | TBT fed / mono | CLS fed / mono |\n|---|--:|--:|--:|--:|--:|--:|';
  const body = Object.entries(lh.routes).map(([route, r]) => {
    const f = r.federated;
    const m = r.monolith;
    const perf = (v?: LighthouseVariantResult) => `${fmtScore(v?.scores.performance)}${mark(check(v?.scores.performance, { min: targets.performance }))}`;
    const lcp = (v?: LighthouseVariantResult) => `${formatMs(v?.metrics.lcpMs)}${mark(check(v?.metrics.lcpMs, { max: targets.lcpMs }))}`;
    const tbt = (v?: LighthouseVariantResult) => `${formatMs(v?.metrics.tbtMs)}${mark(check(v?.metrics.tbtMs, { max: targets.tbtMs }))}`;
    const cls = (v?: LighthouseVariantResult) => `${fmtCls(v?.metrics.cls)}${mark(check(v?.metrics.cls, { max: targets.cls }))}`;
    return `| \`${route}\` | ${perf(f)} / ${perf(m)} | ${lcp(f)} | ${lcp(m)} | ${fmtRatio(r.ratio.lcp)}${mark(check(r.ratio.lcp, { max: targets.maxRatio }))} | ${tbt(f)} / ${tbt(m)} | ${cls(f)} / ${cls(m)} |`;
  });
  const targetLine = `Targets: performance ≥ ${targets.performance}, LCP ≤ ${formatMs(targets.lcpMs)}, LCP fed/mono ≤ ${targets.maxRatio}×, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls}; ✗ = missed.`;
  return [head, ...body, '', targetLine].join('\n');
}

export function markdownTable(rows: readonly Row[]): string {
  const head = '| Metric | Federated | Monolith | Fed/Mono | Target | Federated | Monolith |\n|---|--:|--:|--:|---|---|---|';
  const body = rows.map((r) =>
    `| ${r.metric} | ${r.federated} | ${r.monolith} | ${r.ratio} | ${r.target} | ${r.federatedStatus} | ${r.monolithStatus} |`,
  );
  return [head, ...body].join('\n');
}

/**
 * The React floor beside the routes: what a page that only hydrates a heading with the site's React
 * costs on the same profile, and how far above it each federated route's TBT is.
 */
function reactFloorLines(floor: LighthouseVariantResult, routes: LighthouseRoutes): string[] {
  const tbt = floor.metrics.tbtMs;
  const above = Object.entries(routes).map(([route, r]) => {
    const own = r.federated?.metrics.tbtMs;
    return `\`${route}\` ${own == null || tbt == null ? '–' : `${own - tbt >= 0 ? '+' : '−'}${Math.round(Math.abs(own - tbt))} ms`}`;
  });
  return [
    `React floor (bench/react-floor.ts: a page with one heading, hydrated by the site's React DOM loaded after the first paint as the site loads its script; ` +
      `median of ${floor.runs.length}): performance ${floor.scores.performance ?? '–'}, LCP ${formatMs(floor.metrics.lcpMs)}, TBT ${formatMs(tbt)} ` +
      `(runs: ${floor.runs.map((run) => formatMs(run.metrics.tbtMs)).join(', ')}). No page hydrated by React can block less on this profile.`,
    '',
    `Federated TBT above the floor: ${above.join(', ')}.`,
  ];
}

/** The lines after an empty one, or nothing when there are none. */
const withBlankBefore = (lines: string[]): string[] => (lines.length ? ['', ...lines] : []);

/**
 * Where each route's blocking time comes from, federated beside monolith: the document's own tasks and
 * the unattributable one are the same page in both variants; scripts are where federation can add.
 */
function blockingSourcesLines(routes: LighthouseRoutes): string[] {
  const rows = Object.entries(routes).flatMap(([route, r]) => {
    const fed = r.federated?.blocking;
    const mono = r.monolith?.blocking;
    if (!fed || !mono) return [];
    const pair = (key: keyof BlockingSources) => `${fed[key]} / ${mono[key]} ms`;
    return [`| \`${route}\` | ${pair('document')} | ${pair('unattributable')} | ${pair('scripts')} |`];
  });
  if (!rows.length) return [];
  return [
    "Where the blocking comes from (bench/blocking-sources.ts): each long task's blocking time as TBT counts it, by what Lighthouse attributes the task to; " +
      'mean per run, federated / monolith. The document (its parse, style, layout and paint) and the task Lighthouse cannot attribute are the same page in ' +
      'both variants, and their spread between runs is most of the spread of TBT; scripts are the site\'s code, federation included.',
    '',
    '| Route | Document | Unattributable | Scripts |',
    '|---|--:|--:|--:|',
    ...rows,
  ];
}

/** Issue 30's profile: the machine's benchmarkIndex, the multiplier it gives, and the overview on it. */
export function calibratedSection({ calibration, routes, interactions, reactFloor }: NonNullable<LighthouseResults['calibrated']>): string[] {
  const tbtRatios = Object.entries(routes).map(([route, r]) => {
    const value = r.federated?.metrics.tbtMs != null && r.monolith?.metrics.tbtMs ? r.federated.metrics.tbtMs / r.monolith.metrics.tbtMs : null;
    return `\`${route}\` ${value == null ? '–' : `${value.toFixed(2)}×${mark(check(value, { max: 1.1 }))}`}`;
  });
  return [
    '## Calibrated profile: the same phone on every machine (issue 30)',
    '',
    `This machine's benchmarkIndex ${Math.round(calibration.benchmarkIndex)} (median of ${calibration.samples.map(Math.round).join(', ')}) → CPU slowdown ` +
      `${calibration.cpuSlowdownMultiplier}× by the Lighthouse CPU-throttling calculator's method (bench/cpu-calibration.ts), instead of the fixed 4×; network as above.`,
    '',
    overviewTable({ routes }, CALIBRATED_TARGETS),
    '',
    `TBT federated/monolith (target ≤ 1.1×): ${tbtRatios.join(', ')}.`,
    ...withBlankBefore(blockingSourcesLines(routes)),
    ...(reactFloor ? ['', ...reactFloorLines(reactFloor, routes)] : []),
    ...(interactions?.length
      ? [
          '',
          `Scripted interactions after hydration on the same CPU slowdown, the longest Event Timing entry of each (INP's measure; target ≤ ${INTERACTION_TARGET_MS} ms; medians):`,
          '',
          '| Interaction | Page | Federated | Monolith |',
          '|---|---|--:|--:|',
          ...interactions.map(
            (i) =>
              `| ${i.name} | \`${i.route}\` | ${i.federated.medianMs} ms${mark(check(i.federated.medianMs, { max: INTERACTION_TARGET_MS }))} | ${i.monolith.medianMs} ms${mark(check(i.monolith.medianMs, { max: INTERACTION_TARGET_MS }))} |`,
          ),
        ]
      : []),
  ];
}

/** The whole SUMMARY.md. */
export function renderSummary(lh: LighthouseResults, bundles: BundleResults): string {
  const { meta } = lh;
  const out: string[] = [];
  out.push('# Bench summary: federated vs monolith');
  out.push('');
  out.push(
    `${meta.date.slice(0, 16).replace('T', ' ')} UTC · commit \`${meta.git.commit.slice(0, 10)}\`${meta.git.dirty ? ' (working tree had uncommitted changes)' : ''} · ` +
      `${meta.machine.nproc} cores, ${meta.machine.cpu}, Node ${meta.machine.node}, ${meta.machine.chromium.replace(/ built on.*/, '')}, Lighthouse ${meta.machine.lighthouse} · ` +
      `${meta.runsPerPage} Lighthouse run(s) per page and variant${meta.runsPerPage > 1 ? ' (median)' : ''} · ${meta.throttling} · ` +
      `${meta.buildMode === 'fresh' ? 'both variants built from the working tree in this run' : 'federated: the existing <app>/dist builds'} · bench took ${Math.round(meta.durationSeconds)} s` +
      `${meta.loadAverage ? ` · load average at the end ${meta.loadAverage.join(', ')}` : ''}` +
      `${meta.serverReact ? ` · pages server-rendered with React's ${meta.serverReact} build` : ''}.`,
  );
  if (meta.adminHost === 'unavailable') {
    out.push('');
    out.push('> **The admin host was not running**: pages that call the API show their error/empty states, in both variants alike.');
  }
  out.push('');
  out.push(
    '"Federated" is the site as `pnpm start` serves it; "monolith" is the same code built as one app without Module Federation (`tools/monolith`). ' +
      'Targets: issue 15\'s for performance (≥ 98), LCP (≤ 1.5 s and federated/monolith ≤ 1.05×), TBT and CLS; issue 8\'s for the other scores and the bytes. Both variants are server-rendered by the same code (shell/server/render.ts; the monolith with its own server build, see bench/README.md). The two status columns say whether each variant meets them (ratio targets are judged on the federated column). ' +
      `"Before first render" = ${bundles.definition}`,
  );

  out.push('', '## Overview (Lighthouse medians)', '', overviewTable(lh));
  if (lh.calibrated) out.push('', ...calibratedSection(lh.calibrated));

  for (const route of Object.keys(lh.routes)) {
    const lhRoute = lh.routes[route]!;
    out.push('');
    out.push(`## \`${route}\``);
    out.push('');
    out.push(markdownTable(routeRows(route, lhRoute, bundles.routes[route])));
    const failing = lhRoute.federated?.failedAudits;
    if (failing) {
      const lines = (['accessibility', 'best-practices', 'seo'] as const)
        .filter((c) => failing[c].length > 0)
        .map((c) => `- ${c}, failing audits (federated): ${failing[c].map((a) => `\`${a.id}\`${a.weight === 0 ? ' (not scored)' : ''}`).join(', ')}`);
      if (lines.length) out.push('', ...lines);
    }
    const fed = bundles.routes[route]?.federated;
    const mono = bundles.routes[route]?.monolith;
    if (fed && mono && fed.h1 !== mono.h1) {
      out.push('', `> The variants rendered different headings: federated "${fed.h1 ?? 'none'}", monolith "${mono.h1 ?? 'none'}".`);
    }
    const lcpElements = (['federated', 'monolith'] as const)
      .map((v) => bundles.routes[route]?.[v]?.lcp?.element && `${v} \`${bundles.routes[route]![v]!.lcp!.element}\``)
      .filter(Boolean);
    if (lcpElements.length) out.push('', `LCP element (unthrottled Playwright load): ${lcpElements.join(', ')}.`);
    const errors = (['federated', 'monolith'] as const).flatMap((v) => [
      ...(lhRoute[v]?.runs.some((r) => r.runtimeError) ? [`- ${v}: Lighthouse error ${lhRoute[v]!.runs.find((r) => r.runtimeError)!.runtimeError}`] : []),
      ...erroredAuditLines(v, lhRoute[v]),
    ]);
    if (errors.length) out.push('', ...errors);
  }

  for (const variant of ['federated', 'monolith'] as const) {
    const home = bundles.routes['/']?.[variant];
    if (!home) continue;
    out.push('');
    out.push(`## Home: the biggest JS/CSS before first render (${variant}, gzip)`);
    out.push('');
    for (const file of home.files.slice(0, 8)) out.push(`- ${formatKiB(file.gzipBytes)} — ${file.app} \`${file.path}\``);
  }
  out.push('');
  return out.join('\n');
}

/**
 * The audits Lighthouse could not run in any of a variant's runs, said once per route: the figures
 * stand, but what those audits explain (the LCP element, layout shifts…) is missing. Seen when
 * Chromium is newer than the Lighthouse version reads (12.2.3 with Chromium 156: six audits).
 */
export function erroredAuditLines(variant: Variant, result: LighthouseVariantResult | undefined): string[] {
  const errored = new Map<string, string>();
  for (const run of result?.runs ?? []) for (const audit of run.erroredAudits ?? []) if (!errored.has(audit.id)) errored.set(audit.id, audit.error);
  if (errored.size === 0) return [];
  const [first] = errored.values();
  return [`- ${variant}: Lighthouse could not run ${[...errored.keys()].map((id) => `\`${id}\``).join(', ')} (${first})`];
}
