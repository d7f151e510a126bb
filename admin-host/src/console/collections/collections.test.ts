import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../audit';
import { ConsoleClient, consoleTestApp, form, sampleJpeg, samplePdf } from '../test-helpers';
import { COLLECTIONS, collectionByKey } from './definitions';
import { isFileField, isOnPublicSite, recordErrors, type CollectionDef, type FieldDef } from './fields';


let app: Awaited<ReturnType<typeof consoleTestApp>>;
let ir: ConsoleClient;
let cora: ConsoleClient;
let dora: ConsoleClient;
let pdf: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  app = await consoleTestApp({ ira: ['ir'], cora: ['content'], dora: ['dealers'] });
  ir = new ConsoleClient(app.app);
  cora = new ConsoleClient(app.app);
  dora = new ConsoleClient(app.app);
  await ir.signIn('ira');
  await cora.signIn('cora');
  await dora.signIn('dora');
  pdf = await samplePdf('Collection test');
  jpeg = await sampleJpeg(1600, 900);
  // Six scrypt hashes (three accounts made, three sign-ins): seconds each on a busy machine.
}, 60_000);
afterAll(async () => {
  await app.app.close();
});

/** A valid value for a field, as an editor would type it. */
function sampleValue(field: FieldDef, tag: string): string {
  switch (field.kind) {
    case 'date':
      return '2026-11-20';
    case 'time':
      // An end time must come after the start time.
      return field.after ? '12:30' : '10:30';
    case 'choice':
      return field.choices![0]!.value;
    case 'reference':
      // Kerala (1) and its first district, Thiruvananthapuram (1), in the seed.
      return '1';
    case 'email':
      return 'investors@example.com';
    case 'url':
      return 'https://example.com/recording';
    default:
      if (field.name === 'pin') return '691305';
      return field.pattern ? '+91 94470 00000' : `${field.label} ${tag}`.slice(0, field.maxLength ?? 200);
  }
}

const sampleFields = (collection: CollectionDef, tag: string) =>
  Object.fromEntries(collection.fields.filter((f) => !isFileField(f)).map((f) => [f.name, sampleValue(f, tag)]));

describe('console collections', () => {
  it('each declaration matches its table: every column exists, and the table is editable (version, soft delete, publication)', async () => {
    const tables = await app.site.kysely.introspection.getTables();
    for (const collection of COLLECTIONS) {
      const columns = tables.find((table) => table.name === collection.table)!.columns.map((c) => c.name);
      const declared = [...collection.fields.map((f) => f.column), ...(collection.pdfMeta ? [collection.pdfMeta.size, collection.pdfMeta.pages] : [])];
      expect(columns, collection.key).toEqual(expect.arrayContaining([...declared, 'version', 'deleted_at', 'updated_at', 'publish_at', 'published']));
      expect(collection.fields.map((f) => f.name), collection.key).toContain(collection.nameField);
    }
  });

  it('the same checks on both sides: required fields, dates, choices, e-mails and web addresses', () => {
    const contacts = collectionByKey('key-contacts')!;
    expect(recordErrors(contacts, { name: ' ', designation: 'CFO', phone: '12', email: 'nobody' }, {}, { creating: true })).toEqual({
      name: 'Name is required',
      phone: 'Enter a phone number like +91 94470 00000',
      email: 'Enter an e-mail address like name@example.com',
    });
    const meets = collectionByKey('investor-meets')!;
    expect(recordErrors(meets, { ...sampleFields(meets, 'x'), date: '2026-02-30', type: 'Party', recordingUrl: 'ftp://x' }, {}, { creating: true })).toEqual({
      date: 'Enter a real date',
      type: 'Choose one of the offered type of meet values',
      recordingUrl: 'Enter a web address starting with https://',
    });
  });

  for (const collection of COLLECTIONS.filter((c) => !c.singleton)) {
    it(`${collection.key}: create, list newest first with search, edit, delete and restore, each audited; 401/403 for others`, async () => {
      // The editor has the collection's role; the outsider another one.
      const editors = { ir, content: cora, dealers: dora } as Record<string, ConsoleClient>;
      const editor = editors[collection.role]!;
      const outsider = collection.role === 'ir' ? cora : ir;
      const base = `/admin/api/${collection.key}`;
      const file = collection.fields.find(isFileField);
      const upload = file?.kind === 'image' ? { bytes: jpeg, filename: 'a.jpg', type: 'image/jpeg' } : { bytes: pdf, filename: 'a.pdf' };
      const created = await editor.request({
        method: 'POST',
        url: base,
        ...form(sampleFields(collection, 'one'), file ? { name: file.name, ...upload } : undefined),
      });
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json();
      // The compliance clock's collections are on no public page ('').
      expect(record).toMatchObject({ version: 1, deletedAt: null, publicPage: isOnPublicSite(collection) ? expect.stringMatching(/^\/[a-z]/) : '' });
      if (file) expect(record[file.name]).toMatch(/^uploads\/(documents\/[a-z-]+\/[0-9a-f]{32}\.pdf|images\/[a-z-]+\/[0-9a-f]{32}\.webp)$/);
      if (file && collection.pdfMeta?.field === file.name) expect(record).toMatchObject({ fileSize: pdf.length, pageCount: 1 });

      const name = record[collection.nameField] as string;
      const listed = (await editor.request({ method: 'GET', url: `${base}?q=${encodeURIComponent(name)}` })).json().items;
      expect(listed.map((r: { id: number }) => r.id)).toContain(record.id);
      if (!collection.dateField) expect((await editor.request({ method: 'GET', url: base })).json().items[0].id).toBe(record.id);

      const edited = await editor.request({ method: 'PUT', url: `${base}/${record.id}`, ...form({ ...sampleFields(collection, 'two'), version: 1 }) });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ version: 2, [collection.nameField]: expect.stringContaining('two') });
      const stale = await editor.request({ method: 'PUT', url: `${base}/${record.id}`, ...form({ ...sampleFields(collection, 'three'), version: 1 }) });
      expect(stale.statusCode).toBe(409);

      expect((await editor.request({ method: 'DELETE', url: `${base}/${record.id}`, payload: { version: 2 } })).json()).toMatchObject({ deletedAt: expect.any(String), version: 3 });
      expect((await editor.request({ method: 'GET', url: base })).json().items.map((r: { id: number }) => r.id)).not.toContain(record.id);
      expect((await editor.request({ method: 'GET', url: `${base}?state=deleted` })).json().items.map((r: { id: number }) => r.id)).toContain(record.id);
      // A deleted record is read-only until restored: editing it or deleting it again is a 409 that says so, and changes nothing.
      const editDeleted = await editor.request({ method: 'PUT', url: `${base}/${record.id}`, ...form({ ...sampleFields(collection, 'four'), version: 3 }) });
      expect(editDeleted.statusCode).toBe(409);
      expect(editDeleted.json().message).toMatch(/is deleted, so it cannot be edited\. Restore it first/);
      const deleteAgain = await editor.request({ method: 'DELETE', url: `${base}/${record.id}`, payload: { version: 3 } });
      expect(deleteAgain.statusCode).toBe(409);
      expect(deleteAgain.json().message).toMatch(/is already deleted\.$/);
      expect((await editor.request({ method: 'GET', url: `${base}/${record.id}` })).json()).toMatchObject({ version: 3, deletedAt: expect.any(String), [collection.nameField]: edited.json()[collection.nameField] });
      expect((await editor.request({ method: 'POST', url: `${base}/${record.id}/restore`, payload: { version: 3 } })).json()).toMatchObject({ deletedAt: null, version: 4 });
      const restoreAgain = await editor.request({ method: 'POST', url: `${base}/${record.id}/restore`, payload: { version: 4 } });
      expect(restoreAgain.statusCode).toBe(409);
      expect(restoreAgain.json().message).toMatch(/is not deleted/);
      expect((await auditEntries(app.site.kysely, { entity: collection.table, recordId: record.id })).map((e) => e.action)).toEqual(['restore', 'delete', 'update', 'create']);

      expect((await outsider.request({ method: 'GET', url: base })).statusCode).toBe(403);
      expect((await outsider.request({ method: 'POST', url: `${base}/${record.id}/restore`, payload: { version: 4 } })).statusCode).toBe(403);
      expect((await app.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    });
  }

  it('the public list follows: a new record is in it with a new ETag, a deleted one is not', async () => {
    const etagOf = async () => (await app.app.inject({ method: 'GET', url: '/investors/list-policies' })).headers.etag;
    const before = await etagOf();
    const created = (
      await ir.request({ method: 'POST', url: '/admin/api/policies', ...form({ name: 'Whistle-blower Policy (public test)', date: '2026-11-01' }, { name: 'document', filename: 'p.pdf', bytes: pdf }) })
    ).json();
    const list = async () => (await app.app.inject({ method: 'GET', url: '/investors/list-policies' })).json() as { policie_Name: string }[];
    expect(await list()).toContainEqual(expect.objectContaining({ policie_Name: 'Whistle-blower Policy (public test)', document_Date: '2026-11-01', file_Size: pdf.length }));
    expect(await etagOf()).not.toBe(before);
    await ir.request({ method: 'DELETE', url: `/admin/api/policies/${created.id}`, payload: { version: 1 } });
    expect((await list()).map((p) => p.policie_Name)).not.toContain('Whistle-blower Policy (public test)');

    const contact = (await ir.request({ method: 'POST', url: '/admin/api/key-contacts', ...form({ name: 'A. Menon', designation: 'CFO', phone: '+91 94470 12345', email: 'cfo@example.com' }) })).json();
    const contacts = async () => ((await app.app.inject({ method: 'GET', url: '/investors/key-contacts' })).json() as { materiality_Kmp: { name: string }[] }).materiality_Kmp;
    expect((await contacts()).map((c) => c.name)).toContain('A. Menon');
    await ir.request({ method: 'DELETE', url: `/admin/api/key-contacts/${contact.id}`, payload: { version: 1 } });
    expect((await contacts()).map((c) => c.name)).not.toContain('A. Menon');
  });

  it('the registrar block is one record: edited in place (the public key contacts follow), never added twice or deleted', async () => {
    const base = '/admin/api/investor-services';
    const [record] = (await ir.request({ method: 'GET', url: base })).json().items;
    expect(record).toMatchObject({ id: 1, name: 'Malabar Registry and Share Services Private Limited', publicPage: '/investors/key-contacts' });
    const values = { name: 'Kerala Registry Services Limited', contactPerson: 'Anu Joseph, Manager', address: 'MG Road, Kochi 682016', phone: '+91 94470 00031', email: 'rta@example.com', website: 'https://rta.example.com', grievanceEmail: 'grievances@example.com' };
    const bad = await ir.request({ method: 'PUT', url: `${base}/1`, ...form({ ...values, grievanceEmail: 'nobody', version: record.version }) });
    expect(bad.json().fields).toEqual({ grievanceEmail: 'Enter an e-mail address like name@example.com' });
    const saved = await ir.request({ method: 'PUT', url: `${base}/1`, ...form({ ...values, version: record.version }) });
    expect(saved.statusCode, saved.body).toBe(200);
    const contacts = (await app.app.inject({ method: 'GET', url: '/investors/key-contacts' })).json();
    expect(contacts.registrar).toEqual({ name: values.name, contact_Person: values.contactPerson, address: values.address, phone: values.phone, email: values.email, website: values.website });
    expect(contacts.grievance_Email).toBe('grievances@example.com');
    expect((await auditEntries(app.site.kysely, { entity: 'investor_service_contacts', recordId: 1 }))[0]).toMatchObject({ action: 'update', before: { name: record.name }, after: { name: values.name } });

    const second = await ir.request({ method: 'POST', url: base, ...form(values) });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('There is already a registrar and grievance contact: edit it instead.');
    expect((await ir.request({ method: 'DELETE', url: `${base}/1`, payload: { version: 2 } })).statusCode).toBe(404);
    expect((await cora.request({ method: 'PUT', url: `${base}/1`, ...form({ ...values, version: 2 }) })).statusCode).toBe(403);
  });

  it('an optional PDF can be removed on edit: the record and the public list stop naming it, size and pages too', async () => {
    const created = (
      await ir.request({ method: 'POST', url: '/admin/api/credit-ratings', ...form({ instrument: 'Commercial paper (removal test)', agency: 'CARE', rating: 'CARE A1', date: '2026-11-02' }, { name: 'document', filename: 'l.pdf', bytes: pdf }) })
    ).json();
    expect(created).toMatchObject({ document: expect.stringMatching(/\.pdf$/), fileSize: pdf.length, pageCount: 1 });
    const fields = { instrument: created.instrument, agency: 'CARE', rating: 'CARE A1', date: '2026-11-02' };
    // Without the flag the file stays; with it, it goes.
    expect((await ir.request({ method: 'PUT', url: `/admin/api/credit-ratings/${created.id}`, ...form({ ...fields, version: 1 }) })).json().document).toBe(created.document);
    const removed = await ir.request({ method: 'PUT', url: `/admin/api/credit-ratings/${created.id}`, ...form({ ...fields, remove_document: '1', version: 2 }) });
    expect(removed.json()).toMatchObject({ document: null, fileSize: null, pageCount: null, version: 3 });
    const ratings = (await app.app.inject({ method: 'GET', url: '/investors/list-credit-ratings' })).json() as { instrument: string; document: string | null }[];
    expect(ratings.find((r) => r.instrument === created.instrument)).toMatchObject({ document: null });
    // A required PDF is never removed: the flag is not part of that form and changes nothing.
    const policy = (await ir.request({ method: 'GET', url: '/admin/api/policies' })).json().items[0];
    const kept = await ir.request({ method: 'PUT', url: `/admin/api/policies/${policy.id}`, ...form({ name: policy.name, date: policy.date, remove_document: '1', version: policy.version }) });
    expect(kept.json()).toMatchObject({ document: policy.document, fileSize: policy.fileSize });
  });

  it('a record is sent in the order the console has always received it: the base, its fields, updatedAt, then its publication and approval (issue 28) and the PDF size and pages', async () => {
    // fast-json-stringify sends required properties first: the record schema (consoleRecordSchema) keeps this order.
    for (const key of ['policies', 'directors']) {
      const collection = collectionByKey(key)!;
      const [record] = (await ir.request({ method: 'GET', url: `/admin/api/${key}` })).json().items;
      const pdf = collection.pdfMeta ? ['fileSize', 'pageCount'] : [];
      expect(Object.keys(record), key).toEqual(['id', 'version', 'deletedAt', 'publicPage', ...collection.fields.map((f) => f.name), 'updatedAt', 'publishAt', 'published', 'approval', ...pdf]);
    }
  });

  it('an uploaded PDF is found by the words inside it (investor search), from the same write on', async () => {
    const search = async (q: string) => (await app.app.inject({ method: 'GET', url: `/investors/search?q=${q}` })).json().results as { name: string }[];
    expect(await search('kalladaquux')).toEqual([]);
    const inside = await samplePdf('Capex Kalladaquux review');
    const created = (await ir.request({ method: 'POST', url: '/admin/api/investor-documents', ...form({ category: 'disclosure', name: 'Disclosure under Reg 30 (text test)', date: '2026-11-21' }, { name: 'document', filename: 'd.pdf', bytes: inside }) })).json();
    expect((await search('kalladaquux')).map((hit) => hit.name)).toEqual(['Disclosure under Reg 30 (text test)']);
    expect(await app.site.kysely.selectFrom('document_texts').select('body').where('document', '=', created.document).executeTakeFirst()).toEqual({ body: 'Capex Kalladaquux review' });
    await ir.request({ method: 'DELETE', url: `/admin/api/investor-documents/${created.id}`, payload: { version: 1 } });
    expect(await search('kalladaquux')).toEqual([]);
  });
});
