import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedMode } from './db/prepare';

/**
 * Fastify's `trustProxy`: off, on (any peer may set X-Forwarded-For), or the proxies' addresses,
 * CIDRs or proxy-addr names (`loopback`, `linklocal`, `uniquelocal`). No bare hop count: Fastify 5
 * refuses it, as it cannot tell a proxy from a client that sends the header itself.
 */
export type TrustProxy = boolean | string[];

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_CONNECTION_TIMEOUT_MS = 10_000;

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  dbPath: string;
  /** postgres://… : the admin host's database is PostgreSQL (dbPath is then unused). */
  databaseUrl: string | undefined;
  uploadsDir: string;
  allowedOrigins: string[];
  /** Dealer searches allowed per minute per client address. */
  searchRateLimit: number;
  seedMode: SeedMode;
  /** Strict-Transport-Security: with NODE_ENV=production, unless HSTS=off (production over plain http). */
  hsts: boolean;
  /** Whose X-Forwarded-For gives the client address (rate limit per real client behind nginx). */
  trustProxy: TrustProxy;
  /** Longest a whole request may take to arrive (ms). */
  requestTimeoutMs: number;
  /** Longest a connection may stay silent (ms). */
  connectionTimeoutMs: number;
  /** Origins visitors use for the site and for this host (links in the Atom feed). */
  publicSiteOrigin: string;
  publicAdminOrigin: string;
  /** NODE_ENV=production: Secure console cookies, and no start while a demo account exists. */
  production: boolean;
  /** ADMIN_ORIGIN: the console's origin as browsers see it (behind a proxy); else taken from Host. */
  adminOrigin: string | undefined;
  /** CONSOLE_DEMO=off: no demo account on a development start. */
  consoleDemo: boolean;
  /**
   * SMTP_URL: the SMTP server investor alerts are sent through (nodemailer's URL form:
   * `smtp://user:password@host:587` with STARTTLS when offered, `smtps://…@host:465` for TLS from the
   * start). Unset: mail is kept in the console's Outbox and never sent (development).
   */
  smtpUrl: string | undefined;
  /** REGISTRY_DIR: where the release registry stores releases, <dir>/<remote>/<version>/ (data/releases). */
  registryDir: string;
  /** SERVER_CODE_TOKEN: page servers send it to download release archives; unset, none may. */
  serverCodeToken: string | undefined;
}

/** The release registry's storage, relative to the admin-host package (REGISTRY_DIR). */
export const DEFAULT_REGISTRY_DIR = 'data/releases';

export const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/** proxy-addr's names for address ranges, accepted besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default) or `true`, or the proxies to believe as a comma-separated list of
 * addresses, CIDRs or `loopback`/`linklocal`/`uniquelocal` (nginx on the same machine: `loopback`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    throw new Error(`TRUST_PROXY must name the proxies (addresses, CIDRs or loopback), not a hop count ("${text}"): a hop count would trust X-Forwarded-For from any client`);
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length) throw new Error(`TRUST_PROXY must be false, true or comma-separated addresses/CIDRs/loopback; not "${bad.join(', ')}"`);
  return entries;
}

/** The stack's PORT_OFFSET (shell/server/apps.ts): the site is on 3000 + offset. */
function portOffset(env: NodeJS.ProcessEnv): number {
  const offset = Number(env.PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0) throw new Error(`PORT_OFFSET must be a whole number, got "${env.PORT_OFFSET}"`);
  return offset;
}

/** An http(s) origin without a trailing slash. */
function origin(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (!parsed || !/^https?:$/.test(parsed.protocol)) throw new Error(`${name} must be an http(s) origin, got "${value}"`);
  return parsed.origin;
}

/** DATABASE_URL: empty for SQLite, else a postgres:// or postgresql:// URL (anything else is a mistake worth stopping for). */
function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)');
  return value;
}

/** SMTP_URL: empty for "keep mail in the outbox", else an smtp:// or smtps:// URL with a host. */
function smtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const parsed = URL.canParse(value) ? new URL(value) : null;
  // The value may hold a password: the message never repeats it.
  if (!parsed || !/^smtps?:$/.test(parsed.protocol) || !parsed.hostname) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example:587 (leave it unset to keep mail in the outbox)');
  return value;
}

/** Reads PORT, HOST, ADMIN_DB, DATABASE_URL, UPLOADS_DIR, ALLOWED_ORIGINS, SEARCH_RATE_LIMIT, NODE_ENV/HSTS, TRUST_PROXY,
 * REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, PUBLIC_SITE_ORIGIN, PUBLIC_ADMIN_ORIGIN, SMTP_URL, REGISTRY_DIR,
 * SERVER_CODE_TOKEN and the --reset/--empty flags. */
export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): ServerConfig {
  const fromPackage = (value: string | undefined, fallback: string) => path.resolve(PACKAGE_DIR, value || fallback);
  // `pnpm start -- --reset` hands the script a literal '--'.
  const unknown = argv.filter((arg) => !['--reset', '--empty', '--'].includes(arg));
  if (unknown.length) throw new Error(`Unknown arguments: ${unknown.join(' ')} (known: --reset, --empty)`);
  return {
    port: positiveInt('PORT', env.PORT, 4000),
    host: env.HOST || '127.0.0.1',
    dbPath: env.ADMIN_DB === ':memory:' ? ':memory:' : fromPackage(env.ADMIN_DB, 'data/site.db'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    uploadsDir: fromPackage(env.UPLOADS_DIR, 'data/uploads'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? DEFAULT_ORIGINS.join(','))
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    searchRateLimit: positiveInt('SEARCH_RATE_LIMIT', env.SEARCH_RATE_LIMIT, 60),
    seedMode: argv.includes('--empty') ? 'empty' : argv.includes('--reset') ? 'reset' : 'if-empty',
    hsts: env.NODE_ENV === 'production' && env.HSTS !== 'off',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    requestTimeoutMs: positiveInt('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS),
    connectionTimeoutMs: positiveInt('CONNECTION_TIMEOUT_MS', env.CONNECTION_TIMEOUT_MS, DEFAULT_CONNECTION_TIMEOUT_MS),
    publicSiteOrigin: origin('PUBLIC_SITE_ORIGIN', env.PUBLIC_SITE_ORIGIN, `http://localhost:${3000 + portOffset(env)}`),
    publicAdminOrigin: origin('PUBLIC_ADMIN_ORIGIN', env.PUBLIC_ADMIN_ORIGIN, `http://localhost:${positiveInt('PORT', env.PORT, 4000)}`),
    production: env.NODE_ENV === 'production',
    adminOrigin: env.ADMIN_ORIGIN || undefined,
    consoleDemo: env.CONSOLE_DEMO !== 'off',
    smtpUrl: smtpUrl(env.SMTP_URL),
    registryDir: fromPackage(env.REGISTRY_DIR, DEFAULT_REGISTRY_DIR),
    serverCodeToken: env.SERVER_CODE_TOKEN || undefined,
  };
}
