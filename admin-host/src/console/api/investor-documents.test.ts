import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEntries } from '../audit';
import { activePdf, ConsoleClient, consoleTestApp, encryptedPdf, form, rowCount, samplePdf } from '../test-helpers';
import { setApprovalRequired } from '../../publishing/approval-rules';
import { MESSAGES } from './pdf-upload';
import { MAX_PDF_BYTES } from './rules';

// scrypt is memory-hard on purpose: on a busy machine a sign-in takes a second or more.
vi.setConfig({ testTimeout: 30_000 });

let setup: Awaited<ReturnType<typeof consoleTestApp>>;
let ir: ConsoleClient;
beforeAll(async () => {
  setup = await consoleTestApp({ ira: ['ir'] });
  // Uploads and lists alone: a second pair of eyes on results and press releases has its own tests
  // (src/publishing/approvals.test.ts).
  for (const list of ['financial-result', 'press-release']) await setApprovalRequired(setup.site.kysely, `investor-documents:${list}`, false);
  ir = new ConsoleClient(setup.app);
  await ir.signIn('ira');
}, 60_000);
afterAll(() => setup.app.close());

const create = async (fields: Record<string, string>, bytes?: Buffer, filename = 'result.pdf') =>
  ir.request({ method: 'POST', url: '/admin/api/investor-documents', ...form(fields, bytes ? { name: 'document', filename, bytes } : undefined) });

const publicList = () => setup.app.inject({ method: 'GET', url: '/investors/list-financial-result' });
const visibleFiles = () => {
  const folder = path.join(setup.uploadsDir, 'documents', 'financial-result');
  return existsSync(folder) ? readdirSync(folder) : [];
};
const staged = () => {
  const folder = path.join(setup.uploadsDir, '.staging');
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('investor documents in the console', () => {
  it('publishes an uploaded PDF under its content hash; the public list and its ETag change at once', async () => {
    const before = await publicList();
    const pdf = await samplePdf('Q2 results');
    const response = await create({ category: 'financial-result', name: 'Financial Results Q2 FY 2026-27 (console test)', date: '2026-11-23' }, pdf);
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({ category: 'financial-result', name: 'Financial Results Q2 FY 2026-27 (console test)', date: '2026-11-23', version: 1, deletedAt: null, fileSize: pdf.length, pageCount: 1, publicPage: '/investors/financial-result' });
    expect(record.document).toMatch(/^uploads\/documents\/financial-result\/[0-9a-f]{32}\.pdf$/);
    expect(readFileSync(path.join(setup.uploadsDir, record.document.replace(/^uploads\//, '')))).toEqual(pdf);
    expect(staged()).toEqual([]);

    const after = await publicList();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toContainEqual(expect.objectContaining({ financial_result_Name: 'Financial Results Q2 FY 2026-27 (console test)', financial_result_Document: record.document }));
    const file = await setup.app.inject({ method: 'GET', url: `/${record.document}?name=${encodeURIComponent(record.name)}.pdf` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('filename="Financial Results Q2 FY 2026-27 (console test).pdf"');

    const listed = await ir.request({ method: 'GET', url: '/admin/api/investor-documents?category=financial-result&q=(console test)' });
    expect(listed.json().items.map((item: { id: number }) => item.id)).toEqual([record.id]);
    const newest = await ir.request({ method: 'GET', url: '/admin/api/investor-documents?category=financial-result' });
    expect(newest.json().items[0].id).toBe(record.id);
  });

  it('refuses what is not a readable PDF with a message on the field, and stores nothing', async () => {
    const rows = await rowCount(setup.site, 'investor_documents');
    const files = visibleFiles();
    const cases: Array<[Buffer, string, number]> = [
      [Buffer.from('<html>not a pdf</html>'), MESSAGES.notPdf, 400],
      [Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\n%%EOF'), MESSAGES.damaged, 400],
      [(await samplePdf('cut')).subarray(0, 400), MESSAGES.damaged, 400],
      [await encryptedPdf(), MESSAGES.encrypted, 400],
      [Buffer.alloc(0), MESSAGES.empty, 400],
    ];
    for (const [bytes, message, status] of cases) {
      const response = await create({ category: 'financial-result', name: 'Bad upload', date: '2026-11-14' }, bytes, 'upload.pdf');
      expect(response.statusCode, message).toBe(status);
      expect(response.json().fields).toEqual({ document: message });
    }
    expect(await rowCount(setup.site, 'investor_documents')).toBe(rows);
    expect(visibleFiles()).toEqual(files);
    expect(staged()).toEqual([]);
  });

  it('refuses PDFs with active content (the probe: an OpenAction calling app.alert) with a message on the field, storing nothing', async () => {
    const rows = await rowCount(setup.site, 'investor_documents');
    const files = visibleFiles();
    for (const kind of ['openActionJavaScript', 'launchLink', 'embeddedFile', 'xfaForm'] as const) {
      const response = await create({ category: 'financial-result', name: `Active ${kind}`, date: '2026-11-14' }, await activePdf(kind), 'upload.pdf');
      expect(response.statusCode, kind).toBe(400);
      expect(response.json().fields, kind).toEqual({ document: expect.stringMatching(/^This PDF contains .+, which the site does not publish/) });
    }
    expect(await rowCount(setup.site, 'investor_documents')).toBe(rows);
    expect(visibleFiles()).toEqual(files);
    expect(staged()).toEqual([]);
  });

  it('a PDF+HTML polyglot stays inert: served as a PDF, never sniffed, sandboxed', async () => {
    const polyglot = Buffer.concat([await samplePdf('Polyglot'), Buffer.from('\n<html><body><script>alert(document.domain)</script></body></html>\n')]);
    const response = await create({ category: 'financial-result', name: 'Polyglot', date: '2026-11-14' }, polyglot);
    expect(response.statusCode).toBe(201);
    const file = await setup.app.inject(`/${response.json().document}`);
    expect(file.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff', 'content-security-policy': "sandbox; frame-ancestors 'none'" });
  });

  it('strips control and bidirectional-override characters from names, keeping the rest of Unicode', async () => {
    const response = await create({ category: 'financial-result', name: 'Results\u0007 Q2\u202Efdp.exe \u2066ഫലം\u2069 ക്\u200Dഷ', date: '2026-11-14' }, await samplePdf('bidi'));
    expect(response.statusCode).toBe(201);
    const { name, document } = response.json();
    expect(name).toBe('Results Q2fdp.exe ഫലം ക്\u200Dഷ');
    const file = await setup.app.inject(`/${document}?name=${encodeURIComponent('Report\u202Efdp.exe')}`);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Reportfdp.exe.pdf"; filename*=UTF-8''Reportfdp.exe.pdf`);
  });

  it('refuses a file over 25 MB and stores nothing', async () => {
    const rows = await rowCount(setup.site, 'investor_documents');
    const big = Buffer.concat([await samplePdf('big'), Buffer.alloc(MAX_PDF_BYTES + 1, 32)]);
    const response = await create({ category: 'financial-result', name: 'Too big', date: '2026-11-14' }, big);
    expect(response.json()).toMatchObject({ statusCode: 413, fields: { document: MESSAGES.tooLarge } });
    expect(MESSAGES.tooLarge).toContain('25 MB');
    expect(await rowCount(setup.site, 'investor_documents')).toBe(rows);
    expect(staged()).toEqual([]);
  });

  it('reports every invalid field in the form’s words', async () => {
    const response = await create({ category: 'no-such-list', name: ' ', date: '2026-02-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ category: 'Choose one of the lists', name: 'Name is required', date: 'Enter a real date', document: 'Choose the PDF document to publish' });
    const missing = await create({ category: 'financial-result', name: 'x'.repeat(201), date: '' }, await samplePdf());
    expect(missing.json().fields).toMatchObject({ name: 'Name must be at most 200 characters', date: 'Date is required' });
    const noFile = await create({ category: 'financial-result', name: 'No file', date: '2026-11-14' });
    expect(noFile.json().fields).toEqual({ document: 'Choose the PDF document to publish' });
  });

  it('edits with optimistic concurrency: the second save of the same version gets a conflict', async () => {
    const created = (await create({ category: 'press-release', name: 'Plant opening', date: '2026-10-01' }, await samplePdf('press'))).json();
    const save = (name: string, version: number, file?: Buffer) =>
      ir.request({ method: 'PUT', url: `/admin/api/investor-documents/${created.id}`, ...form({ name, date: '2026-10-02', version }, file ? { name: 'document', filename: 'new.pdf', bytes: file } : undefined) });
    const first = await save('Plant opening at Kanjikode', 1);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Plant opening at Kanjikode', date: '2026-10-02', version: 2, document: created.document });
    const second = await save('Plant opening (other editor)', 1);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/Someone else changed this record/);
    expect((await ir.request({ method: 'GET', url: `/admin/api/investor-documents/${created.id}` })).json().name).toBe('Plant opening at Kanjikode');

    // A replaced file gets a new name; the old one stays for links already shared.
    const replaced = await save('Plant opening at Kanjikode', 2, await samplePdf('press v2'));
    expect(replaced.json().document).not.toBe(created.document);
    expect(existsSync(path.join(setup.uploadsDir, created.document.replace(/^uploads\//, '')))).toBe(true);
    // A conflicting save with a file leaves no file behind.
    const files = readdirSync(path.join(setup.uploadsDir, 'documents', 'press-release'));
    expect((await save('Late', 2, await samplePdf('press v3'))).statusCode).toBe(409);
    expect(readdirSync(path.join(setup.uploadsDir, 'documents', 'press-release'))).toEqual(files);
    expect(staged()).toEqual([]);
  });

  it('soft-deletes and restores, hiding the record from the public list meanwhile, with an audit trail', async () => {
    const created = (await create({ category: 'financial-result', name: 'To be withdrawn', date: '2026-09-30' }, await samplePdf('withdrawn'))).json();
    const names = async () => (await publicList()).json().map((r: { financial_result_Name: string }) => r.financial_result_Name);
    expect(await names()).toContain('To be withdrawn');
    const deleted = await ir.request({ method: 'DELETE', url: `/admin/api/investor-documents/${created.id}`, payload: { version: 1 } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deletedAt).toEqual(expect.any(String));
    expect(await names()).not.toContain('To be withdrawn');
    const bin = await ir.request({ method: 'GET', url: '/admin/api/investor-documents?state=deleted' });
    expect(bin.json().items.map((r: { id: number }) => r.id)).toContain(created.id);
    expect((await ir.request({ method: 'POST', url: `/admin/api/investor-documents/${created.id}/restore`, payload: { version: 1 } })).statusCode).toBe(409);
    const restored = await ir.request({ method: 'POST', url: `/admin/api/investor-documents/${created.id}/restore`, payload: { version: 2 } });
    expect(restored.json()).toMatchObject({ deletedAt: null, version: 3 });
    expect(await names()).toContain('To be withdrawn');

    const trail = await auditEntries(setup.site.kysely, { entity: 'investor_documents', recordId: created.id });
    expect(trail.map((e) => e.action)).toEqual(['restore', 'delete', 'create']);
    expect(trail.every((e) => e.username === 'ira' && /^\d{4}-\d\d-\d\dT/.test(e.at))).toBe(true);
    expect(trail[2]).toMatchObject({ before: null, after: { name: 'To be withdrawn', version: 1 } });
    expect(trail[1]).toMatchObject({ before: { deletedAt: null, version: 1 }, after: { deletedAt: expect.any(String), version: 2 } });
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await ir.request({ method: 'GET', url: '/admin/api/investor-documents/999999' })).statusCode).toBe(404);
    expect((await ir.request({ method: 'DELETE', url: '/admin/api/investor-documents/999999', payload: { version: 1 } })).statusCode).toBe(404);
  });
});
