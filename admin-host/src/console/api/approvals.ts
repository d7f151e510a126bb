// The second pair of eyes (issue 28): what waits for approval in the user's collections, field by
// field; which scopes need approval (administrators); and the stored files of records the public
// cannot open yet (scheduled, or proposed), for the people who must check them before they go out.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApprovalSetting, ApprovalSettingBody, ListOf, PendingApproval, type ConsoleRecord, type ProposedChange } from '@site/shared/contract/console-api';
import { resolveUpload } from '../../files/serve-upload';
import { DOCUMENT_CSP } from '../../http/security-headers';
import { sendError } from '../../http/errors';
import { ERROR_RESPONSES } from '../../http/schemas';
import { APPROVAL_SCOPES, approvalSettings, setApprovalRequired } from '../../publishing/approval-rules';
import { recordAudit } from '../audit';
import { hasRole } from '../auth/roles';
import { COLLECTIONS } from '../collections/definitions';
import { isFileField, type CollectionDef } from '../collections/fields';
import { CollectionStore } from '../collections/store';
import type { ConsoleContext } from '../context';

const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/** A choice field's value as the form offers it ("Press Release", not press-release); others as stored. */
const shown = (field: CollectionDef['fields'][number], value: string | null) => (value !== null && field.kind === 'choice' ? (field.choices?.find((choice) => choice.value === value)?.label ?? value) : value);

/** The fields a proposal sets, with the values visitors see now (a new record: every field it has). */
export function proposedChanges(collection: CollectionDef, record: ConsoleRecord): ProposedChange[] {
  const approval = record.approval!;
  const changes: ProposedChange[] = [];
  for (const field of collection.fields) {
    const file = isFileField(field);
    if (approval.kind === 'create') {
      if (text(record[field.name]) !== null) changes.push({ field: field.name, label: field.label, before: null, after: shown(field, text(record[field.name])), file });
    } else if (field.name in approval.fields && text(approval.fields[field.name]) !== text(record[field.name])) {
      changes.push({ field: field.name, label: field.label, before: shown(field, text(record[field.name])), after: shown(field, text(approval.fields[field.name])), file });
    }
  }
  // A new record's publish time is the record's; a change proposes one only when it moves it.
  const [publishBefore, publishAfter] = approval.kind === 'create' ? [null, record.publishAt] : [record.publishAt, approval.publishAt];
  if (publishAfter !== null && publishAfter !== publishBefore) changes.push({ field: 'publishAt', label: 'Publish at', before: publishBefore, after: publishAfter, file: false });
  return changes;
}

export const approvalRoutes: FastifyPluginAsyncTypebox<{ context: ConsoleContext }> = async (app, { context }) => {
  const stores = new Map(COLLECTIONS.map((collection) => [collection.key, new CollectionStore(context.site, collection)]));

  app.get('/approvals', { config: { access: 'signed-in' }, schema: { response: { 200: ListOf(PendingApproval), ...ERROR_RESPONSES } } }, async (request) => {
    const user = request.consoleUser!;
    const items: PendingApproval[] = [];
    for (const collection of COLLECTIONS.filter((c) => hasRole(user.roles, c.role))) {
      const pending = await context.site.kysely.selectFrom('pending_changes').select(['record_id', 'proposed_by']).where('entity', '=', collection.table).orderBy('proposed_at').execute();
      for (const { record_id: id, proposed_by: proposer } of pending) {
        const record = await stores.get(collection.key)!.get(Number(id));
        if (!record?.approval || record.deletedAt) continue;
        items.push({
          collection: collection.key,
          collectionTitle: collection.title,
          id: record.id,
          version: record.version,
          name: String(record[collection.nameField] ?? ''),
          kind: record.approval.kind,
          proposedBy: record.approval.proposedBy,
          proposedAt: record.approval.proposedAt,
          canApprove: proposer !== user.id,
          changes: proposedChanges(collection, record),
        });
      }
    }
    return { items: items.sort((a, b) => a.proposedAt.localeCompare(b.proposedAt)) };
  });

  // Read by every form (its button says "Send for approval" where one is needed); changed by administrators.
  app.get('/approval-settings', { config: { access: 'signed-in' }, schema: { response: { 200: ListOf(ApprovalSetting), ...ERROR_RESPONSES } } }, async () => ({
    items: await approvalSettings(context.site.kysely),
  }));

  app.put('/approval-settings', { config: { access: 'admin' }, schema: { body: ApprovalSettingBody, response: { 200: ListOf(ApprovalSetting), ...ERROR_RESPONSES } } }, async (request, reply) => {
    const { scope, required } = request.body;
    if (!APPROVAL_SCOPES.some((known) => known.scope === scope)) return sendError(reply, 400, 'There is no such collection or list.');
    await context.site.write(async (trx) => {
      const before = (await approvalSettings(trx)).find((setting) => setting.scope === scope);
      await setApprovalRequired(trx, scope, required);
      await recordAudit(trx, { user: request.consoleUser!, action: 'update', entity: 'approval_rules', recordId: 0, before, after: { ...before, required } });
    });
    return { items: await approvalSettings(context.site.kysely) };
  });

  // A stored file as the console sees it, published or not: a scheduled or proposed PDF is checked
  // here before it goes out (/uploads answers 404 for it until then).
  app.get(
    '/file',
    { config: { access: 'signed-in' }, schema: { querystring: Type.Object({ path: Type.String({ pattern: '^uploads/', maxLength: 300 }) }), response: ERROR_RESPONSES } },
    async (request, reply) => {
      if (!COLLECTIONS.some((collection) => hasRole(request.consoleUser!.roles, collection.role))) return sendError(reply, 403, 'Your roles open no section with files.');
      const found = await resolveUpload(context.uploadsDir, request.query.path.slice('uploads/'.length));
      if (typeof found === 'number') return sendError(reply, found, 'File not found');
      const pdf = path.extname(found.file).toLowerCase() === '.pdf';
      // PDFs open in the browser's viewer, which the API's default-src 'none' would break.
      if (pdf) void reply.header('content-security-policy', DOCUMENT_CSP);
      const type = pdf ? 'application/pdf' : 'image/webp';
      return reply.header('content-type', type).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff')
        // A stream: the typed reply knows only the error shapes of this route's schema.
        .send(createReadStream(found.file) as never);
    },
  );
};
