// The shell's page loads its main script through a ~1 KB first script (shell/src/page-start.ts),
// so that a server-rendered page paints before any of the shell's code is fetched. It is its own
// tiny build: in the app's build Module Federation would put its runtime (~30 KB gzip) into every
// entry. It runs after the app's build and rewrites the index.html that build wrote: the main
// script's tag becomes the page-start script's, naming the main script in data-main.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compiler, Configuration } from '@rspack/core';
import { BROWSER_TARGETS, sourceRules } from './module-rules.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PAGE_START_ENTRY = path.join(here, '..', '..', 'shell', 'src', 'page-start.ts');
const PAGE_START_NAME = 'page-start';

const MAIN_SCRIPT = /<script defer(?:="defer")? src="([^"]*\/main(?:\.[^"]*)?\.js)"><\/script>/;

/** index.html with its main script loaded by the page-start script. Throws if it has no main script. */
export function withPageStart(html: string, pageStartSrc: string): string {
  const match = MAIN_SCRIPT.exec(html);
  const main = match?.[1];
  if (!match || !main) throw new Error('index.html has no deferred main script for page-start to load');
  return html.replace(match[0], `<script defer src="${pageStartSrc}" data-main="${main}"></script>`);
}

/** After its build: rewrites `<output>/index.html` to start through the file it emitted. */
class PageStartHtmlPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PageStartHtmlPlugin', async (compilation) => {
      const file = compilation.getAssets().find((asset) => asset.name.includes(PAGE_START_NAME) && asset.name.endsWith('.js'))?.name;
      if (!file) throw new Error('page-start: the build emitted no page-start script');
      const html = path.join(compiler.outputPath, 'index.html');
      await writeFile(html, withPageStart(await readFile(html, 'utf8'), `/${file}`));
    });
  }
}

/** The page-start build into an app's output folder (production only; development loads main directly). */
export function pageStartConfig(outputPath: string, uniqueName: string): Configuration {
  return {
    name: PAGE_START_NAME,
    // After the app's build: it writes index.html, and its `clean` would delete this file.
    dependencies: ['app'],
    mode: 'production',
    context: path.dirname(PAGE_START_ENTRY),
    target: 'web',
    entry: { [PAGE_START_NAME]: PAGE_START_ENTRY },
    devtool: false,
    output: { path: outputPath, filename: 'static/js/[name].[contenthash:10].js', uniqueName: `${uniqueName}_page_start`, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: sourceRules({ targets: BROWSER_TARGETS }) },
    plugins: [new PageStartHtmlPlugin()],
    performance: { hints: false },
  };
}
