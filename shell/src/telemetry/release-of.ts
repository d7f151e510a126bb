// Which release of each remote a page was rendered with: the version in its manifest URL in the
// remote map the page carries (/mf/<remote>/<version>/mf-manifest.json), LOCAL_RELEASE for a
// local build (/mf/<remote>/local/) or any address that names no release (a remote's own origin).
import { LOCAL_RELEASE, releaseOfManifest } from '@site/shared/contract/releases';

export { releaseOfManifest };
import { REMOTE_NAMES, remoteNamed, type RemoteFolder, type RemoteName } from '@site/shared/remote/registry';
import type { RemoteMap } from '../remotes/remote-map';

/** Each remote's release in a remote map; every remote LOCAL_RELEASE without one. */
export function releasesOf(map: RemoteMap | undefined): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, map ? releaseOfManifest(map[name]) : LOCAL_RELEASE])) as Record<RemoteName, string>;
}

/** The registry names remotes by their folder ('mfe-products'), the page by federation name ('mfe_products'). */
export const remoteFolderOf = (name: RemoteName): RemoteFolder => remoteNamed(name).folder as RemoteFolder;
