// Two admin hosts on one database (PostgreSQL under test:postgres, else one SQLite file), each the
// real src/main.ts in its own process, sharing one uploads folder: a record saved in the console of
// one is in the other's public API within the pages' staleness bound, with no restart and no call
// between them (the content_version row each reads, moved by triggers in both databases).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from './console/auth/users';
import { openSiteDatabase } from './db/open';
import { freePort } from './free-port';
import { startHost, waitFor, type Started } from './host-process';
import { onServer, TEST_POSTGRES, withDatabase } from './test-database';

/** shell/server/content-version.ts' CONTENT_STALENESS_MS (the admin host cannot import the shell): how stale a page may be. */
const CONTENT_STALENESS_MS = 2_500;
const PASSWORD = 'two hosts share one database';

const hosts: Started[] = [];
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  for (const host of hosts) if (host.child.exitCode === null) host.child.kill('SIGKILL');
  await Promise.all(hosts.map((host) => host.exited));
  await dropDatabase?.();
});

/** A browser of the console: its cookies, the CSRF token, its own origin on every write. */
async function signIn(base: string, username: string) {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!, value!);
    }
  };
  const headers = () => ({ cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: base });
  const session = await fetch(`${base}/admin/api/session`);
  keep(session);
  let csrf = ((await session.json()) as { csrfToken: string }).csrfToken;
  const signedIn = await fetch(`${base}/admin/api/session`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json', 'x-csrf-token': csrf },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(signedIn.status, await signedIn.clone().text()).toBe(200);
  keep(signedIn);
  csrf = ((await signedIn.json()) as { csrfToken: string }).csrfToken;
  return (url: string, form: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(form)) body.append(name, value);
    return fetch(`${base}${url}`, { method: 'POST', headers: { ...headers(), 'x-csrf-token': csrf }, body });
  };
}

describe('two admin hosts on one database', () => {
  it('a console write on one is in the public API of the other within CONTENT_STALENESS_MS', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'two-hosts-'));
    let env: Record<string, string>;
    const server = TEST_POSTGRES;
    if (server) {
      // A new, empty database: the first host migrates and seeds it, the second finds it ready.
      const name = `two_hosts_${randomBytes(4).toString('hex')}`;
      await onServer(server, `CREATE DATABASE ${name}`);
      dropDatabase = () => onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      env = { DATABASE_URL: withDatabase(server, name) };
    } else {
      env = { ADMIN_DB: path.join(dataDir, 'site.db') };
    }
    // One uploads folder for both, as several hosts share one (README: uploads with several hosts).
    Object.assign(env, { UPLOADS_DIR: path.join(dataDir, 'uploads'), CONSOLE_DEMO: 'off' });

    const [portA, portB] = [await freePort(), await freePort()];
    const a = startHost({ ...env, PORT: String(portA) });
    hosts.push(a);
    await waitFor(a, 'admin-host listening', 90_000);
    const b = startHost({ ...env, PORT: String(portB) });
    hosts.push(b);
    await waitFor(b, 'admin-host listening', 90_000);
    expect(b.output()).not.toContain('seeded sample content');

    const { site } = await openSiteDatabase({ databaseUrl: env.DATABASE_URL, dbPath: env.ADMIN_DB ?? '', mode: 'none' });
    await createUser(site.kysely, { username: 'cora', password: PASSWORD, roles: ['content'], knownStrong: true });
    await site.close();

    const [hostA, hostB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    const openings = async () => ((await (await fetch(`${hostB}/investors/list-career-opening`)).json()) as { job_Roll: string }[]).map((o) => o.job_Roll);
    const versionBefore = await (await fetch(`${hostB}/content-version`)).json();
    // B has the list cached before the write, as a busy site would.
    expect(await openings()).not.toContain('Quality Engineer (two hosts)');

    const post = await signIn(hostA, 'cora');
    const created = await post('/admin/api/career-openings', {
      jobRole: 'Quality Engineer (two hosts)',
      position: 'Engineer - Quality',
      location: 'Punalur',
      education: 'B.Tech (Polymer)',
      experience: '2 to 4 years',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const writtenAt = Date.now();

    let seenAfter = Infinity;
    while (Date.now() - writtenAt < CONTENT_STALENESS_MS + 5_000) {
      if ((await openings()).includes('Quality Engineer (two hosts)')) {
        seenAfter = Date.now() - writtenAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seenAfter).toBeLessThanOrEqual(CONTENT_STALENESS_MS);
    expect(await (await fetch(`${hostB}/content-version`)).json()).not.toEqual(versionBefore);

    for (const host of [a, b]) host.child.kill('SIGTERM');
    for (const host of [a, b]) expect(await host.exited, host.output()).toBe(0);
  });
});
