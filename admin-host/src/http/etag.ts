import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Strong ETag on every successful GET with a serialised body (the lists), and 304 when the client
 * already has it: list pages revalidate cheaply.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // Cached lists set their own ETag (http/cached-json.ts).
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag')) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    void reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304);
      return '';
    }
    return payload;
  });
}
