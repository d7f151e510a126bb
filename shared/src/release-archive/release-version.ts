// A release's version is its content (the contract's RELEASE_VERSION_PREFIX + 16 hex digits): the
// sha256 of one line "path\0sha256(content)\n" per file, sorted by path. Packing again, another
// packer, other file times or entry order give the same version; any changed byte another.
import { createHash } from 'node:crypto';
import { RELEASE_VERSION_PREFIX } from '../contract/releases.ts';
import { comparePaths } from './release-path.ts';

export function releaseVersion(files: ReadonlyMap<string, Uint8Array>): string {
  const hash = createHash('sha256');
  for (const path of [...files.keys()].sort(comparePaths)) {
    hash.update(`${path}\0${createHash('sha256').update(files.get(path)!).digest('hex')}\n`, 'utf8');
  }
  return `${RELEASE_VERSION_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}
