import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendError } from '../http/errors';

/** Where `pnpm --filter admin-host build` puts the console app (console/rspack.config.ts). */
export const CONSOLE_DIST = fileURLToPath(new URL('../../console/dist/', import.meta.url));

/**
 * The console page's policy: its own scripts, styles and API only; no inline code, no framing, forms
 * post only here. Stricter than any public page, as it holds a signed-in session.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/**
 * GET /admin/… : the console app. Hashed files under static/ are cached for a year; every other
 * path is the app's page (no-store). Only files the build wrote are ever served (an allowlist read
 * once, so no path from a request reaches the file system).
 */
export const consolePage: FastifyPluginAsync<{ distDir?: string }> = async (app, { distDir = CONSOLE_DIST }) => {
  let files: Map<string, Buffer> | undefined;
  const load = () => {
    if (!files?.size) files = new Map(listFiles(distDir).map((file) => [file, readFileSync(path.join(distDir, file))]));
    return files;
  };

  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), cors: false } as typeof route.config;
  });
  // The page and its files are for the console's own origin only: a cross-origin preflight (the
  // public site's included) gets no CORS answer, as @fastify/cors would otherwise give it.
  const refusePreflight = async (_request: unknown, reply: FastifyReply) =>
    reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'The console is not available to other origins' });
  app.options('/admin', refusePreflight);
  app.options('/admin/*', refusePreflight);
  app.get('/admin', async (_request, reply) => reply.redirect('/admin/', 301));
  app.get('/admin/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    if (rest.startsWith('api/') || rest === 'api') {
      return sendError(reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}`);
    }
    const built = load();
    const asset = rest.startsWith('static/') ? built.get(rest) : undefined;
    if (asset) {
      return reply
        .type(TYPES[path.extname(rest)] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(asset);
    }
    if (rest.startsWith('static/')) return sendError(reply, 404, 'File not found');
    const page = built.get('index.html');
    if (!page) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The publishing console is not built: run `pnpm --filter admin-host build`.');
    }
    return reply.type(TYPES['.html']!).header('cache-control', 'no-store').header('content-security-policy', CONSOLE_CSP).send(page);
  });
};
