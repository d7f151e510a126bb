import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE_ORIGIN } from '../test-app';
import { WRONG_CREDENTIALS } from './api/session';
import { ConsoleClient, consoleTestApp, CONSOLE_ORIGIN, PASSWORD } from './test-helpers';

// scrypt is memory-hard on purpose: on a busy machine a sign-in takes a second or more.
vi.setConfig({ testTimeout: 30_000 });

let setup: Awaited<ReturnType<typeof consoleTestApp>>;
beforeAll(async () => {
  setup = await consoleTestApp({ ira: ['ir'], cora: ['content'], both: ['ir', 'admin'] });
}, 60_000);
afterAll(() => setup.app.close());

describe('console sessions', () => {
  it('sign in with an HttpOnly, SameSite=Strict cookie and sign out for good', async () => {
    const client = new ConsoleClient(setup.app);
    const signedIn = await client.signIn('ira');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toEqual({ username: 'ira', roles: ['ir'] });
    const cookie = [signedIn.headers['set-cookie']].flat().find((c) => c?.startsWith('console_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/admin/);
    expect(cookie).not.toMatch(/Secure/);
    const session = await client.request({ method: 'GET', url: '/admin/api/session' });
    expect(session.json().user.username).toBe('ira');
    expect(session.headers['cache-control']).toBe('no-store');

    const stolen = { ...client.cookies };
    expect((await client.request({ method: 'DELETE', url: '/admin/api/session' })).statusCode).toBe(204);
    expect((await client.request({ method: 'GET', url: '/admin/api/session' })).json().user).toBeNull();
    // The old cookie is worthless once signed out.
    const replay = await setup.app.inject({ method: 'GET', url: '/admin/api/investor-documents', headers: { cookie: `console_session=${stolen.console_session}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('answer a wrong password and an unknown account with the same message', async () => {
    const wrong = await new ConsoleClient(setup.app).signIn('cora', 'not the password');
    const unknown = await new ConsoleClient(setup.app).signIn('nobody-here', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(WRONG_CREDENTIALS);
    expect(unknown.json().message).toBe(WRONG_CREDENTIALS);
  });

  it('throttle repeated failures with a clear message, even for the right password', async () => {
    const client = new ConsoleClient(setup.app);
    for (let i = 0; i < 5; i++) expect((await client.signIn('both', 'wrong password')).statusCode).toBe(401);
    const locked = await client.signIn('both', PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-ins/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // An account that does not exist is locked the same way.
    for (let i = 0; i < 5; i++) await client.signIn('ghost', 'wrong password');
    expect((await client.signIn('ghost', 'wrong password')).json().message).toBe(locked.json().message);
  }, 60_000);

  it('refuse a sign-in without the page token or from another origin', async () => {
    const client = new ConsoleClient(setup.app);
    await client.request({ method: 'GET', url: '/admin/api/session' });
    const noToken = await client.request({ method: 'POST', url: '/admin/api/session', payload: { username: 'cora', password: PASSWORD }, headers: { 'x-csrf-token': 'guess' } });
    expect(noToken.statusCode).toBe(403);
    const crossSite = await client.request({ method: 'POST', url: '/admin/api/session', payload: { username: 'cora', password: PASSWORD }, headers: { origin: SITE_ORIGIN } });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('console access', () => {
  it('answers 401 without a session and 403 with the wrong role', async () => {
    const anonymous = await setup.app.inject({ method: 'GET', url: '/admin/api/investor-documents' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toMatch(/Sign in/);
    const content = new ConsoleClient(setup.app);
    await content.signIn('cora');
    expect((await content.request({ method: 'GET', url: '/admin/api/investor-documents' })).statusCode).toBe(403);
    expect((await content.request({ method: 'DELETE', url: '/admin/api/investor-documents/1', payload: { version: 1 } })).statusCode).toBe(403);
    const ir = new ConsoleClient(setup.app);
    await ir.signIn('ira');
    expect((await ir.request({ method: 'GET', url: '/admin/api/investor-documents' })).statusCode).toBe(200);
  });

  it('refuses writes without the session token or from another origin (a cross-site form post)', async () => {
    const ir = new ConsoleClient(setup.app);
    await ir.signIn('ira');
    const noToken = await ir.request({ method: 'DELETE', url: '/admin/api/investor-documents/1', payload: { version: 1 }, headers: { 'x-csrf-token': 'stale' } });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().message).toMatch(/security token/);
    const crossSite = await ir.request({
      method: 'POST',
      url: '/admin/api/investor-documents/1/restore',
      payload: 'version=1',
      headers: { origin: SITE_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toMatch(/did not come from the console/);
    const noOrigin = await ir.request({ method: 'POST', url: '/admin/api/investor-documents/1/restore', payload: { version: 1 }, headers: { origin: '' } });
    expect(noOrigin.statusCode).toBe(403);
  });

  it('sends no CORS headers to the public site and refuses its preflights', async () => {
    const read = await setup.app.inject({ method: 'GET', url: '/admin/api/session', headers: { origin: SITE_ORIGIN } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await setup.app.inject({
      method: 'OPTIONS',
      url: '/admin/api/investor-documents',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    // Nor do the console's page and files, whatever the path (@fastify/cors answered these before).
    for (const url of ['/admin', '/admin/', '/admin/users', '/admin/static/js/main.js']) {
      const page = await setup.app.inject({ method: 'OPTIONS', url, headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'GET' } });
      expect(page.statusCode, url).toBe(403);
      expect(Object.keys(page.headers).filter((name) => name.startsWith('access-control-')), url).toEqual([]);
    }
    // The public API keeps its CORS.
    const list = await setup.app.inject({ method: 'GET', url: '/investors/list-financial-result', headers: { origin: SITE_ORIGIN } });
    expect(list.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(CONSOLE_ORIGIN).toBe('http://localhost:80');
  });
});
