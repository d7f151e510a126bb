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

/**
 * A GET handler for a list that changes only when the database does. The JSON text (serialised by
 * the route's 200 response schema), its gzip and brotli forms and their ETags are computed once and
 * reused until the content version moves (db/content-version.ts). Serving a list is then a buffer
 * write: no per-request query, serialising, hashing or compressing.
 */
export function cachedJson(contentVersion: ContentVersion, compute: () => unknown) {
  let cached: CacheEntry | null = null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const version = contentVersion.current();
    if (!cached || cached.version !== version) {
      const data = compute();
      const body = reply.getSerializationFunction('200')?.(data as Record<string, unknown>) ?? JSON.stringify(data);
      const etag = strongEtag(body);
      cached = { version, identity: { body, etag }, encoded: encode(body, etag) };
    }
    const coding = cached.identity.body.length >= COMPRESS_THRESHOLD ? preferredCoding(request.headers['accept-encoding']) : null;
    const representation = (coding && cached.encoded[coding]) || cached.identity;
    if (cached.encoded.gzip) void reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
    void reply.header('etag', representation.etag).header('cache-control', 'no-cache');
    if (etagMatches(request.headers['if-none-match'], representation.etag)) return reply.code(304).send();
    if (representation !== cached.identity && coding) void reply.header('content-encoding', coding);
    return reply.type('application/json; charset=utf-8').send(representation.body);
  };
}
