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
  /** Sends the representation cached under `key`, computing it first if the content moved on. */
  send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => string): FastifyReply;
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
  return {
    send(request, reply, key, compute) {
      const version = contentVersion.current();
      let cached = cache.get(key);
      if (!cached || cached.version !== version) {
        cached = entry(version, compute(), contentType);
        cache.delete(key);
        cache.set(key, cached);
        if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
      } else if (maxEntries > 1) {
        // Most recently used last.
        cache.delete(key);
        cache.set(key, cached);
      }
      let chosen = cached.identity;
      if (cached.encoded.gzip) {
        void reply.header('vary', withAcceptEncoding(reply.getHeader('vary')));
        const coding = preferredCoding(request.headers['accept-encoding']);
        if (coding) chosen = cached.encoded[coding] ?? chosen;
      }
      if (etagMatches(request.headers['if-none-match'], chosen.etag)) return reply.headers(chosen.notModifiedHeaders).code(304).send();
      return reply.headers(chosen.headers).send(chosen.body);
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
