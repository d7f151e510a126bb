// The shell's page loads its main script through a ~1 KB first script (shell/src/page-start.ts),
// so that a server-rendered page paints before any of the shell's code is fetched. It is its own
// tiny build: in the app's build Module Federation would put its runtime (~30 KB gzip) into every
// entry. It runs after the app's build and rewrites the index.html that build wrote: the main
// script's tag goes, and the page-start code is written inline at the end of <body>, naming the main
// script in data-main. Inline, because a script file is one more request before the largest paint:
// Lighthouse's LCP counts every non-image request started before it (issue 30: LCP 80-110 ms
// lower at the calibrated CPU, side by side). The page servers allow exactly this script by its
// hash in the CSP (shell/server/http/inline-scripts.ts); no other inline script may run.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compiler, Configuration } from '@rspack/core';
import { BROWSER_TARGETS, sourceRules } from './module-rules.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PAGE_START_ENTRY = path.join(here, '..', '..', 'shell', 'src', 'page-start.ts');
const PAGE_START_NAME = 'page-start';

const MAIN_SCRIPT = /<script defer(?:="defer")? src="([^"]*\/main(?:\.[^"]*)?\.js)"><\/script>/;

/**
 * index.html with its main script loaded by the page-start code, inline at the end of <body> (it
 * reads its own tag's data-main; by then the server-rendered page is parsed). Throws if it has no
 * main script, or if the code could end its script element early.
 */
export function withPageStart(html: string, pageStartCode: string): string {
  const match = MAIN_SCRIPT.exec(html);
  const main = match?.[1];
  if (!match || !main) throw new Error('index.html has no deferred main script for page-start to load');
  if (/<\/script/i.test(pageStartCode)) throw new Error('page-start: its code contains </script and cannot be inlined');
  const withoutMain = html.replace(match[0], '');
  if (!withoutMain.includes('</body>')) throw new Error('index.html has no </body> for the page-start script');
  // A function, so that `$` sequences in the minified code are not read as replacement patterns.
  return withoutMain.replace('</body>', () => `<script data-main="${main}">${pageStartCode.trim()}</script></body>`);
}

/** After its build: writes the file it emitted into `<output>/index.html`, inline, and removes the file. */
class PageStartHtmlPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PageStartHtmlPlugin', async (compilation) => {
      const file = compilation.getAssets().find((asset) => asset.name.includes(PAGE_START_NAME) && asset.name.endsWith('.js'))?.name;
      if (!file) throw new Error('page-start: the build emitted no page-start script');
      const html = path.join(compiler.outputPath, 'index.html');
      const code = path.join(compiler.outputPath, file);
      await writeFile(html, withPageStart(await readFile(html, 'utf8'), await readFile(code, 'utf8')));
      await rm(code);
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
