// `pnpm bench:html`: the shell's server-rendered page, unthrottled, over bounded runs (loopback only,
// about a minute):
//  - server-render throughput of the investor list page (BENCH_ROUTE, default /investors/annual-report):
//    requests/s and latency when EVERY request is a render (bench/render-every-time.ts: a page cache
//    that gives each request a key of its own, so nothing is cached or shared) and on a cache hit,
//    on 1 connection (the cost of one page) and on 50 (the server's ceiling);
//  - time to first byte on a hit and on a miss (50 connections, a browser's Accept-Encoding), and
//    the latency of a remote's remoteEntry.js served by the same server (the shell's /mf/) during that flood (the
//    issue-15 symptom: 1 ms → 180 ms while every page was brotli-compressed at quality 11).
// Two server processes (bench/html-server.ts: shell + remotes, as `pnpm start` runs them), one per
// page cache, with the admin host beside them. Each run checks that the page really is server-
// rendered and counts the renders the server did. Writes bench/results/html.json and its line in SUMMARY.md.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageCacheStats } from '../shell/server/page-cache.ts';
import { buildMissing, ROOT, startAdminHost, type AdminHostProcess } from '../tools/serve/stack.ts';
import { chromiumPath } from './config.ts';
import { BROWSER_HEADERS, load, summarize, type LoadSummary } from './http-load.ts';
import { runMeta } from './machine.ts';
import { RENDERING_PROCESS_ARGS } from './production-react.ts';
import { withServerLine } from './summary-lines.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(here, 'results', 'html.json');
const SUMMARY = path.join(here, 'results', 'SUMMARY.md');
const ROUTE = process.env.BENCH_ROUTE ?? '/investors/annual-report';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
/**
 * Each server set on its own ports, away from `pnpm start` (0) and `pnpm bench` (60000), and below
 * Linux's ephemeral range (32768+), where a port can be taken by any outgoing connection of the
 * load loops: shells 13000 and 13100, the admin host 14000.
 */
const OFFSETS = { hit: 10000, miss: 10100 } as const;
const ADMIN_PORT = 4000 + OFFSETS.hit;

type Mode = keyof typeof OFFSETS;
interface Urls {
  shell: string;
  remoteEntry: string;
}
type ServerStats = PageCacheStats & { rssBytes: number };

interface Server {
  urls: Urls;
  serverReact: string;
  stats(): Promise<ServerStats>;
  stop(): Promise<void>;
}

function startServer(mode: Mode, adminHost: string): Promise<Server> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT_OFFSET: String(OFFSETS[mode]), ADMIN_HOST: adminHost };
  delete env.REMOTE_MAP_FILE;
  const child: ChildProcess = fork(path.join(here, 'html-server.ts'), [mode === 'hit' ? 'cache' : 'render-every-time'], {
    cwd: ROOT,
    env,
    execArgv: [...RENDERING_PROCESS_ARGS],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const reply = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`bench html server (${mode}) exited with ${code}`));
      const onMessage = (message: { type: string } & T) => {
        if (message.type !== type) return;
        child.off('message', onMessage).off('exit', onExit);
        resolve(message);
      };
      child.on('message', onMessage).once('exit', onExit);
    });
  return reply<{ urls: Urls; serverReact: string }>('ready').then(({ urls, serverReact }) => ({
    urls,
    serverReact,
    async stats() {
      const answer = reply<{ stats: ServerStats }>('stats');
      child.send('stats');
      return (await answer).stats;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  }));
}

/** The page as a browser without script gets it: is the route's content in the HTML? */
async function checkPage(url: string): Promise<{ serverRendered: boolean; htmlBytes: number }> {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const root = html.slice(html.indexOf('<div id="root">'));
  return { serverRendered: /^<div id="root"><[\s\S]*<h1[\s>]/.test(root), htmlBytes: Buffer.byteLength(html) };
}

/** A load run, with the renders the server did during it. */
async function measured(server: Server, url: string, connections: number, seconds: number): Promise<LoadSummary & { renders: number }> {
  const before = await server.stats();
  const sample = summarize(await load(url, connections, seconds));
  const after = await server.stats();
  return { connections, ...sample, renders: after.misses - before.misses };
}

async function measure(mode: Mode, adminHost: string) {
  const server = await startServer(mode, adminHost);
  try {
    const page = `${server.urls.shell}${ROUTE}`;
    await load(page, 5, 1); // warm-up: files read, server code loaded, screen-assets.json fetched, the page cached (hit)
    const check = await checkPage(page);
    const quiet = summarize(await load(server.urls.remoteEntry, 1, 1));
    const oneConnection = await measured(server, page, 1, SECONDS);
    const before = await server.stats();
    const [flood, remoteEntry] = await Promise.all([load(page, CONNECTIONS, SECONDS), load(server.urls.remoteEntry, 1, SECONDS)]);
    const after = await server.stats();
    const floodSummary = { connections: CONNECTIONS, ...summarize(flood), renders: after.misses - before.misses };
    // The ceiling of this server and this load generator on this machine: a small static file.
    const file = mode === 'hit' ? summarize(await load(`${server.urls.shell}/robots.txt`, CONNECTIONS, SECONDS)) : undefined;
    return {
      serverReact: server.serverReact,
      ...check,
      ...(file ? { staticFile: file } : {}),
      pageOneConnection: oneConnection,
      page: floodSummary,
      remoteEntryQuiet: quiet,
      remoteEntryDuringFlood: summarize(remoteEntry),
      serverRssMiB: Math.round(after.rssBytes / 2 ** 20),
    };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  await buildMissing(['shell', 'mfe-products', 'mfe-investors', 'mfe-dealers', 'mfe-content']);
  let admin: AdminHostProcess | null = null;
  try {
    admin = await startAdminHost({ port: ADMIN_PORT, db: process.env.ADMIN_DB, quiet: true });
  } catch (error) {
    console.warn(`!! admin host unavailable, pages render their empty states: ${(error as Error).message}`);
  }
  const adminHost = admin?.url ?? `http://localhost:${ADMIN_PORT}`;
  const loadBefore = os.loadavg().map((l) => Number(l.toFixed(2)));
  try {
    const hit = await measure('hit', adminHost);
    const miss = await measure('miss', adminHost);
    const report = {
      meta: {
        ...runMeta(await chromiumPath()),
        loadAverageBefore: loadBefore,
        loadAverageAfter: os.loadavg().map((l) => Number(l.toFixed(2))),
        adminHost: admin ? 'running' : 'unavailable',
        serverReact: hit.serverReact,
        durationSeconds: Math.round((Date.now() - started) / 1000),
      },
      settings: { route: ROUTE, connections: CONNECTIONS, seconds: SECONDS, headers: BROWSER_HEADERS },
      method:
        'own keep-alive load loops (bench/http-load.ts) against the shell and remotes in one server process (bench/html-server.ts), as `pnpm start` runs them, ' +
        'the admin host beside it; TTFB = request sent → response headers received (a page is written whole, so TTFB includes its render and compression); ' +
        '"hit" = the default page cache, warmed; "miss" = every request a server render with the cheap compression of a miss (bench/render-every-time.ts: ' +
        'a key per request, so concurrent requests never share a render; "renders" counts them); remoteEntry.js of mfe-investors (as pages load it: from the shell at /mf/mfe-investors/local/) probed on 1 connection ' +
        'on its own (quiet) and during the page flood; the load generator shares the 2 cores with the server',
      before: 'issue 15 on main before the cache: 447 req/s, p99 162 ms (autocannon, 50 connections); remoteEntry.js 1 ms → 180 ms during the flood',
      renderThroughput: {
        everyRequestARender: { oneConnection: pick(miss.pageOneConnection), fiftyConnections: pick(miss.page) },
        cacheHit: { oneConnection: pick(hit.pageOneConnection), fiftyConnections: pick(hit.page) },
      },
      hit,
      miss,
    };
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
    const rendered = `${hit.serverRendered && miss.serverRendered ? 'server-rendered' : 'NOT server-rendered'} by ${hit.serverReact} React`;
    const line =
      `\`${ROUTE}\` (${rendered}, ${hit.htmlBytes} B of HTML; ${report.meta.date.slice(0, 16).replace('T', ' ')} UTC, \`${report.meta.git.commit.slice(0, 10)}\`, load ${loadBefore[0]}): ` +
      `every request a render ${miss.pageOneConnection.requestsPerSecond} req/s on 1 connection (p50 ${miss.pageOneConnection.totalP50Ms} ms, p99 ${miss.pageOneConnection.totalP99Ms} ms), ` +
      `${miss.page.requestsPerSecond} req/s on ${CONNECTIONS} (TTFB p50 ${miss.page.ttfbP50Ms} ms, p99 ${miss.page.ttfbP99Ms} ms); ` +
      `cache hit ${hit.pageOneConnection.requestsPerSecond} req/s on 1 (p50 ${hit.pageOneConnection.totalP50Ms} ms), ${hit.page.requestsPerSecond} req/s on ${CONNECTIONS} ` +
      `(TTFB p50 ${hit.page.ttfbP50Ms} ms, p99 ${hit.page.ttfbP99Ms} ms); remoteEntry.js p99 ${hit.remoteEntryQuiet.ttfbP99Ms} ms quiet, ${hit.remoteEntryDuringFlood.ttfbP99Ms} ms during the hit flood, ` +
      `${miss.remoteEntryDuringFlood.ttfbP99Ms} ms during the render flood (\`html.json\`).`;
    writeFileSync(SUMMARY, withServerLine(existsSync(SUMMARY) ? readFileSync(SUMMARY, 'utf8') : '# Bench summary\n', 'bench:html', line));
    const row = (name: string, r: LoadSummary & { renders?: number }) =>
      `| ${name} | ${r.requestsPerSecond} | ${r.ttfbP50Ms} | ${r.ttfbP99Ms} | ${r.totalP99Ms} | ${r.bytesPerResponse} | ${r.renders ?? '–'} | ${r.errors} |`;
    console.log(
      [
        `HTML of ${ROUTE} (${rendered}), ${SECONDS} s per run, load average before ${loadBefore[0]} on ${os.cpus().length} CPUs`,
        '| | req/s | TTFB p50 ms | TTFB p99 ms | total p99 ms | bytes | renders | errors |',
        '|---|---|---|---|---|---|---|---|',
        row('static file (robots.txt), same server, 50 conn.', hit.staticFile!),
        row('page, cache hit, 1 conn.', hit.pageOneConnection),
        row('page, cache hit, 50 conn.', hit.page),
        row('page, every request a render, 1 conn.', miss.pageOneConnection),
        row('page, every request a render, 50 conn.', miss.page),
        row('remoteEntry.js quiet', hit.remoteEntryQuiet),
        row('remoteEntry.js during hit flood', hit.remoteEntryDuringFlood),
        row('remoteEntry.js during render flood', miss.remoteEntryDuringFlood),
      ].join('\n'),
    );
    console.log(`Wrote ${path.relative(ROOT, RESULTS)} in ${report.meta.durationSeconds} s`);
  } finally {
    await admin?.stop();
  }
}

const pick = ({ connections, requestsPerSecond, ttfbP50Ms, ttfbP99Ms, totalP50Ms, totalP99Ms }: LoadSummary) => ({
  connections,
  requestsPerSecond,
  ttfbP50Ms,
  ttfbP99Ms,
  totalP50Ms,
  totalP99Ms,
});

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
