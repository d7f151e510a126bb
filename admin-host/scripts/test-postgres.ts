// `pnpm --filter admin-host test:postgres [vitest filters…]`: the admin host's unit tests on a real
// PostgreSQL. Starts one from npm, makes the two template databases every test database is copied
// from (migrated; migrated and seeded), runs the admin-host project of vitest with
// ADMIN_HOST_TEST_POSTGRES set (src/test-database.ts), and stops the server whatever happened.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migratePostgres } from '../src/db/migrate-postgres';
import { seedPostgres } from '../src/db/open';
import { postgresSiteDb } from '../src/db/postgres';
import { onServer, TEMPLATES, withDatabase } from '../src/test-database';
import { startEmbeddedPostgres } from './embedded-postgres';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function makeTemplate(serverUrl: string, name: string, seeded: boolean): Promise<void> {
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const site = postgresSiteDb(withDatabase(serverUrl, name), { max: 1 });
  try {
    await migratePostgres(site.kysely);
    if (seeded) await seedPostgres(site.kysely);
  } finally {
    // A template is copied only while nobody is connected to it.
    await site.close();
  }
}

const started = Date.now();
const postgres = await startEmbeddedPostgres();
let code = 1;
try {
  await makeTemplate(postgres.url, TEMPLATES.empty, false);
  await makeTemplate(postgres.url, TEMPLATES.seeded, true);
  console.log(`test:postgres: PostgreSQL ready with its templates in ${Date.now() - started} ms`);
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  // Every query is a round trip to another process here, not a call into SQLite in this one: tests
  // that make a hundred sign-in decisions or a dozen accounts take longer than vitest's 5 s default on a
  // loaded 2-core machine. The assertions are the same as on SQLite.
  const vitest = spawn('npx', ['vitest', 'run', '--project', 'admin-host', '--testTimeout=30000', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ADMIN_HOST_TEST_POSTGRES: postgres.url },
  });
  code = await new Promise<number>((resolve) => vitest.once('exit', (exitCode) => resolve(exitCode ?? 1)));
} finally {
  await postgres.stop();
}
process.exit(code);
