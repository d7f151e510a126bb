// The registry's reader of release archives: strict, small, ours (no tar dependency), because the
// archive comes from outside and its server code will run on the page servers. It accepts what
// pack.ts writes (and `tar --format=ustar`): regular files and folders with safe relative names,
// and refuses everything else with an ArchiveError naming the first thing wrong. Nothing is
// written anywhere: the caller gets the files in memory and decides (write.ts stores them).
import { gunzipSync } from 'node:zlib';
import { RELEASE_ARCHIVE_LIMITS } from '../contract/releases.ts';
import { ArchiveError, quotePath } from './archive-error.ts';
import { checkReleasePath, parentFolders } from './release-path.ts';
import { releaseVersion } from './release-version.ts';
import { BLOCK, DIRECTORY, REGULAR_FILE, TYPE_NAMES, USTAR_MAGIC, USTAR_VERSION, field, headerChecksum, padding, type FieldName } from './ustar.ts';

export type ReleaseArchiveLimits = { readonly [K in keyof typeof RELEASE_ARCHIVE_LIMITS]: number };

export interface ReleaseFiles {
  /** The content-hash version (contract: RELEASE_VERSION_PATTERN). */
  version: string;
  /** Every regular file by its '/'-separated path relative to the release's root. */
  files: ReadonlyMap<string, Buffer>;
  /** The files' bytes together. */
  bytes: number;
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A header field's text up to its first NUL; anything but NULs after it is refused. */
function text(header: Uint8Array, name: FieldName, entry: string): string {
  const bytes = field(header, name);
  const end = bytes.indexOf(0);
  if (end >= 0 && bytes.subarray(end).some((byte) => byte !== 0)) {
    throw new ArchiveError('bad-path', `${entry} has a NUL byte inside its name.`);
  }
  try {
    return utf8.decode(end >= 0 ? bytes.subarray(0, end) : bytes);
  } catch {
    throw new ArchiveError('bad-path', `${entry} has a name that is not UTF-8.`);
  }
}

/** An octal number field (digits, optionally space-padded, ended by NUL or space). Base-256 and other forms are refused. */
function octal(header: Uint8Array, name: FieldName, entry: string): number {
  const match = /^ *([0-7]{1,12})[ \0]*$/.exec(Buffer.from(field(header, name)).toString('latin1'));
  if (!match) throw new ArchiveError('bad-header', `${entry} has an unreadable ${name} field.`);
  return parseInt(match[1]!, 8);
}

const isZeroBlock = (bytes: Uint8Array) => bytes.every((byte) => byte === 0);

function gunzip(gz: Uint8Array, limits: ReleaseArchiveLimits): Buffer {
  if (gz.length < 2 || gz[0] !== 0x1f || gz[1] !== 0x8b) throw new ArchiveError('not-gzip', 'The upload is not a gzip file: send the release as a .tar.gz archive.');
  // Headers and padding cost at most two blocks per entry, plus the end marker and a tar record's fill.
  const maxOutputLength = limits.maxUnpackedBytes + (limits.maxEntries + 2) * 2 * BLOCK + 20 * BLOCK;
  try {
    return gunzipSync(gz, { maxOutputLength });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') throw new ArchiveError('too-large', `The archive unpacks to more than ${megabytes(limits.maxUnpackedBytes)}, the limit.`);
    if (code === 'Z_BUF_ERROR') throw new ArchiveError('truncated', 'The gzip stream ends early: the archive is truncated.');
    throw new ArchiveError('not-gzip', 'The gzip data is corrupt.');
  }
}

/** Reads and checks a release archive (gzip'd ustar); throws an ArchiveError naming the first problem. */
export function readReleaseArchive(gz: Uint8Array, limits: ReleaseArchiveLimits = RELEASE_ARCHIVE_LIMITS): ReleaseFiles {
  if (gz.length > limits.maxCompressedBytes) {
    throw new ArchiveError('too-large', `The archive is ${megabytes(gz.length)}; the limit is ${megabytes(limits.maxCompressedBytes)} compressed.`);
  }
  const tar = gunzip(gz, limits);
  const files = new Map<string, Buffer>();
  const folders = new Set<string>();
  let bytes = 0;
  let entries = 0;
  let offset = 0;
  for (;;) {
    if (offset + BLOCK > tar.length) {
      throw new ArchiveError('truncated', offset === tar.length ? 'The archive has no end-of-archive marker: it is truncated.' : 'The archive ends inside a header: it is truncated.');
    }
    const header = tar.subarray(offset, offset + BLOCK);
    if (isZeroBlock(header)) {
      if (!isZeroBlock(tar.subarray(offset))) throw new ArchiveError('bad-header', 'The archive has data after its end-of-archive marker.');
      break;
    }
    entries += 1;
    if (entries > limits.maxEntries) throw new ArchiveError('too-many-entries', `The archive has more than ${limits.maxEntries} entries, the limit.`);
    const entry = `Entry ${entries}`;
    if (octal(header, 'checksum', entry) !== headerChecksum(header)) {
      throw new ArchiveError('bad-checksum', `${entry}'s header has a bad checksum: the archive is corrupt.`);
    }
    if (Buffer.from(field(header, 'magic')).toString('latin1') !== USTAR_MAGIC || Buffer.from(field(header, 'version')).toString('latin1') !== USTAR_VERSION) {
      throw new ArchiveError('not-ustar', `${entry} is not a POSIX ustar header: pack the build with \`pnpm release\` (or tar --format=ustar).`);
    }
    const type = String.fromCharCode(field(header, 'type')[0]!);
    const isFile = type === REGULAR_FILE || type === '\0';
    if (!isFile && type !== DIRECTORY) {
      const what = TYPE_NAMES[type] ?? `an entry of unknown type ${JSON.stringify(type)}`;
      const loose = Buffer.from(field(header, 'name')).toString('utf8').replace(/\0.*$/s, '');
      throw new ArchiveError('entry-type', `${quotePath(loose)} is ${what}: a release holds only regular files and folders.`);
    }
    const prefix = text(header, 'prefix', entry);
    const name = text(header, 'name', entry);
    let path = prefix ? `${prefix}/${name}` : name;
    // `tar -C build .` names everything './…' and adds './' itself.
    if (path.startsWith('./')) path = path.slice(2);
    if (!isFile && path.endsWith('/')) path = path.slice(0, -1);
    const size = octal(header, 'size', entry);
    if (!isFile && (path === '' || path === '.')) {
      if (size !== 0) throw new ArchiveError('bad-header', 'The root folder entry has a size.');
      offset += BLOCK;
      continue;
    }
    checkReleasePath(path, limits.maxPathLength);
    const quoted = quotePath(path);
    if (files.has(path) || folders.has(path)) throw new ArchiveError('duplicate', `${quoted} appears twice in the archive.`);
    if (!isFile) {
      if (size !== 0) throw new ArchiveError('bad-header', `The folder ${quoted} has a size.`);
      folders.add(path);
      offset += BLOCK;
      continue;
    }
    if (size > limits.maxFileBytes) throw new ArchiveError('too-large', `${quoted} is ${megabytes(size)}; the limit for one file is ${megabytes(limits.maxFileBytes)}.`);
    bytes += size;
    if (bytes > limits.maxUnpackedBytes) throw new ArchiveError('too-large', `The archive's files come to more than ${megabytes(limits.maxUnpackedBytes)}, the limit.`);
    const start = offset + BLOCK;
    if (start + size + padding(size) > tar.length) throw new ArchiveError('truncated', `${quoted} is cut short: the archive is truncated.`);
    files.set(path, tar.subarray(start, start + size));
    offset = start + size + padding(size);
  }
  if (files.size === 0) throw new ArchiveError('empty', 'The archive holds no files.');
  // A name that is a file and also a folder of another entry could not be written to disk.
  for (const path of [...files.keys(), ...folders]) {
    const clash = parentFolders(path).find((folder) => files.has(folder));
    if (clash !== undefined) throw new ArchiveError('duplicate', `${quotePath(clash)} is both a file and a folder in the archive.`);
  }
  return { version: releaseVersion(files), files, bytes };
}
