// How a page server unpacks a release: the registry's own archive reader and writer
// (shared/src/release-archive/), so an archive is checked here by the same rules as on upload
// (no entry outside its root, no links, size limits) before a file of it reaches this disk.
import type { RemoteFolder } from '../../../shared/src/contract/releases.ts';

export interface UnpackedRelease {
  files: ReadonlyMap<string, Buffer>;
  /** The content hash of the files (RELEASE_VERSION_PATTERN). */
  version: string;
}

export interface ReleaseArchiveIo {
  /** Unpacks and checks a tar.gz; throws (ArchiveError) when it breaks a rule. */
  read(gz: Buffer, remote: RemoteFolder): UnpackedRelease | Promise<UnpackedRelease>;
  /** Writes the files into `targetDir` all at once (temp folder and rename); a target already there is left alone. */
  write(files: ReadonlyMap<string, Buffer>, targetDir: string): Promise<unknown>;
}

/** The shared module, loaded when first needed (the page server starts without it until a release is fetched). */
export const sharedReleaseArchive: ReleaseArchiveIo = {
  async read(gz) {
    const { readReleaseArchive } = await import('../../../shared/src/release-archive/index.ts');
    return readReleaseArchive(gz);
  },
  async write(files, targetDir) {
    const { writeReleaseFiles } = await import('../../../shared/src/release-archive/index.ts');
    await writeReleaseFiles(files, targetDir);
  },
};
