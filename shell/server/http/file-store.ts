// Files on disk for the static server: a URL path mapped to a file inside its folder (never out of
// it, never a dotfile, never through a link that leads out), read once and kept in memory with its
// ETag and, once a client asks for them, its best br/gzip forms — bounded in bytes, least recently
// used out first (releases are served through the shell's origin: unbounded, every release's files
// would stay; bench:releases).
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { BoundedCache } from './bounded-cache.ts';
import type { Encoding } from './reply.ts';

export interface StoredFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
  /** index.html only: its text with the runtime values written in (page-template.ts), once per version. */
  filled?: string;
}

/** Maps a URL path to a file inside root, or null when it would leave root or names a dotfile. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.'))) return null;
  const file = path.resolve(root, ...segments);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

export const DEFAULT_FILE_CACHE_BYTES = 64 * 2 ** 20;

export class FileStore {
  private readonly cache: BoundedCache<StoredFile>;
  private readonly realRoots = new Map<string, string>();

  /** `maxBytes`: each file counts twice, it and room for its compressed variants. */
  constructor(maxBytes = DEFAULT_FILE_CACHE_BYTES) {
    this.cache = new BoundedCache<StoredFile>(maxBytes);
  }

  /** The file, if it is a regular file that really lies inside `within`; read again when it changed on disk. */
  async load(file: string, within: string): Promise<StoredFile | null> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!info.isFile() || !(await this.reallyInside(file, within))) return null;
    const hit = this.cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) return hit;
    const body = await readFile(file);
    const entry: StoredFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    // Counted twice: the body, and room for the br/gzip variants made when first asked for.
    this.cache.set(file, entry, 2 * body.length);
    return entry;
  }

  /** The file's body in `encoding`, at the best level, made once. */
  compressed(entry: StoredFile, encoding: Encoding): Buffer {
    if (encoding === 'br') {
      entry.br ??= brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
      return entry.br;
    }
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return entry.gzip;
  }

  /** True when the file, links resolved, still lies inside its root (no symlink escapes). */
  private async reallyInside(file: string, within: string): Promise<boolean> {
    try {
      let realRoot = this.realRoots.get(within);
      if (!realRoot) this.realRoots.set(within, (realRoot = await realpath(within)));
      const real = await realpath(file);
      return real.startsWith(realRoot + path.sep);
    } catch {
      return false;
    }
  }
}
