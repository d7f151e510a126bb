// How a served file is described on the wire: its type, how long it may be cached, whether it is
// worth compressing, and brochures as downloads under their own names.
import path from 'node:path';
import { isServerBuildPath } from './server-builds.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map']);
/** Hashed build output lives in a static/ folder, at the root or inside a release folder. */
const HASHED_ASSET = /(^|\/)static\//;

export const HTML_TYPE = MIME['.html']!;

/** Cache policy: hashed files forever; entry points (html, manifests, remote entries, maps) revalidate. */
export function cacheControlFor(urlPath: string): string {
  if (HASHED_ASSET.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export const isCompressible = (urlPath: string): boolean => COMPRESSIBLE.has(path.extname(urlPath).toLowerCase());

/** The headers of the file served at `urlPath` (besides the ETag and the shared ones). */
export function fileHeaders(urlPath: string): Record<string, string> {
  const ext = path.extname(urlPath).toLowerCase();
  return {
    ...(urlPath.startsWith('/brochures/') && ext === '.pdf' ? { 'Content-Disposition': `attachment; filename="${path.basename(urlPath)}"` } : {}),
    'Content-Type': MIME[ext] ?? 'application/octet-stream',
    // Server code reaches only a page server with the token: no shared cache may keep it.
    'Cache-Control': isServerBuildPath(urlPath) ? 'private, no-store' : cacheControlFor(urlPath),
  };
}
