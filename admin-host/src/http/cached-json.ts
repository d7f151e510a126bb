import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';

/**
 * A GET handler for a list that changes only when the database does: the JSON text and its ETag
 * are computed once and reused until SQLite's data_version says another connection wrote to it
 * (this connection only reads). Serving a list is then a header check and a buffer write.
 */
export function cachedJson(db: Db, compute: () => unknown) {
  let cached: { version: number; body: string; etag: string } | null = null;
  const dataVersion = db.prepare<[], { data_version: number }>('PRAGMA data_version');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const version = dataVersion.get()!.data_version;
    if (!cached || cached.version !== version) {
      const body = JSON.stringify(compute());
      cached = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    }
    void reply.header('etag', cached.etag);
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(cached.body);
  };
}
