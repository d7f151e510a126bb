// A second pair of eyes (issue 28) on the real app and database, with an injected clock: a financial
// result saved by one ir account waits, unseen, until another approves it; nobody approves their own;
// a change to a published result leaves it as it is until approved; each step is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LISTS } from '@site/shared/contract/admin-api';
import { INVESTOR_CATEGORIES } from '@site/shared/contract/investor-archive';
import { auditEntries } from '../console/audit';
import { ConsoleClient, consoleTestApp, form, samplePdf } from '../console/test-helpers';

let clock = Date.parse('2026-11-28T06:00:00Z');
let app: Awaited<ReturnType<typeof consoleTestApp>>;
let ira: ConsoleClient;
let irene: ConsoleClient;
let admin: ConsoleClient;

beforeAll(async () => {
  app = await consoleTestApp({ ira: ['ir'], irene: ['ir'], ada: ['admin'] }, undefined, { now: () => clock, publishEveryMs: 20, contentRecheckMs: 0 });
  ira = new ConsoleClient(app.app);
  irene = new ConsoleClient(app.app);
  admin = new ConsoleClient(app.app);
  await ira.signIn('ira');
  await irene.signIn('irene');
  await admin.signIn('ada');
}, 60_000);
afterAll(async () => {
  await app.app.close();
});

const publicNames = async (category: 'financial-result' | 'policy') => {
  const path = category === 'policy' ? '/investors/list-policies' : DOCUMENT_LISTS[category].path;
  const rows = (await app.app.inject({ method: 'GET', url: path })).json() as Record<string, string>[];
  return rows.map((row) => row.financial_result_Name ?? row.policie_Name);
};
const fileStatus = async (document: string) => (await app.app.inject({ method: 'GET', url: `/${document}` })).statusCode;

async function addResult(client: ConsoleClient, name: string, publishAt = '') {
  const response = await client.request({
    method: 'POST',
    url: '/admin/api/investor-documents',
    ...form({ category: 'financial-result', name, date: '2026-11-28', publishAt }, { name: 'document', filename: 'r.pdf', bytes: await samplePdf(name) }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('approval', () => {
  it('a new financial result waits unseen until a colleague approves it; its proposer cannot', async () => {
    const record = await addResult(ira, 'Results Approvequux');
    expect(record).toMatchObject({ published: false, approval: { kind: 'create', proposedBy: 'ira' } });
    expect(await publicNames('financial-result')).not.toContain('Results Approvequux');
    expect(await fileStatus(record.document)).toBe(404);

    const mine = (await ira.request({ method: 'GET', url: '/admin/api/approvals' })).json().items.find((item: { id: number }) => item.id === record.id);
    expect(mine).toMatchObject({ kind: 'create', proposedBy: 'ira', canApprove: false });
    expect(mine.changes.map((change: { field: string }) => change.field)).toEqual(['category', 'name', 'date', 'document']);
    // As the form offers it, not the stored key.
    expect(mine.changes[0]).toMatchObject({ label: 'List', after: INVESTOR_CATEGORIES['financial-result'].title });
    const own = await ira.request({ method: 'POST', url: `/admin/api/investor-documents/${record.id}/approve`, payload: { version: record.version } });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/another colleague/);
    // The console opens the file for checking; the public cannot.
    expect((await irene.request({ method: 'GET', url: `/admin/api/file?path=${record.document}` })).statusCode).toBe(200);

    const approved = await irene.request({ method: 'POST', url: `/admin/api/investor-documents/${record.id}/approve`, payload: { version: record.version } });
    expect(approved.json()).toMatchObject({ published: true, approval: null });
    expect(await publicNames('financial-result')).toContain('Results Approvequux');
    expect(await fileStatus(record.document)).toBe(200);
    const actions = (await auditEntries(app.site.kysely, { entity: 'investor_documents', recordId: record.id })).map((entry) => [entry.action, entry.username]);
    expect(actions).toEqual([
      ['approve', 'irene'],
      ['create', 'ira'],
    ]);
  });

  it('a change to a published result waits: visitors keep the approved version, the approver sees it field by field', async () => {
    const record = await addResult(ira, 'Results Changequux');
    const live = (await irene.request({ method: 'POST', url: `/admin/api/investor-documents/${record.id}/approve`, payload: { version: record.version } })).json();
    const replacement = await samplePdf('Results Changequux, corrected');
    const proposed = await irene.request({
      method: 'PUT',
      url: `/admin/api/investor-documents/${record.id}`,
      ...form({ version: live.version, name: 'Results Changequux (revised)', date: '2026-11-28' }, { name: 'document', filename: 'r2.pdf', bytes: replacement }),
    });
    const waiting = proposed.json();
    expect(waiting).toMatchObject({ version: live.version, name: 'Results Changequux', approval: { kind: 'update', proposedBy: 'irene', fields: { name: 'Results Changequux (revised)' } } });
    expect(await publicNames('financial-result')).toContain('Results Changequux');
    // The proposed PDF is stored, and not served until approved.
    const newDocument = waiting.approval.fields.document as string;
    expect(newDocument).not.toBe(record.document);
    expect(await fileStatus(newDocument)).toBe(404);

    const item = (await ira.request({ method: 'GET', url: '/admin/api/approvals' })).json().items.find((entry: { id: number }) => entry.id === record.id);
    expect(item).toMatchObject({ kind: 'update', canApprove: true });
    expect(item.changes).toEqual([
      { field: 'name', label: 'Name', before: 'Results Changequux', after: 'Results Changequux (revised)', file: false },
      { field: 'document', label: 'PDF document', before: record.document, after: newDocument, file: true },
    ]);
    const approved = (await ira.request({ method: 'POST', url: `/admin/api/investor-documents/${record.id}/approve`, payload: { version: waiting.version } })).json();
    expect(approved).toMatchObject({ name: 'Results Changequux (revised)', document: newDocument, approval: null, published: true });
    expect(await publicNames('financial-result')).toContain('Results Changequux (revised)');
    expect(await fileStatus(newDocument)).toBe(200);
    expect((await auditEntries(app.site.kysely, { entity: 'investor_documents', recordId: record.id })).map((entry) => entry.action)).toEqual(['approve', 'propose', 'approve', 'create']);
  });

  it('approved with a future publish time, it stays embargoed until then; rejected, a new record goes to the bin', async () => {
    const scheduled = await addResult(ira, 'Results Laterquux', '2026-11-28T15:00');
    await irene.request({ method: 'POST', url: `/admin/api/investor-documents/${scheduled.id}/approve`, payload: { version: scheduled.version } });
    expect(await publicNames('financial-result')).not.toContain('Results Laterquux');
    clock = Date.parse('2026-11-28T09:30:00Z');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await publicNames('financial-result')).toContain('Results Laterquux');

    await ira.signIn('ira');
    await irene.signIn('irene');
    const rejected = await addResult(ira, 'Results Rejectquux');
    const answer = (await irene.request({ method: 'POST', url: `/admin/api/investor-documents/${rejected.id}/reject`, payload: { version: rejected.version } })).json();
    expect(answer).toMatchObject({ approval: null, published: false });
    expect(answer.deletedAt).not.toBeNull();
    expect(await publicNames('financial-result')).not.toContain('Results Rejectquux');
  });

  it('a waiting record past its time waits for approval, not for the clock', async () => {
    const record = await addResult(ira, 'Results Pastquux', '2026-11-28T15:10');
    clock = Date.parse('2026-11-28T10:00:00Z');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await publicNames('financial-result')).not.toContain('Results Pastquux');
    await ira.signIn('ira');
    await irene.signIn('irene');
    await irene.request({ method: 'POST', url: `/admin/api/investor-documents/${record.id}/approve`, payload: { version: record.version } });
    expect(await publicNames('financial-result')).toContain('Results Pastquux');
  });

  it('other collections publish at once unless an administrator asks for approval there', async () => {
    const policy = async (name: string) =>
      (
        await ira.request({ method: 'POST', url: '/admin/api/policies', ...form({ name, date: '2026-11-28' }, { name: 'document', filename: 'p.pdf', bytes: await samplePdf(name) }) })
      ).json();
    expect(await policy('Policy Directquux')).toMatchObject({ published: true, approval: null });
    await admin.signIn('ada');
    const settings = (await admin.request({ method: 'GET', url: '/admin/api/approval-settings' })).json().items;
    expect(settings.filter((s: { required: boolean }) => s.required).map((s: { scope: string }) => s.scope)).toEqual([
      'investor-documents:press-release',
      'investor-documents:financial-result',
      'investor-documents:board-meeting',
    ]);
    expect((await ira.request({ method: 'PUT', url: '/admin/api/approval-settings', payload: { scope: 'policies', required: true } })).statusCode).toBe(403);
    expect((await ira.request({ method: 'GET', url: '/admin/api/approval-settings' })).statusCode).toBe(200);
    expect((await admin.request({ method: 'PUT', url: '/admin/api/approval-settings', payload: { scope: 'nonsense', required: true } })).statusCode).toBe(400);
    expect((await admin.request({ method: 'PUT', url: '/admin/api/approval-settings', payload: { scope: 'policies', required: true } })).statusCode).toBe(200);
    expect(await policy('Policy Heldquux')).toMatchObject({ published: false, approval: { kind: 'create' } });
    expect(await publicNames('policy')).toContain('Policy Directquux');
    expect(await publicNames('policy')).not.toContain('Policy Heldquux');
  });
});
