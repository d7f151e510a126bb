// The users screen's API: admins list, create, change, disable, reset and remove accounts, each
// audited; the console never loses its last administrator, nobody removes their own admin access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../audit';
import { ConsoleClient, consoleTestApp, PASSWORD, WEAK_PASSWORDS } from '../test-helpers';
import { accountErrors } from '../auth/account-rules';
import { OWN_ADMIN } from './users';

let app: Awaited<ReturnType<typeof consoleTestApp>>;
let ada: ConsoleClient;

beforeAll(async () => {
  app = await consoleTestApp({ ada: ['admin'], ira: ['ir'] });
  ada = new ConsoleClient(app.app);
  await ada.signIn('ada');
});
afterAll(async () => {
  await app.app.close();
});

const list = async () => (await ada.request({ method: 'GET', url: '/admin/api/users' })).json().items as { id: number; username: string; roles: string[]; disabled: boolean }[];
const idOf = async (username: string) => (await list()).find((u) => u.username === username)!.id;

describe('console users API', () => {
  it('is for admins only: 401 without a session, 403 for other roles', async () => {
    expect((await app.app.inject({ method: 'GET', url: '/admin/api/users' })).statusCode).toBe(401);
    const ira = new ConsoleClient(app.app);
    await ira.signIn('ira');
    expect((await ira.request({ method: 'GET', url: '/admin/api/users' })).statusCode).toBe(403);
    expect((await ira.request({ method: 'POST', url: '/admin/api/users', payload: { username: 'x', roles: ['admin'] } })).statusCode).toBe(403);
  });

  it('refuses guessable passwords on create and reset, saying why on the password field (NIST SP 800-63B)', async () => {
    for (const password of WEAK_PASSWORDS) {
      const created = await ada.request({ method: 'POST', url: '/admin/api/users', payload: { username: 'weakling', roles: ['ir'], password } });
      expect(created.statusCode, JSON.stringify(password)).toBe(400);
      expect(created.json().fields, JSON.stringify(password)).toEqual({ password: expect.stringMatching(/^This password is too easy to guess: .+\. Use a longer passphrase/) });
    }
    const reset = await ada.request({ method: 'POST', url: `/admin/api/users/${await idOf('ira')}/password`, payload: { password: 'passwordpassword' } });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().fields.password).toMatch(/too easy to guess/);
    expect((await list()).map((u) => u.username)).not.toContain('weakling');
  });

  it('lists accounts without any password hash', async () => {
    const response = await ada.request({ method: 'GET', url: '/admin/api/users' });
    expect(response.json().items).toContainEqual({ id: expect.any(Number), username: 'ira', roles: ['ir'], disabled: false, isDemo: false, createdAt: expect.any(String) });
    expect(response.body).not.toMatch(/scrypt|password/i);
  });

  it('creates a user with a generated password (shown once) or a chosen one; messages by field, the same as the form', async () => {
    const bad = { username: ' bad name', roles: [], password: 'short' };
    const expected = { username: expect.stringMatching(/^A user name is/), roles: 'Give the user at least one role', password: 'The password must have at least 12 characters' };
    expect(accountErrors(bad, { creating: true })).toEqual(expected);
    const refused = await ada.request({ method: 'POST', url: '/admin/api/users', payload: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual(expected);
    expect((await ada.request({ method: 'POST', url: '/admin/api/users', payload: { username: 'x', roles: ['root'] } })).statusCode).toBe(400);

    const created = await ada.request({ method: 'POST', url: '/admin/api/users', payload: { username: 'cora', roles: ['content'] } });
    expect(created.statusCode).toBe(201);
    const { user, password } = created.json();
    expect(user).toMatchObject({ username: 'cora', roles: ['content'], disabled: false });
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect((await new ConsoleClient(app.app).signIn('cora', password)).statusCode).toBe(200);

    const chosen = await ada.request({ method: 'POST', url: '/admin/api/users', payload: { username: 'dora', roles: ['dealers'], password: PASSWORD } });
    expect(chosen.json().password).toBeUndefined();
    const again = await ada.request({ method: 'POST', url: '/admin/api/users', payload: { username: 'DORA', roles: ['dealers'] } });
    expect(again.json().fields).toEqual({ username: 'A user named "DORA" already exists' });
    expect(await auditEntries(app.site.kysely, { entity: 'users', recordId: user.id })).toMatchObject([{ action: 'create', username: 'ada', after: { name: 'cora', roles: ['content'], disabled: false } }]);
  });

  it('changes roles and disables: the account loses its open sessions and cannot sign in while disabled', async () => {
    const id = await idOf('dora');
    const dora = new ConsoleClient(app.app);
    await dora.signIn('dora');
    expect((await dora.request({ method: 'GET', url: '/admin/api/states' })).statusCode).toBe(200);

    const changed = await ada.request({ method: 'PUT', url: `/admin/api/users/${id}`, payload: { roles: ['ir'] } });
    expect(changed.json()).toMatchObject({ roles: ['ir'] });
    expect((await dora.request({ method: 'GET', url: '/admin/api/states' })).statusCode).toBe(401);

    await ada.request({ method: 'PUT', url: `/admin/api/users/${id}`, payload: { disabled: true } });
    const signIn = await new ConsoleClient(app.app).signIn('dora');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe('This account is disabled. Ask an administrator to enable it.');
    // A wrong password still says only that it is wrong.
    expect((await new ConsoleClient(app.app).signIn('dora', 'not the password')).statusCode).toBe(401);

    await ada.request({ method: 'PUT', url: `/admin/api/users/${id}`, payload: { disabled: false } });
    expect((await new ConsoleClient(app.app).signIn('dora')).statusCode).toBe(200);
    expect((await auditEntries(app.site.kysely, { entity: 'users', recordId: id })).map((e) => [e.action, (e.after as { disabled: boolean }).disabled])).toEqual([
      ['update', false],
      ['update', true],
      ['update', false],
      ['create', false],
    ]);
  });

  it('resets a password: the old one stops working, sessions end, the new one is shown once', async () => {
    const id = await idOf('cora');
    const reset = await ada.request({ method: 'POST', url: `/admin/api/users/${id}/password`, payload: {} });
    const { password } = reset.json();
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect((await new ConsoleClient(app.app).signIn('cora', password)).statusCode).toBe(200);
    const short = await ada.request({ method: 'POST', url: `/admin/api/users/${id}/password`, payload: { password: 'abc' } });
    expect(short.json().fields).toEqual({ password: 'The password must have at least 12 characters' });
    // Resetting your own keeps you signed in.
    const self = await ada.request({ method: 'POST', url: `/admin/api/users/${await idOf('ada')}/password`, payload: { password: PASSWORD } });
    expect(self.statusCode).toBe(200);
    expect((await ada.request({ method: 'GET', url: '/admin/api/users' })).statusCode).toBe(200);
  });

  it('never leaves the console without an active admin, and nobody takes away their own admin access', async () => {
    const me = await idOf('ada');
    for (const payload of [{ roles: ['ir'] }, { disabled: true }]) {
      const response = await ada.request({ method: 'PUT', url: `/admin/api/users/${me}`, payload });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(OWN_ADMIN);
    }
    expect((await ada.request({ method: 'DELETE', url: `/admin/api/users/${me}` })).json().message).toBe(OWN_ADMIN);

    // Another admin can take it away: a second admin is demoted by ada, and ada stays the last one.
    const cora = await idOf('cora');
    await ada.request({ method: 'PUT', url: `/admin/api/users/${cora}`, payload: { roles: ['content', 'admin'] } });
    expect((await ada.request({ method: 'PUT', url: `/admin/api/users/${cora}`, payload: { roles: ['content'] } })).statusCode).toBe(200);
    expect((await list()).filter((u) => u.roles.includes('admin') && !u.disabled).map((u) => u.username)).toEqual(['ada']);
  });

  it('removes a user: gone from the list, cannot sign in, the audit log keeps the name', async () => {
    const id = await idOf('cora');
    expect((await ada.request({ method: 'DELETE', url: `/admin/api/users/${id}` })).statusCode).toBe(204);
    expect((await list()).map((u) => u.username)).not.toContain('cora');
    expect((await new ConsoleClient(app.app).signIn('cora')).statusCode).toBe(401);
    expect((await auditEntries(app.site.kysely, { entity: 'users', recordId: id }))[0]).toMatchObject({ action: 'delete', before: { name: 'cora' }, after: null });
    expect((await ada.request({ method: 'DELETE', url: '/admin/api/users/9999' })).statusCode).toBe(404);
  });
});
