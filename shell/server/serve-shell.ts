// The shell's page server as this checkout runs it: the environment's values (site-env.ts), the
// shell's build, the remotes' local builds at /mf/<remote>/local/ and the deployment's releases at
// /mf/. `pnpm start` (tools/serve/stack.ts) and the production entry (main.ts) both start it here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteEntry } from '../src/routes/route-table.ts';
import { APPS, appUrl, REMOTE_APPS, type RemoteApp } from './apps.ts';
import { deployLayout, remotesRoot } from './deploy-layout.ts';
import type { RunningServer } from './http/static-server.ts';
import type { PageCache } from './page-cache.ts';
import { remoteFileMounts, startShellPageServer } from './page-server.ts';
import { readRemoteMap, type RemoteMapJson } from './remote-map.ts';
import type { ServerCodeLoader } from './server-code.ts';
import { originEnv } from './site-env.ts';

const CHECKOUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServeShellOptions {
  port?: number;
  adminHost?: string;
  allowedOrigins?: readonly string[];
  /** Where the remote map comes from (default: the REMOTE_MAP_FILE, else the local builds': remote-map.ts). */
  remoteMap?: () => Promise<RemoteMapJson>;
  /** Folder to serve instead of shell/dist. */
  root?: string;
  /** Write the route's remote hints into pages (default on; off for a non-federated build). */
  resourceHints?: boolean;
  /** Its page cache (default: a fresh one; with `maxEntries: 0` nothing is kept, though requests arriving together still share one render). */
  pageCache?: PageCache;
  /** Loads the remotes' server code (default: a fresh one; the bench passes its own to watch it, the monolith its own screens). */
  serverCodeLoader?: ServerCodeLoader;
  /** The stylesheets a server-rendered page links (default: every CSS file of the build; the monolith's are per route). */
  shellStyles?: (route: RouteEntry | undefined) => Promise<readonly string[]>;
  /** The origin visitors reach it at (default http://localhost:<port>). */
  origin?: string;
  /** The remotes' builds it serves at /mf/<remote>/local/ (default <remote>/dist) and the releases folder for /mf/. */
  remoteBuilds?: Partial<Record<RemoteApp, string>>;
  releasesFolder?: string;
}

export function serveShell(options: ServeShellOptions = {}): Promise<RunningServer> {
  const localBuilds = Object.fromEntries(
    REMOTE_APPS.map((remote) => [remote, options.remoteBuilds?.[remote] ?? path.join(CHECKOUT, remote, 'dist')]),
  ) as Record<RemoteApp, string>;
  const releasesFolder = options.releasesFolder ?? remotesRoot(deployLayout());
  const mounts = remoteFileMounts(localBuilds, releasesFolder);
  return startShellPageServer({
    ...originEnv(options),
    root: options.root ?? path.join(CHECKOUT, 'shell', 'dist'),
    port: options.port ?? APPS.shell.port,
    remoteMap: options.remoteMap ?? (() => readRemoteMap()),
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.resourceHints === false ? { resourceHints: false } : {}),
    ...(options.pageCache ? { pageCache: options.pageCache } : {}),
    ...(options.serverCodeLoader ? { serverCodeLoader: options.serverCodeLoader } : {}),
    ...(options.shellStyles ? { shellStyles: options.shellStyles } : {}),
    remoteFiles: mounts,
    serverCodeFolders: [
      // Releases on an origin of their own (DEPLOY_ORIGIN): their server code is read from the releases folder.
      { urlPrefix: `${deployLayout().origin.replace(/\/+$/, '')}/`, root: releasesFolder },
      // The same folders under this checkout's main shell origin, which the local remote map names:
      // a second page server on this machine (another port) reads them from disk too.
      ...mounts.map((mount) => ({ urlPrefix: new URL(mount.prefix, appUrl('shell')).href, root: mount.root })),
    ],
  });
}
