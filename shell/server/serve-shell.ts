// The shell's page server as this checkout runs it: the environment's values (site-env.ts), the
// shell's build, the remotes' local builds at /mf/<remote>/local/ and the deployment's releases at
// /mf/, following the release registry when given one (registry/: its releases fetched into the
// releases folder, visitors in canary cohorts, server-render health reported to it). `pnpm start`
// (tools/serve/stack.ts) and the production entry (main.ts) both start it here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteEntry } from '../src/routes/route-table.ts';
import { APPS, appUrl, REMOTE_APPS, type RemoteApp } from './apps.ts';
import { deployLayout, remotesRoot } from './deploy-layout.ts';
import type { RunningServer } from './http/static-server.ts';
import type { PageCache } from './page-cache.ts';
import { pageServerCodeLoader, remoteFileMounts, startShellPageServer } from './page-server.ts';
import { RegistryFollower } from './registry/registry-follower.ts';
import { sharedReleaseArchive, type ReleaseArchiveIo } from './registry/release-archive.ts';
import { versionsOf } from './registry/registry-map.ts';
import { releaseManifestUrl, requestRemoteMap } from './registry/request-map.ts';
import { registryServerReporter } from './registry/server-reports.ts';
import { onOwnOrigin, readRemoteMap, type RemoteMapJson } from './remote-map.ts';
import { pinProductionReact, SERVER_SCREENS_FILE, type ServerCodeLoader } from './server-code.ts';
import type { RegistryMap, RemoteFolder, RemoteMapEntry } from '../../shared/src/contract/releases.ts';
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
  /**
   * Follow the release registry at this URL (the admin host's origin): its map decides, per
   * visitor's cohort, the release of every remote it has one of; `remoteMap` still applies to the
   * others. Default: none.
   */
  registryUrl?: string;
  /** Where the registry's map is saved for a start while the registry is down (default <DEPLOY_DIR>/registry-map.<port>.json). */
  registryMapFile?: string;
  /** For tests: how archives are unpacked (default shared/src/release-archive). */
  releaseArchive?: ReleaseArchiveIo;
}

/** The saved copy of the registry's map of the page server on `port`. */
export const registryMapFile = (port: number): string => path.join(deployLayout().dir, `registry-map.${port}.json`);

export async function serveShell(options: ServeShellOptions = {}): Promise<RunningServer> {
  const localBuilds = Object.fromEntries(
    REMOTE_APPS.map((remote) => [remote, options.remoteBuilds?.[remote] ?? path.join(CHECKOUT, remote, 'dist')]),
  ) as Record<RemoteApp, string>;
  const releasesFolder = options.releasesFolder ?? remotesRoot(deployLayout());
  const mounts = remoteFileMounts(localBuilds, releasesFolder);
  const env = originEnv(options);
  const port = options.port ?? APPS.shell.port;
  const origin = options.origin ?? `http://localhost:${port}`;
  const readMap = options.remoteMap ?? (() => readRemoteMap());
  // Today's map, its files on this server's own origin (a second page server serves the same folders).
  const fileMap = async () => onOwnOrigin(await readMap(), origin);
  const serverCodeFolders = [
    // Releases on an origin of their own (DEPLOY_ORIGIN): their server code is read from the releases folder.
    { urlPrefix: `${deployLayout().origin.replace(/\/+$/, '')}/`, root: releasesFolder },
    // The same folders under this checkout's main shell origin, which the local remote map names:
    // a second page server on this machine (another port) reads them from disk too.
    ...mounts.map((mount) => ({ urlPrefix: new URL(mount.prefix, appUrl('shell')).href, root: mount.root })),
  ];
  const loader = options.serverCodeLoader ?? pageServerCodeLoader({ port, origin, remoteFiles: mounts, serverCodeFolders, serverCodeToken: env.serverCodeToken });
  const reports = options.registryUrl ? registryServerReporter({ registryUrl: options.registryUrl, token: env.serverCodeToken }) : undefined;
  const root = options.root ?? path.join(CHECKOUT, 'shell', 'dist');
  // Server code requires React: the production build must be the one loaded first (server-code.ts).
  const rendersPages = existsSync(path.join(root, 'server', 'render.cjs'));
  if (rendersPages) pinProductionReact();
  // A map's releases have their server code loaded as soon as it is in force (when pages are
  // rendered here): the first visitor of a release does not wait for it, and code that does not
  // load is reported before anyone asks.
  const warm = (map: RegistryMap) => {
    if (!rendersPages) return;
    for (const [remote, entry] of Object.entries(map.remotes) as [RemoteFolder, RemoteMapEntry][]) {
      for (const version of versionsOf(entry)) {
        loader.load(new URL(SERVER_SCREENS_FILE, releaseManifestUrl(origin, remote, version)).href).catch(() => reports?.({ remote, release: version, kind: 'load-failure' }));
      }
    }
  };
  const registry =
    options.registryUrl && reports
      ? {
          follower: new RegistryFollower({
            registryUrl: options.registryUrl,
            token: env.serverCodeToken,
            releasesFolder,
            savedMapFile: options.registryMapFile ?? registryMapFile(port),
            archive: options.releaseArchive ?? sharedReleaseArchive,
            onApply: warm,
          }),
          reports,
        }
      : undefined;
  // The first map before the first page: the registry's, else the saved copy (else none: the file map).
  await registry?.follower.start();
  const server = await startShellPageServer({
    ...env,
    root,
    port,
    remoteMap: registry ? requestRemoteMap({ registry: () => registry.follower.map(), fallback: fileMap, origin }) : fileMap,
    ...(registry ? { serverReports: registry.reports } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.resourceHints === false ? { resourceHints: false } : {}),
    ...(options.pageCache ? { pageCache: options.pageCache } : {}),
    serverCodeLoader: loader,
    ...(options.shellStyles ? { shellStyles: options.shellStyles } : {}),
    remoteFiles: mounts,
    serverCodeFolders,
  });
  if (!registry) return server;
  return {
    ...server,
    async close() {
      registry.follower.stop();
      await registry.reports.flush();
      await server.close();
    },
  };
}
