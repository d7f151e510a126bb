// Test helper: a fresh in-memory, seeded (or empty) app, with sample files in a temp uploads dir.
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import type { Db } from './db/database';
import type { SeedMode } from './db/prepare';
import type { SiteDb } from './db/site-db';
import { testDatabase } from './test-database';

export const SITE_ORIGIN = 'http://localhost:3000';

/**
 * `db` is the SQLite connection (undefined when the tests run on PostgreSQL: test-database.ts);
 * `site` the database either way.
 */
export async function testApp({
  seed = 'if-empty' as SeedMode,
  searchRateLimit = 1000,
  console: consoleOptions = undefined as AppOptions['console'],
  /** More of buildApp's options (the clock, the publishing schedule's pace, onPublished). */
  options = {} as Partial<Omit<AppOptions, 'site' | 'db' | 'uploadsDir'>>,
} = {}): Promise<{ app: FastifyInstance; uploadsDir: string; db: Db | undefined; site: SiteDb; registryDir: string }> {
  const { site, db } = await testDatabase(seed);
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  mkdirSync(path.join(uploadsDir, 'documents'), { recursive: true });
  writeFileSync(path.join(uploadsDir, 'documents', 'sample.pdf'), '%PDF-1.7 sample');
  // Releases go to a temp folder too, never the package's data/releases.
  const registry = { dir: mkdtempSync(path.join(tmpdir(), 'releases-')), ...options.registry };
  const app = await buildApp({ site, uploadsDir, allowedOrigins: [SITE_ORIGIN], searchRateLimit, ...options, registry, ...(consoleOptions ? { console: consoleOptions } : {}) });
  app.addHook('onClose', async () => site.close());
  return { app, uploadsDir, db, site, registryDir: registry.dir };
}

/** A multipart/form-data body for inject. */
export function multipart(fields: Record<string, string>, boundary = 'testboundary'): { payload: string; headers: Record<string, string> } {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
