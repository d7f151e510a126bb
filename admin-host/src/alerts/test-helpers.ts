// Test helpers of investor alerts: the real app over a test database (SQLite, or PostgreSQL under
// test:postgres) with the alerts' options, a clock the test moves, known tokens, and publishing a
// document the way the console's publish will: insert and enqueueAlerts in one transaction.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { investorDocuments } from '../db/content/tables';
import type { SiteDb } from '../db/site-db';
import type { InvestorAlertOptions } from '../routes/investor-alerts';
import { SITE_ORIGIN } from '../test-app';
import { testDatabase } from '../test-database';
import { enqueueAlerts } from './enqueue-alerts';
import type { AlertLinks } from './mail-content';

export const ADMIN_ORIGIN = 'http://admin.test';
export const LINKS: AlertLinks = { publicSiteOrigin: SITE_ORIGIN, publicAdminOrigin: ADMIN_ORIGIN };

/** A clock for the app and the sender: starts at `start`, moves only when told. */
export function testClock(start = Date.parse('2026-11-28T06:00:00Z')) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms), set: (ms: number) => (at = ms) };
}

/** Random bytes that are all `byte`: the token they make is known to the test. */
export const knownRandom = (byte: number) => (size: number) => Buffer.alloc(size, byte);
export const knownToken = (byte: number) => Buffer.alloc(32, byte).toString('base64url');

export async function alertsApp(alerts: InvestorAlertOptions = {}): Promise<{ app: FastifyInstance; site: SiteDb }> {
  const { site } = await testDatabase('if-empty');
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  const app = await buildApp({ site, uploadsDir, allowedOrigins: [SITE_ORIGIN], publicSiteOrigin: SITE_ORIGIN, publicAdminOrigin: ADMIN_ORIGIN, alerts });
  app.addHook('onClose', async () => site.close());
  return { app, site };
}

/** Publishes an investor document (one of the nine lists) and queues its alerts in the same transaction, as the console will. */
export async function publishDocument(
  site: SiteDb,
  values: { category: string; name: string; document?: string; document_date?: string | null },
  now: Date,
): Promise<{ id: number; queued: number }> {
  return site.write(async (trx) => {
    const id = await investorDocuments.insert(trx, {
      category: values.category,
      name: values.name,
      document: values.document ?? `uploads/documents/${values.category}/test-${Math.random().toString(36).slice(2)}.pdf`,
      document_date: values.document_date === undefined ? '2027-02-10' : values.document_date,
      file_size: 1000,
      page_count: 2,
      period_end_date: null,
    });
    return { id, queued: await enqueueAlerts(trx, [{ table: 'investor_documents', id }], now, LINKS) };
  });
}

export const mailRows = (site: SiteDb) => site.kysely.selectFrom('mail_queue').selectAll().orderBy('id').execute();
