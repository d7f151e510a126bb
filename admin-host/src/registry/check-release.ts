// What the registry checks in an upload beyond the archive's own rules (release-archive/read.ts),
// before anything is stored: the files every release has, a manifest that names this remote, and
// server code that compiles. Compiles only: uploaded code never runs in the control plane (the page
// servers run it, as they run a local build's).
import path from 'node:path';
import vm from 'node:vm';
import { RELEASE_REQUIRED_FILES, type RemoteFolder } from '@site/shared/contract/releases';
import type { ReleaseFiles } from '@site/shared/release-archive';
import { REMOTE_LIST } from '@site/shared/remote/registry';

export class ReleaseCheckError extends Error {
  readonly statusCode = 400;
}

/** The wrapper's parameters the page server compiles server code with (shell/server/server-code.ts). */
const SERVER_CODE_PARAMETERS = ['exports', 'require', 'module', '__siteServerPublicPath'];

const utf8 = new TextDecoder('utf-8', { fatal: true });

function text(release: ReleaseFiles, file: string): string {
  try {
    return utf8.decode(release.files.get(file)!);
  } catch {
    throw new ReleaseCheckError(`${file} is not UTF-8 text`);
  }
}

interface ManifestShape {
  name?: unknown;
  metaData?: { name?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
}

/** Throws a ReleaseCheckError (its message is the 400's) unless the release is one of `remote`'s builds. */
export function checkRelease(remote: RemoteFolder, release: ReleaseFiles): void {
  const missing = RELEASE_REQUIRED_FILES.filter((file) => !release.files.has(file));
  if (missing.length) throw new ReleaseCheckError(`The archive has no ${missing.join(' and no ')} at its root: pack the remote's build folder itself`);

  const mfName = REMOTE_LIST.find((entry) => entry.folder === remote)!.mfName;
  let manifest: ManifestShape;
  try {
    manifest = JSON.parse(text(release, 'mf-manifest.json')) as ManifestShape;
  } catch (error) {
    if (error instanceof ReleaseCheckError) throw error;
    throw new ReleaseCheckError('mf-manifest.json is not valid JSON');
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) throw new ReleaseCheckError('mf-manifest.json is not a Module Federation manifest (no object)');
  if (manifest.name !== mfName) {
    const named = typeof manifest.name === 'string' ? JSON.stringify(manifest.name.slice(0, 60)) : 'no name';
    throw new ReleaseCheckError(`mf-manifest.json names ${named}, but ${remote}'s Module Federation name is "${mfName}": this is not ${remote}'s build`);
  }
  const meta = typeof manifest.metaData === 'object' && manifest.metaData !== null ? manifest.metaData : {};
  if (meta.name !== undefined && meta.name !== mfName) throw new ReleaseCheckError(`mf-manifest.json's metaData names another remote than "${mfName}"`);
  const entry = meta.remoteEntry;
  if (entry && typeof entry.name === 'string' && entry.name) {
    const file = path.posix.normalize(path.posix.join(typeof entry.path === 'string' ? entry.path : '', entry.name)).replace(/^(\.\/|\/)+/, '');
    if (!release.files.has(file)) throw new ReleaseCheckError(`mf-manifest.json's remote entry ${JSON.stringify(file.slice(0, 120))} is not in the archive`);
  }

  const serverCode = 'server/screens.cjs';
  try {
    // Parsed and compiled, never called.
    vm.compileFunction(text(release, serverCode), SERVER_CODE_PARAMETERS, { filename: `${remote}/${release.version}/${serverCode}` });
  } catch (error) {
    if (error instanceof ReleaseCheckError) throw error;
    const reason = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : 'it does not compile';
    throw new ReleaseCheckError(`${serverCode} does not compile: ${reason}`);
  }
}
