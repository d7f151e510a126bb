import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { ADMIN_API_PATHS, SITE_SERVER_PATHS } from '@site/shared/contract/admin-api';
import { ContentVersionAnswer, HealthAnswer } from '@site/shared/contract/records';
import { DEFAULT_CONNECTION_TIMEOUT_MS, DEFAULT_REGISTRY_DIR, DEFAULT_REQUEST_TIMEOUT_MS, PACKAGE_DIR, type TrustProxy } from './config';
import type { Db } from './db/database';
import { sqliteSiteDb, type SiteDb } from './db/site-db';
import { openSiteDatabase } from './db/open';
import type { SeedMode } from './db/prepare';
import { uploadRoutes } from './files/serve-upload';
import { pauseConnectionTimeOutWhileHandling } from './http/connection-time-out';
import { formatSchemaErrors, frameworkErrorOptions, registerErrorHandling } from './http/errors';
import { jsonAnswer } from './http/schemas';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { blogRoutes } from './routes/blog';
import { dealerRoutes } from './routes/dealers';
import { enquiryFormRoutes } from './routes/enquiry-form';
import { investorRoutes } from './routes/investors';
import { investorArchiveRoutes } from './routes/investor-archive';
import { investorCalendarRoutes } from './routes/investor-calendar';
import { investorAlertRoutes, type InvestorAlertOptions } from './routes/investor-alerts';
import { enqueueAlerts } from './alerts/enqueue-alerts';
import type { ConsoleOptions } from './console/context';
import { consoleApi } from './console/plugin';
import { consolePage } from './console/static';
import { hiddenFiles } from './publishing/hidden-files';
import { startPublishingSchedule, type OnPublished } from './publishing/schedule';
import { registryRoutes, type RegistryOptions } from './registry/plugin';
import { releaseHealthPlugin } from './registry/health/plugin';

export interface AppOptions {
  /** An open database (SQLite or PostgreSQL, db/site-db.ts); the caller closes it. */
  site?: SiteDb;
  /** Or an open, migrated SQLite connection; the caller closes it. */
  db?: Db;
  /** Or a database to open (migrated, then seeded per `seed`), closed with the app: PostgreSQL when `databaseUrl` is set… */
  databaseUrl?: string | undefined;
  /** …else this SQLite file. */
  dbPath?: string;
  /** With `dbPath` or `databaseUrl`: 'if-empty' by default. */
  seed?: SeedMode;
  uploadsDir: string;
  allowedOrigins: readonly string[];
  searchRateLimit?: number;
  logger?: boolean;
  /** With `logger`: pino level, 'info' by default. */
  logLevel?: string;
  /** How long cached lists trust the content version before asking the database again (ms). */
  contentRecheckMs?: number;
  /** Send Strict-Transport-Security (production behind HTTPS); off by default. */
  hsts?: boolean;
  /** Which proxies' X-Forwarded-For to believe for `request.ip` (rate limit, logs); off by default. */
  trustProxy?: TrustProxy;
  /** Longest a whole request (headers and body) may take to arrive, ms (Node answers 408). */
  requestTimeoutMs?: number;
  /** Longest a connection may stay silent, ms (then it is closed). */
  connectionTimeoutMs?: number;
  /** Public site and this host as visitors reach them (Atom feed links); localhost:3000/4000 by default. */
  publicSiteOrigin?: string;
  publicAdminOrigin?: string;
  /** The clock (ms since the epoch) of publish times, the investor calendar's upcoming events, sessions and the throttle; Date.now by default. */
  now?: () => number;
  /** How often the publishing schedule looks for records whose publish time has come, ms (1000). */
  publishEveryMs?: number;
  /** Called inside the transaction of every publication, at save or at its time, after the alerts are queued. */
  onPublished?: OnPublished;
  /** The publishing console's settings (secure cookies, time-outs...); see console/plugin.ts. */
  console?: Partial<Omit<ConsoleOptions, 'site' | 'version' | 'uploadsDir'>>;
  /** Investor alerts: SMTP_URL, whether this process sends the queued mail; see routes/investor-alerts.ts. */
  alerts?: InvestorAlertOptions;
  /** The release registry (issue 26): storage (REGISTRY_DIR) and the page servers' SERVER_CODE_TOKEN; see registry/plugin.ts. */
  registry?: Partial<Omit<RegistryOptions, 'site'>>;
}

/**
 * The admin host's HTTP API (spec §7) over an open, migrated database. Does not listen.
 * Every routes file is a plugin registered here with its options; a new one is one more line.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { uploadsDir, allowedOrigins, searchRateLimit = 60, logger = false, logLevel = 'info', contentRecheckMs = 1000 } = options;
  const { site, owned } = await siteOf(options);
  const headers = securityHeaders({ hsts: options.hsts ?? false });
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const connectionTimeout = options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS;
  const app = Fastify({
    logger: logger ? { level: logLevel } : false,
    bodyLimit: 16 * 1024,
    trustProxy: options.trustProxy ?? false,
    requestTimeout,
    // Node checks for overdue requests every 30 s by default: a 30 s limit would then cut a slow
    // body after 30 to 60 s. Checking four times per limit keeps the cut within 25 % of it. The
    // time-outs go to the server's constructor too: set only afterwards (as Fastify does), Node
    // keeps its 60 s headers time-out and lets a slow body through.
    http: {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 60_000),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(requestTimeout / 4))),
    },
    connectionTimeout,
    schemaErrorFormatter: formatSchemaErrors,
    ajv: { customOptions: { verbose: true } },
    ...frameworkErrorOptions(headers),
    // Handler types from the same TypeBox schemas that validate requests and serialise answers.
  }).withTypeProvider<TypeBoxTypeProvider>();
  if (owned) app.addHook('onClose', async () => site.close());
  registerErrorHandling(app);
  pauseConnectionTimeOutWhileHandling(app, connectionTimeout);
  // Before CORS, whose preflight answers from its own hook.
  registerSecurityHeaders(app, headers);
  await app.register(cors, { origin: [...allowedOrigins], methods: ['GET', 'HEAD', 'POST'], maxAge: 600 });
  app.get(ADMIN_API_PATHS.health, { schema: jsonAnswer(HealthAnswer) }, async () => ({ status: 'ok' }));

  const version = await site.contentVersion({ recheckMs: contentRecheckMs });
  // The site's page server keys its cached pages by this (issue 15). A fresh token per start: the
  // database's counters restart with the process, and another database may be behind it now.
  const startToken = randomUUID().slice(0, 8);
  const now = options.now ?? Date.now;
  // Every publication, at save or at its time, queues its alerts in the same transaction (issue 28).
  const alertLinks = { publicSiteOrigin: options.publicSiteOrigin ?? 'http://localhost:3000', publicAdminOrigin: options.publicAdminOrigin ?? 'http://localhost:4000' };
  const onPublished: OnPublished = async (trx, records, at) => {
    await enqueueAlerts(trx, records, at, alertLinks);
    await options.onPublished?.(trx, records, at);
  };
  // Records saved with a publish time become visible at it, whether or not anyone is signed in.
  const schedule = startPublishingSchedule({
    site,
    version,
    now,
    everyMs: options.publishEveryMs ?? 1000,
    onPublished,
    log: (message, error) => (error ? app.log.error({ err: error }, message) : app.log.info(message)),
  });
  app.addHook('onClose', async () => schedule.stop());
  app.get(SITE_SERVER_PATHS.contentVersion, { schema: jsonAnswer(ContentVersionAnswer) }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { version: `${startToken}:${version.current()}` };
  });
  await app.register(investorRoutes, { db: site, version });
  await app.register(blogRoutes, { db: site, version });
  await app.register(investorArchiveRoutes, { db: site, version, publicSiteOrigin: options.publicSiteOrigin ?? 'http://localhost:3000', publicAdminOrigin: options.publicAdminOrigin ?? 'http://localhost:4000' });
  await app.register(investorCalendarRoutes, { db: site, version, publicSiteOrigin: options.publicSiteOrigin ?? 'http://localhost:3000', now: () => new Date(now()) });
  // Body parsing, compression and the rate limit live inside the dealer plugin: only the search
  // takes a body, and the lists (precompressed, cached) pay for none of their per-request hooks.
  await app.register(dealerRoutes, { db: site, version, searchRateLimit });
  await app.register(uploadRoutes, { uploadsDir, hidden: hiddenFiles(site, version) });
  await app.register(enquiryFormRoutes, { allowedOrigins });
  await app.register(investorAlertRoutes, { site, publicSiteOrigin: options.publicSiteOrigin ?? 'http://localhost:3000', publicAdminOrigin: options.publicAdminOrigin ?? 'http://localhost:4000', ...options.alerts });
  await app.register(consoleApi, { prefix: '/admin/api', site, version, uploadsDir, secureCookies: false, now, onPublished, ...options.console });
  await app.register(consolePage);
  // The release registry (issue 26): releases, the remote map page servers follow, its health.
  const registry: RegistryOptions = { site, dir: path.resolve(PACKAGE_DIR, DEFAULT_REGISTRY_DIR), serverCodeToken: undefined, now, ...options.registry };
  await app.register(registryRoutes, registry);
  await app.register(releaseHealthPlugin, { site, allowedOrigins, now, serverCodeToken: registry.serverCodeToken, ...options.releaseHealth });
  return app;
}

/** The database the options name, and whether the app opened it (and so closes it). */
async function siteOf({ site, db, databaseUrl, dbPath, seed = 'if-empty' }: AppOptions): Promise<{ site: SiteDb; owned: boolean }> {
  if (site) return { site, owned: false };
  if (db) return { site: sqliteSiteDb(db), owned: false };
  if (!databaseUrl && !dbPath) throw new Error('buildApp needs a database: site, db or dbPath (or databaseUrl)');
  return { site: (await openSiteDatabase({ databaseUrl, dbPath: dbPath ?? '', mode: seed })).site, owned: true };
}
