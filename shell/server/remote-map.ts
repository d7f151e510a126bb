// Where the shell's server gets the remote map it serves at /remotes.json, writes hints from and
// keys its page cache on: the deployment's map file (rewritten by `pnpm release` / `pnpm rollback`,
// read on every request), else every remote's local production build.
import { readFile } from 'node:fs/promises';
import { APPS, appUrl, REMOTE_APPS, type RemoteApp } from './apps.ts';

/** Module Federation name → URL of that remote's mf-manifest.json. */
export type RemoteMapJson = Record<string, string>;

/**
 * The remotes' browser files are served through the shell's origin too (issue 15: a page opens no
 * other connection before its LCP): a release at /mf/<remote>/<version>/, each local build at
 * /mf/<remote>/local/. A map entry may still name any other origin or CDN.
 */
export const MF_PREFIX = '/mf/';
/** The version name of a remote's local build under MF_PREFIX (a release may not take it). */
export const LOCAL_BUILD = 'local';

export const localBuildPrefix = (app: RemoteApp): string => `${MF_PREFIX}${app}/${LOCAL_BUILD}/`;

/** Each remote's local build through the shell's origin (what `pnpm start` serves). */
export function localRemoteMap(shellOrigin: string = appUrl('shell')): RemoteMapJson {
  return Object.fromEntries(REMOTE_APPS.map((app) => [APPS[app].mfName, `${shellOrigin}${localBuildPrefix(app)}mf-manifest.json`]));
}

/** Each remote's manifest on its own origin (the development servers, a remote on its own). */
export function ownOriginRemoteMap(): RemoteMapJson {
  return Object.fromEntries(REMOTE_APPS.map((app) => [APPS[app].mfName, `${appUrl(app)}/mf-manifest.json`]));
}

/** The map named by `file` (default REMOTE_MAP_FILE, a deployment's map), else the local one. */
export async function readRemoteMap(file = process.env.REMOTE_MAP_FILE): Promise<RemoteMapJson> {
  if (!file) return localRemoteMap();
  return JSON.parse(await readFile(file, 'utf8')) as RemoteMapJson;
}

/**
 * `map` with every manifest served at the main shell's /mf/ (the local builds, the releases of the
 * default DEPLOY_ORIGIN) moved to `origin`'s /mf/: another page server on this machine serves the
 * same folders, and its pages load their files from it (one connection, and no page server
 * depends on another).
 */
export function onOwnOrigin(map: RemoteMapJson, origin: string, shellOrigin: string = appUrl('shell')): RemoteMapJson {
  const from = `${shellOrigin}${MF_PREFIX}`;
  const to = `${origin.replace(/\/+$/, '')}${MF_PREFIX}`;
  if (from === to) return map;
  return Object.fromEntries(Object.entries(map).map(([name, url]) => [name, url.startsWith(from) ? to + url.slice(from.length) : url]));
}
