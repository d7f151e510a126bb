// The ustar header (POSIX.1-1988, the `ustar\0` "00" flavour), which both the packer and the strict
// reader of this folder speak. One 512-byte block per entry, its data padded to whole blocks, two
// zero blocks at the end. Only what a release needs is written: regular files with a fixed mode,
// owner and time (so the same folder always packs to the same bytes).

export const BLOCK = 512;

/** Offsets and lengths of the header fields we read or write. */
export const FIELD = {
  name: [0, 100],
  mode: [100, 8],
  uid: [108, 8],
  gid: [116, 8],
  size: [124, 12],
  mtime: [136, 12],
  checksum: [148, 8],
  type: [156, 1],
  linkname: [157, 100],
  magic: [257, 6],
  version: [263, 2],
  uname: [265, 32],
  gname: [297, 32],
  devmajor: [329, 8],
  devminor: [337, 8],
  prefix: [345, 155],
} as const satisfies Record<string, readonly [number, number]>;

export type FieldName = keyof typeof FIELD;

export const USTAR_MAGIC = 'ustar\0';
export const USTAR_VERSION = '00';

/** Type flags: a regular file ('0', or NUL from old writers) and a directory. Everything else is refused. */
export const REGULAR_FILE = '0';
export const DIRECTORY = '5';

/** What other type flags are, for the refusal's message. */
export const TYPE_NAMES: Record<string, string> = {
  '1': 'a hard link',
  '2': 'a symbolic link',
  '3': 'a character device',
  '4': 'a block device',
  '6': 'a FIFO',
  '7': 'a contiguous file',
  x: 'a pax extended header',
  g: 'a pax global header',
  L: 'a GNU long name',
  K: 'a GNU long link name',
  S: 'a GNU sparse file',
  D: 'a GNU directory dump',
  M: 'a GNU multi-volume part',
  V: 'a GNU volume label',
};

/** Fixed metadata of every packed entry: a release is its files' content, nothing else. */
export const PACKED_MODE = 0o644;
/** 2000-01-01T00:00:00Z: a fixed, plausible time (some tools warn about 1970). */
export const PACKED_MTIME = 946_684_800;

export const field = (header: Uint8Array, name: FieldName): Uint8Array => {
  const [offset, length] = FIELD[name];
  return header.subarray(offset, offset + length);
};

/** The header's checksum: the sum of its bytes with the checksum field counted as eight spaces. */
export function headerChecksum(header: Uint8Array): number {
  const [offset, length] = FIELD.checksum;
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= offset && i < offset + length ? 0x20 : header[i]!;
  return sum;
}

/** Writes `value` as zero-padded octal digits followed by a NUL, filling the field. */
export function writeOctal(header: Uint8Array, name: FieldName, value: number): void {
  const [offset, length] = FIELD[name];
  const digits = value.toString(8).padStart(length - 1, '0');
  if (digits.length > length - 1) throw new RangeError(`${name} ${value} does not fit a ustar header`);
  header.set(Buffer.from(`${digits}\0`, 'latin1'), offset);
}

export function writeText(header: Uint8Array, name: FieldName, text: string | Uint8Array): void {
  const [offset, length] = FIELD[name];
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  if (bytes.length > length) throw new RangeError(`${name} does not fit a ustar header`);
  header.set(bytes, offset);
}

/** Writes the checksum field as tar does: six octal digits, NUL, space. */
export function sealHeader(header: Uint8Array): void {
  const [offset] = FIELD.checksum;
  header.set(Buffer.from(`${headerChecksum(header).toString(8).padStart(6, '0')}\0 `, 'latin1'), offset);
}

/** Bytes of padding after `size` bytes of data, up to the next block. */
export const padding = (size: number): number => (BLOCK - (size % BLOCK)) % BLOCK;
