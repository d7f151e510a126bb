import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import { prepareDatabase, type SeedMode } from './db/prepare';
import { registerUploads } from './files/serve-upload';
import { registerErrorHandling } from './http/errors';
import { registerEtags } from './http/etag';
import { registerBlogRoutes } from './routes/blog';
import { registerDealerRoutes } from './routes/dealers';
import { registerInvestorRoutes } from './routes/investors';

export interface AppOptions {
  /** An open, migrated database; the caller closes it. */
  db?: Db;
  /** Or a SQLite file to open (migrated, then seeded per `seed`); closed with the app. */
  dbPath?: string;
  /** With `dbPath`: 'if-empty' by default. */
  seed?: SeedMode;
  uploadsDir: string;
  allowedOrigins: readonly string[];
  searchRateLimit?: number;
  logger?: boolean;
  /** With `logger`: pino level, 'info' by default. */
  logLevel?: string;
}

/** The admin host's HTTP API (spec §7) over an open, migrated database. Does not listen. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { uploadsDir, allowedOrigins, searchRateLimit = 60, logger = false, logLevel = 'info' } = options;
  const db = options.db ?? openOwnDatabase(options);
  const app = Fastify({ logger: logger ? { level: logLevel } : false, bodyLimit: 16 * 1024, trustProxy: false });
  if (!options.db) app.addHook('onClose', async () => db.close());
  registerErrorHandling(app);
  registerEtags(app);
  await app.register(cors, { origin: [...allowedOrigins], methods: ['GET', 'HEAD', 'POST'], maxAge: 600 });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false });
  // The search form is small text fields: tight limits, no files.
  await app.register(multipart, { limits: { fieldNameSize: 50, fieldSize: 1024, fields: 10, files: 0, parts: 12 } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/health', async () => ({ status: 'ok' }));
  registerInvestorRoutes(app, db);
  registerBlogRoutes(app, db);
  registerDealerRoutes(app, db, { searchRateLimit });
  registerUploads(app, uploadsDir);
  return app;
}

function openOwnDatabase({ dbPath, seed = 'if-empty' }: AppOptions): Db {
  if (!dbPath) throw new Error('buildApp needs either db or dbPath');
  return prepareDatabase(dbPath, seed).db;
}
