// The admin host: migrate, seed when empty, make sure the sample files exist, listen; close cleanly
// on SIGTERM/SIGINT. Configuration: see config.ts and the README.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { generateSampleAssets } from './assets/generate';
import { readConfig } from './config';
import { openSiteDatabase } from './db/open';
import type { SiteDb } from './db/site-db';
import { prepareConsoleAccounts } from './console/accounts';
import { holdHostLock, type HeldLock } from './maintenance/host-lock';

// A close that hangs (a stuck client) must not keep a stopped server alive forever.
const SHUTDOWN_TIMEOUT_MS = 10_000;

let site: SiteDb | undefined;
let app: FastifyInstance | undefined;
/** Held while the host runs: a restore refuses to touch the database under it (maintenance/host-lock.ts). */
let hostLock: HeldLock | undefined;
let closing = false;

async function shutdown(signal: string): Promise<void> {
  if (closing) {
    console.log(`admin-host: ${signal} again, exiting now`);
    process.exit(1);
  }
  closing = true;
  console.log(`admin-host: ${signal}, closing`);
  setTimeout(() => {
    console.error('admin-host: shutdown timed out');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  // close() drops idle keep-alive sockets once, when it starts. A socket whose last response
  // finishes a moment later would be held for the whole keep-alive timeout (72 s in Fastify), so
  // keep sweeping until the in-flight requests are done.
  setInterval(() => app?.server.closeIdleConnections(), 100).unref();
  try {
    await app?.close();
  } finally {
    await site?.close();
    hostLock?.release();
    console.log('admin-host: closed');
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  const config = readConfig();
  // The lock guards a SQLite file against a restore; PostgreSQL has its own tools (pg_dump, pg_restore).
  if (!config.databaseUrl) hostLock = holdHostLock(config.dbPath);
  const prepared = await openSiteDatabase({ databaseUrl: config.databaseUrl, dbPath: config.dbPath, mode: config.seedMode });
  site = prepared.site;
  if (prepared.migrationsApplied.length) console.log(`admin-host: applied migrations ${prepared.migrationsApplied.join(', ')}`);
  if (prepared.seeded) console.log('admin-host: seeded sample content');
  const demo = await prepareConsoleAccounts(site.kysely, { production: config.production, demo: config.consoleDemo });
  if (demo) console.log(`admin-host: created the console demo account "${demo.username}", password ${demo.password} (development only; a production start refuses to run while it exists)`);
  // Fills in whatever sample file is missing (all of them on a first start); present files are kept.
  const assets = await generateSampleAssets(config.uploadsDir);
  if (assets.written) console.log(`admin-host: generated ${assets.written} sample files in ${assets.durationMs} ms`);

  app = await buildApp({
    site,
    uploadsDir: config.uploadsDir,
    allowedOrigins: config.allowedOrigins,
    searchRateLimit: config.searchRateLimit,
    hsts: config.hsts,
    trustProxy: config.trustProxy,
    requestTimeoutMs: config.requestTimeoutMs,
    connectionTimeoutMs: config.connectionTimeoutMs,
    publicSiteOrigin: config.publicSiteOrigin,
    publicAdminOrigin: config.publicAdminOrigin,
    console: { secureCookies: config.production, adminOrigin: config.adminOrigin, publicSiteOrigin: config.publicSiteOrigin },
    // This process works the alert mail queue (through SMTP_URL, else into the outbox).
    alerts: { smtpUrl: config.smtpUrl, sendMail: true, log: (message) => console.error(`admin-host: ${message}`) },
    registry: { dir: config.registryDir, serverCodeToken: config.serverCodeToken },
    // Warnings and 5xx errors only: a request log per page view would drown the stack's output.
    logger: true,
    logLevel: process.env.LOG_LEVEL || 'warn',
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`admin-host listening on http://${config.host}:${config.port}`);
  if (!config.smtpUrl) console.log('admin-host: no SMTP_URL, so investor alert mail is kept in the console\'s Outbox, not sent');
} catch (error) {
  // Bad configuration, a port in use...: one readable line, not a stack trace.
  console.error(`admin-host: failed to start: ${error instanceof Error ? error.message : String(error)}`);
  await app?.close().catch(() => undefined);
  await site?.close().catch(() => undefined);
  hostLock?.release();
  process.exit(1);
}
