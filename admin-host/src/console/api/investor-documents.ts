import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifySchemaValidationError } from 'fastify';
import type { ConsoleContext } from '../plugin';
import { errorResponseSchema, sendError } from './errors';
import { ConflictError, InvestorDocumentStore, NotFoundError } from './investor-documents-store';
import { checkPdf, MESSAGES, stagePdf, UploadError, type StagedFile } from './pdf-upload';
import { CATEGORY_VALUES, FIELD_MESSAGES, investorDocumentErrors, MAX_PDF_BYTES, NAME_MAX, type FieldErrors, type InvestorCategory } from './rules';

/** What the multipart parser keeps of the file part: its bytes, or the fact that it was too large. */
type FilePart = { filename: string; bytes: Buffer } | { filename: string; tooLarge: true };

interface FormBody {
  category?: string;
  name?: string;
  date?: string;
  version?: number;
  document?: FilePart | string;
}

const recordSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    category: { type: 'string' },
    name: { type: 'string' },
    date: { type: ['string', 'null'] },
    document: { type: 'string' },
    fileSize: { type: ['integer', 'null'] },
    pageCount: { type: ['integer', 'null'] },
    version: { type: 'integer' },
    updatedAt: { type: ['string', 'null'] },
    deletedAt: { type: ['string', 'null'] },
    publicPage: { type: 'string' },
  },
  required: ['id', 'category', 'name', 'date', 'document', 'version', 'deletedAt', 'publicPage'],
} as const;

const formFields = {
  category: { type: 'string', enum: CATEGORY_VALUES },
  name: { type: 'string', minLength: 1, maxLength: NAME_MAX },
  date: { type: 'string', format: 'date' },
  version: { type: 'integer', minimum: 1 },
} as const;

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;
const versionBody = { type: 'object', properties: { version: formFields.version }, required: ['version'] } as const;
const errors = { '4xx': errorResponseSchema };

/** JSON-schema failures as a message per field, in the form's words. */
function fieldErrors(validation: FastifySchemaValidationError[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of validation) {
    const params = error.params as { missingProperty?: string };
    const field = (params.missingProperty ?? error.instancePath.replace(/^\//, '').split('/')[0] ?? '') as keyof typeof FIELD_MESSAGES;
    const messages = FIELD_MESSAGES[field] as Record<string, string> | undefined;
    if (!messages || fields[field]) continue;
    fields[field] = messages[error.keyword] ?? messages.required ?? 'This value is not valid';
  }
  return fields;
}

const invalid = (reply: FastifyReply, fields: FieldErrors) =>
  sendError(reply, fields.document === MESSAGES.tooLarge ? 413 : 400, 'Some fields need your attention.', fields);

/**
 * /admin/api/investor-documents: the nine document lists (role `ir`). Create and edit take
 * multipart forms (the PDF with its fields); delete and restore take the version the editor saw.
 */
export const investorDocumentRoutes: FastifyPluginAsync<{ context: ConsoleContext }> = async (app, { context }) => {
  const store = new InvestorDocumentStore(context.db, () => context.version.changed());

  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    // A file over the limit is cut, not an error: the handler answers with a message on the field.
    throwFileSizeLimit: false,
    async onFile(part: MultipartFile) {
      const bytes = await part.toBuffer();
      (part as unknown as { value: FilePart }).value = part.file.truncated ? { filename: part.filename, tooLarge: true } : { filename: part.filename, bytes };
    },
  });

  /** Checks and stages the uploaded PDF; field errors when it is refused. */
  async function stageUpload(body: FormBody, category: InvestorCategory): Promise<{ staged: StagedFile; pageCount: number } | FieldErrors> {
    const part = body.document;
    if (!part || typeof part === 'string') return { document: FIELD_MESSAGES.document.required };
    if ('tooLarge' in part) return { document: MESSAGES.tooLarge };
    try {
      const { pages } = await checkPdf(part.bytes);
      return { staged: stagePdf(context.uploadsDir, category, part.bytes), pageCount: pages };
    } catch (error) {
      if (error instanceof UploadError) return { document: error.message };
      throw error;
    }
  }

  function writeError(reply: FastifyReply, error: unknown) {
    if (error instanceof ConflictError) return sendError(reply, 409, error.message);
    if (error instanceof NotFoundError) return sendError(reply, 404, 'This record no longer exists.');
    throw error;
  }

  const access = { access: 'ir' as const };

  app.get<{ Querystring: { category?: InvestorCategory; q?: string; state?: 'active' | 'deleted' | 'all' } }>(
    '/investor-documents',
    {
      config: access,
      schema: {
        querystring: {
          type: 'object',
          properties: { category: formFields.category, q: { type: 'string', maxLength: 100 }, state: { type: 'string', enum: ['active', 'deleted', 'all'] } },
          additionalProperties: false,
        },
        response: { 200: { type: 'object', properties: { items: { type: 'array', items: recordSchema } }, required: ['items'] }, ...errors },
      },
    },
    async (request) => ({ items: store.list(request.query) }),
  );

  app.get<{ Params: { id: number } }>(
    '/investor-documents/:id',
    { config: access, schema: { params: idParams, response: { 200: recordSchema, ...errors } } },
    async (request, reply) => store.get(request.params.id) ?? sendError(reply, 404, 'This record no longer exists.'),
  );

  app.post<{ Body: FormBody }>(
    '/investor-documents',
    {
      config: access,
      attachValidation: true,
      schema: {
        body: { type: 'object', properties: { category: formFields.category, name: formFields.name, date: formFields.date }, required: ['category', 'name', 'date'] },
        response: { 201: recordSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return sendError(reply, 415, 'Send the form as multipart/form-data');
      const body = request.body ?? {};
      const fields = { ...(request.validationError ? fieldErrors(request.validationError.validation) : {}), ...investorDocumentErrors({ ...body, hasFile: typeof body.document === 'object' }, { creating: true }) };
      // The file is checked too, so every message is shown at once.
      const upload = fields.category ? undefined : await stageUpload(body, body.category as InvestorCategory);
      if (upload && !('staged' in upload)) Object.assign(fields, upload);
      if (Object.keys(fields).length) {
        if (upload && 'staged' in upload) upload.staged.discard();
        return invalid(reply, fields);
      }
      const file = upload as { staged: StagedFile; pageCount: number };
      try {
        const record = store.create(request.consoleUser!, { category: body.category as InvestorCategory, name: body.name!.trim(), date: body.date!, file: file.staged, pageCount: file.pageCount });
        return reply.code(201).send(record);
      } finally {
        file.staged.discard();
      }
    },
  );

  app.put<{ Params: { id: number }; Body: FormBody }>(
    '/investor-documents/:id',
    {
      config: access,
      attachValidation: true,
      schema: {
        params: idParams,
        body: { type: 'object', properties: { name: formFields.name, date: formFields.date, version: formFields.version }, required: ['name', 'date', 'version'] },
        response: { 200: recordSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return sendError(reply, 415, 'Send the form as multipart/form-data');
      const existing = store.get(request.params.id);
      if (!existing) return sendError(reply, 404, 'This record no longer exists.');
      const body = request.body ?? {};
      const fields = { ...(request.validationError ? fieldErrors(request.validationError.validation) : {}), ...investorDocumentErrors(body, { creating: false }) };
      const replacing = typeof body.document === 'object';
      const upload = replacing ? await stageUpload(body, existing.category) : undefined;
      if (upload && !('staged' in upload)) Object.assign(fields, upload);
      if (Object.keys(fields).length) {
        if (upload && 'staged' in upload) upload.staged.discard();
        return invalid(reply, fields);
      }
      const file = upload as { staged: StagedFile; pageCount: number } | undefined;
      try {
        return store.update(request.consoleUser!, existing.id, Number(body.version), { name: body.name!.trim(), date: body.date!, file });
      } catch (error) {
        return writeError(reply, error);
      } finally {
        file?.staged.discard();
      }
    },
  );

  app.delete<{ Params: { id: number }; Body: { version: number } }>(
    '/investor-documents/:id',
    { config: access, schema: { params: idParams, body: versionBody, response: { 200: recordSchema, ...errors } } },
    async (request, reply) => {
      try {
        return store.remove(request.consoleUser!, request.params.id, request.body.version);
      } catch (error) {
        return writeError(reply, error);
      }
    },
  );

  app.post<{ Params: { id: number }; Body: { version: number } }>(
    '/investor-documents/:id/restore',
    { config: access, schema: { params: idParams, body: versionBody, response: { 200: recordSchema, ...errors } } },
    async (request, reply) => {
      try {
        return store.restore(request.consoleUser!, request.params.id, request.body.version);
      } catch (error) {
        return writeError(reply, error);
      }
    },
  );
};
