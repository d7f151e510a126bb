// The shell's rendered pages, cached per key with their compressed variants, so a hit costs no
// rendering and no compression. Before this cache the page server brotli-compressed every page at
// quality 11 on every request (issue 15: 447 req/s, p99 162 ms, and the remotes' files on the same
// process slowed to 180 ms). A miss renders once (concurrent misses of one key share it), compresses
// at a cheap level so its answer is quick, and compresses again at the best level off the event
// loop (zlib's thread pool) for the hits that follow.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const quality = (q: number) => ({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: q } });

/** What a page depends on: each part changes the key, so a change is never served stale. */
export interface PageKeyInput {
  /** The route's path (aliases and trailing slashes already resolved), or '404' for every unknown path. */
  page: string;
  /** The page's language: '/ml/about' is '/about' in Malayalam, another page (issue 31). */
  locale?: string;
  /** ETag of the shell's index.html: a new shell build is a new page. */
  template: string;
  /** The remote map the page was rendered with (every entry: a release of any remote is a new page). */
  remoteMap: Readonly<Record<string, string>>;
  /** The admin host's content version, once pages hold its data ('' until then). */
  contentVersion?: string;
}

export function pageCacheKey({ page, locale = 'en', template, remoteMap, contentVersion = '' }: PageKeyInput): string {
  const versions = Object.keys(remoteMap)
    .sort()
    .map((name) => [name, remoteMap[name]]);
  return JSON.stringify([page, locale, template, versions, contentVersion]);
}

/** A page as rendered: the HTML and how long it may be served (its parts may change in place). */
export interface RenderedPage {
  html: string;
  maxAgeMs: number;
}

export interface CachedPage {
  body: Buffer;
  etag: string;
  br: Buffer;
  gzip: Buffer;
  expires: number;
  /** Settles when the best-level variants replaced the cheap ones. */
  compressed: Promise<void>;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  entries: number;
}

export interface PageCacheOptions {
  /** Bound on entries: the least recently used goes first (old releases' pages age out). */
  maxEntries?: number;
  now?: () => number;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /**
   * The best-compressed variants of recent pages by content (ETag). A page rendered again — after its
   * max age, or under another key when the content version moved but the page did not — is most often
   * the same HTML: it takes these instead of the cheap level. On `/` that is brotli 12.3 KiB instead of
   * 14.7: with the headers, the page fits TCP's first flight (~14.6 kB) or does not, one round trip on
   * a slow network (Lighthouse's simulated FCP and LCP 150 ms apart, December 2026).
   */
  private readonly variantsByEtag = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private readonly maxEntries: number;
  private readonly now: () => number;
  private hits = 0;
  private misses = 0;

  constructor({ maxEntries = 200, now = Date.now }: PageCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** The cached page of `key`, or `render`'s, rendered once however many requests ask at once. */
  get(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      this.hits += 1;
      this.remember(this.entries, key, hit);
      return Promise.resolve(hit);
    }
    const pending = this.rendering.get(key);
    if (pending) return pending;
    this.misses += 1;
    const rendered = render()
      .then((page) => this.store(key, page))
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, rendered);
    return rendered;
  }

  stats(): PageCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size };
  }

  private store(key: string, { html, maxAgeMs }: RenderedPage): CachedPage {
    const body = Buffer.from(html);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const known = this.variantsByEtag.get(etag);
    if (known?.body.equals(body)) {
      this.remember(this.variantsByEtag, etag, known);
      return this.keep(key, this.sameContent(known, maxAgeMs));
    }
    const entry = this.keep(key, {
      body,
      etag,
      br: brotliCompressSync(body, quality(4)),
      gzip: gzipSync(body, { level: 6 }),
      expires: this.now() + maxAgeMs,
      compressed: Promise.resolve(),
    });
    // Only a page that stays in the cache is worth the best level (it serves the hits that follow).
    if (this.entries.get(key) === entry) {
      this.remember(this.variantsByEtag, etag, entry);
      entry.compressed = Promise.all([brotliAsync(body, quality(11)), gzipAsync(body, { level: 9 })]).then(
        ([br, gz]) => {
          entry.br = br;
          entry.gzip = gz;
        },
        () => undefined, // The cheap variants stay: still correct, only larger.
      );
    }
    return entry;
  }

  /** A new entry for a page whose HTML is `known`'s: its variants, the best ones once they are made. */
  private sameContent(known: CachedPage, maxAgeMs: number): CachedPage {
    const entry: CachedPage = { ...known, expires: this.now() + maxAgeMs };
    entry.compressed = known.compressed.then(() => {
      entry.br = known.br;
      entry.gzip = known.gzip;
    });
    return entry;
  }

  /** Stores `entry` under `key` as the most recently used, the least recently used going past the bound. */
  private keep(key: string, entry: CachedPage): CachedPage {
    this.remember(this.entries, key, entry);
    return entry;
  }

  /** `entry` under `key`, most recently used last (a Map keeps insertion order), the least recently used past the bound out. */
  private remember(map: Map<string, CachedPage>, key: string, entry: CachedPage): void {
    map.delete(key);
    map.set(key, entry);
    while (map.size > this.maxEntries) map.delete(map.keys().next().value!);
  }
}
