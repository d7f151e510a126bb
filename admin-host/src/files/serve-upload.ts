import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { etagMatches } from '../http/etag';
import { sendError } from '../http/errors';
import { ERROR_RESPONSES } from '../http/schemas';
import { DOCUMENT_CSP, UPLOAD_CSP } from '../http/security-headers';
import type { HiddenFiles } from '../publishing/hidden-files';
import { attachmentDisposition } from './content-disposition';

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  // No SVG: it can carry script, and this origin answers the site's API calls.
};

/**
 * The file a URL path names inside the uploads root, or an HTTP status explaining why not:
 * 400 for malformed paths (bad escapes, NUL, backslashes), 403 for dot segments and dotfiles,
 * 404 for anything missing, not a known type, or (links resolved) outside the root.
 */
export async function resolveUpload(root: string, urlPath: string, hidden?: HiddenFiles): Promise<{ file: string; size: number; mtimeMs: number } | number> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return 400;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return 400;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return 403;
  if (!TYPES[path.extname(decoded).toLowerCase()]) return 404;
  // Waiting for its record's publish time: as if it did not exist.
  if (hidden && (await hidden.isHidden(`uploads/${segments.join('/')}`))) return 404;
  const file = path.resolve(root, ...segments);
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    if (!realFile.startsWith(realRoot + path.sep)) return 404;
    const info = await stat(realFile);
    return info.isFile() ? { file: realFile, size: info.size, mtimeMs: info.mtimeMs } : 404;
  } catch {
    return 404;
  }
}

export interface UploadRoutesOptions {
  /** Root of every served file. */
  uploadsDir: string;
  /** Files not to serve yet (records waiting for their publish time). */
  hidden?: HiddenFiles;
}

/** GET /uploads/… : documents and images, only from the uploads root. */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, { uploadsDir, hidden }) => {
  // The file itself is a stream (no body schema); errors have the common shape.
  const schema = { querystring: Type.Object({ name: Type.Optional(Type.String()) }), response: ERROR_RESPONSES };
  app.get('/uploads/*', { schema }, async (request, reply) => {
    // Every answer of this route is sandboxed, its errors included (PDFs: DOCUMENT_CSP below).
    void reply.header('content-security-policy', UPLOAD_CSP);
    // The raw path, so the router's own decoding cannot hide an encoded '../'.
    const rawUrl = request.raw.url ?? '';
    const queryAt = rawUrl.indexOf('?');
    const rawPath = (queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)).slice('/uploads/'.length);
    const found = await resolveUpload(uploadsDir, rawPath, hidden);
    if (typeof found === 'number') {
      return sendError(reply, found, { 400: 'Malformed file path', 403: 'Forbidden file path', 404: 'File not found' }[found] ?? 'Error');
    }
    const etag = `W/"${found.size.toString(36)}-${Math.floor(found.mtimeMs).toString(36)}"`;
    const type = TYPES[path.extname(found.file).toLowerCase()]!;
    // PDFs open in the browser's viewer, which the API's default-src 'none' would break.
    if (type === 'application/pdf') void reply.header('content-security-policy', DOCUMENT_CSP);
    void reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=3600')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff');
    // ?name=<title>: save under a readable name. The page's <a download> cannot do it, as this is
    // another origin; without the parameter the file is served inline as before.
    const requestedName = queryAt === -1 ? null : new URLSearchParams(rawUrl.slice(queryAt + 1)).get('name');
    const disposition = requestedName === null ? undefined : attachmentDisposition(requestedName, found.file);
    if (disposition) void reply.header('content-disposition', disposition);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    void reply.header('content-length', String(found.size));
    return reply.send(createReadStream(found.file));
  });
};
