// The Releases screen's API (/admin/api/releases) in the real admin host, with the registry's own
// map and tokens (map-store.ts, tokens.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SiteDb } from '../../db/site-db';
import { mapHistory, recordRelease, remoteEntry } from '../../registry/map-store';
import { addReleaseToken } from '../../registry/tokens';
import { ConsoleClient, consoleTestApp } from '../test-helpers';

const V1 = 'c0000000000000aa1';
const V2 = 'c0000000000000aa2';
const V3 = 'c0000000000000aa3';

let app: FastifyInstance;
let site: SiteDb;
const client = async (username: string) => {
  const signedIn = new ConsoleClient(app);
  expect((await signedIn.signIn(username)).statusCode).toBe(200);
  return signedIn;
};
const release = (remote: 'mfe-investors' | 'mfe-products', version: string, canaryPercent?: number) =>
  recordRelease(site, { remote, version, commit: 'abc1234', note: `note of ${version}`, bytes: 1000, actor: 'token:pipeline', canaryPercent });

beforeEach(async () => {
  ({ app, site } = await consoleTestApp({ ada: ['admin'], ira: ['ir'], pat: ['products'], cora: ['content'] }));
});
afterEach(async () => app.close());

describe('the Releases API', () => {
  it('is for signed-in accounts, and lists every remote for an administrator and only its own for a team', async () => {
    expect((await new ConsoleClient(app).request({ method: 'GET', url: '/admin/api/releases' })).statusCode).toBe(401);
    const remotesOf = async (username: string) => (await (await client(username)).request({ method: 'GET', url: '/admin/api/releases' })).json().remotes.map((r: { remote: string }) => r.remote);
    expect(await remotesOf('ada')).toEqual(['mfe-products', 'mfe-investors', 'mfe-dealers', 'mfe-content']);
    expect(await remotesOf('ira')).toEqual(['mfe-investors']);
    expect(await remotesOf('pat')).toEqual(['mfe-products']);
    expect(await remotesOf('cora')).toEqual(['mfe-content']);
  });

  it("shows a remote's stable and canary, their health side by side, history, releases and tokens (never a token itself)", async () => {
    await release('mfe-investors', V1);
    await release('mfe-investors', V2, 10);
    const { token } = await addReleaseToken(site, { name: 'ir-pipeline', remotes: ['mfe-investors'], actor: 'cli:test' });
    await addReleaseToken(site, { name: 'products-pipeline', remotes: ['mfe-products'], actor: 'cli:test' });
    const ira = await client('ira');
    const response = await ira.request({ method: 'GET', url: '/admin/api/releases/mfe-investors' });
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view).toMatchObject({
      remote: 'mfe-investors',
      entry: { stable: V1, canary: { version: V2, percent: 10 } },
      health: {
        stable: { version: V1, pageViews: 0, errors: 0, errorRate: 0, serverFailures: 0, p75: { LCP: null, INP: null, CLS: null, TTFB: null } },
        canary: { version: V2, pageViews: 0 },
      },
      rule: { marginPoints: 2, minPageViews: 20 },
      history: [
        { action: 'canary', actor: 'token:pipeline', canary: { version: V2, percent: 10 }, commit: 'abc1234', note: `note of ${V2}` },
        { action: 'release', stable: V1 },
      ],
      releases: expect.arrayContaining([expect.objectContaining({ version: V1, commit: 'abc1234', bytes: 1000, uploadedBy: 'token:pipeline' })]),
      tokens: [{ name: 'ir-pipeline', remotes: ['mfe-investors'], createdAt: expect.any(String), lastUsedAt: null, revokedAt: null }],
    });
    expect(response.body).not.toContain(token);
    expect(response.body).not.toMatch(/hash/i);
  });

  it("refuses another team's remote (403) and an unknown one (400)", async () => {
    const pat = await client('pat');
    expect((await pat.request({ method: 'GET', url: '/admin/api/releases/mfe-investors' })).statusCode).toBe(403);
    expect((await pat.request({ method: 'POST', url: '/admin/api/releases/mfe-investors/promote' })).statusCode).toBe(403);
    expect((await pat.request({ method: 'GET', url: '/admin/api/releases/shell' })).statusCode).toBe(400);
    expect((await pat.request({ method: 'GET', url: '/admin/api/releases/mfe-products' })).statusCode).toBe(200);
  });

  it('promotes, changes the share and rolls back as console:<username>, each in the history and the registry audit', async () => {
    await release('mfe-investors', V1);
    await release('mfe-investors', V2, 10);
    const ira = await client('ira');
    const share = await ira.request({ method: 'POST', url: '/admin/api/releases/mfe-investors/share', payload: { percent: 30 } });
    expect(share.json()).toEqual({ remote: 'mfe-investors', entry: { stable: V1, canary: { version: V2, percent: 30 } } });
    expect((await ira.request({ method: 'POST', url: '/admin/api/releases/mfe-investors/share', payload: { percent: 100 } })).statusCode).toBe(400);
    const promoted = await ira.request({ method: 'POST', url: '/admin/api/releases/mfe-investors/promote' });
    expect(promoted.json().entry).toEqual({ stable: V2, canary: null });
    // Nothing to promote now: the registry's 409, in the console's error shape.
    const again = await ira.request({ method: 'POST', url: '/admin/api/releases/mfe-investors/promote' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/no canary/);
    await release('mfe-investors', V3, 5);
    const stopped = await ira.request({ method: 'POST', url: '/admin/api/releases/mfe-investors/rollback', payload: { reason: 'the new chart is wrong' } });
    expect(stopped.json().entry).toEqual({ stable: V2, canary: null });
    const back = await ira.request({ method: 'POST', url: '/admin/api/releases/mfe-investors/rollback', payload: { version: V1 } });
    expect(back.json().entry).toEqual({ stable: V1, canary: null });
    expect(await remoteEntry(site, 'mfe-investors')).toEqual({ stable: V1, canary: null });
    const history = await mapHistory(site, 'mfe-investors', 4);
    expect(history.map(({ action, actor, reason }) => ({ action, actor, reason }))).toEqual([
      { action: 'rollback', actor: 'console:ira', reason: 'rolled back in the console' },
      { action: 'rollback', actor: 'console:ira', reason: 'the new chart is wrong' },
      { action: 'canary', actor: 'token:pipeline', reason: null },
      { action: 'promote', actor: 'console:ira', reason: null },
    ]);
    const audit = await site.kysely.selectFrom('registry_audit').select(['actor', 'action']).where('actor', '=', 'console:ira').execute();
    expect(audit.map((row) => row.action).sort()).toEqual(['promote', 'rollback', 'rollback', 'share']);
  });

  it('takes changes only from the console page itself (CSRF token and origin), like every console write', async () => {
    await release('mfe-products', V1);
    await release('mfe-products', V2, 10);
    const pat = await client('pat');
    expect((await pat.request({ method: 'POST', url: '/admin/api/releases/mfe-products/promote', headers: { 'x-csrf-token': '' } })).statusCode).toBe(403);
    expect((await pat.request({ method: 'POST', url: '/admin/api/releases/mfe-products/promote', headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    expect((await remoteEntry(site, 'mfe-products')).canary).not.toBeNull();
    expect((await pat.request({ method: 'POST', url: '/admin/api/releases/mfe-products/promote' })).statusCode).toBe(200);
  });
});
