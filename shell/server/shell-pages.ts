// The shell's own answers on its origin: the remote map at /remotes.json, and the page for a path —
// index.html with the route's resource hints and head tags written in, from the page cache.
import { createHash } from 'node:crypto';
import type { PageSource, PageTemplate, Reply } from '../../tools/serve/static-server.ts';
import { findRoute, type RouteEntry } from '../src/routes/route-table.ts';
import { feedLinkFor, feedLinkTag } from '../src/seo/feed-link.ts';
import { PageCache, pageCacheKey, type RenderedPage } from './page-cache.ts';
import type { RemoteMapJson } from './remote-map.ts';
import { hintTags, remoteHints, screenAssetsReader, screenFilesFor } from './resource-hints.ts';

export const REMOTE_MAP_PATH = '/remotes.json';

/**
 * How long a page is served from the cache. Its key holds everything that changes with a release
 * (the map's URLs) or a shell build; these bound what can change in place: a remote redeployed at
 * the same URL (its screen-assets.json, read with the same 10 s TTL), and a page written without
 * its screen hints because that file was slow or missing.
 */
export const PAGE_MAX_AGE_MS = 10_000;
export const INCOMPLETE_PAGE_MAX_AGE_MS = 1_000;

export interface ShellPagesOptions {
  adminHost: string;
  /** Read on every request: releases rewrite it. */
  remoteMap: () => Promise<RemoteMapJson>;
  /** Write the route's remote hints into pages (off for a build without federation). */
  resourceHints?: boolean;
  cache?: PageCache;
  /** For tests: screen-assets.json reader (default: fetched, cached 10 s per URL). */
  screenAssets?: ReturnType<typeof screenAssetsReader>;
}

const HTML = 'text/html; charset=utf-8';

export function shellPages({
  adminHost,
  remoteMap,
  resourceHints = true,
  cache = new PageCache(),
  screenAssets = screenAssetsReader(),
}: ShellPagesOptions): PageSource {
  /** The route's head tags; `complete` is false when its screen hints could not be read (yet). */
  async function headFor(route: RouteEntry | undefined, map: RemoteMapJson): Promise<{ tags: string; complete: boolean }> {
    const feed = route ? feedLinkTag(feedLinkFor(route.path, adminHost)) : '';
    if (!resourceHints) return { tags: feed, complete: true };
    const manifest = route ? map[route.remote] : undefined;
    const assets = manifest ? await screenAssets(manifest) : undefined;
    const files = route && assets ? screenFilesFor(assets, route.screen) : undefined;
    return { tags: hintTags(remoteHints(manifest, adminHost, files)) + feed, complete: !manifest || assets !== undefined };
  }

  async function render(route: RouteEntry | undefined, map: RemoteMapJson, template: PageTemplate): Promise<RenderedPage> {
    const head = await headFor(route, map);
    return {
      html: template.html.replace('</head>', `${head.tags}</head>`),
      maxAgeMs: head.complete ? PAGE_MAX_AGE_MS : INCOMPLETE_PAGE_MAX_AGE_MS,
    };
  }

  return {
    async answer(urlPath): Promise<Reply | undefined> {
      if (urlPath !== REMOTE_MAP_PATH) return undefined;
      const body = Buffer.from(JSON.stringify(await remoteMap(), null, 2));
      return {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      };
    },

    async page(urlPath, status, template): Promise<Reply> {
      const route = findRoute(urlPath);
      // Hints only speed things up: a map that cannot be read must not cost the visitor the page.
      const map = await remoteMap().catch((): RemoteMapJson => ({}));
      const key = pageCacheKey({ page: route?.path ?? '404', template: template.etag, remoteMap: map });
      const page = await cache.get(key, () => render(route, map, template));
      return {
        status,
        headers: { 'Content-Type': HTML, 'Cache-Control': 'no-cache' },
        body: page.body,
        br: page.br,
        gzip: page.gzip,
        etag: page.etag,
      };
    },
  };
}
