// One server for bench/api.ts, in its own process so the load generator does not share its event
// loop: `hello` (a bare Fastify hello-world) or `api` (the admin host on a seeded temp database,
// rate limit out of the way). Prints its URL on stdout, exits on SIGTERM.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';

const kind = process.argv[2];
let server: FastifyInstance;
if (kind === 'hello') {
  server = Fastify();
  server.get('/', async () => ({ hello: 'world' }));
} else if (kind === 'api') {
  const dir = mkdtempSync(path.join(tmpdir(), 'admin-bench-'));
  server = await buildApp({ dbPath: path.join(dir, 'site.db'), uploadsDir: dir, allowedOrigins: [], searchRateLimit: 1_000_000_000 });
} else {
  throw new Error('usage: bench-server.ts hello|api');
}
const url = await server.listen({ port: 0, host: '127.0.0.1' });
console.log(url);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
