// The one rule for a path inside a release: what the packer writes, the reader accepts and the
// writer puts on disk. Relative, '/'-separated, each segment a real name: nothing can climb out of
// the release's folder, and every path is also a plain URL path under /mf/<remote>/<version>/.
import { ArchiveError, quotePath } from './archive-error.ts';

// C0 controls and DEL (NUL included): no use in a file name, and trouble in URLs, logs and shells.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Throws an ArchiveError naming the problem unless `path` is a safe relative path within `maxLength` UTF-8 bytes. */
export function checkReleasePath(path: string, maxLength: number): string {
  const quoted = quotePath(path);
  if (path === '') throw new ArchiveError('bad-path', 'An entry has an empty name.');
  if (CONTROL.test(path)) throw new ArchiveError('bad-path', `The name ${quoted} contains a control character or NUL byte.`);
  if (path.includes('\\')) throw new ArchiveError('bad-path', `The name ${quoted} contains a backslash; use '/' between folders.`);
  if (path.startsWith('/')) throw new ArchiveError('bad-path', `The name ${quoted} is absolute; every entry must be relative to the build folder.`);
  const bytes = Buffer.byteLength(path, 'utf8');
  if (bytes > maxLength) throw new ArchiveError('bad-path', `The name ${quoted} is ${bytes} bytes long; the limit is ${maxLength}.`);
  for (const segment of path.split('/')) {
    if (segment === '..') throw new ArchiveError('bad-path', `The name ${quoted} climbs out of the build folder ('..').`);
    if (segment === '' || segment === '.') throw new ArchiveError('bad-path', `The name ${quoted} has an empty or '.' folder name.`);
  }
  return path;
}

/** Path order for the content hash and the packer: by UTF-16 code unit, the same on every machine. */
export const comparePaths = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The folders a path lies in: 'a/b/c.js' → ['a', 'a/b']. */
export function parentFolders(path: string): string[] {
  const segments = path.split('/');
  return segments.slice(1).map((_, index) => segments.slice(0, index + 1).join('/'));
}
