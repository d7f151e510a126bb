// `pnpm --filter admin-host bench:api`: requests per second, p99 latency and server CPU per request
// of the list endpoints on both databases (SQLite, and PostgreSQL started from npm), each against
// its target of issue 32: a bare Fastify answering the same path with exactly the bytes and headers
// the admin host sent (bench-server.ts `mirror`); the list must reach 0.9x of it. The dealer search
// and /health are measured against a bare hello-world for context. Every server runs in its own
// process; autocannon runs here. Writes bench/results/api.json at the repo root. Loopback only.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options as AutocannonOptions } from 'autocannon';
import { startEmbeddedPostgres } from '../scripts/embedded-postgres';
import { onServer, withDatabase } from '../src/test-database';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_S = 1;
const CONNECTIONS = 10;
const TARGET = 0.9;
const RESULTS = path.resolve(HERE, '..', '..', 'bench', 'results', 'api.json');
const LISTS = ['/investors/list-annual-report', '/investors/list-shareholders-pattern', '/dealers/list-states', '/blog/blog-post'];
// Browsers always offer compression; the lists answer it with their precompressed bodies.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

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

interface Server {
  url: string;
  child: ChildProcess;
}

function startServer(kind: 'hello' | 'mirror' | 'api', ...args: string[]): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'bench-server.ts'), kind, ...args], {
    cwd: path.resolve(HERE, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve({ url: chunk.toString().trim(), child }));
    child.once('exit', (code) => reject(new Error(`bench server ${kind} exited with ${code}`)));
  });
}

/** An answer's headers and body exactly as sent (fetch would decode the brotli body). */
function rawAnswer(url: string): Promise<{ headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        // What Node writes for every answer itself (date, connection, length) is left to the mirror's Node.
        for (const [name, value] of Object.entries(response.headers)) {
          if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name) && typeof value === 'string') headers[name] = value;
        }
        resolve({ headers, body: Buffer.concat(chunks).toString('base64') });
      });
    }).on('error', reject);
  });
}

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

interface Target {
  name: string;
  kind: 'list' | 'search' | 'reference';
  reference: { pid: number; options: AutocannonOptions };
  run: { pid: number; options: AutocannonOptions };
}

/**
 * Each target is measured right after its reference, ROUNDS times, and its ratio is the median of
 * those paired ratios: on a shared machine the load drifts, and pairing cancels most of it.
 */
async function measureTarget(target: Target) {
  await measure(target.reference, WARMUP_S);
  await measure(target.run, WARMUP_S);
  const pairs = [];
  for (let round = 0; round < ROUNDS; round++) {
    const base = await measure(target.reference, DURATION_S);
    const run = await measure(target.run, DURATION_S);
    pairs.push({ base, run });
  }
  const entry = {
    name: target.name,
    kind: target.kind,
    requestsPerSecond: Math.round(median(pairs.map((p) => p.run.rps))),
    referenceRequestsPerSecond: Math.round(median(pairs.map((p) => p.base.rps))),
    p99Ms: median(pairs.map((p) => p.run.p99)),
    ratio: Number(median(pairs.map((p) => p.run.rps / p.base.rps)).toFixed(2)),
    cpuMicrosPerRequest: medianOrNull(pairs.map((p) => p.run.cpuPerRequest)),
    cpuRatio: medianOrNull(pairs.map((p) => (p.base.cpuPerRequest && p.run.cpuPerRequest ? p.base.cpuPerRequest / p.run.cpuPerRequest : null)), 2),
  };
  console.log(
    `${entry.name.padEnd(58)} ${String(entry.requestsPerSecond).padStart(7)} req/s   p99 ${entry.p99Ms} ms   ${entry.ratio}x` +
      `   server CPU ${entry.cpuMicrosPerRequest ?? '?'} µs/request (${entry.cpuRatio ?? '?'}x)`,
  );
  return entry;
}

const boundary = 'benchboundary';
const searchBody = `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n2\r\n--${boundary}\r\nContent-Disposition: form-data; name="pin"\r\n\r\nkollam\r\n--${boundary}--\r\n`;

const loadBefore = os.loadavg()[0]!;
const postgres = await startEmbeddedPostgres();
const started: Server[] = [];
const start = async (...args: Parameters<typeof startServer>) => {
  const server = await startServer(...args);
  started.push(server);
  return server;
};
const databases: Record<string, unknown> = {};
try {
  await onServer(postgres.url, 'CREATE DATABASE bench');
  const hello = await start('hello');
  const helloRun = { pid: hello.child.pid!, options: { url: `${hello.url}/`, headers: BROWSER_HEADERS } satisfies AutocannonOptions };
  for (const [database, args] of [['sqlite', []], ['postgres', [withDatabase(postgres.url, 'bench')]]] as const) {
    console.log(`\n${database}`);
    const api = await start('api', ...args);
    const answers = Object.fromEntries(await Promise.all(LISTS.map(async (route) => [route, await rawAnswer(`${api.url}${route}`)] as const)));
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-mirror-')), 'answers.json');
    writeFileSync(file, JSON.stringify(answers));
    const mirror = await start('mirror', file);
    const on = (server: Server, route: string, extra: Partial<AutocannonOptions> = {}) => ({
      pid: server.child.pid!,
      options: { url: `${server.url}${route}`, headers: BROWSER_HEADERS, ...extra } satisfies AutocannonOptions,
    });
    const targets: Target[] = [
      ...LISTS.map((route) => ({ name: `GET ${route} (vs the same bytes from bare Fastify)`, kind: 'list' as const, reference: on(mirror, route), run: on(api, route) })),
      // The admin host's own hooks (security headers, CORS) on a trivial route, against a hello-world.
      { name: "GET /health (the admin host's hooks; vs hello-world)", kind: 'reference', reference: helloRun, run: on(api, '/health') },
      {
        name: 'POST /dealers/search (type=2, pin=kollam; vs hello-world)',
        kind: 'search',
        reference: helloRun,
        run: on(api, '/dealers/search', { method: 'POST', headers: { ...BROWSER_HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` }, body: searchBody }),
      },
    ];
    const results = [];
    for (const target of targets) results.push(await measureTarget(target));
    const lists = results.filter((r) => r.kind === 'list');
    databases[database] = {
      listMinRatio: Math.min(...lists.map((r) => r.ratio)),
      listTargetMet: lists.every((r) => r.ratio >= TARGET),
      listMinCpuRatio: lists.some((r) => r.cpuRatio === null) ? null : Math.min(...lists.map((r) => r.cpuRatio!)),
      results,
    };
    console.log(`${database}: list endpoints min ${Math.min(...lists.map((r) => r.ratio))}x the same bytes from bare Fastify (target ${TARGET}x)`);
  }
} finally {
  for (const server of started) server.child.kill('SIGTERM');
  await Promise.all(started.map((server) => new Promise((resolve) => (server.child.exitCode === null ? server.child.once('exit', resolve) : resolve(null)))));
  await postgres.stop();
}

const cpus = os.cpus().length;
const report = {
  date: new Date().toISOString(),
  machine: { cpus, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, loadAverageBefore: Number(loadBefore.toFixed(2)), loadAverageAfter: Number(os.loadavg()[0]!.toFixed(2)) },
  settings: { secondsPerRun: DURATION_S, rounds: ROUNDS, warmupSeconds: WARMUP_S, connections: CONNECTIONS, serversInOwnProcess: true },
  method:
    'each target run right after its reference, ROUNDS times; ratio = median of the paired req/s ratios; requests send accept-encoding: gzip, deflate, br like a browser; ' +
    "a list's reference is a bare Fastify answering the same path with the same bytes and headers; cpu ratio = reference server CPU time per request / admin host main-thread CPU time per request (/proc)",
  target: `list endpoints >= ${TARGET}x a bare Fastify sending the same bytes with the same headers, on both databases`,
  databases,
};
mkdirSync(path.dirname(RESULTS), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
if (loadBefore > cpus * 0.5) console.log(`Note: load average was ${loadBefore.toFixed(1)} on ${cpus} CPUs; absolute numbers are unreliable.`);
console.log(`Wrote ${RESULTS}`);
