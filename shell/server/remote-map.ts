// Where the shell's server gets the remote map it serves at /remotes.json, writes hints from and
// keys its page cache on: the deployment's map file (rewritten by `pnpm release` / `pnpm rollback`,
// read on every request), else every remote on its local production origin.
import { readFile } from 'node:fs/promises';
import { APPS, appUrl, REMOTE_APPS } from '../../tools/apps.ts';

/** Module Federation name → URL of that remote's mf-manifest.json. */
export type RemoteMapJson = Record<string, string>;

/** Each remote's manifest on its local production origin. */
export function localRemoteMap(): RemoteMapJson {
  return Object.fromEntries(REMOTE_APPS.map((app) => [APPS[app].mfName, `${appUrl(app)}/mf-manifest.json`]));
}

/** The map named by `file` (default REMOTE_MAP_FILE, a deployment's map), else the local one. */
export async function readRemoteMap(file = process.env.REMOTE_MAP_FILE): Promise<RemoteMapJson> {
  if (!file) return localRemoteMap();
  return JSON.parse(await readFile(file, 'utf8')) as RemoteMapJson;
}
