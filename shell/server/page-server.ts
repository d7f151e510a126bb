// The shell's page server (issue 15): the shell's build folder served by the generic static server
// (http/static-server.ts: files, caching, compression, CORS, security headers), with the shell's
// own concerns plugged in — the remote map at /remotes.json, and every route's page
// server-rendered (render.ts) with its hints and head (shell-pages.ts), from the page cache.
// serve-shell.ts starts it with this machine's defaults: `pnpm start` beside the remotes
// (tools/serve/stack.ts), or alone behind nginx in production (main.ts, `pnpm --filter shell serve`).
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { investorRedirect } from '../src/routes/investor-redirects.ts';
import { findRoute, type RouteEntry } from '../src/routes/route-table.ts';
import { pathWithoutLocale, type Locale } from '../../shared/src/i18n/locales.ts';
import { REMOTE_APPS, type RemoteApp } from './apps.ts';
import { startStaticServer, type Mount, type PageRequest, type RunningServer } from './http/static-server.ts';
import type { PageCache } from './page-cache.ts';
import { localBuildPrefix, MF_PREFIX, type RemoteMapJson } from './remote-map.ts';
import { createRenderer } from './render.ts';
import { pinProductionReact, ServerCodeLoader, serverCodeFetch, type LocalServerCode } from './server-code.ts';
import type { ServerReporter } from './registry/server-reports.ts';
import { shellPages } from './shell-pages.ts';
import { renderBudgets, type OriginEnv } from './site-env.ts';

/** The Malayalam font files of the shell's build (src/fonts/malayalam.css). */
const MALAYALAM_FONT_FILE = /^noto-sans-malayalam-\d+\.[0-9a-f]+\.woff2$/;
/** The Latin font file of the shell's build (src/fonts/latin.css): every page preloads it. */
const LATIN_FONT_FILE = /^manrope-latin\.[0-9a-f]+\.woff2$/;

export interface ShellPageServerOptions extends OriginEnv {
  /** The shell's build (index.html, static/, server/render.cjs). */
  root: string;
  port: number;
  /** The origin visitors reach this server at (default http://localhost:<port>; behind nginx, the site's). */
  origin?: string;
  /** Read on every request: releases and rollbacks rewrite it; the request's cohort may choose a canary (registry/request-map.ts). Without a request: the stable releases. */
  remoteMap: (request?: PageRequest) => Promise<RemoteMapJson>;
  /** Write the route's remote hints into pages (off for a build without federation). */
  resourceHints?: boolean;
  pageCache?: PageCache;
  /** Loads the remotes' server code (default: a fresh one; the bench passes its own to watch it, the monolith its own screens). */
  serverCodeLoader?: ServerCodeLoader;
  /** The stylesheets a server-rendered page links (default: every CSS file of the build; the monolith's are per route). */
  shellStyles?: (route: RouteEntry | undefined) => Promise<readonly string[]>;
  /** The remotes' browser files served through this origin (remoteFileMounts), so a page needs no other connection. */
  remoteFiles?: readonly Mount[];
  /** Other folders whose server code this process reads from disk, by URL (the releases of DEPLOY_ORIGIN). */
  serverCodeFolders?: readonly LocalServerCode[];
  /** Told of server code that does not load and screens that fail or time out on the server, per release (registry/server-reports.ts). */
  serverReports?: ServerReporter;
}

/**
 * The default loader of the remotes' server code: read from disk for every URL of this server's own
 * /mf/ folders (under its public origin and its own address) and the given folders; else fetched
 * with the token. No static origin serves server code to the public.
 */
export function pageServerCodeLoader(options: Pick<ShellPageServerOptions, 'port' | 'origin' | 'remoteFiles' | 'serverCodeFolders' | 'serverCodeToken'>): ServerCodeLoader {
  const origins = [...new Set([options.origin ?? `http://localhost:${options.port}`, `http://localhost:${options.port}`, `http://127.0.0.1:${options.port}`])];
  const local = [
    ...origins.flatMap((origin) => (options.remoteFiles ?? []).map((mount) => ({ urlPrefix: new URL(mount.prefix, origin).href, root: mount.root }))),
    ...(options.serverCodeFolders ?? []),
  ];
  return new ServerCodeLoader({ fetchImpl: serverCodeFetch({ local, token: options.serverCodeToken }) });
}

/**
 * Where the shell's origin finds the remotes' files (remote-map.ts, MF_PREFIX): each local build at
 * /mf/<remote>/local/ and every release under /mf/ (the deployment's remotes folder).
 */
export function remoteFileMounts(localBuilds: Readonly<Record<RemoteApp, string>>, releasesFolder: string): Mount[] {
  return [
    ...REMOTE_APPS.map((app) => ({ prefix: localBuildPrefix(app), root: localBuilds[app] })),
    { prefix: MF_PREFIX, root: releasesFolder },
  ];
}

/**
 * Server rendering, when the shell's build has a server part (server/render.cjs): the frame from
 * there, each screen from its remote's server code; the shell's own stylesheets linked.
 */
function serverRendering(root: string, env: { adminHost: string; brochureBase: string; enquiryFormUrl: string }, loader?: ServerCodeLoader, report?: ServerReporter) {
  const shellServerFile = path.join(root, 'server', 'render.cjs');
  if (!existsSync(shellServerFile)) return {};
  if (!pinProductionReact()) console.warn('The page server renders with development React: React was loaded before the renderer started.');
  let styles: Promise<string[]> | undefined;
  let fontFiles: Promise<string[]> | undefined;
  return {
    // Every page preloads the Latin face (23 KB, issue 29), a Malayalam page also its own font (both
    // weights, ~14 KB each, issue 31), so the text is drawn in them from the first frame on a usual
    // connection; an English page never names the Malayalam files.
    localeHead: async (locale: Locale) => {
      fontFiles ??= readdir(path.join(root, 'static', 'media')).then(
        (files) => files.sort(),
        () => [],
      );
      const files = await fontFiles;
      return files
        .filter((f) => LATIN_FONT_FILE.test(f) || (locale === 'ml' && MALAYALAM_FONT_FILE.test(f)))
        .map((f) => `<link rel="preload" href="/static/media/${f}" as="font" type="font/woff2" crossorigin />`)
        .join('');
    },
    render: createRenderer({ shellServerFile, env, ...renderBudgets(), ...(loader ? { loader } : {}), ...(report ? { report } : {}) }),
    shellStyles: () =>
      (styles ??= readdir(path.join(root, 'static', 'css')).then(
        (files) => files.filter((f) => f.endsWith('.css')).map((f) => `/static/css/${f}`),
        () => [],
      )),
  };
}

const originsOf = (map: RemoteMapJson) => Object.values(map).map((url) => new URL(url).origin);

export function startShellPageServer(options: ShellPageServerOptions): Promise<RunningServer> {
  const { root, adminHost, brochureBase, enquiryFormUrl, remoteMap } = options;
  return startStaticServer({
    root,
    port: options.port,
    host: options.host,
    spaFallback: true,
    isKnownRoute: (p: string) => findRoute(pathWithoutLocale(p)) !== undefined,
    // Misspelt investor addresses: a 301 to the spec's path before anything is rendered.
    redirect: investorRedirect,
    allowedOrigins: options.allowedOrigins,
    adminHost,
    brochureBase,
    enquiryFormUrl,
    // A canary is served from the same origin as its stable release: the stable map's origins are the page's.
    remoteOrigins: async () => originsOf(await remoteMap()),
    pages: shellPages({
      adminHost,
      ...serverRendering(root, { adminHost, brochureBase, enquiryFormUrl }, options.serverCodeLoader ?? pageServerCodeLoader(options), options.serverReports),
      ...(options.shellStyles ? { shellStyles: options.shellStyles } : {}),
      remoteMap,
      resourceHints: options.resourceHints !== false,
      pageOrigin: options.origin ?? `http://localhost:${options.port}`,
      ...(options.pageCache ? { cache: options.pageCache } : {}),
    }),
    csp: { frameOrigins: options.frameOrigins },
    hsts: options.hsts,
    serverCodeToken: options.serverCodeToken,
    ...(options.remoteFiles ? { mounts: options.remoteFiles } : {}),
  });
}
