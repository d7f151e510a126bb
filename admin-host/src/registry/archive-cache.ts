// Archives of stored releases for the page servers: packed from the stored folder on first request
// and kept (a version never changes, so neither does its archive). A few at a time: each page server
// downloads a release once, and they all want the newest.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { packRelease } from '@site/shared/release-archive';
import type { SiteDb } from '../db/site-db';
import { isStoredRelease } from './map-store';

const KEEP = 8;

export class ArchiveCache {
  readonly #packed = new Map<string, Promise<Buffer>>();

  constructor(private readonly dir: string) {}

  /** The archive of a stored release, or undefined when there is none (unknown, or its folder is gone). */
  async get(site: SiteDb, remote: string, version: string): Promise<Buffer | undefined> {
    const key = `${remote}/${version}`;
    let packed = this.#packed.get(key);
    if (!packed) {
      const folder = path.join(this.dir, remote, version);
      if (!(await isStoredRelease(site, remote, version)) || !existsSync(folder)) return undefined;
      // One pack per version however many page servers ask at once.
      packed = packRelease(folder);
      this.#packed.set(key, packed);
      packed.catch(() => this.#packed.delete(key));
      while (this.#packed.size > KEEP) this.#packed.delete(this.#packed.keys().next().value!);
    } else {
      // Most recently used last.
      this.#packed.delete(key);
      this.#packed.set(key, packed);
    }
    return packed;
  }
}
