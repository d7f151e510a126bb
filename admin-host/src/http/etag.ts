import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a list, `*`, W/ prefixes ignored. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}

/**
 * Route-level onSend hook for JSON answers computed per request (districts): a strong ETag on every
 * 200 GET, and 304 with no body when the client already has it.
 */
export async function etagOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = strongEtag(payload);
  void reply.header('etag', etag);
  if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
  void reply.code(304);
  return '';
}
