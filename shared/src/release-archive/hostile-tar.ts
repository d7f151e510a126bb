// Test helper: tar entries made by hand, field by field, so tests can build the archives a careful
// packer never would (links, devices, pax headers, '..' names, bad checksums, cut-off data).
import { gzipSync } from 'node:zlib';
import { BLOCK, PACKED_MODE, USTAR_MAGIC, USTAR_VERSION, FIELD, padding, sealHeader, writeOctal, type FieldName } from './ustar.ts';

export interface RawEntry {
  name: string;
  data?: string | Buffer;
  /** Type flag ('0' file by default). */
  type?: string;
  prefix?: string;
  linkname?: string;
  /** The size field, when it should lie about the data. */
  size?: number;
  /** Raw bytes for any field, written after everything else (before the checksum unless `checksum` is set). */
  raw?: Partial<Record<FieldName, Buffer | string>>;
  /** A checksum to write instead of the right one. */
  checksum?: string;
}

function put(header: Buffer, name: FieldName, value: Buffer | string): void {
  const [offset, length] = FIELD[name];
  const bytes = typeof value === 'string' ? Buffer.from(value, 'latin1') : value;
  header.fill(0, offset, offset + length);
  bytes.copy(header, offset, 0, Math.min(bytes.length, length));
}

/** One entry: header, data, padding. */
export function rawEntry({ name, data = '', type = '0', prefix = '', linkname = '', size, raw = {}, checksum }: RawEntry): Buffer {
  const body = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const header = Buffer.alloc(BLOCK);
  put(header, 'name', Buffer.from(name, 'utf8'));
  writeOctal(header, 'mode', type === '5' ? 0o755 : PACKED_MODE);
  writeOctal(header, 'uid', 1000);
  writeOctal(header, 'gid', 1000);
  writeOctal(header, 'size', size ?? body.length);
  writeOctal(header, 'mtime', 1_700_000_000);
  put(header, 'type', type);
  put(header, 'linkname', linkname);
  put(header, 'magic', USTAR_MAGIC);
  put(header, 'version', USTAR_VERSION);
  put(header, 'uname', 'builder');
  put(header, 'prefix', Buffer.from(prefix, 'utf8'));
  for (const [fieldName, value] of Object.entries(raw)) put(header, fieldName as FieldName, value!);
  sealHeader(header);
  if (checksum !== undefined) put(header, 'checksum', checksum);
  return Buffer.concat([header, body, Buffer.alloc(padding(body.length))]);
}

export const END = Buffer.alloc(2 * BLOCK);

/** A gzip'd tar of these entries with the end marker. */
export const tarGz = (...entries: Buffer[]) => gzipSync(Buffer.concat([...entries, END]));

/** The files every release must have, as a minimal valid pair of entries. */
export const minimalRelease = () => [rawEntry({ name: 'mf-manifest.json', data: '{"name":"mfe_investors"}' }), rawEntry({ name: 'server/screens.cjs', data: 'module.exports = {};' })];
