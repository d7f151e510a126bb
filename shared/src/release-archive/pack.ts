// Packs a build folder into a release archive: a gzip'd ustar tar of its regular files, sorted by
// path, each with the same mode, owner and time, so the same folder always gives the same bytes.
// The registry's reader (read.ts) accepts exactly this, and `tar -xzf` reads it too.
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { RELEASE_ARCHIVE_LIMITS } from '../contract/releases.ts';
import { ArchiveError, quotePath } from './archive-error.ts';
import { checkReleasePath, comparePaths } from './release-path.ts';
import { BLOCK, PACKED_MODE, PACKED_MTIME, REGULAR_FILE, USTAR_MAGIC, USTAR_VERSION, padding, sealHeader, writeOctal, writeText, FIELD } from './ustar.ts';

const gzipAsync = promisify(gzip);

/** Every regular file under `folder`, by '/'-separated relative path. Links and other special files are refused, not followed. */
export async function readReleaseFolder(folder: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const walk = async (relative: string): Promise<void> => {
    let names: string[];
    try {
      names = await readdir(join(folder, relative));
    } catch (error) {
      throw new ArchiveError('unreadable-folder', `Cannot read the build folder ${quotePath(join(folder, relative))}: ${(error as Error).message}`);
    }
    for (const name of names.sort(comparePaths)) {
      const path = relative ? `${relative}/${name}` : name;
      const stats = await lstat(join(folder, path));
      if (stats.isDirectory()) await walk(path);
      else if (stats.isFile()) files.set(path, await readFile(join(folder, path)));
      else throw new ArchiveError('entry-type', `${quotePath(path)} in the build folder is ${stats.isSymbolicLink() ? 'a symbolic link' : 'not a regular file'}: a release holds only regular files.`);
    }
  };
  await walk('');
  return files;
}

/** Splits a path over ustar's name (100 bytes) and prefix (155 bytes) fields at a '/'. */
function nameFields(path: string): { name: Buffer; prefix: Buffer } {
  const bytes = Buffer.from(path, 'utf8');
  const [, nameLength] = FIELD.name;
  const [, prefixLength] = FIELD.prefix;
  if (bytes.length <= nameLength) return { name: bytes, prefix: Buffer.alloc(0) };
  // The longest prefix that fits leaves the shortest name.
  for (let slash = Math.min(prefixLength, bytes.length - 2); slash > 0; slash--) {
    if (bytes[slash] === 0x2f && bytes.length - slash - 1 <= nameLength) {
      return { prefix: bytes.subarray(0, slash), name: bytes.subarray(slash + 1) };
    }
  }
  throw new ArchiveError('bad-path', `The name ${quotePath(path)} cannot be stored in a ustar header (at most 155 bytes of folders and a 100-byte file name).`);
}

function fileHeader(path: string, size: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { name, prefix } = nameFields(path);
  writeText(header, 'name', name);
  writeOctal(header, 'mode', PACKED_MODE);
  writeOctal(header, 'uid', 0);
  writeOctal(header, 'gid', 0);
  writeOctal(header, 'size', size);
  writeOctal(header, 'mtime', PACKED_MTIME);
  writeText(header, 'type', REGULAR_FILE);
  writeText(header, 'magic', USTAR_MAGIC);
  writeText(header, 'version', USTAR_VERSION);
  writeText(header, 'prefix', prefix);
  sealHeader(header);
  return header;
}

/** The uncompressed tar of these files (sorted by path), ending with two zero blocks. */
export function tarFiles(files: ReadonlyMap<string, Uint8Array>, { maxPathLength = RELEASE_ARCHIVE_LIMITS.maxPathLength } = {}): Buffer {
  const parts: Uint8Array[] = [];
  for (const path of [...files.keys()].sort(comparePaths)) {
    const data = files.get(path)!;
    parts.push(fileHeader(checkReleasePath(path, maxPathLength), data.length), data, Buffer.alloc(padding(data.length)));
  }
  parts.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(parts);
}

/** A release archive of these files. */
export async function packFiles(files: ReadonlyMap<string, Uint8Array>): Promise<Buffer> {
  return gzipAsync(tarFiles(files), { level: 9 });
}

/** A release archive of a build folder's regular files. */
export async function packRelease(folder: string): Promise<Buffer> {
  return packFiles(await readReleaseFolder(folder));
}
