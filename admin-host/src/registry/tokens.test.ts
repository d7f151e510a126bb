import { afterEach, describe, expect, it } from 'vitest';
import type { SiteDb } from '../db/site-db';
import { testDatabase } from '../test-database';
import { registryAudit } from './audit';
import { addReleaseToken, checkReleaseToken, hashReleaseToken, listReleaseTokens, removeReleaseToken } from './tokens';

let site: SiteDb;
afterEach(async () => site?.close());

const clock = (iso: string) => () => Date.parse(iso);

describe('release tokens', () => {
  it('are random, prefixed, shown once and stored only as their hash', async () => {
    ({ site } = await testDatabase('empty'));
    const { token, record } = await addReleaseToken(site, { name: 'investors-ci', remotes: ['mfe-investors', 'mfe-investors'], actor: 'cli:ops', now: clock('2026-11-28T08:00:00Z') });
    const other = await addReleaseToken(site, { name: 'content-ci', remotes: ['mfe-content'], actor: 'cli:ops' });
    expect(token).toMatch(/^pvcrel_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.slice(7), 'base64url')).toHaveLength(32);
    expect(other.token).not.toBe(token);
    expect(record).toEqual({ name: 'investors-ci', remotes: ['mfe-investors'], createdAt: '2026-11-28T08:00:00.000Z', revokedAt: null, lastUsedAt: null });
    const rows = await site.kysely.selectFrom('release_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token.slice(7));
    expect(rows.map((row) => row.token_hash)).toContain(hashReleaseToken(token));
  });

  it('check the scope: the right remote passes, another is 403, unknown and malformed are 401', async () => {
    ({ site } = await testDatabase('empty'));
    const { token } = await addReleaseToken(site, { name: 'investors-ci', remotes: ['mfe-investors'], actor: 'cli:ops' });
    const check = (authorization: string | undefined, remote = 'mfe-investors') => checkReleaseToken(site, authorization, remote, { action: 'upload', now: clock('2026-11-28T09:00:00Z') });
    expect(await check(`Bearer ${token}`)).toEqual({ ok: true, actor: 'token:investors-ci', name: 'investors-ci' });
    expect(await check(`Bearer ${token}`, 'mfe-products')).toEqual({ ok: false, statusCode: 403, message: 'The token "investors-ci" may not release mfe-products' });
    expect(await check(undefined)).toMatchObject({ ok: false, statusCode: 401, message: expect.stringMatching(/Authorization: Bearer/) });
    expect(await check(`Basic ${token}`)).toMatchObject({ ok: false, statusCode: 401 });
    expect(await check('Bearer pvcrel_not-a-token')).toMatchObject({ ok: false, statusCode: 401, message: 'This is not a release token' });
    expect(await check(`Bearer pvcrel_${'A'.repeat(43)}`)).toMatchObject({ ok: false, statusCode: 401, message: 'Unknown release token' });
    expect((await listReleaseTokens(site))[0]!.lastUsedAt).toBe('2026-11-28T09:00:00.000Z');
    // The refusal of a known token is audited; strangers' guesses are not written down.
    const audit = await registryAudit(site.kysely);
    expect(audit.map((entry) => [entry.actor, entry.action, entry.remote, entry.detail])).toEqual([
      ['token:investors-ci', 'refused', 'mfe-products', 'upload refused: the token may not release mfe-products'],
      ['cli:ops', 'token-add', null, 'made token "investors-ci" for mfe-investors'],
    ]);
  });

  it('revoked: refused from then on, and its name free for a new token', async () => {
    ({ site } = await testDatabase('empty'));
    const first = await addReleaseToken(site, { name: 'ci', remotes: ['mfe-products'], actor: 'cli:ops' });
    await expect(addReleaseToken(site, { name: 'ci', remotes: ['mfe-products'], actor: 'cli:ops' })).rejects.toThrow(/exists already/);
    expect(await removeReleaseToken(site, 'ci', { actor: 'cli:ops' })).toBe(true);
    expect(await removeReleaseToken(site, 'ci', { actor: 'cli:ops' })).toBe(false);
    expect(await checkReleaseToken(site, `Bearer ${first.token}`, 'mfe-products', { action: 'promote' })).toMatchObject({ ok: false, statusCode: 401, message: 'This release token has been revoked' });
    const second = await addReleaseToken(site, { name: 'ci', remotes: ['mfe-products'], actor: 'cli:ops' });
    expect(await checkReleaseToken(site, `Bearer ${second.token}`, 'mfe-products', { action: 'promote' })).toMatchObject({ ok: true });
    const tokens = await listReleaseTokens(site);
    expect(tokens.map((token) => [token.name, token.revokedAt === null])).toEqual([['ci', true], ['ci', false]]);
    expect(await listReleaseTokens(site, { includeRevoked: false, remote: 'mfe-products' })).toHaveLength(1);
    expect(await listReleaseTokens(site, { remote: 'mfe-investors' })).toEqual([]);
  });

  it('refuse bad names and unknown or missing remotes', async () => {
    ({ site } = await testDatabase('empty'));
    await expect(addReleaseToken(site, { name: 'has space', remotes: ['mfe-products'], actor: 'cli' })).rejects.toThrow(/token name/);
    await expect(addReleaseToken(site, { name: 'ci', remotes: ['shell'], actor: 'cli' })).rejects.toThrow(/Unknown remote shell/);
    await expect(addReleaseToken(site, { name: 'ci', remotes: [], actor: 'cli' })).rejects.toThrow(/--remote/);
    expect(await listReleaseTokens(site)).toEqual([]);
  });
});
