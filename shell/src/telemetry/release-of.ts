// Which release of each remote a page was rendered with: the version in its manifest URL in the
// remote map the page carries (/mf/<remote>/<version>/mf-manifest.json), LOCAL_RELEASE for a
// local build (/mf/<remote>/local/) or any address that names no release (a remote's own origin).
import { LOCAL_RELEASE, RELEASE_VERSION_PATTERN } from '@site/shared/contract/releases';
import { REMOTE_NAMES, remoteNamed, type RemoteFolder, type RemoteName } from '@site/shared/remote/registry';
import type { RemoteMap } from '../remotes/remote-map';

const MF_RELEASE = /\/mf\/[^/]+\/([^/]+)\//;

/** The release a manifest URL names. Only a content-hash version counts: anything else is a local build. */
export function releaseOfManifest(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return LOCAL_RELEASE;
  }
  const version = MF_RELEASE.exec(path)?.[1];
  return version && RELEASE_VERSION_PATTERN.test(version) ? version : LOCAL_RELEASE;
}

/** Each remote's release in a remote map; every remote LOCAL_RELEASE without one. */
export function releasesOf(map: RemoteMap | undefined): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, map ? releaseOfManifest(map[name]) : LOCAL_RELEASE])) as Record<RemoteName, string>;
}

/** The registry names remotes by their folder ('mfe-products'), the page by federation name ('mfe_products'). */
export const remoteFolderOf = (name: RemoteName): RemoteFolder => remoteNamed(name).folder as RemoteFolder;
