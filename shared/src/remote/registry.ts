// The one list of the site's remotes (and the shell that hosts them): everything else — the
// app table and local ports, the shell's route table types, the remote map, the section names of
// error boundaries, the monolith's loader — derives from it. Plain data with no imports and no
// `process`, so Node tools and browser code both import it. Ports are the base ports; the servers
// add PORT_OFFSET (shell/server/apps.ts).

export interface RemoteInfo {
  /** Workspace package folder (also the package name). */
  readonly folder: string;
  /** Module Federation name: the key in the remote map and of `loadRemote('<name>/screens')`. */
  readonly mfName: string;
  /** What a visitor reads when the section fails to load ("The investors section …"). */
  readonly section: string;
  /** Production port before PORT_OFFSET. */
  readonly port: number;
}

export const REMOTES = {
  products: { folder: 'mfe-products', mfName: 'mfe_products', section: 'products', port: 3001 },
  investors: { folder: 'mfe-investors', mfName: 'mfe_investors', section: 'investors', port: 3002 },
  dealers: { folder: 'mfe-dealers', mfName: 'mfe_dealers', section: 'dealer network', port: 3003 },
  content: { folder: 'mfe-content', mfName: 'mfe_content', section: 'content', port: 3004 },
} as const satisfies Record<string, RemoteInfo>;

/** The host: not a remote, but a deployable with its own folder, federation name and port. */
export const SHELL = { folder: 'shell', mfName: 'shell', port: 3000 } as const;

export type RemoteKey = keyof typeof REMOTES;
/** Module Federation name of a remote ('mfe_products' …). */
export type RemoteName = (typeof REMOTES)[RemoteKey]['mfName'];
/** Package folder of a remote ('mfe-products' …). */
export type RemoteFolder = (typeof REMOTES)[RemoteKey]['folder'];

export const REMOTE_KEYS = Object.keys(REMOTES) as RemoteKey[];
export const REMOTE_LIST: readonly (typeof REMOTES)[RemoteKey][] = REMOTE_KEYS.map((key) => REMOTES[key]);
export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_LIST.map((remote) => remote.mfName);
export const REMOTE_FOLDERS: readonly RemoteFolder[] = REMOTE_LIST.map((remote) => remote.folder);

/** The registry entry of a Module Federation name. */
export function remoteNamed(name: RemoteName): RemoteInfo {
  const remote = REMOTE_LIST.find((entry) => entry.mfName === name);
  if (!remote) throw new Error(`Unknown remote ${name}`);
  return remote;
}
