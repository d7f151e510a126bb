// The console's collection routes, built from each collection's declaration: for /admin/api/<key>,
// GET (list: newest first, search, the bin), GET /:id, POST (create), PUT /:id (edit), DELETE /:id
// and POST /:id/restore (soft delete and back), each with JSON schemas made from the fields and the
// collection's role. Create and edit take multipart forms (fields and PDFs); delete and restore
// take the version the editor saw.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { consoleRecordSchema, IdParams, ListOf, ReferenceChoicesAnswer, VersionBody, type ConsoleRecord } from '@site/shared/contract/console-api';
import { PUBLISH_AT_FIELD } from '@site/shared/contract/publish-time';
import { OneOf } from '@site/shared/contract/records';
import { sendError } from '../../http/errors';
import { ERROR_RESPONSES } from '../../http/schemas';
import { reencodeImage } from '../api/image-upload';
import { checkPdf, stagePdf, stageUpload, UploadError } from '../api/pdf-upload';
import { extractPdfText } from '../api/pdf-text';
import { IMAGE_TOO_LARGE, MAX_PDF_BYTES, TOO_LARGE } from '../api/rules';
import type { ConsoleContext } from '../context';
import { COLLECTIONS } from './definitions';
import { checkBlogHtml } from './blog-html';
import { cleanText, fileFields, isFileField, recordErrors, removeFieldName, type CollectionDef, type FieldDef, type FieldErrors, type FieldValues, type ReferenceChoices } from './fields';
import { publicationOf } from '../../publishing/publish-rule';
import { ApprovalError, CollectionStore, ConflictError, deletedStateProblem, DeletedStateError, DuplicateError, InUseError, LIST_STATES, NotFoundError, PublishTimeError, type ListState, type StagedPdf } from './store';

/** What the multipart parser keeps of a file part: its bytes, or the fact that it was too large. */
type FilePart = { filename: string; bytes: Buffer } | { filename: string; tooLarge: true };
type FormBody = Record<string, string | FilePart | undefined>;

/**
 * A field's value as the form sends it (the checks say more, in the form's words): text up to its
 * length; a date, a choice or a reference, or '' when the field is optional.
 */
function valueSchema(field: FieldDef): TSchema {
  const value = formattedValue(field);
  if (!value) return Type.String({ maxLength: (field.maxLength ?? 200) + 50 });
  return field.required ? value : Type.Union([Type.String({ maxLength: 0 }), value]);
}

/** What a date, time, choice or reference field takes when filled in; undefined for text. */
function formattedValue(field: FieldDef): TSchema | undefined {
  switch (field.kind) {
    case 'date':
      return Type.String({ format: 'date' });
    case 'time':
      return Type.String({ pattern: '^\\s*([01][0-9]|2[0-3]):[0-5][0-9]\\s*$' });
    case 'choice':
      return OneOf(field.choices?.map((choice) => choice.value) ?? []);
    case 'reference':
      // An id; whether it names a live row (under the parent's value) is checked against the database.
      return Type.String({ pattern: '^\\s*[1-9][0-9]{0,8}\\s*$' });
    default:
      return undefined;
  }
}

/** The schemas of one collection's routes, from its fields, around the contract's (shared/src/contract/console-api.ts). */
export function collectionSchemas(collection: CollectionDef) {
  const record = consoleRecordSchema(
    collection.fields.map((field) => field.name),
    { pdfMeta: collection.pdfMeta !== undefined },
  );
  const form = (creating: boolean) => {
    const fields = collection.fields.filter((field) => !isFileField(field) && (creating || !field.fixed));
    // Edit: '1' removes an optional file (a new file sent with it wins).
    const removable = creating ? [] : fileFields(collection).filter((field) => !field.required);
    return Type.Object({
      ...Object.fromEntries(fields.map((field) => [field.name, field.required ? valueSchema(field) : Type.Optional(valueSchema(field))])),
      ...(creating ? {} : VersionBody.properties),
      // '' or an India time; its checks (publish-rule.ts) answer in the form's words.
      [PUBLISH_AT_FIELD]: Type.Optional(Type.String({ maxLength: 40 })),
      ...Object.fromEntries(removable.map((field) => [removeFieldName(field), Type.Optional(OneOf(['', '1']))])),
    });
  };
  const filter = collection.fields.find((field) => field.name === collection.filterField);
  const query = Type.Object(
    {
      ...(filter ? { [filter.name]: Type.Optional(valueSchema(filter)) } : {}),
      q: Type.Optional(Type.String({ maxLength: 100 })),
      state: Type.Optional(OneOf(LIST_STATES)),
    },
    { additionalProperties: false },
  );
  return { record, list: ListOf(record), create: form(true), update: form(false), query };
}

/** The form's text values (files left out), as the checks read them. */
const textValues = (body: FormBody): FieldValues =>
  Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** The text values with invisible controls and bidi overrides removed from the collection's fields (fields.ts cleanText). */
function cleanValues(collection: CollectionDef, values: FieldValues): FieldValues {
  const cleaned = { ...values };
  for (const field of collection.fields) {
    const value = cleaned[field.name];
    if (value !== undefined && !isFileField(field)) cleaned[field.name] = cleanText(field, value);
  }
  return cleaned;
}

/** The sizes of the files sent, by field, for the checks ("too large" counts as over the limit). */
const fileSizes = (collection: CollectionDef, body: FormBody) =>
  Object.fromEntries(
    fileFields(collection).flatMap((field) => {
      const part = body[field.name];
      if (!part || typeof part === 'string') return [];
      return [[field.name, { size: 'tooLarge' in part ? MAX_PDF_BYTES + 1 : part.bytes.length }]];
    }),
  );

/**
 * Checks every field and every file's content (a PDF parsed, an image re-encoded to WebP, HTML
 * sanitised), and only when all is well stages the files (never served until committed). Answers
 * the field messages otherwise, all at once; else the values to store (HTML as sanitised) and files.
 */
async function checkForm(
  context: ConsoleContext,
  collection: CollectionDef,
  body: FormBody,
  { current, folder, choices }: { current: ConsoleRecord | undefined; folder: string; choices: ReferenceChoices },
): Promise<{ errors: FieldErrors } | { values: FieldValues; files: Record<string, StagedPdf> }> {
  const values = cleanValues(collection, textValues(body));
  const errors: FieldErrors = recordErrors(collection, values, fileSizes(collection, body), { creating: !current, choices });
  const publication = publicationOf(values[PUBLISH_AT_FIELD], current, (context.now ?? Date.now)());
  if ('error' in publication) errors[PUBLISH_AT_FIELD] = publication.error;
  for (const field of collection.fields.filter((f) => f.html && !errors[f.name] && values[f.name]?.trim())) {
    const checked = await checkBlogHtml(values[field.name]!);
    if ('problem' in checked) errors[field.name] = checked.problem;
    else values[field.name] = checked.html;
  }
  const checked: Record<string, { bytes: Buffer; pages: number; kind: FieldDef['kind']; text?: string }> = {};
  for (const field of fileFields(collection)) {
    const part = body[field.name];
    if (errors[field.name] || !part || typeof part === 'string' || 'tooLarge' in part) continue;
    try {
      checked[field.name] =
        field.kind === 'image'
          ? { bytes: (await reencodeImage(part.bytes)).bytes, pages: 0, kind: field.kind }
          : { bytes: part.bytes, pages: (await checkPdf(part.bytes)).pages, kind: field.kind, text: await extractPdfText(part.bytes) };
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      errors[field.name] = error.message;
    }
  }
  if (Object.keys(errors).length) return { errors };
  const files: Record<string, StagedPdf> = {};
  for (const [name, { bytes, pages, kind, text }] of Object.entries(checked)) {
    const staged = kind === 'image' ? stageUpload(context.uploadsDir, `images/${collection.key}`, bytes, 'webp') : stagePdf(context.uploadsDir, folder, bytes);
    files[name] = { staged, pageCount: pages, ...(text ? { text } : {}) };
  }
  return { values, files };
}

const discard = (files: Record<string, StagedPdf>) => Object.values(files).forEach((file) => file.staged.discard());

const invalid = (reply: FastifyReply, fields: FieldErrors) =>
  sendError(reply, Object.values(fields).some((m) => m === TOO_LARGE || m === IMAGE_TOO_LARGE) ? 413 : 400, 'Some fields need your attention.', fields);

/** Schema failures the checks did not name, as a message on each field. */
function schemaErrors(collection: CollectionDef, validation: readonly FastifySchemaValidationError[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of validation) {
    const name = (error.params as { missingProperty?: string }).missingProperty ?? error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
    const field = collection.fields.find((f) => f.name === name);
    fields[name || 'form'] = name === 'version' ? 'Reload the record before saving' : `${field?.label ?? name}: this value is not valid`;
  }
  return fields;
}

function writeError(reply: FastifyReply, error: unknown) {
  if (error instanceof ConflictError || error instanceof InUseError || error instanceof DeletedStateError) return sendError(reply, 409, error.message);
  if (error instanceof NotFoundError) return sendError(reply, 404, error.message);
  if (error instanceof ApprovalError) return sendError(reply, error.statusCode, error.message);
  if (error instanceof DuplicateError || error instanceof PublishTimeError) return invalid(reply, { [error.field]: error.message });
  throw error;
}

/** The routes of one collection, under the prefix it is registered with. */
const collectionRoutes: FastifyPluginAsyncTypebox<{ context: ConsoleContext; collection: CollectionDef }> = async (app, { context, collection }) => {
  const store = new CollectionStore(context.site, collection, { onWrite: () => context.version.changed(), onPublished: context.onPublished, now: context.now });
  const schemas = collectionSchemas(collection);
  const config = { access: collection.role };
  const filterName = collection.filterField;
  /** Uploads go to documents/<filter value or collection>/<hash>.pdf. */
  const folderOf = (values: FieldValues) => (filterName ? (values[filterName] ?? collection.key) : collection.key);

  const form = async (request: FastifyRequest<{ Body: FormBody }>, reply: FastifyReply, current: ConsoleRecord | undefined, folder: (body: FormBody) => string) => {
    if (!request.isMultipart()) return { reply: sendError(reply, 415, 'Send the form as multipart/form-data') };
    const body = request.body ?? {};
    const checked = await checkForm(context, collection, body, { current, folder: folder(body), choices: await store.choices() });
    if ('errors' in checked) return { reply: invalid(reply, checked.errors) };
    // The checks above say everything the schema does, in the form's words; this is the backstop.
    if (request.validationError) {
      discard(checked.files);
      return { reply: invalid(reply, schemaErrors(collection, request.validationError.validation)) };
    }
    return { values: checked.values, files: checked.files };
  };

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/',
    { config, schema: { querystring: schemas.query, response: { 200: schemas.list, ...ERROR_RESPONSES } } },
    async (request) => {
      const { q, state, ...rest } = request.query;
      return { items: await store.list({ q, state: state as ListState | undefined, filter: filterName ? rest[filterName] : undefined }) };
    },
  );

  // The choices of the reference fields (a dealer's state and district), read from the database.
  app.get('/choices', { config, schema: { response: { 200: ReferenceChoicesAnswer, ...ERROR_RESPONSES } } }, async () => ({ fields: await store.choices() }));

  app.get('/:id', { config, schema: { params: IdParams, response: { 200: schemas.record, ...ERROR_RESPONSES } } }, async (request, reply) =>
    (await store.get(request.params.id)) ?? sendError(reply, 404, 'This record no longer exists.'),
  );

  app.post<{ Body: FormBody }>('/', { config, schema: { body: schemas.create, response: { 201: schemas.record, ...ERROR_RESPONSES } }, attachValidation: true }, async (request, reply) => {
    const result = await form(request, reply, undefined, (body) => folderOf(textValues(body)));
    if ('reply' in result) return result.reply;
    try {
      return reply.code(201).send(await store.create(request.consoleUser!, result.values, result.files));
    } catch (error) {
      return writeError(reply, error);
    } finally {
      discard(result.files);
    }
  });

  app.put<{ Params: Static<typeof IdParams>; Body: FormBody }>(
    '/:id',
    { config, schema: { params: IdParams, body: schemas.update, response: { 200: schemas.record, ...ERROR_RESPONSES } }, attachValidation: true },
    async (request, reply) => {
      const existing = await store.get(request.params.id);
      if (!existing) return sendError(reply, 404, 'This record no longer exists.');
      // Before any upload is read: a deleted record is not edited (the store checks again in its transaction).
      const deleted = deletedStateProblem(collection, existing, 'edit');
      if (deleted) return sendError(reply, 409, deleted);
      const result = await form(request, reply, existing, () => folderOf(existing as FieldValues));
      if ('reply' in result) return result.reply;
      const version = Number((request.body ?? {}).version);
      if (!Number.isInteger(version) || version < 1) return invalid(reply, { version: 'Reload the record before saving' });
      try {
        return await store.update(request.consoleUser!, existing.id, version, result.values, result.files);
      } catch (error) {
        return writeError(reply, error);
      } finally {
        discard(result.files);
      }
    },
  );

  // Delete and restore, approve and reject (issue 28): the same shape, the version the editor saw.
  const toggles = [
    { method: 'DELETE', url: '/:id', write: store.remove.bind(store) },
    { method: 'POST', url: '/:id/restore', write: store.restore.bind(store) },
  ] as const;
  const approvals = [
    { method: 'POST', url: '/:id/approve', write: store.approve.bind(store) },
    { method: 'POST', url: '/:id/reject', write: store.reject.bind(store) },
  ] as const;
  // A singleton (the registrar block) is never deleted: the public page always has it.
  for (const { method, url, write } of [...(collection.singleton ? [] : toggles), ...approvals]) {
    app.route({
      method,
      url,
      config,
      schema: { params: IdParams, body: VersionBody, response: { 200: schemas.record, ...ERROR_RESPONSES } },
      handler: async (request, reply) => {
        try {
          return await write(request.consoleUser!, request.params.id, request.body.version);
        } catch (error) {
          return writeError(reply, error);
        }
      },
    });
  }
};

/** Every collection of definitions.ts under /admin/api/<key>. */
export const collectionsApi: FastifyPluginAsync<{ context: ConsoleContext; collections?: readonly CollectionDef[] }> = async (app, { context, collections = COLLECTIONS }) => {
  const maxFiles = Math.max(1, ...collections.map((collection) => fileFields(collection).length));
  // Every field, a remove_ flag per file field, the version.
  const maxFields = Math.max(...collections.map((collection) => collection.fields.length + fileFields(collection).length)) + 2;
  // Room for the longest text a field takes (4 bytes a character in UTF-8 at worst); the schema refuses longer.
  const fieldSize = Math.max(2048, ...collections.flatMap((collection) => collection.fields.map((field) => ((field.maxLength ?? 200) + 50) * 4)));
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_PDF_BYTES, files: maxFiles, fields: maxFields, fieldSize, parts: maxFiles + maxFields },
    // A file over the limit is cut, not an error: the handler answers with a message on the field.
    throwFileSizeLimit: false,
    async onFile(part: MultipartFile) {
      const bytes = await part.toBuffer();
      (part as unknown as { value: FilePart }).value = part.file.truncated ? { filename: part.filename, tooLarge: true } : { filename: part.filename, bytes };
    },
  });
  for (const collection of collections) await app.register(collectionRoutes, { prefix: `/${collection.key}`, context, collection });
};
