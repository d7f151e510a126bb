import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ADMIN_API_PATHS, DEALER_SEARCH_FIELDS, NO_DATA_FOUND, type DealerSearchField } from '@site/shared/contract/admin-api';
import { DealerSearchResult, State } from '@site/shared/contract/records';
import type { ContentVersion } from '../db/content-version';
import { dealers, districts, states } from '../db/content/tables';
import type { SiteDb } from '../db/site-db';
import { cachedJson } from '../http/cached-json';
import { badRequest } from '../http/errors';
import { etagOnSend } from '../http/etag';
import { ERROR_RESPONSES, jsonAnswer, type JsonSchema } from '../http/schemas';
import { strictValidatorCompiler } from '../http/validation';

const FIELD_SIZE_LIMIT = 1024;
/** Five text fields fit in far less; multipart is streamed, so Fastify's bodyLimit does not apply. */
const SEARCH_BODY_LIMIT = 16 * 1024;
const PIN_QUERY_MAX = 100;

export type SearchForm = Partial<Record<DealerSearchField, string | number>>;

const payloadTooLarge = (message: string) => Object.assign(new Error(message), { statusCode: 413 });

async function refuseDeclaredLargeBody(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > SEARCH_BODY_LIMIT) throw payloadTooLarge(`Request body too large (max ${SEARCH_BODY_LIMIT} bytes)`);
}

// Form values are text (a JSON body may send numbers); surrounding spaces are ignored, empty means any.
const code = (field: string, what: string): JsonSchema => ({
  type: ['string', 'integer'],
  pattern: '^\\s*[12]?\\s*$',
  minimum: 1,
  maximum: 2,
  description: `${field} must be ${what} or empty`,
});
const id = (field: string): JsonSchema => ({
  type: ['string', 'integer'],
  pattern: '^\\s*\\d{0,9}\\s*$',
  minimum: 0,
  maximum: 999_999_999,
  description: `${field} must be a numeric id or empty`,
});
const SEARCH_FORM_PROPERTIES = {
  type: code('type', '2 (Dealer), 1 (Distributor)'),
  sector: code('sector', '1 (Electrical), 2 (Water pipe)'),
  state: id('state'),
  district: id('district'),
  pin: { type: ['string', 'integer'], maxLength: PIN_QUERY_MAX, description: `pin must be text of at most ${PIN_QUERY_MAX} characters` },
} satisfies Record<DealerSearchField, JsonSchema>;

const SEARCH_SCHEMA = {
  body: {
    type: 'object',
    properties: SEARCH_FORM_PROPERTIES,
    description: 'Send the search as form fields (multipart/form-data or urlencoded)',
  },
  response: {
    200: {
      content: {
        'application/json': { schema: Type.Array(DealerSearchResult) },
        'text/plain': { schema: { type: 'string', const: NO_DATA_FOUND } },
      },
    },
    ...ERROR_RESPONSES,
  },
};

const DISTRICTS_SCHEMA = {
  params: {
    type: 'object',
    properties: { stateId: { type: 'string', pattern: '^\\d{1,9}$', description: 'stateId must be a numeric id' } },
    required: ['stateId'],
  },
  ...jsonAnswer(Type.Array(State)),
};

/** Criteria from a validated form: trimmed, empty fields mean "any" (spec §7). */
export function criteriaOf(form: SearchForm) {
  const text = (field: DealerSearchField) => String(form[field] ?? '').trim();
  const number = (field: DealerSearchField) => (text(field) ? Number(text(field)) : null);
  return { type: number('type'), sector: number('sector'), state: number('state'), district: number('district'), pin: text('pin') };
}

/**
 * A multipart form as a plain body, before validation: text fields only, known names only. Its
 * schema then checks it like a urlencoded or JSON body.
 */
async function readMultipartForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) {
    request.body ??= {};
    return;
  }
  const form: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw badRequest('The search form takes no files');
      }
      // The parser cuts overlong names and values instead of failing; a cut value is a refusal.
      if (part.valueTruncated || part.fieldnameTruncated) throw payloadTooLarge(`Form field too large (max ${FIELD_SIZE_LIMIT} bytes)`);
      if ((DEALER_SEARCH_FIELDS as readonly string[]).includes(part.fieldname)) form[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    // Limit errors carry their status (413); anything else is a body the parser could not read.
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw badRequest('Malformed multipart form');
  }
  request.body = form;
}

export interface DealerRoutesOptions {
  db: SiteDb;
  version: ContentVersion;
  /** Searches per minute per client address (`request.ip`: the real client when TRUST_PROXY is set). */
  searchRateLimit: number;
}

/**
 * States, districts and the search, as one encapsulated plugin (its parsers and hooks stay here).
 * The states list (cached, precompressed) sits outside the inner plugin that adds compression,
 * request decompression, the rate limit and the body parsers, so it runs none of their hooks.
 */
export const dealerRoutes: FastifyPluginAsyncTypebox<DealerRoutesOptions> = async (app, { db, version, searchRateLimit }) => {
  app.get(ADMIN_API_PATHS.states, { schema: jsonAnswer(Type.Array(State)) }, cachedJson(version, () => states.publicList(db.kysely)));
  await app.register(districtsAndSearch, { db, searchRateLimit });
};

const districtsAndSearch: FastifyPluginAsyncTypebox<Omit<DealerRoutesOptions, 'version'>> = async (app, { db, searchRateLimit }) => {
  // A form posted as JSON must not have `true` turned into "true": no type coercion here.
  app.setValidatorCompiler(strictValidatorCompiler);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false, keyGenerator: (request) => request.ip });
  // The search form is small text fields: tight limits, no files.
  await app.register(multipart, { limits: { fieldNameSize: 50, fieldSize: FIELD_SIZE_LIMIT, fields: 10, files: 0, parts: 12 } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get<{ Params: { stateId: string } }>(ADMIN_API_PATHS.districts, { schema: DISTRICTS_SCHEMA, onSend: etagOnSend }, async (request) =>
    districts.publicList(db.kysely, { where: { state_id: Number(request.params.stateId) } }),
  );

  app.post<{ Body: SearchForm }>(
    ADMIN_API_PATHS.dealerSearch,
    {
      schema: SEARCH_SCHEMA,
      config: { rateLimit: { max: searchRateLimit, timeWindow: '1 minute' } },
      onRequest: refuseDeclaredLargeBody,
      preValidation: readMultipartForm,
    },
    async (request, reply) => {
      const results = await dealers.search(db, criteriaOf(request.body));
      // The original backend answered an empty search with this text, not an empty list.
      if (results.length === 0) return reply.type('text/plain; charset=utf-8').send(NO_DATA_FOUND);
      return results;
    },
  );
};
