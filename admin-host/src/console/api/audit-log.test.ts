import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConsoleClient, consoleTestApp, form, samplePdf } from '../test-helpers';
import { csvField } from './audit-log';

// scrypt is memory-hard on purpose: on a busy machine a sign-in takes a second or more.
vi.setConfig({ testTimeout: 30_000 });

let setup: Awaited<ReturnType<typeof consoleTestApp>>;
beforeAll(async () => {
  setup = await consoleTestApp({ ira: ['ir'], ada: ['admin'] });
}, 60_000);
afterAll(() => setup.app.close());

describe('audit log', () => {
  it('is readable by admins only, newest first, and exports as CSV', async () => {
    const ir = new ConsoleClient(setup.app);
    await ir.signIn('ira');
    const created = await ir.request({ method: 'POST', url: '/admin/api/investor-documents', ...form({ category: 'disclosure', name: '=HYPERLINK("x")', date: '2026-11-20' }, { name: 'document', filename: 'd.pdf', bytes: await samplePdf('audit') }) });
    expect(created.statusCode).toBe(201);
    expect((await ir.request({ method: 'GET', url: '/admin/api/audit-log' })).statusCode).toBe(403);

    const admin = new ConsoleClient(setup.app);
    await admin.signIn('ada');
    const log = (await admin.request({ method: 'GET', url: '/admin/api/audit-log' })).json();
    expect(log.items[0]).toMatchObject({ username: 'ira', action: 'create', entity: 'investor_documents', recordId: created.json().id, before: null, after: { name: '=HYPERLINK("x")' } });
    const csv = await admin.request({ method: 'GET', url: '/admin/api/audit-log.csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d\d-\d\d\.csv"$/);
    const [header, first] = csv.body.split('\r\n');
    expect(header).toBe('id,at,username,action,entity,recordId,before,after');
    expect(first).toMatch(/^\d+,\d{4}-\d\d-\d\dT[^,]+,ira,create,investor_documents,\d+,,"\{""id"":/);
  }, 30_000);

  it('CSV fields are quoted when needed and never start a formula', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField(null)).toBe('');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  });
});
