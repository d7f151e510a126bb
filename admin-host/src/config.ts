import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedMode } from './db/prepare';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  dbPath: string;
  uploadsDir: string;
  allowedOrigins: string[];
  /** Dealer searches allowed per minute per client address. */
  searchRateLimit: number;
  seedMode: SeedMode;
  /** Strict-Transport-Security: with NODE_ENV=production, unless HSTS=off (production over plain http). */
  hsts: boolean;
}

export const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/** Reads PORT, HOST, ADMIN_DB, UPLOADS_DIR, ALLOWED_ORIGINS, SEARCH_RATE_LIMIT, NODE_ENV/HSTS and the --reset/--empty flags. */
export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): ServerConfig {
  const fromPackage = (value: string | undefined, fallback: string) => path.resolve(PACKAGE_DIR, value || fallback);
  // `pnpm start -- --reset` hands the script a literal '--'.
  const unknown = argv.filter((arg) => !['--reset', '--empty', '--'].includes(arg));
  if (unknown.length) throw new Error(`Unknown arguments: ${unknown.join(' ')} (known: --reset, --empty)`);
  return {
    port: positiveInt('PORT', env.PORT, 4000),
    host: env.HOST || '127.0.0.1',
    dbPath: env.ADMIN_DB === ':memory:' ? ':memory:' : fromPackage(env.ADMIN_DB, 'data/site.db'),
    uploadsDir: fromPackage(env.UPLOADS_DIR, 'data/uploads'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? DEFAULT_ORIGINS.join(','))
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    searchRateLimit: positiveInt('SEARCH_RATE_LIMIT', env.SEARCH_RATE_LIMIT, 60),
    seedMode: argv.includes('--empty') ? 'empty' : argv.includes('--reset') ? 'reset' : 'if-empty',
    hsts: env.NODE_ENV === 'production' && env.HSTS !== 'off',
  };
}
