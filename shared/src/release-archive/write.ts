// Puts a release's files on disk the only way that can never show a half-written release: into a
// hidden temp folder beside the target, then one rename. A version is its content, so a target
// that exists already holds these very files: it is left as it is (versions are immutable). The
// registry stores uploads with it; page servers unpack the archives they download with it.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ArchiveError, quotePath } from './archive-error.ts';
import type { ReleaseFiles } from './read.ts';
import { checkReleasePath } from './release-path.ts';

/** Longest path writeReleaseFiles accepts (the reader's limit is lower; this is the last line of defence). */
const MAX_PATH = 1024;

/**
 * Writes `files` as the folder `targetDir`, atomically. Returns false, writing nothing, when
 * `targetDir` exists already (or appears meanwhile: another process stored the same version).
 */
export async function writeReleaseFiles(files: ReleaseFiles | ReadonlyMap<string, Uint8Array>, targetDir: string): Promise<boolean> {
  const entries = files instanceof Map ? (files as ReadonlyMap<string, Uint8Array>) : (files as ReleaseFiles).files;
  const target = path.resolve(targetDir);
  if (existsSync(target)) return false;
  await mkdir(path.dirname(target), { recursive: true });
  // Hidden and never a version's name, so nothing mistakes it for a release.
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.partial-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(temp);
    for (const [name, data] of entries) {
      checkReleasePath(name, MAX_PATH);
      const file = path.resolve(temp, name);
      // checkReleasePath already refuses '..' and absolute names; this holds even if that rule changes.
      if (!file.startsWith(temp + path.sep)) throw new ArchiveError('bad-path', `The name ${quotePath(name)} leaves the release folder.`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx', mode: 0o644 });
    }
    if (existsSync(target)) {
      await rm(temp, { recursive: true, force: true });
      return false;
    }
    await rename(temp, target);
    return true;
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    // Another writer's rename won the race: its folder holds the same files.
    const code = (error as NodeJS.ErrnoException).code;
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && existsSync(target)) return false;
    throw error;
  }
}
