// The React floor (issue 30): how much main-thread time React alone costs a page on the calibrated
// phone, so the site's figures (and issue 30's TBT bar) can be read against it. A page with one
// heading, server-rendered at build time, whose only script — loaded after the first paint by the
// site's own page-start script — is React DOM hydrating that heading. Built with the apps'
// production settings (tools/build) and served by the site's static server.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { BROWSER_TARGETS, sourceRules } from '../tools/build/module-rules.ts';
import { pageStartConfig } from '../tools/build/page-start.ts';
import { runRspack } from '../tools/build/run-rspack.ts';
import { startStaticServer, type RunningServer } from '../shell/server/http/static-server.ts';
import { serverSingleton } from '../shell/server/server-code.ts';
import { floorTree } from './react-floor-page.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REACT_FLOOR_DIST = path.join(here, 'dist', 'react-floor');

/** The page: the tree's server HTML in #root; the build adds the script tags. */
export function floorHtml(): string {
  const { createElement } = serverSingleton<typeof import('react')>('react');
  const { renderToString } = serverSingleton<typeof import('react-dom/server')>('react-dom/server');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="The React floor of the site\'s bench."><title>React floor</title></head>' +
    `<body><div id="root">${renderToString(floorTree(createElement))}</div></body></html>`
  );
}

function floorConfig(outputPath: string): Configuration {
  return {
    name: 'app',
    mode: 'production',
    context: here,
    target: 'web',
    entry: { main: path.join(here, 'react-floor-entry.ts') },
    devtool: false,
    output: { path: outputPath, publicPath: '/', filename: 'static/js/[name].[contenthash:10].js', chunkFilename: 'static/js/[name].[contenthash:10].js', uniqueName: 'react_floor', clean: true },
    // React is the shell's (bench/ has none): the same copy the site's pages run.
    resolve: { extensions: ['.ts', '.js'], modules: [path.join(here, '..', 'shell', 'node_modules'), 'node_modules'] },
    module: { rules: sourceRules({ targets: BROWSER_TARGETS }) },
    plugins: [new rspack.HtmlRspackPlugin({ templateContent: floorHtml(), minify: true, publicPath: '/', scriptLoading: 'defer', inject: 'body' })],
    performance: { hints: false },
  };
}

/** Builds the floor page into REACT_FLOOR_DIST. */
export async function buildReactFloor(outputPath = REACT_FLOOR_DIST): Promise<string> {
  await mkdir(outputPath, { recursive: true });
  await runRspack([floorConfig(outputPath), pageStartConfig(outputPath, 'react_floor')]);
  if (!existsSync(path.join(outputPath, 'index.html'))) throw new Error('the React floor build wrote no index.html');
  return outputPath;
}

/** Serves a built floor on `port` with the site's static server (compression, caching as the site's). */
export function serveReactFloor(port: number, root = REACT_FLOOR_DIST): Promise<RunningServer> {
  return startStaticServer({ root, port, spaFallback: true, allowedOrigins: [], csp: { frameOrigins: [] }, adminHost: 'http://localhost', brochureBase: 'http://localhost/', enquiryFormUrl: 'http://localhost/' });
}

// Written for debugging by hand: `npx tsx bench/react-floor.ts` builds and serves it on :3099.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildReactFloor();
  const served = await serveReactFloor(3099);
  console.log(`React floor at ${served.url}`);
}
