// One server for bench/api.ts, in its own process so the load generator does not share its event
// loop: `hello` (a bare Fastify hello-world), `mirror <file>` (a bare Fastify answering each path of
// <file> with exactly the bytes and headers the admin host sent for it: the reference of issue 32's
// target, what the same answer costs Fastify with no work at all), `api` (the admin host on a seeded
// temp SQLite database) or `api <postgres://…>` (on that PostgreSQL database, migrated and seeded),
// rate limit out of the way. Prints its URL on stdout, exits on SIGTERM.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';

const kind = process.argv[2];
let server: FastifyInstance;
if (kind === 'hello') {
  server = Fastify();
  server.get('/', async () => ({ hello: 'world' }));
} else if (kind === 'mirror') {
  server = Fastify();
  const answers = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as Record<string, { headers: Record<string, string>; body: string }>;
  for (const [route, answer] of Object.entries(answers)) {
    const body = Buffer.from(answer.body, 'base64');
    server.get(route, async (_request, reply) => reply.headers(answer.headers).send(body));
  }
} else if (kind === 'api') {
  const dir = mkdtempSync(path.join(tmpdir(), 'admin-bench-'));
  const databaseUrl = process.argv[3];
  server = await buildApp({ dbPath: path.join(dir, 'site.db'), databaseUrl, uploadsDir: dir, allowedOrigins: [], searchRateLimit: 1_000_000_000 });
} else {
  throw new Error('usage: bench-server.ts hello|mirror <answers.json>|api [postgres://…]');
}
const url = await server.listen({ port: 0, host: '127.0.0.1' });
console.log(url);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
