// `pnpm bench:html`: time to first byte of the shell's server-written page on a page-cache hit and
// on a miss, unthrottled, p50/p99 over a bounded run (50 connections, a browser's Accept-Encoding),
// and the latency of a remote's remoteEntry.js served by the same process during that flood (the
// issue-15 symptom: 1 ms → 180 ms while every page was brotli-compressed at quality 11). Two server
// processes (bench/html-server.ts): page cache on, and one that keeps nothing (every request a
// miss). Loopback only; about 45 s. Writes bench/results/html.json.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMissing } from '../tools/serve/stack.ts';
import { percentile } from './stats.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(here, 'results', 'html.json');
const ROUTE = process.env.BENCH_ROUTE ?? '/investors/annual-report';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };
/** Each server set on its own ports, away from `pnpm start` and `pnpm bench` (60000). */
const OFFSETS = { hit: 50000, miss: 51000 } as const;

interface Urls {
  shell: string;
  remoteEntry: string;
}

function startServers(mode: 'hit' | 'miss'): Promise<{ urls: Urls; child: ChildProcess }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT_OFFSET: String(OFFSETS[mode]) };
  delete env.REMOTE_MAP_FILE;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'html-server.ts'), mode === 'hit' ? 'cache' : 'no-cache'], {
    cwd: path.resolve(here, '..'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve({ urls: JSON.parse(chunk.toString()) as Urls, child }));
    child.once('exit', (code) => reject(new Error(`bench html server (${mode}) exited with ${code}`)));
  });
}

interface Sample {
  ttfb: number[];
  total: number[];
  bytes: number;
  errors: number;
}

/** `connections` keep-alive loops requesting `url` until `seconds` are over; first byte = response headers. */
async function load(url: string, connections: number, seconds: number): Promise<Sample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const sample: Sample = { ttfb: [], total: [], bytes: 0, errors: 0 };
  const end = performance.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      http
        .get(url, { agent, headers: BROWSER_HEADERS }, (res) => {
          sample.ttfb.push(performance.now() - start);
          if (res.statusCode !== 200) sample.errors += 1;
          res.on('data', (chunk: Buffer) => (sample.bytes += chunk.length));
          res.on('end', () => {
            sample.total.push(performance.now() - start);
            resolve();
          });
        })
        .on('error', () => {
          sample.errors += 1;
          resolve();
        });
    });
  const loop = async () => {
    while (performance.now() < end) await once();
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  return sample;
}

const ms = (value: number) => Number(value.toFixed(2));
const summary = (sample: Sample, seconds: number) => ({
  requests: sample.total.length,
  requestsPerSecond: Math.round(sample.total.length / seconds),
  ttfbP50Ms: ms(percentile(sample.ttfb, 50)),
  ttfbP99Ms: ms(percentile(sample.ttfb, 99)),
  totalP99Ms: ms(percentile(sample.total, 99)),
  bytesPerResponse: sample.total.length ? Math.round(sample.bytes / sample.total.length) : 0,
  errors: sample.errors,
});

async function measure(mode: 'hit' | 'miss') {
  const { urls, child } = await startServers(mode);
  try {
    const page = `${urls.shell}${ROUTE}`;
    await load(page, 5, 1); // warm-up: files read, screen-assets.json fetched, the page cached (hit)
    const quiet = await load(urls.remoteEntry, 1, 1);
    const [flood, remoteEntry] = await Promise.all([load(page, CONNECTIONS, SECONDS), load(urls.remoteEntry, 1, SECONDS)]);
    // The ceiling of this server and this load generator on this machine: a small static file.
    const file = mode === 'hit' ? summary(await load(`${urls.shell}/robots.txt`, CONNECTIONS, SECONDS), SECONDS) : undefined;
    return {
      ...(file ? { staticFile: file } : {}),
      page: summary(flood, SECONDS),
      remoteEntryQuiet: summary(quiet, 1),
      remoteEntryDuringFlood: summary(remoteEntry, SECONDS),
    };
  } finally {
    child.kill('SIGTERM');
  }
}

await buildMissing(['shell', 'mfe-products', 'mfe-investors', 'mfe-dealers', 'mfe-content']);
const loadBefore = os.loadavg()[0]!;
const hit = await measure('hit');
const miss = await measure('miss');
const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, loadAverageBefore: Number(loadBefore.toFixed(2)) },
  settings: { route: ROUTE, connections: CONNECTIONS, seconds: SECONDS, headers: BROWSER_HEADERS },
  method:
    'own keep-alive load loops (bench/html.ts) against the shell and remotes in one server process (bench/html-server.ts), as `pnpm start` runs them; ' +
    'TTFB = request sent → response headers received; "miss" = a page cache that keeps nothing, so every request renders and compresses (cheap level); ' +
    'remoteEntry.js of mfe-investors probed on 1 connection on its own (quiet) and during the page flood',
  before: 'issue 15 on main before the cache: 447 req/s, p99 162 ms (autocannon, 50 connections); remoteEntry.js 1 ms → 180 ms during the flood',
  hit,
  miss,
};
mkdirSync(path.dirname(RESULTS), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
const row = (name: string, r: ReturnType<typeof summary>) =>
  `| ${name} | ${r.requestsPerSecond} | ${r.ttfbP50Ms} | ${r.ttfbP99Ms} | ${r.totalP99Ms} | ${r.bytesPerResponse} | ${r.errors} |`;
console.log(
  [
    `HTML of ${ROUTE}, ${CONNECTIONS} connections, ${SECONDS} s, load average before ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs`,
    '| | req/s | TTFB p50 ms | TTFB p99 ms | total p99 ms | bytes | errors |',
    '|---|---|---|---|---|---|---|',
    row('static file (robots.txt), same server', hit.staticFile!),
    row('page, cache hit', hit.page),
    row('page, cache miss', miss.page),
    row('remoteEntry.js quiet', hit.remoteEntryQuiet),
    row('remoteEntry.js during hit flood', hit.remoteEntryDuringFlood),
    row('remoteEntry.js during miss flood', miss.remoteEntryDuringFlood),
  ].join('\n'),
);
console.log(`Wrote ${RESULTS}`);
