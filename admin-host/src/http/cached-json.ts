import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentVersion } from '../db/content-version';
import { preferredCoding, withAcceptEncoding, type ContentCoding } from './content-coding';
import { etagMatches, strongEtag } from './etag';

/** Below this a compressed body saves less than its headers cost. */
const COMPRESS_THRESHOLD = 1024;

interface Representation {
  body: string | Buffer;
  etag: string;
  /** Everything a 200 answer of it sets besides Vary, made once: set per request in one call. */
  headers: Readonly<Record<string, string>>;
  /** The same for a 304 answer (no content headers). */
  notModifiedHeaders: Readonly<Record<string, string>>;
}

interface CacheEntry {
  version: string;
  identity: Representation;
  encoded: Partial<Record<ContentCoding, Representation>>;
}

function representation(body: string | Buffer, etag: string, contentType: string, coding?: ContentCoding): Representation {
  const notModifiedHeaders = { etag, 'cache-control': 'no-cache' };
  const headers: Record<string, string> = { ...notModifiedHeaders, 'content-type': contentType };
  if (coding) headers['content-encoding'] = coding;
  return { body, etag, headers, notModifiedHeaders };
}

function entry(version: string, body: string, contentType: string): CacheEntry {
  const etag = strongEtag(body);
  const identity = representation(body, etag, contentType);
  if (Buffer.byteLength(body) < COMPRESS_THRESHOLD) return { version, identity, encoded: {} };
  // Each coding is its own representation, so it gets its own strong ETag.
  const tag = (suffix: string) => `${etag.slice(0, -1)}-${suffix}"`;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  return {
    version,
    identity,
    encoded: { br: representation(br, tag('br'), contentType, 'br'), gzip: representation(gzipSync(body, { level: 9 }), tag('gz'), contentType, 'gzip') },
  };
}

export interface CachedResponses {
  /**
   * Sends the representation cached under `key`, computing it first if the content moved on. A hit
   * is answered at once; only a miss waits for the database.
   */
  send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<string>): FastifyReply | Promise<FastifyReply>;
}

/**
 * Answers computed from the database and reused until the content version moves
 * (db/content-version.ts): the body, its gzip and brotli forms, their ETags and headers are made
 * once, so a repeat is a few header writes and a buffer write with no query, serialising, hashing
 * or compressing. Up to `maxEntries` keys (e.g. search texts) are kept, the least recently used
 * dropped first. Every per-request step here was measured (bench:api): a list answer costs about
 * what a bare hello-world does.
 */
export function cachedResponses(contentVersion: ContentVersion, contentType: string, { maxEntries = 1 } = {}): CachedResponses {
  const cache = new Map<string, CacheEntry>();
  const store = (key: string, cached: CacheEntry) => {
    cache.delete(key);
    cache.set(key, cached);
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  };
  return {
    send(request, reply, key, compute) {
      const version = contentVersion.current();
      const cached = cache.get(key);
      if (!cached || cached.version !== version) {
        return compute().then((body) => {
          const fresh = entry(version, body, contentType);
          store(key, fresh);
          return answer(request, reply, fresh);
        });
      }
      // Most recently used last.
      if (maxEntries > 1) store(key, cached);
      return answer(request, reply, cached);
    },
  };
}

/** The cached representation the request accepts, or 304 when it has it already. */
function answer(request: FastifyRequest, reply: FastifyReply, cached: CacheEntry): FastifyReply {
  let chosen = cached.identity;
  if (cached.encoded.gzip) {
    void reply.header('vary', withAcceptEncoding(reply.getHeader('vary')));
    const coding = preferredCoding(request.headers['accept-encoding']);
    if (coding) chosen = cached.encoded[coding] ?? chosen;
  }
  if (etagMatches(request.headers['if-none-match'], chosen.etag)) return reply.headers(chosen.notModifiedHeaders).code(304).send();
  return reply.headers(chosen.headers).send(chosen.body);
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** JSON text of `data` as the route's 200 response schema sends it (only the fields it lists). */
export function serialiseAnswer(reply: FastifyReply, data: unknown): string {
  return reply.getSerializationFunction('200')?.(data as Record<string, unknown>) ?? JSON.stringify(data);
}

/**
 * A GET handler for a list that changes only when the database does (see cachedResponses). The
 * JSON text is serialised by the route's 200 response schema.
 */
export function cachedJson(contentVersion: ContentVersion, compute: () => Promise<unknown>) {
  const responses = cachedResponses(contentVersion, JSON_TYPE);
  return async (request: FastifyRequest, reply: FastifyReply) => responses.send(request, reply, '', async () => serialiseAnswer(reply, await compute()));
}
