// How `pnpm bench` serves the monolith: the shell's own page server (tools/serve/stack.ts serveApp,
// shell/server/: the same templating, page cache and renderer as the federated shell) on the
// monolith's build, server-rendered by its own server build (dist/server/render.cjs) with its
// screens imported directly (monolith-screens-loader.ts) and each page's own stylesheets
// (monolith-styles.ts). No remote hints: the monolith loads no remote, so preloading one would only cost it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteEntry } from '../../shell/src/routes/route-table.ts';
import { MonolithScreensLoader, monolithRemoteMap } from './monolith-screens-loader.ts';
import { MONOLITH_STYLES_FILE, stylesFor, type MonolithStyles } from './monolith-styles.ts';

export function monolithServeOptions(dist: string, origin: string) {
  let styles: Promise<MonolithStyles> | undefined;
  const map = monolithRemoteMap(origin);
  return {
    root: dist,
    resourceHints: false,
    remoteMap: async () => map,
    serverCodeLoader: new MonolithScreensLoader(),
    shellStyles: async (route: RouteEntry | undefined) => {
      styles ??= readFile(path.join(dist, MONOLITH_STYLES_FILE), 'utf8').then((text) => JSON.parse(text) as MonolithStyles);
      return stylesFor(await styles, route?.screen);
    },
  };
}
