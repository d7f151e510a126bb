// Makes a release present on this page server's disk before a map that names it is applied: its
// archive from the registry (with the page servers' token: it holds server code), unpacked and
// checked, written into the releases folder the /mf/ mount serves, so /mf/<remote>/<version>/… is
// answered from disk with the usual caching and the server code is read from there too.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REGISTRY_PATHS, RELEASE_ARCHIVE_LIMITS, RELEASE_VERSION_PATTERN, type RemoteFolder } from '../../../shared/src/contract/releases.ts';
import { SERVER_CODE_TOKEN_HEADER } from '../http/server-builds.ts';
import type { ReleaseArchiveIo } from './release-archive.ts';

export interface ReleaseDownloadOptions {
  registryUrl: string;
  /** SERVER_CODE_TOKEN: the registry hands archives to page servers only. */
  token: string | undefined;
  /** The folder served at /mf/ (deploy/remotes): a release lands in <folder>/<remote>/<version>/. */
  releasesFolder: string;
  archive: ReleaseArchiveIo;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** The folder of a release on disk; undefined for a version that is not a content hash (never a path of its choosing). */
export function releaseFolder(releasesFolder: string, remote: RemoteFolder, version: string): string | undefined {
  return RELEASE_VERSION_PATTERN.test(version) ? path.join(releasesFolder, remote, version) : undefined;
}

/** True when the release's files are on disk (its folder appears whole, by rename, so its manifest tells). */
export function releasePresent(releasesFolder: string, remote: RemoteFolder, version: string): boolean {
  const folder = releaseFolder(releasesFolder, remote, version);
  return folder !== undefined && existsSync(path.join(folder, 'mf-manifest.json'));
}

/** The body, read no further than `limit` bytes (an archive is never larger than the registry accepts). */
async function boundedBody(response: Response, limit: number): Promise<Buffer> {
  const tooLarge = () => new Error(`its archive is larger than ${limit} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > limit) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    size += chunk.value.length;
    if (size > limit) {
      await reader?.cancel();
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

export function releaseDownloader({ registryUrl, token, releasesFolder, archive, fetchImpl = fetch, timeoutMs = 30_000 }: ReleaseDownloadOptions) {
  const inFlight = new Map<string, Promise<void>>();

  async function download(remote: RemoteFolder, version: string): Promise<void> {
    const folder = releaseFolder(releasesFolder, remote, version);
    if (!folder) throw new Error(`${version} is not a release version`);
    const url = new URL(REGISTRY_PATHS.archive(remote, version), registryUrl);
    const response = await fetchImpl(url, { headers: token ? { [SERVER_CODE_TOKEN_HEADER]: token } : {}, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`the registry answered ${response.status} for its archive`);
    }
    const gz = await boundedBody(response, RELEASE_ARCHIVE_LIMITS.maxCompressedBytes);
    const unpacked = await archive.read(gz, remote);
    // The version is the files' content hash: an archive of other files is not this release.
    if (unpacked.version !== version) throw new Error(`its archive holds ${unpacked.version}`);
    try {
      await archive.write(unpacked.files, folder);
    } catch (error) {
      // Another page server on this disk may have written it first: the same files, by the same name.
      if (!releasePresent(releasesFolder, remote, version)) throw error;
    }
    if (!releasePresent(releasesFolder, remote, version)) throw new Error('its archive has no mf-manifest.json');
  }

  /** Resolves once the release is on disk; rejects with why it could not be fetched. Requests for one release share one download. */
  return function ensure(remote: RemoteFolder, version: string): Promise<void> {
    if (releasePresent(releasesFolder, remote, version)) return Promise.resolve();
    const key = `${remote}/${version}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = download(remote, version).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
