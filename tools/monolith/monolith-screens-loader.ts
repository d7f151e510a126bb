// The monolith's server takes its screens from its own server build, not from remotes' server code:
// a ServerCodeLoader whose "server code" of remote <mfName> is that remote's screens module inside
// tools/monolith/dist/server/render.cjs (registered there under MONOLITH_SCREENS when the shell's
// renderer evaluates the file, which it does before it asks for any screen). The monolith's remote
// map names one made-up manifest per remote on the monolith's own origin; nothing fetches it.
import { ServerCodeLoader } from '../../shell/server/server-code.ts';
import type { RemoteMapJson } from '../../shell/server/remote-map.ts';
import { APPS, REMOTE_APPS } from '../../shell/server/apps.ts';
import { MONOLITH_SCREENS } from './src/monolith-screens-key.ts';

const PREFIX = '/_monolith/';

/** Each remote → a manifest URL under `origin` that only the loader below reads (by its path). */
export function monolithRemoteMap(origin: string): RemoteMapJson {
  return Object.fromEntries(REMOTE_APPS.map((app) => [APPS[app].mfName, `${origin}${PREFIX}${APPS[app].mfName}/mf-manifest.json`]));
}

/** The remote named by a URL of monolithRemoteMap (or a file beside its manifest); undefined otherwise. */
export function remoteOfUrl(url: string): string | undefined {
  const path = new URL(url).pathname;
  return path.startsWith(PREFIX) ? path.slice(PREFIX.length).split('/')[0] : undefined;
}

type Registered = Record<string, () => Promise<unknown>>;

export class MonolithScreensLoader extends ServerCodeLoader {
  override load(url: string): Promise<unknown> {
    const remote = remoteOfUrl(url);
    const registered = (globalThis as Record<symbol, Registered | undefined>)[MONOLITH_SCREENS];
    const screens = remote ? registered?.[remote] : undefined;
    return screens ? screens() : Promise.reject(new Error(`No monolith screens for ${url} (is dist/server/render.cjs built?)`));
  }
}
