// db:migrate-to-postgres end to end: a SQLite database as a site in use leaves it (edited and deleted
// records, an account, the audit log) is moved by the command itself, in a child process, into a new
// PostgreSQL database; the admin host on PostgreSQL then answers every public list byte for byte as
// it did on SQLite, the account signs in, and new records get new ids. PostgreSQL only (test:postgres).
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ADMIN_API_PATHS, DOCUMENT_LISTS, REG46_DOCUMENT_LISTS } from '@site/shared/contract/admin-api';
import { INVESTOR_ARCHIVE_ENDPOINTS as ARCHIVE } from '@site/shared/contract/investor-archive';
import { INVESTOR_CALENDAR_ENDPOINTS as CALENDAR } from '@site/shared/contract/investor-calendar';
import { REGISTRY_PATHS } from '@site/shared/contract/releases';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConsoleClient, form, PASSWORD } from '../src/console/test-helpers';
import { createUser } from '../src/console/auth/users';
import { postgresSiteDb } from '../src/db/postgres';
import { prepareDatabase } from '../src/db/prepare';
import { sqliteSiteDb } from '../src/db/site-db';
import { recordRelease } from '../src/registry/map-store';
import { onServer, TEST_POSTGRES, withDatabase } from '../src/test-database';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/** Every public GET without a parameter, and a few with one (search, districts). */
const PATHS = [
  ...Object.values(ADMIN_API_PATHS).filter((p) => !p.includes(':') && p !== ADMIN_API_PATHS.dealerSearch),
  ...Object.values(DOCUMENT_LISTS).map((list) => list.path),
  ...Object.values(REG46_DOCUMENT_LISTS).map((list) => list.path),
  ARCHIVE.creditRatings,
  ARCHIVE.investorMeets,
  ARCHIVE.newspaperPublications,
  ARCHIVE.keyContacts,
  ARCHIVE.feed,
  `${ARCHIVE.latest}?limit=20`,
  CALENDAR.calendar,
  `${CALENDAR.upcoming}?limit=20`,
  '/dealers/list-districts/1',
  // The release registry's map (issue 26).
  REGISTRY_PATHS.remoteMap,
];

const database = `moved_${process.pid}`;
afterAll(async () => {
  if (TEST_POSTGRES) await onServer(TEST_POSTGRES, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

describe.skipIf(!TEST_POSTGRES)('db:migrate-to-postgres', () => {
  it('moves a SQLite site into PostgreSQL: the same answers, the accounts, the ids going on', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'move-'));
    const dbPath = path.join(dir, 'site.db');
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'move-uploads-'));
    const options = { uploadsDir, allowedOrigins: [] as string[] };

    // The SQLite site in use: an account, a record deleted in the console (audited), one edited.
    const { db } = prepareDatabase(dbPath, 'if-empty');
    const before = sqliteSiteDb(db);
    await createUser(before.kysely, { username: 'ira', password: PASSWORD, roles: ['ir'], knownStrong: true });
    const sqliteApp = await buildApp({ ...options, site: before });
    const ira = new ConsoleClient(sqliteApp);
    expect((await ira.signIn('ira')).statusCode).toBe(200);
    const [director] = (await ira.request({ method: 'GET', url: '/admin/api/directors' })).json().items;
    expect((await ira.request({ method: 'DELETE', url: `/admin/api/directors/${director.id}`, payload: { version: director.version } })).statusCode).toBe(200);
    // A release and a canary in the registry: the map moves too (releases before the map that names them).
    const release = { remote: 'mfe-investors' as const, commit: 'abc1234', note: null, bytes: 1, actor: 'token:ci' };
    await recordRelease(before, { ...release, version: 'c0123456789abcdef' });
    await recordRelease(before, { ...release, version: 'cfedcba9876543210', canaryPercent: 10 });
    const answers = new Map<string, string>();
    for (const url of PATHS) answers.set(url, (await sqliteApp.inject(url)).body);
    expect(JSON.parse(answers.get(REGISTRY_PATHS.remoteMap)!)).toEqual({ revision: 2, remotes: { 'mfe-investors': { stable: 'c0123456789abcdef', canary: { version: 'cfedcba9876543210', percent: 10 } } } });
    const search = (await sqliteApp.inject(`${ARCHIVE.search}?q=annual%20report`)).json();
    await sqliteApp.close();
    db.close();

    await onServer(TEST_POSTGRES!, `CREATE DATABASE ${database}`);
    const url = withDatabase(TEST_POSTGRES!, database);
    const moved = await run(process.execPath, ['--import', 'tsx', 'scripts/migrate-to-postgres.ts'], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, ADMIN_DB: dbPath, DATABASE_URL: url },
    });
    expect(moved.stdout).toMatch(/Copied \d+ rows of \d+ tables/);

    // Again into the same database: refused, nothing doubled.
    const again = await run(process.execPath, ['--import', 'tsx', 'scripts/migrate-to-postgres.ts'], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, ADMIN_DB: dbPath, DATABASE_URL: url },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('already has') });

    const after = postgresSiteDb(url);
    const pgApp = await buildApp({ ...options, site: after });
    try {
      for (const [path, body] of answers) expect((await pgApp.inject(path)).body, path).toBe(body);
      // The same documents found (the ranking functions differ: bm25 on SQLite, ts_rank here).
      const found = (await pgApp.inject(`${ARCHIVE.search}?q=annual%20report`)).json();
      expect(new Set(found.results.map((hit: { document: string }) => hit.document))).toEqual(new Set(search.results.map((hit: { document: string }) => hit.document)));

      const client = new ConsoleClient(pgApp);
      expect((await client.signIn('ira')).statusCode).toBe(200);
      const bin = (await client.request({ method: 'GET', url: '/admin/api/directors?state=deleted' })).json().items;
      expect(bin.map((r: { id: number }) => r.id)).toEqual([director.id]);
      const trail = (await client.request({ method: 'GET', url: '/admin/api/directors' })).json().items as { id: number }[];
      const created = await client.request({
        method: 'POST',
        url: '/admin/api/directors',
        ...form({ name: 'A. New Director', designation: 'Independent Director', pan: 'ABCDE****F' }),
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().id).toBeGreaterThan(Math.max(director.id, ...trail.map((r) => r.id)));
    } finally {
      await pgApp.close();
      await after.close();
    }
  });
});
