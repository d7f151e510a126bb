import { describe, expect, it } from 'vitest';
import { afterEach } from 'vitest';
import type { SiteDb } from '../../db/site-db';
import { testDatabase } from '../../test-database';
import { SessionStore } from './sessions';

const opened: SiteDb[] = [];
afterEach(async () => {
  for (const site of opened.splice(0)) await site.close();
});

async function setup() {
  const { site } = await testDatabase('none');
  opened.push(site);
  await site.kysely.insertInto('users').values({ id: 1, username: 'ira', password_hash: 'x', created_at: new Date().toISOString() }).execute();
  let now = 1_000_000;
  const clock = { advance: (ms: number) => (now += ms) };
  const store = new SessionStore(site.kysely, { idleMs: 30 * 60_000, absoluteMs: 8 * 60 * 60_000 }, () => now);
  return { db: site.kysely, store, clock };
}

describe('sessions', async () => {
  it('are stored server-side by the hash of their token', async () => {
    const { db, store } = await setup();
    const { token, session } = await store.create(1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.selectFrom('sessions').select(['token_hash', 'csrf_token']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(token);
    expect(await store.touch(token)).toMatchObject({ userId: 1, csrfToken: session.csrfToken });
    expect(await store.touch('forged-token')).toBeUndefined();
    expect(await store.touch(undefined)).toBeUndefined();
  });

  it('end after the idle time-out, and activity keeps them alive', async () => {
    const { store, clock } = await setup();
    const { token } = await store.create(1);
    clock.advance(29 * 60_000);
    expect(await store.touch(token)).toBeDefined();
    clock.advance(29 * 60_000);
    expect(await store.touch(token)).toBeDefined();
    clock.advance(30 * 60_000);
    expect(await store.touch(token)).toBeUndefined();
    // Gone for good, not only refused once.
    clock.advance(-30 * 60_000);
    expect(await store.touch(token)).toBeUndefined();
  });

  it('end at the absolute time-out however active', async () => {
    const { store, clock } = await setup();
    const { token } = await store.create(1);
    for (let i = 0; i < 15; i++) {
      clock.advance(30 * 60_000 - 1);
      expect(await store.touch(token)).toBeDefined();
    }
    clock.advance(30 * 60_000);
    expect(await store.touch(token)).toBeUndefined();
  });

  it('end at sign-out, and purge drops timed-out rows', async () => {
    const { db, store, clock } = await setup();
    const first = await store.create(1);
    const second = await store.create(1);
    await store.destroy(first.token);
    expect(await store.touch(first.token)).toBeUndefined();
    expect(await store.touch(second.token)).toBeDefined();
    clock.advance(31 * 60_000);
    expect(await store.purge()).toBe(1);
    expect(await db.selectFrom('sessions').select('token_hash').execute()).toEqual([]);
  });
});
