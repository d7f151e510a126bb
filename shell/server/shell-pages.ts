// The shell's own answers on its origin: the remote map at /remotes.json, and the page for a path —
// index.html with the route's resource hints and head tags written in, from the page cache.
import { createHash } from 'node:crypto';
import type { PageRequest, PageSource, PageTemplate, Reply } from './http/static-server.ts';
import { ADMIN_DATA_SNAPSHOT_ID } from '../../shared/src/api/admin-data-snapshot.ts';
import { HTML_LANG, localeOfPath, pathInLocale, pathWithoutLocale, type Locale } from '../../shared/src/i18n/locales.ts';
import { findRoute, pageQuery, type RouteEntry } from '../src/routes/route-table.ts';
import { REMOTE_MAP_SNAPSHOT_ID } from '../src/remotes/remote-map-snapshot.ts';
import { feedLinkFor, feedLinkTag } from '../src/seo/feed-link.ts';
import { PageCache, pageCacheKey, type RenderedPage } from './page-cache.ts';
import { contentVersionReader } from './content-version.ts';
import { withPageHead } from './page-head.ts';
import type { RemoteMapJson } from './remote-map.ts';
import type { RenderedRoot } from './render.ts';
import { hintTags, remoteHints } from './resource-hints.ts';
import { screenAssetsReader, screenFilesFor } from './screen-assets.ts';

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
  /**
   * Read on every request: releases rewrite it. Given the request, it may choose by the visitor's
   * cohort (a canary) and add the headers that choice needs (registry/request-map.ts); the page is
   * rendered with, carries, and is cached under the map it returns.
   */
  remoteMap: (request?: PageRequest) => Promise<RemoteMapJson>;
  /** Write the route's remote hints into pages (off for a build without federation). */
  resourceHints?: boolean;
  cache?: PageCache;
  /** For tests: screen-assets.json reader (default: fetched, cached 10 s per URL). */
  screenAssets?: ReturnType<typeof screenAssetsReader>;
  /** Server rendering (shell/server/render.ts); without it the page is rendered in the browser. */
  render?: (url: string, route: RouteEntry | undefined, manifest: string | undefined) => Promise<RenderedRoot | undefined>;
  /** The shell's own stylesheets (root-relative), linked in server-rendered pages (the route's: a build without federation splits them per screen). */
  shellStyles?: (route: RouteEntry | undefined) => Promise<readonly string[]>;
  /** The admin host's content version, part of the page key when pages are rendered (default: asked at most once a second). */
  contentVersion?: () => Promise<string>;
  /** The origin visitors reach the shell at: remote files there (/mf/…) are same-origin requests, hinted so. */
  pageOrigin?: string;
  /** Head tags only a language's pages carry (the Malayalam font's preloads on /ml pages). */
  localeHead?: (locale: Locale) => Promise<string>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
/** The remote map preload: a server-rendered page carries its map, so the browser never asks for it. */
const REMOTE_MAP_PRELOAD = /<link rel="preload" href="\/remotes\.json"[^>]*>/;
/**
 * React writes a preload for each image that must show at once (fetchPriority="high": the route's
 * LCP image) ahead of the markup; in <head> the browser starts it before any other body content.
 * React does not hydrate these links, so moving them changes nothing for hydration.
 */
export function hoistImagePreloads(html: string): { preloads: string; body: string } {
  const leading = /^(?:<link rel="preload" as="image"[^>]*>)+/.exec(html)?.[0] ?? '';
  return { preloads: leading, body: html.slice(leading.length) };
}

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const HTML = 'text/html; charset=utf-8';

export function shellPages({
  adminHost,
  remoteMap,
  resourceHints = true,
  cache = new PageCache(),
  screenAssets = screenAssetsReader(),
  render: renderRoot,
  shellStyles = async () => [],
  contentVersion = renderRoot ? contentVersionReader({ adminHost }) : async () => '',
  pageOrigin,
  localeHead = async () => '',
}: ShellPagesOptions): PageSource {
  /** The route's head tags; `complete` is false when its screen hints could not be read (yet). */
  async function headFor(route: RouteEntry | undefined, map: RemoteMapJson, rendered: boolean, feedTitle?: string): Promise<{ tags: string; complete: boolean }> {
    const feed = route ? feedLinkTag(feedLinkFor(route.path, adminHost, feedTitle)) : '';
    if (!resourceHints) return { tags: feed, complete: true };
    const manifest = route ? map[route.remote] : undefined;
    const assets = manifest ? await screenAssets(manifest) : undefined;
    const files = route && assets ? screenFilesFor(assets, route.screen) : undefined;
    const hints = rendered
      ? // A server-rendered screen needs its CSS before the first paint, and nothing else early: its
        // scripts only hydrate what is already shown, so preloading them would take bandwidth from
        // the first frame (the CSS, the LCP image). They are found through the shell's script.
        remoteHints(manifest, adminHost, files, pageOrigin).flatMap((hint) =>
          hint.as === 'style' ? [{ ...hint, rel: 'stylesheet' as const, as: undefined }] : hint.rel === 'preconnect' ? [hint] : [],
        )
      : remoteHints(manifest, adminHost, files, pageOrigin);
    return { tags: hintTags(hints) + feed, complete: !manifest || assets !== undefined };
  }

  async function render(url: string, route: RouteEntry | undefined, map: RemoteMapJson, template: PageTemplate, locale: Locale): Promise<RenderedPage> {
    const root = renderRoot && template.html.includes(ROOT_ELEMENT) ? await renderRoot(url, route, route ? map[route.remote] : undefined) : undefined;
    // Whether the screen is in the HTML, not whether everything is: a page whose lists were left to
    // the browser still shows its screen, which needs its CSS as a stylesheet.
    // The feed link's title in the page's language, from the rendered page's meta; a page left to
    // the browser gets it from the shell's script (applyPageMeta), English until then.
    const head = await headFor(route, map, Boolean(root?.screenRendered), root?.meta.feed?.title);
    const languageTags = await localeHead(locale);
    if (!root) {
      // Rendered in the browser: only the hints (a shell server build that failed to render is retried soon).
      const html = template.html
        .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[locale]}"`)
        .replace('</head>', `${languageTags}${head.tags}</head>`);
      return { html, maxAgeMs: head.complete && !renderRoot ? PAGE_MAX_AGE_MS : INCOMPLETE_PAGE_MAX_AGE_MS };
    }
    const styles = (await shellStyles(route)).map((href) => `<link rel="stylesheet" href="${href}" />`).join('');
    // What the page was rendered with: the releases (the browser hydrates with the same ones) and
    // the admin host's answers (the browser's first render shows the same rows, without asking).
    const snapshots =
      `<script type="application/json" id="${REMOTE_MAP_SNAPSHOT_ID}">${json(map)}</script>` +
      `<script type="application/json" id="${ADMIN_DATA_SNAPSHOT_ID}">${json(root.adminData)}</script>`;
    const { preloads, body } = hoistImagePreloads(root.html);
    const html = withPageHead(template.html, root.meta)
      .replace(REMOTE_MAP_PRELOAD, '')
      .replace('</head>', `${languageTags}${styles}${preloads}${head.tags}${snapshots}</head>`)
      .replace(ROOT_ELEMENT, `<div id="root">${body}</div>`)
      // "This site needs JavaScript" is no longer true of a server-rendered page.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    return { html, maxAgeMs: head.complete && root.complete ? PAGE_MAX_AGE_MS : INCOMPLETE_PAGE_MAX_AGE_MS };
  }

  return {
    async answer(urlPath, request): Promise<Reply | undefined> {
      if (urlPath !== REMOTE_MAP_PATH) return undefined;
      // The visitor's own map: a page rendered in the browser loads the releases of its cohort.
      const body = Buffer.from(JSON.stringify(await remoteMap(request), null, 2));
      return {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      };
    },

    async page(urlPath, status, template, search = '', request): Promise<Reply> {
      // '/ml/…' is the same route in Malayalam (issue 31): a page of its own, cached apart.
      const locale = localeOfPath(urlPath);
      const route = findRoute(pathWithoutLocale(urlPath));
      // Hints only speed things up: a map that cannot be read must not cost the visitor the page.
      const [map, version] = await Promise.all([remoteMap(request).catch((): RemoteMapJson => ({})), contentVersion()]);
      const query = route ? pageQuery(search) : '';
      const key = pageCacheKey({ page: route ? route.path + query : '404', locale, template: template.etag, remoteMap: map, contentVersion: version });
      // A known route renders at its own path in its language (aliases and trailing slashes share one page).
      const url = route ? pathInLocale(route.path, locale) + query : urlPath;
      const page = await cache.get(key, () => render(url, route, map, template, locale));
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
