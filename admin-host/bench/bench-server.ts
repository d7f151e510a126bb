// One server for bench/api.ts, in its own process so the load generator does not share its event
// loop: `hello` (a bare Fastify hello-world), `hello-headers` (the same hello-world answering with
// the headers a list answer carries: security headers, ETag, cache-control, Vary — how much of the
// gap to hello-world is the headers alone), `hello-bytes <n>` (the same, answering n incompressible
// bytes as brotli: what a list answer of that size costs any Fastify route) or `api` (the admin host on a seeded temp database,
// rate limit out of the way). Prints its URL on stdout, exits on SIGTERM.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { securityHeaders } from '../src/http/security-headers';

const kind = process.argv[2];
let server: FastifyInstance;
if (kind === 'hello') {
  server = Fastify();
  server.get('/', async () => ({ hello: 'world' }));
} else if (kind === 'hello-headers') {
  server = Fastify();
  const headers = { ...securityHeaders(), vary: 'Origin, Accept-Encoding', etag: '"9xJ4Ev3nknW7UC6FAK_AYasrQO0"', 'cache-control': 'no-cache' };
  server.get('/', async (_request, reply) => reply.headers(headers).send({ hello: 'world' }));
} else if (kind === 'hello-bytes') {
  server = Fastify();
  const headers = { ...securityHeaders(), vary: 'Origin, Accept-Encoding', etag: '"9xJ4Ev3nknW7UC6FAK_AYasrQO0-br"', 'cache-control': 'no-cache', 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'br' };
  // Bytes that look like compressed data (no run compresses further anywhere on the way).
  const body = Buffer.from(Array.from({ length: Number(process.argv[3]) }, (_, i) => (i * 2654435761) >>> 24));
  server.get('/', async (_request, reply) => reply.headers(headers).send(body));
} else if (kind === 'api') {
  const dir = mkdtempSync(path.join(tmpdir(), 'admin-bench-'));
  server = await buildApp({ dbPath: path.join(dir, 'site.db'), uploadsDir: dir, allowedOrigins: [], searchRateLimit: 1_000_000_000 });
} else {
  throw new Error('usage: bench-server.ts hello|hello-headers|hello-bytes <n>|api');
}
const url = await server.listen({ port: 0, host: '127.0.0.1' });
console.log(url);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
