import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscribe } from '../../alerts/subscriptions';
import { LINKS, publishDocument } from '../../alerts/test-helpers';
import { MailSender } from '../../alerts/mail-sender';
import { ConsoleClient, consoleTestApp } from '../test-helpers';

// scrypt is memory-hard on purpose: on a busy machine a sign-in takes a second or more.
vi.setConfig({ testTimeout: 30_000 });

let setup: Awaited<ReturnType<typeof consoleTestApp>>;
beforeAll(async () => {
  setup = await consoleTestApp({ ira: ['ir'], ada: ['admin'] });
}, 60_000);
afterAll(() => setup.app.close());

describe('outbox', () => {
  it('shows investor relations the mails (recipients masked, state, tries, next try, error) and subscribers per kind, never an address', async () => {
    const { site } = setup;
    const now = Date.parse('2026-11-28T06:00:00Z');
    await subscribe(site, 'anu.menon@example.in', ['results', 'governance'], now, LINKS);
    await subscribe(site, 'ravi@example.com', ['results'], now, LINKS);
    await site.kysely.updateTable('alert_subscribers').set({ confirmed_at: now }).where('email', '=', 'ravi@example.com').execute();
    await publishDocument(site, { category: 'financial-result', name: 'Q3 results' }, new Date(now));
    // Every mail tried once, in vain: each waits for its next try.
    const failing = { sendMail: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525')) };
    expect(await new MailSender(site, failing, { from: 'x@example.test', now: () => now }).workOnce()).toMatchObject({ retrying: 3 });

    const ir = new ConsoleClient(setup.app);
    await ir.signIn('ira');
    const answer = await ir.request({ method: 'GET', url: '/admin/api/outbox' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).not.toMatch(/anu\.menon|ravi@/);
    const { counts, items } = answer.json();
    expect(counts).toEqual([
      { kind: 'results', label: 'Results and financials', confirmed: 1, pending: 1 },
      { kind: 'announcements', label: 'Announcements and board outcomes', confirmed: 0, pending: 0 },
      { kind: 'governance', label: 'Reports, policies and governance', confirmed: 0, pending: 1 },
    ]);
    expect(items.map((item: { to: string; purpose: string }) => [item.to, item.purpose])).toEqual([
      ['r***@e***.com', 'alert'],
      ['r***@e***.com', 'confirmation'],
      ['a***@e***.in', 'confirmation'],
    ]);
    expect(items[2]).toEqual({
      id: items[2].id,
      to: 'a***@e***.in',
      subject: 'Confirm your investor alerts from Kallada Polypipes',
      purpose: 'confirmation',
      state: 'queued',
      attempts: 1,
      nextAttemptAt: '2026-11-28T06:01:00.000Z',
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      createdAt: '2026-11-28T06:00:00.000Z',
      sentAt: null,
    });
    expect(items[0]).toMatchObject({ subject: 'Financial Result: Q3 results', state: 'queued', attempts: 1 });
    expect((await ir.request({ method: 'GET', url: '/admin/api/outbox?limit=0' })).statusCode).toBe(400);

    const admin = new ConsoleClient(setup.app);
    await admin.signIn('ada');
    expect((await admin.request({ method: 'GET', url: '/admin/api/outbox' })).statusCode).toBe(403);
    expect((await new ConsoleClient(setup.app).request({ method: 'GET', url: '/admin/api/outbox' })).statusCode).toBe(401);
  });
});
