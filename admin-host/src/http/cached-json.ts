import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';

/**
 * A GET handler for a list that changes only when the database does: the JSON text and its ETag
 * are computed once and reused until the database changes. SQLite's data_version moves when another
 * connection commits (an editor, a --reset in another process); total_changes() when this one
 * writes. Serving a list is then a version check and a buffer write.
 */
export function cachedJson(db: Db, compute: () => unknown) {
  let cached: { version: string; body: string; etag: string } | null = null;
  const versionQuery = db.prepare<[], { v: number; t: number }>('SELECT data_version AS v, total_changes() AS t FROM pragma_data_version');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { v, t } = versionQuery.get()!;
    const version = `${v}:${t}`;
    if (!cached || cached.version !== version) {
      const body = JSON.stringify(compute());
      cached = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    }
    void reply.header('etag', cached.etag);
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(cached.body);
  };
}
