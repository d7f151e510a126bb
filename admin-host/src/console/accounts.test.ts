import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteDb, SiteKysely } from '../db/site-db';
import { testDatabase } from '../test-database';
import { prepareConsoleAccounts } from './accounts';
import { verifyPassword } from './auth/password';
import { createUser, findUserByName, removeUser } from './auth/users';
import { WEAK_PASSWORDS } from './test-helpers';

// scrypt is memory-hard on purpose: on a busy machine a sign-in takes a second or more.
vi.setConfig({ testTimeout: 30_000 });

const opened: SiteDb[] = [];
afterEach(async () => {
  for (const site of opened.splice(0)) await site.close();
});

async function accountsDb(): Promise<SiteKysely> {
  const { site } = await testDatabase('none');
  opened.push(site);
  return site.kysely;
}

describe('console accounts at start', () => {
  it('development: a demo account with every role when none exists, its password returned once', async () => {
    const db = await accountsDb();
    const demo = await prepareConsoleAccounts(db, { production: false, demo: true });
    expect(demo?.username).toBe('demo');
    const stored = (await findUserByName(db, 'demo'))!;
    expect(stored).toMatchObject({ isDemo: true, roles: ['admin', 'content', 'dealers', 'ir', 'products'] });
    expect(await verifyPassword(demo!.password, stored.passwordHash)).toBe(true);
    expect(await prepareConsoleAccounts(db, { production: false, demo: true })).toBeUndefined();
  });

  it('production: refuses to start while the demo account exists, and starts once it is removed', async () => {
    const db = await accountsDb();
    await prepareConsoleAccounts(db, { production: false, demo: true });
    await expect(prepareConsoleAccounts(db, { production: true, demo: true })).rejects.toThrow(/demo account "demo" exists.*user:remove demo/);
    await removeUser(db, 'demo');
    await createUser(db, { username: 'alice', password: 'a real passphrase', roles: ['admin'] });
    await expect(prepareConsoleAccounts(db, { production: true, demo: true })).resolves.toBeUndefined();
    // Never a demo account in production, even on an empty user table.
    await removeUser(db, 'alice');
    await expect(prepareConsoleAccounts(db, { production: true, demo: true })).resolves.toBeUndefined();
    expect(await findUserByName(db, 'demo')).toBeUndefined();
  });

  it('refuses bad user input with a clear message', async () => {
    const db = await accountsDb();
    await expect(createUser(db, { username: 'bob', password: 'short', roles: ['ir'] })).rejects.toThrow(/at least 12/);
    await expect(createUser(db, { username: 'bob', password: 'long enough pass', roles: [] })).rejects.toThrow(/at least one role/);
    await expect(createUser(db, { username: 'bob', password: 'long enough pass', roles: ['root'] })).rejects.toThrow(/Unknown role/);
    await expect(createUser(db, { username: 'b o b', password: 'long enough pass', roles: ['ir'] })).rejects.toThrow(/user name/);
    for (const password of WEAK_PASSWORDS) await expect(createUser(db, { username: 'bob', password, roles: ['ir'] })).rejects.toThrow(/too easy to guess/);
    await createUser(db, { username: 'bob', password: 'long enough pass', roles: ['ir', 'content'] });
    await expect(createUser(db, { username: 'BOB', password: 'long enough pass', roles: ['ir'] })).rejects.toThrow(/already exists/);
  }, 20_000);
});
