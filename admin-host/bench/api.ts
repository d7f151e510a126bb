// `pnpm --filter admin-host bench:api`: requests per second and p99 latency of the list endpoints
// and the dealer search, against a bare Fastify hello-world measured in the same run on this
// machine. Writes bench/results/api.json at the repo root. Loopback only.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { prepareDatabase } from '../src/db/prepare';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const RESULTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench', 'results', 'api.json');

const boundary = 'benchboundary';
const searchBody = `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n2\r\n--${boundary}\r\nContent-Disposition: form-data; name="pin"\r\n\r\nkollam\r\n--${boundary}--\r\n`;

const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });

const { db } = prepareDatabase(':memory:', 'if-empty');
const app = await buildApp({ db, uploadsDir: os.tmpdir(), allowedOrigins: [], searchRateLimit: 10_000_000 });
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const targets = [
  { name: 'hello-world (bare Fastify)', url: `${helloUrl}/` },
  { name: 'GET /investors/list-annual-report', url: `${apiUrl}/investors/list-annual-report` },
  { name: 'GET /investors/list-committees', url: `${apiUrl}/investors/list-committees` },
  { name: 'GET /dealers/list-states', url: `${apiUrl}/dealers/list-states` },
  { name: 'GET /blog/blog-post', url: `${apiUrl}/blog/blog-post` },
  {
    name: 'POST /dealers/search (type=2, pin=kollam)',
    url: `${apiUrl}/dealers/search`,
    method: 'POST' as const,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: searchBody,
  },
];

const results = [];
for (const target of targets) {
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx || result.errors) throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  results.push({ name: target.name, requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 });
  console.log(`${target.name.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p99 ${result.latency.p99} ms`);
}
const baseline = results[0]!.requestsPerSecond;
const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  settings: { durationSeconds: DURATION_S, connections: CONNECTIONS },
  target: 'list endpoints ≥ 0.8× hello-world',
  results: results.map((r) => ({ ...r, ratioToHelloWorld: Number((r.requestsPerSecond / baseline).toFixed(2)) })),
};
mkdirSync(path.dirname(RESULTS), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Wrote ${RESULTS}`);
await Promise.all([hello.close(), app.close()]);
db.close();
