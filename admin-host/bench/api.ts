// `pnpm --filter admin-host bench:api`: requests per second and p99 latency of the list endpoints
// and the dealer search, against a bare Fastify hello-world measured in the same run on this
// machine. Each server runs in its own process (bench-server.ts); autocannon runs here. Writes
// bench/results/api.json at the repo root. Loopback only; about 50 s.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options as AutocannonOptions } from 'autocannon';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_S = 1;
const CONNECTIONS = 10;
const RESULTS = path.resolve(HERE, '..', '..', 'bench', 'results', 'api.json');

/**
 * CPU time (µs) the server's main thread, where Fastify handles every request, has run so far: the
 * scheduler's nanosecond count from /proc on Linux; null elsewhere. Throughput on a small shared
 * machine swings with whatever else runs, but the server's CPU time per request hardly does: it is
 * the load-independent second view of the same comparison.
 */
function cpuMicros(pid: number): number | null {
  const file = `/proc/${pid}/schedstat`;
  if (!existsSync(file)) return null;
  return Number(readFileSync(file, 'utf8').split(' ')[0]) / 1000;
}

function startServer(kind: 'hello' | 'hello-headers' | 'hello-bytes' | 'api', ...args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'bench-server.ts'), kind, ...args], {
    cwd: path.resolve(HERE, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve({ url: chunk.toString().trim(), child }));
    child.once('exit', (code) => reject(new Error(`bench server ${kind} exited with ${code}`)));
  });
}

const boundary = 'benchboundary';
const searchBody = `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n2\r\n--${boundary}\r\nContent-Disposition: form-data; name="pin"\r\n\r\nkollam\r\n--${boundary}--\r\n`;

const [hello, helloHeaders, api] = await Promise.all([startServer('hello'), startServer('hello-headers'), startServer('api')]);
// Browsers always offer compression; the lists answer it with their precompressed bodies.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
// The largest list answer's size as sent (brotli), for a hello-world answering as many bytes.
// (fetch decodes the body, so the size is read from the answer's Content-Length.)
const blogAnswer = await fetch(`${api.url}/blog/blog-post`, { headers: { 'accept-encoding': 'br' } });
const BLOG_BYTES = Number(blogAnswer.headers.get('content-length'));
await blogAnswer.arrayBuffer();
if (blogAnswer.headers.get('content-encoding') !== 'br' || !BLOG_BYTES) throw new Error('/blog/blog-post did not answer brotli with a length');
const helloBytes = await startServer('hello-bytes', String(BLOG_BYTES));
const baseline = { pid: hello.child.pid!, options: { url: `${hello.url}/`, headers: BROWSER_HEADERS } satisfies AutocannonOptions };
const targets: { name: string; kind: 'list' | 'search' | 'reference'; pid: number; options: AutocannonOptions }[] = [
  {
    name: 'hello-world with a list answer\'s headers',
    kind: 'reference',
    pid: helloHeaders.child.pid!,
    options: { url: `${helloHeaders.url}/`, headers: BROWSER_HEADERS },
  },
  {
    // The size of an answer costs every route alike (the write, the loopback, the client reading
    // it): what a list as big as the blog's could reach at best.
    name: `hello-world answering ${BLOG_BYTES} B (the blog list's size) with a list's headers`,
    kind: 'reference',
    pid: helloBytes.child.pid!,
    options: { url: `${helloBytes.url}/`, headers: BROWSER_HEADERS },
  },
  {
    // The admin host's own hooks (security headers, CORS) on a trivial route: how much of the gap
    // is the app-wide request path rather than the lists' handler.
    name: 'GET /health (the admin host\'s hooks, trivial handler)',
    kind: 'reference',
    pid: api.child.pid!,
    options: { url: `${api.url}/health`, headers: BROWSER_HEADERS },
  },
  ...[
    '/investors/list-annual-report',
    '/investors/list-shareholders-pattern',
    '/dealers/list-states',
    '/blog/blog-post',
  ].map((route) => ({ name: `GET ${route}`, kind: 'list' as const, pid: api.child.pid!, options: { url: `${api.url}${route}`, headers: BROWSER_HEADERS } })),
  {
    name: 'POST /dealers/search (type=2, pin=kollam)',
    kind: 'search',
    pid: api.child.pid!,
    options: {
      url: `${api.url}/dealers/search`,
      method: 'POST',
      headers: { ...BROWSER_HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: searchBody,
    },
  },
];

async function measure({ pid, options }: { pid: number; options: AutocannonOptions }, seconds: number) {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: seconds });
  const cpuAfter = cpuMicros(pid);
  if (result.non2xx || result.errors) throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuPerRequest = cpuBefore === null || cpuAfter === null || !result.requests.total ? null : (cpuAfter - cpuBefore) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpuPerRequest };
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianOrNull = (values: (number | null)[], digits = 1) =>
  values.some((v) => v === null) ? null : Number(median(values as number[]).toFixed(digits));

// Each target is measured right after a hello-world run, ROUNDS times, and its ratio is the median
// of those paired ratios: on a shared machine the load drifts, and pairing cancels most of it.
const loadBefore = os.loadavg()[0]!;
const results = [];
const helloRuns: { rps: number; p99: number; cpuPerRequest: number | null }[] = [];
try {
  await measure(baseline, WARMUP_S);
  for (const target of targets) {
    await measure(target, WARMUP_S);
    const pairs = [];
    for (let round = 0; round < ROUNDS; round++) {
      const base = await measure(baseline, DURATION_S);
      const run = await measure(target, DURATION_S);
      helloRuns.push(base);
      pairs.push({ base, run });
    }
    const entry = {
      name: target.name,
      kind: target.kind,
      requestsPerSecond: Math.round(median(pairs.map((p) => p.run.rps))),
      p99Ms: median(pairs.map((p) => p.run.p99)),
      ratioToHelloWorld: Number(median(pairs.map((p) => p.run.rps / p.base.rps)).toFixed(2)),
      cpuMicrosPerRequest: medianOrNull(pairs.map((p) => p.run.cpuPerRequest)),
      cpuRatioToHelloWorld: medianOrNull(pairs.map((p) => (p.base.cpuPerRequest && p.run.cpuPerRequest ? p.base.cpuPerRequest / p.run.cpuPerRequest : null)), 2),
    };
    results.push(entry);
    console.log(
      `${entry.name.padEnd(48)} ${String(entry.requestsPerSecond).padStart(7)} req/s   p99 ${entry.p99Ms} ms   ${entry.ratioToHelloWorld}x` +
        `   server CPU ${entry.cpuMicrosPerRequest ?? '?'} µs/request (${entry.cpuRatioToHelloWorld ?? '?'}x)`,
    );
  }
} finally {
  hello.child.kill('SIGTERM');
  helloHeaders.child.kill('SIGTERM');
  helloBytes.child.kill('SIGTERM');
  api.child.kill('SIGTERM');
}

const helloWorld = {
  name: 'hello-world (bare Fastify)',
  kind: 'baseline',
  requestsPerSecond: Math.round(median(helloRuns.map((r) => r.rps))),
  p99Ms: median(helloRuns.map((r) => r.p99)),
  ratioToHelloWorld: 1,
  cpuMicrosPerRequest: medianOrNull(helloRuns.map((r) => r.cpuPerRequest)),
  cpuRatioToHelloWorld: 1,
};
console.log(`${helloWorld.name.padEnd(48)} ${String(helloWorld.requestsPerSecond).padStart(7)} req/s   p99 ${helloWorld.p99Ms} ms`);
const lists = results.filter((r) => r.kind === 'list');
const cpus = os.cpus().length;
const report = {
  date: new Date().toISOString(),
  machine: { cpus, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, loadAverageBefore: Number(loadBefore.toFixed(2)) },
  settings: { secondsPerRun: DURATION_S, rounds: ROUNDS, warmupSeconds: WARMUP_S, connections: CONNECTIONS, serversInOwnProcess: true },
  method:
    'each target run right after a hello-world run; ratio = median of the paired ratios; requests send accept-encoding: gzip, deflate, br like a browser; ' +
    'cpu ratio = hello-world server CPU time per request / target server main-thread CPU time per request (from /proc), which machine load hardly moves',
  target: 'list endpoints >= 0.8x hello-world',
  listMinRatio: Math.min(...lists.map((r) => r.ratioToHelloWorld)),
  listTargetMet: lists.every((r) => r.ratioToHelloWorld >= 0.8),
  listMinCpuRatio: lists.some((r) => r.cpuRatioToHelloWorld === null) ? null : Math.min(...lists.map((r) => r.cpuRatioToHelloWorld!)),
  results: [helloWorld, ...results],
};
mkdirSync(path.dirname(RESULTS), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
if (loadBefore > cpus * 0.5) console.log(`Note: load average was ${loadBefore.toFixed(1)} on ${cpus} CPUs; absolute numbers are unreliable.`);
console.log(`list endpoints: min ${report.listMinRatio}x hello-world (target 0.8x: ${report.listTargetMet ? 'met' : 'NOT met'}); by server CPU per request: min ${report.listMinCpuRatio ?? '?'}x`);
console.log(`Wrote ${RESULTS}`);
