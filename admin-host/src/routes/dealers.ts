import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DealerSearchResult, District, State } from '@site/shared/types/entities';
import type { ContentVersion } from '../db/content-version';
import type { Db } from '../db/database';
import { cachedJson } from '../http/cached-json';
import { badRequest } from '../http/errors';
import { etagOnSend } from '../http/etag';

export const NO_DATA_FOUND = 'No data found';
const FIELD_SIZE_LIMIT = 1024;
/** Five text fields fit in far less; multipart is streamed, so Fastify's bodyLimit does not apply. */
const SEARCH_BODY_LIMIT = 16 * 1024;

const payloadTooLarge = (message: string) => Object.assign(new Error(message), { statusCode: 413 });

async function refuseDeclaredLargeBody(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > SEARCH_BODY_LIMIT) throw payloadTooLarge(`Request body too large (max ${SEARCH_BODY_LIMIT} bytes)`);
}
const PIN_QUERY_MAX = 100;
const SEARCH_FIELDS = ['type', 'sector', 'state', 'district', 'pin'] as const;
type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchForm = Partial<Record<SearchField, string>>;

/** Escapes LIKE wildcards so a visitor's % or _ matches itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Validated criteria; empty fields mean "any" (spec §7). */
export function parseCriteria(form: SearchForm) {
  const code = (field: SearchField, allowed: string[]) => {
    const value = (form[field] ?? '').trim();
    if (value && !allowed.includes(value)) throw badRequest(`${field} must be one of ${allowed.join(', ')} or empty`);
    return value ? Number(value) : null;
  };
  const id = (field: SearchField) => {
    const value = (form[field] ?? '').trim();
    if (value && !/^\d{1,9}$/.test(value)) throw badRequest(`${field} must be a numeric id or empty`);
    return value ? Number(value) : null;
  };
  const pin = (form.pin ?? '').trim();
  if (pin.length > PIN_QUERY_MAX) throw badRequest(`pin must be at most ${PIN_QUERY_MAX} characters`);
  return { type: code('type', ['1', '2']), sector: code('sector', ['1', '2']), state: id('state'), district: id('district'), pin };
}

/**
 * A parsed urlencoded or JSON body as form fields. Anything but an object of text (or number)
 * values is refused here, so a `{"pin": {...}}` or a bare string never reaches the query.
 */
function textFields(body: unknown): SearchForm {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Send the search as form fields (multipart/form-data or urlencoded)');
  }
  const form: SearchForm = {};
  for (const [name, value] of Object.entries(body)) {
    if (!(SEARCH_FIELDS as readonly string[]).includes(name)) continue;
    if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(`${name} must be text`);
    form[name as SearchField] = String(value);
  }
  return form;
}

/** Reads the multipart (or urlencoded) form: text fields only, known names only. */
async function readForm(request: FastifyRequest): Promise<SearchForm> {
  if (!request.isMultipart()) return textFields(request.body);
  const form: SearchForm = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        throw badRequest('The search form takes no files');
      }
      // The parser cuts overlong names and values instead of failing; a cut value is a refusal.
      if (part.valueTruncated || part.fieldnameTruncated) throw payloadTooLarge(`Form field too large (max ${FIELD_SIZE_LIMIT} bytes)`);
      if ((SEARCH_FIELDS as readonly string[]).includes(part.fieldname)) form[part.fieldname as SearchField] = String(part.value ?? '');
    }
  } catch (error) {
    // Limit errors carry their status (413); anything else is a body the parser could not read.
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw badRequest('Malformed multipart form');
  }
  return form;
}

export interface DealerRoutesOptions {
  db: Db;
  version: ContentVersion;
  /** Searches per minute per client address. */
  searchRateLimit: number;
}

/** States, districts and the search, as one encapsulated plugin (its parsers and hooks stay here). */
export async function dealerRoutes(app: FastifyInstance, { db, version, searchRateLimit }: DealerRoutesOptions): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false });
  // The search form is small text fields: tight limits, no files.
  await app.register(multipart, { limits: { fieldNameSize: 50, fieldSize: FIELD_SIZE_LIMIT, fields: 10, files: 0, parts: 12 } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const states = db.prepare<[], State>('SELECT id, name FROM states ORDER BY name');
  const districts = db.prepare<[number], District>('SELECT id, name FROM districts WHERE state_id = ? ORDER BY name');
  const search = db.prepare<Record<string, unknown>, DealerSearchResult>(
    `SELECT d.name, d.address, d.phone, d.location
     FROM dealers d JOIN districts di ON di.id = d.district_id
     WHERE (@type IS NULL OR d.type = @type)
       AND (@sector IS NULL OR d.sector = @sector)
       AND (@state IS NULL OR d.state_id = @state)
       AND (@district IS NULL OR d.district_id = @district)
       AND (@pin = ''
            OR (@pinIsCode AND d.pin LIKE @pinPrefix ESCAPE '\\')
            OR (NOT @pinIsCode AND (d.town LIKE @pinText ESCAPE '\\' OR di.name LIKE @pinText ESCAPE '\\'
                                    OR d.address LIKE @pinText ESCAPE '\\')))
     ORDER BY d.name`,
  );

  app.get('/dealers/list-states', { compress: false }, cachedJson(version, () => states.all()));

  app.get<{ Params: { stateId: string } }>('/dealers/list-districts/:stateId', { onSend: etagOnSend }, async (request) => {
    const { stateId } = request.params;
    if (!/^\d{1,9}$/.test(stateId)) throw badRequest('stateId must be a numeric id');
    return districts.all(Number(stateId));
  });

  app.post('/dealers/search', { config: { rateLimit: { max: searchRateLimit, timeWindow: '1 minute' } }, onRequest: refuseDeclaredLargeBody }, async (request, reply) => {
    const criteria = parseCriteria(await readForm(request));
    const pinIsCode = /^\d+$/.test(criteria.pin);
    const results = search.all({
      ...criteria,
      pinIsCode: pinIsCode ? 1 : 0,
      pinPrefix: `${likeLiteral(criteria.pin)}%`,
      pinText: `%${likeLiteral(criteria.pin)}%`,
    });
    // The original backend answered an empty search with this text, not an empty list.
    if (results.length === 0) return reply.type('text/plain; charset=utf-8').send(NO_DATA_FOUND);
    return results;
  });
}
