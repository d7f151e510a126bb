import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../db/prepare';
import { SessionStore } from './sessions';

function setup() {
  const { db } = prepareDatabase(':memory:', 'none');
  db.prepare("INSERT INTO users (id, username, password_hash) VALUES (1, 'ira', 'x')").run();
  let now = 1_000_000;
  const clock = { advance: (ms: number) => (now += ms) };
  const store = new SessionStore(db, { idleMs: 30 * 60_000, absoluteMs: 8 * 60 * 60_000 }, () => now);
  return { db, store, clock };
}

describe('sessions', () => {
  it('are stored server-side by the hash of their token', () => {
    const { db, store } = setup();
    const { token, session } = store.create(1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = db.prepare('SELECT token_hash, csrf_token FROM sessions').all() as { token_hash: string; csrf_token: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(token);
    expect(store.touch(token)).toMatchObject({ userId: 1, csrfToken: session.csrfToken });
    expect(store.touch('forged-token')).toBeUndefined();
    expect(store.touch(undefined)).toBeUndefined();
  });

  it('end after the idle time-out, and activity keeps them alive', () => {
    const { store, clock } = setup();
    const { token } = store.create(1);
    clock.advance(29 * 60_000);
    expect(store.touch(token)).toBeDefined();
    clock.advance(29 * 60_000);
    expect(store.touch(token)).toBeDefined();
    clock.advance(30 * 60_000);
    expect(store.touch(token)).toBeUndefined();
    // Gone for good, not only refused once.
    clock.advance(-30 * 60_000);
    expect(store.touch(token)).toBeUndefined();
  });

  it('end at the absolute time-out however active', () => {
    const { store, clock } = setup();
    const { token } = store.create(1);
    for (let i = 0; i < 15; i++) {
      clock.advance(30 * 60_000 - 1);
      expect(store.touch(token)).toBeDefined();
    }
    clock.advance(30 * 60_000);
    expect(store.touch(token)).toBeUndefined();
  });

  it('end at sign-out, and purge drops timed-out rows', () => {
    const { db, store, clock } = setup();
    const first = store.create(1);
    const second = store.create(1);
    store.destroy(first.token);
    expect(store.touch(first.token)).toBeUndefined();
    expect(store.touch(second.token)).toBeDefined();
    clock.advance(31 * 60_000);
    expect(store.purge()).toBe(1);
    expect(db.prepare('SELECT count(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });
});
