import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentVersion } from '../db/content-version';
import { appendVary, preferredCoding, type ContentCoding } from './content-coding';
import { etagMatches, strongEtag } from './etag';

/** Below this a compressed body saves less than its headers cost. */
const COMPRESS_THRESHOLD = 1024;

interface Representation {
  body: string | Buffer;
  etag: string;
}

interface CacheEntry {
  version: string;
  identity: Representation;
  encoded: Partial<Record<ContentCoding, Representation>>;
}

function encode(body: string, identityEtag: string): CacheEntry['encoded'] {
  if (Buffer.byteLength(body) < COMPRESS_THRESHOLD) return {};
  // Each coding is its own representation, so it gets its own strong ETag.
  const tag = (suffix: string) => `${identityEtag.slice(0, -1)}-${suffix}"`;
  return {
    br: { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), etag: tag('br') },
    gzip: { body: gzipSync(body, { level: 9 }), etag: tag('gz') },
  };
}

export interface CachedResponses {
  /** Sends the representation cached under `key`, computing it first if the content moved on. */
  send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => string): FastifyReply;
}

/**
 * Answers computed from the database and reused until the content version moves
 * (db/content-version.ts): the body, its gzip and brotli forms and their ETags are computed once,
 * so a repeat is a buffer write with no query, serialising, hashing or compressing. Up to
 * `maxEntries` keys (e.g. search texts) are kept, the least recently used dropped first.
 */
export function cachedResponses(contentVersion: ContentVersion, contentType: string, { maxEntries = 1 } = {}): CachedResponses {
  const cache = new Map<string, CacheEntry>();
  return {
    send(request, reply, key, compute) {
      const version = contentVersion.current();
      let cached = cache.get(key);
      if (!cached || cached.version !== version) {
        const body = compute();
        const etag = strongEtag(body);
        cached = { version, identity: { body, etag }, encoded: encode(body, etag) };
      }
      cache.delete(key);
      cache.set(key, cached);
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
      const coding = cached.identity.body.length >= COMPRESS_THRESHOLD ? preferredCoding(request.headers['accept-encoding']) : null;
      const representation = (coding && cached.encoded[coding]) || cached.identity;
      if (cached.encoded.gzip) void reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
      void reply.header('etag', representation.etag).header('cache-control', 'no-cache');
      if (etagMatches(request.headers['if-none-match'], representation.etag)) return reply.code(304).send();
      if (representation !== cached.identity && coding) void reply.header('content-encoding', coding);
      return reply.type(contentType).send(representation.body);
    },
  };
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
export function cachedJson(contentVersion: ContentVersion, compute: () => unknown) {
  const responses = cachedResponses(contentVersion, JSON_TYPE);
  return async (request: FastifyRequest, reply: FastifyReply) => responses.send(request, reply, '', () => serialiseAnswer(reply, compute()));
}
