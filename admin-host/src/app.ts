import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { contentVersion } from './db/content-version';
import type { Db } from './db/database';
import { prepareDatabase, type SeedMode } from './db/prepare';
import { registerUploads } from './files/serve-upload';
import { registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import { registerBlogRoutes } from './routes/blog';
import { dealerRoutes } from './routes/dealers';
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
  /** How long cached lists trust the content version before asking SQLite again (ms). */
  contentRecheckMs?: number;
  /** Send Strict-Transport-Security (production behind HTTPS); off by default. */
  hsts?: boolean;
}

/** The admin host's HTTP API (spec §7) over an open, migrated database. Does not listen. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { uploadsDir, allowedOrigins, searchRateLimit = 60, logger = false, logLevel = 'info', contentRecheckMs = 1000 } = options;
  const db = options.db ?? openOwnDatabase(options);
  const app = Fastify({ logger: logger ? { level: logLevel } : false, bodyLimit: 16 * 1024, trustProxy: false });
  if (!options.db) app.addHook('onClose', async () => db.close());
  registerErrorHandling(app);
  // Before CORS, whose preflight answers from its own hook.
  registerSecurityHeaders(app, { hsts: options.hsts ?? false });
  await app.register(cors, { origin: [...allowedOrigins], methods: ['GET', 'HEAD', 'POST'], maxAge: 600 });

  app.get('/health', async () => ({ status: 'ok' }));
  const version = contentVersion(db, { recheckMs: contentRecheckMs });
  registerInvestorRoutes(app, db, version);
  registerBlogRoutes(app, db, version);
  // Body parsing, compression and the rate limit live inside the dealer plugin: only the search
  // takes a body, and the lists (precompressed, cached) pay for none of their per-request hooks.
  await app.register(dealerRoutes, { db, version, searchRateLimit });
  registerUploads(app, uploadsDir);
  return app;
}

function openOwnDatabase({ dbPath, seed = 'if-empty' }: AppOptions): Db {
  if (!dbPath) throw new Error('buildApp needs either db or dbPath');
  return prepareDatabase(dbPath, seed).db;
}
