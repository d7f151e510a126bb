// Production static origin for the shell and each remote: what `pnpm start` runs and what the
// nginx example mirrors. Caching (no-cache + ETag for entry files, immutable for hashed assets),
// br/gzip, CORS for the site's own origins, security headers and the SPA fallback page. What only
// the shell does (its remote map, the page it writes for a path) comes in as `pages`, from
// shell/server/.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { contentSecurityPolicy, type CspInput } from './security-headers.ts';
import { BoundedCache } from './bounded-cache.ts';
import { isServerBuildPath, SERVER_CODE_TOKEN_HEADER, serverCodeTokenMatches } from '../../shell/server/server-code.ts';

/** An answer built in memory; `br`/`gzip` are its body already compressed (else compressed cheaply here). */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Sent as ETag; a matching If-None-Match gets 304. */
  etag?: string;
}

/** index.html with the runtime values written in, and the ETag of the file it came from. */
export interface PageTemplate {
  html: string;
  etag: string;
}

/** What an app serves beyond its files (the shell: shell/server/shell-pages.ts). */
export interface PageSource {
  /** Answers a path the app owns before any file lookup (e.g. /remotes.json); undefined: not its. */
  answer?(urlPath: string): Promise<Reply | undefined>;
  /** The HTML answer for a page path, from the template. */
  /** `search` is the request's query string ('?…' or ''). */
  page(urlPath: string, status: number, template: PageTemplate, search?: string): Promise<Reply>;
}

export interface StaticServerOptions {
  /** Folder with the build output (index.html, static/, mf-manifest.json...). */
  root: string;
  port: number;
  host?: string;
  /** Serve index.html for paths without a file extension (the shell and standalone remotes). */
  spaFallback: boolean;
  /** Decides the status of a fallback page: 404 for paths the site does not route. */
  isKnownRoute?: (pathname: string) => boolean;
  /** Origins allowed to fetch from this one (CORS). */
  allowedOrigins: readonly string[];
  /** Written into index.html's <meta name="site-admin-host">. */
  adminHost: string;
  /** Written into index.html's <meta name="site-brochure-base">. */
  brochureBase: string;
  /** Written into index.html's <meta name="site-enquiry-form"> and allowed as a frame; default `<adminHost>/enquiry-form/`. */
  enquiryFormUrl?: string;
  /** Shell only: the remotes' origins for the CSP, read on every request (releases change the map). */
  remoteOrigins?: () => Promise<readonly string[]>;
  /** Other origins the page may talk to, for the CSP. */
  csp: Omit<CspInput, 'remoteOrigins' | 'adminHost'>;
  /** Send Strict-Transport-Security (production behind HTTPS). */
  hsts?: boolean;
  /** The app's own answers and pages (the shell's); default: the template as it is. */
  pages?: PageSource;
  /** Other folders served under a path prefix, first match wins (the shell: the remotes' files at /mf/…). */
  mounts?: readonly Mount[];
  /** Bound on the bytes of files kept in memory (default 64 MiB; each file counts twice: it and its compressed variants). */
  fileCacheBytes?: number;
  /**
   * The builds' server folders (server/render.cjs, server/screens.cjs) answer 404 to everyone but a
   * request with this token (SERVER_CODE_TOKEN: page servers reading releases from here); without
   * a token, to no one.
   */
  serverCodeToken?: string | undefined;
}

/** A folder served under `prefix` ('/…/'): `<prefix>a/b.js` is `<root>/a/b.js`; files only, no page fallback. */
export interface Mount {
  prefix: string;
  root: string;
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

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

/** Cache policy: hashed files forever; entry points (html, manifests, remote entries, maps) revalidate. */
export function cacheControlFor(urlPath: string): string {
  if (HASHED_ASSET.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** index.html only: the text with the runtime values written in. */
  filled?: string;
}

/** Dynamic bodies are compressed per request, so cheaply; files and cached pages once, at the best level. */
const CHEAP_BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };
const CHEAP_GZIP = { level: 6 };

/** Maps a URL path to a file inside root, or null when it would leave root or names a dotfile. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.'))) return null;
  const file = path.resolve(root, ...segments);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

/** The enquiry form pages frame: the configured one, else the admin host's sample form. */
export const enquiryFormUrlFor = (adminHost: string, configured?: string): string =>
  configured ?? `${adminHost.replace(/\/+$/, '')}/enquiry-form/`;

export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const enquiryFormUrl = enquiryFormUrlFor(options.adminHost, options.enquiryFormUrl);
  const cache = new BoundedCache<CachedFile>(options.fileCacheBytes ?? 64 * 2 ** 20);
  const realRoots = new Map<string, string>();
  const mounts = (options.mounts ?? []).map((mount) => ({ prefix: mount.prefix, root: path.resolve(mount.root) }));

  /** True when the file, links resolved, still lies inside its root (no symlink escapes). */
  async function reallyInside(file: string, within: string): Promise<boolean> {
    try {
      let realRoot = realRoots.get(within);
      if (!realRoot) realRoots.set(within, (realRoot = await realpath(within)));
      const real = await realpath(file);
      return real.startsWith(realRoot + path.sep);
    } catch {
      return false;
    }
  }
  const host = options.host ?? '127.0.0.1';

  async function loadFile(file: string, within = root): Promise<CachedFile | null> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!info.isFile() || !(await reallyInside(file, within))) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) return hit;
    const body = await readFile(file);
    const entry: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    // Counted twice: the body, and room for the br/gzip variants made when first asked for.
    cache.set(file, entry, 2 * body.length);
    return entry;
  }

  function compressed(entry: CachedFile, encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'br') {
      entry.br ??= brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
      return entry.br;
    }
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return entry.gzip;
  }

  async function securityHeaders(): Promise<Record<string, string>> {
    const remoteOrigins = options.remoteOrigins ? await options.remoteOrigins() : [];
    const headers: Record<string, string> = {
      'Content-Security-Policy': contentSecurityPolicy({
        ...options.csp,
        frameOrigins: [...options.csp.frameOrigins, originOf(enquiryFormUrl)],
        adminHost: originOf(options.adminHost),
        remoteOrigins,
      }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    };
    if (options.hsts) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
    return headers;
  }

  function corsHeaders(req: IncomingMessage): Record<string, string> {
    const origin = req.headers.origin;
    if (origin && options.allowedOrigins.includes(origin)) {
      return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' };
    }
    return {};
  }

  function send(req: IncomingMessage, res: ServerResponse, reply: Reply, compressible: boolean): void {
    const { body } = reply;
    const headers: Record<string, string> = { ...reply.headers, Vary: 'Accept-Encoding, Origin' };
    if (reply.etag) {
      headers.ETag = reply.etag;
      if (req.headers['if-none-match'] === reply.etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }
    const encoding = compressible && body.length > 512 ? pickEncoding(req.headers['accept-encoding']) : null;
    const payload =
      encoding === 'br'
        ? (reply.br ?? brotliCompressSync(body, CHEAP_BROTLI))
        : encoding === 'gzip'
          ? (reply.gzip ?? gzipSync(body, CHEAP_GZIP))
          : body;
    res.writeHead(reply.status, {
      ...headers,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(payload.length),
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  const text = (status: number, message: string, headers: Record<string, string>): Reply => ({
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers },
    body: Buffer.from(message),
  });

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedFile,
    ext: string,
    urlPath: string,
    base: Record<string, string>,
  ): Promise<void> {
    const headers: Record<string, string> = {
      ...base,
      ...(urlPath.startsWith('/brochures/') && ext === '.pdf'
        ? { 'Content-Disposition': `attachment; filename="${path.basename(urlPath)}"` }
        : {}),
      'Content-Type': MIME[ext] ?? 'application/octet-stream',
      // Server code reaches only a page server with the token: no shared cache may keep it.
      'Cache-Control': isServerBuildPath(urlPath) ? 'private, no-store' : cacheControlFor(urlPath),
      ETag: entry.etag,
      Vary: 'Accept-Encoding, Origin',
    };
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = COMPRESSIBLE.has(ext) && entry.size > 512 ? pickEncoding(req.headers['accept-encoding']) : null;
    const payload = encoding ? compressed(entry, encoding) : entry.body;
    res.writeHead(200, {
      ...headers,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(payload.length),
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  /** index.html with the runtime environment written in (once per version of the file). */
  function fillTemplate(entry: CachedFile): PageTemplate {
    entry.filled ??= entry.body
      .toString('utf8')
      .replaceAll('%ADMIN_HOST%', attr(options.adminHost))
      .replaceAll('%BROCHURE_BASE%', attr(options.brochureBase))
      .replaceAll('%ENQUIRY_FORM_URL%', attr(enquiryFormUrl));
    return { html: entry.filled, etag: entry.etag };
  }

  async function sendIndex(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    base: Record<string, string>,
    urlPath: string,
    search: string,
  ) {
    const entry = await loadFile(path.join(root, 'index.html'));
    if (!entry) {
      send(req, res, text(404, 'Not built: run pnpm build', base), false);
      return;
    }
    const template = fillTemplate(entry);
    const reply: Reply = options.pages
      ? await options.pages.page(urlPath, status, template, search)
      : { status, headers: { 'Content-Type': MIME['.html']!, 'Cache-Control': 'no-cache' }, body: Buffer.from(template.html) };
    send(req, res, { ...reply, headers: { ...base, ...reply.headers } }, true);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const base = { ...(await securityHeaders()), ...corsHeaders(req) };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...base, 'Access-Control-Max-Age': '600' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(req, res, text(405, 'Method not allowed', { ...base, Allow: 'GET, HEAD, OPTIONS' }), false);
      return;
    }
    const { pathname: urlPath, search } = new URL(req.url ?? '/', 'http://x');

    const mount = mounts.find((m) => urlPath.startsWith(m.prefix));
    // Server code is for page servers only: they read it from disk, or from here with the token.
    const servedPath = mount ? `/${urlPath.slice(mount.prefix.length)}` : urlPath;
    const serverCode = isServerBuildPath(servedPath) && path.extname(servedPath) !== '';
    if (serverCode && !serverCodeTokenMatches(req.headers[SERVER_CODE_TOKEN_HEADER], options.serverCodeToken)) {
      send(req, res, text(404, 'Not found', base), false);
      return;
    }
    if (mount) {
      const file = resolveInside(mount.root, `/${urlPath.slice(mount.prefix.length)}`);
      const entry = file ? await loadFile(file, mount.root) : null;
      if (entry) await sendFile(req, res, entry, path.extname(urlPath).toLowerCase(), urlPath, base);
      else send(req, res, text(404, 'Not found', base), false);
      return;
    }

    const own = await options.pages?.answer?.(urlPath);
    if (own) {
      send(req, res, { ...own, headers: { ...base, ...own.headers } }, true);
      return;
    }
    if (urlPath === '/' || urlPath === '/index.html') {
      await sendIndex(req, res, 200, base, urlPath, search);
      return;
    }
    const file = resolveInside(root, urlPath);
    const ext = path.extname(urlPath).toLowerCase();
    const entry = file ? await loadFile(file) : null;
    if (entry) {
      await sendFile(req, res, entry, ext, urlPath, base);
      return;
    }
    if (options.spaFallback && ext === '') {
      const known = options.isKnownRoute ? options.isKnownRoute(urlPath) : true;
      await sendIndex(req, res, known ? 200 : 404, base, urlPath, search);
      return;
    }
    send(req, res, text(404, 'Not found', base), false);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('static server error', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  return {
    // Port 0 asks the system for a free one (tests): the URL names the one it gave.
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
