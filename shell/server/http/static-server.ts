// A production static origin: what `pnpm start` runs for the shell and each remote, and what the
// nginx example mirrors. This file only routes a request to its answer; each kind of work is a part
// of its own: files on disk (file-store.ts, file-headers.ts), the answer on the wire with
// revalidation and compression (reply.ts), security and CORS headers (security-headers.ts),
// index.html's runtime values (page-template.ts), listening (listen.ts), builds' server code kept
// from the public (server-builds.ts). What only the shell does
// (its remote map, the page it writes for a path) comes in as `pages`, from shell/server/.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileHeaders, HTML_TYPE, isCompressible } from './file-headers.ts';
import { FileStore, resolveInside, type StoredFile } from './file-store.ts';
import { listen, type RunningServer } from './listen.ts';
import { fillTemplate, type PageTemplate, type PageValues } from './page-template.ts';
import { preparedOrCheap, send, textReply, type Reply } from './reply.ts';
import { inlineScriptHashes } from './inline-scripts.ts';
import { corsHeaders, securityHeaders, type CspInput } from './security-headers.ts';
import { isServerCodeFile, SERVER_CODE_TOKEN_HEADER, serverCodeTokenMatches } from './server-builds.ts';

export type { Reply } from './reply.ts';
export type { PageTemplate } from './page-template.ts';
export type { RunningServer } from './listen.ts';

/**
 * The request an app's answer is for: its headers (the shell reads the visitor's cohort cookie and
 * user agent), and a way to add a header to whatever answer is sent (a new visitor's cohort cookie,
 * `Vary: Cookie`; a Vary value is added to the server's own).
 */
export interface PageRequest {
  headers: IncomingHttpHeaders;
  addHeader(name: string, value: string): void;
}

/** What an app serves beyond its files (the shell: shell/server/shell-pages.ts). */
export interface PageSource {
  /** Answers a path the app owns before any file lookup (e.g. /remotes.json); undefined: not its. */
  answer?(urlPath: string, request?: PageRequest): Promise<Reply | undefined>;
  /** The HTML answer for a page path, from the template. `search` is the request's query string ('?…' or ''). */
  page(urlPath: string, status: number, template: PageTemplate, search?: string, request?: PageRequest): Promise<Reply>;
}

/** A PageRequest of an incoming request, and the headers the app added to its answer. */
function pageRequest(req: IncomingMessage): { request: PageRequest; added: Record<string, string> } {
  const added: Record<string, string> = {};
  return {
    added,
    request: {
      headers: req.headers,
      addHeader(name, value) {
        added[name] = name === 'Vary' && added.Vary ? `${added.Vary}, ${value}` : value;
      },
    },
  };
}

export interface StaticServerOptions extends PageValues {
  /** Folder with the build output (index.html, static/, mf-manifest.json...). */
  root: string;
  port: number;
  host?: string;
  /** Serve index.html for paths without a file extension (the shell and standalone remotes). */
  spaFallback: boolean;
  /**
   * A page address the app moved or never had but recognises (the shell: misspelt investor addresses,
   * shell/src/routes/investor-redirects.ts): the path to answer it with a 301 to, query string kept;
   * undefined for every other path. Asked before any page or file.
   */
  redirect?: (pathname: string) => string | undefined;
  /** Decides the status of a fallback page: 404 for paths the site does not route. */
  isKnownRoute?: (pathname: string) => boolean;
  /** Origins allowed to fetch from this one (CORS). */
  allowedOrigins: readonly string[];
  /** Shell only: the remotes' origins for the CSP, read on every request (releases change the map). */
  remoteOrigins?: () => Promise<readonly string[]>;
  /** Other origins the page may talk to, for the CSP. */
  csp: Omit<CspInput, 'remoteOrigins' | 'adminHost' | 'scriptHashes'>;
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

export function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const mounts = (options.mounts ?? []).map((mount) => ({ prefix: mount.prefix, root: path.resolve(mount.root) }));
  const files = new FileStore(options.fileCacheBytes);
  const security = securityHeaders({ ...options, frameOrigins: options.csp.frameOrigins });
  type Base = Record<string, string>;

  /** The answer's headers for a request: security (a page's CSP naming its template's inline scripts) and CORS. */
  type Headers = (scriptHashes?: readonly string[]) => Promise<Base>;

  // The template's inline scripts, hashed once per version of index.html (a new build, a new etag).
  let templateScripts: { etag: string; hashes: readonly string[] } | null = null;
  function templateScriptHashes(index: StoredFile): readonly string[] {
    if (templateScripts?.etag !== index.etag) templateScripts = { etag: index.etag, hashes: inlineScriptHashes(index.body.toString('utf8')) };
    return templateScripts.hashes;
  }

  const sendFile = (req: IncomingMessage, res: ServerResponse, file: StoredFile, urlPath: string, base: Base) =>
    send(
      req,
      res,
      { status: 200, headers: { ...base, ...fileHeaders(urlPath) }, body: file.body, etag: file.etag },
      isCompressible(urlPath) ? (encoding) => files.compressed(file, encoding) : null,
    );

  const sendBuilt = (req: IncomingMessage, res: ServerResponse, reply: Reply, base: Base, added: Base = {}) =>
    send(req, res, { ...reply, headers: { ...base, ...reply.headers, ...added } }, preparedOrCheap(reply));

  /** The app's page for a path: index.html filled in, written by the app's `pages` if it has them. */
  async function sendPage(req: IncomingMessage, res: ServerResponse, status: number, urlPath: string, search: string, headers: Headers) {
    const index = await files.load(path.join(root, 'index.html'), root);
    if (!index) return send(req, res, textReply(404, 'Not built: run pnpm build', await headers()), null);
    const template = fillTemplate(index, options);
    const { request, added } = pageRequest(req);
    const reply: Reply = options.pages
      ? await options.pages.page(urlPath, status, template, search, request)
      : { status, headers: { 'Content-Type': HTML_TYPE, 'Cache-Control': 'no-cache' }, body: Buffer.from(template.html) };
    sendBuilt(req, res, reply, await headers(templateScriptHashes(index)), added);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = corsHeaders(options.allowedOrigins, req.headers.origin);
    // Made once per answer: a page's depend on its template (sendPage), every other answer's do not.
    const headers: Headers = async (scriptHashes) => ({ ...(await security(scriptHashes)), ...cors });
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...(await headers()), 'Access-Control-Max-Age': '600' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(req, res, textReply(405, 'Method not allowed', { ...(await headers()), Allow: 'GET, HEAD, OPTIONS' }), null);
      return;
    }
    const { pathname: urlPath, search } = new URL(req.url ?? '/', 'http://x');

    const mount = mounts.find((m) => urlPath.startsWith(m.prefix));
    // Server code is for page servers only: they read it from disk, or from here with the token.
    const servedPath = mount ? `/${urlPath.slice(mount.prefix.length)}` : urlPath;
    if (isServerCodeFile(servedPath) && !serverCodeTokenMatches(req.headers[SERVER_CODE_TOKEN_HEADER], options.serverCodeToken)) {
      send(req, res, textReply(404, 'Not found', await headers()), null);
      return;
    }
    if (mount) {
      const base = await headers();
      const file = resolveInside(mount.root, `/${urlPath.slice(mount.prefix.length)}`);
      const entry = file ? await files.load(file, mount.root) : null;
      if (entry) sendFile(req, res, entry, urlPath, base);
      else send(req, res, textReply(404, 'Not found', base), null);
      return;
    }

    const moved = options.redirect?.(urlPath);
    if (moved !== undefined) {
      // Permanent, so search engines and browsers keep the right address; cached a day like a page's files.
      send(req, res, textReply(301, `Moved to ${moved}`, { ...(await headers()), Location: `${moved}${search}`, 'Cache-Control': 'public, max-age=86400' }), null);
      return;
    }

    const { request, added } = pageRequest(req);
    const own = await options.pages?.answer?.(urlPath, request);
    if (own) return sendBuilt(req, res, own, await headers(), added);
    if (urlPath === '/' || urlPath === '/index.html') return sendPage(req, res, 200, urlPath, search, headers);
    const file = resolveInside(root, urlPath);
    const entry = file ? await files.load(file, root) : null;
    if (entry) return sendFile(req, res, entry, urlPath, await headers());
    if (options.spaFallback && path.extname(urlPath) === '') {
      const known = options.isKnownRoute ? options.isKnownRoute(urlPath) : true;
      return sendPage(req, res, known ? 200 : 404, urlPath, search, headers);
    }
    send(req, res, textReply(404, 'Not found', await headers()), null);
  }

  return listen(handle, options.port, options.host ?? '127.0.0.1');
}
