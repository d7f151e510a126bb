// Which stylesheets a server-rendered monolith page links. The federated page links the shell's
// CSS and the route's screen CSS (its remote's screen-assets.json, written by that remote's build);
// the monolith has the same CSS split over its own chunks, so its build writes the same knowledge
// for itself: `monolith-styles.json` = the CSS of the shell's frame (the entry and its
// `import('./bootstrap')`) and, per route screen, the CSS of that screen's chunk group. Linking
// every CSS file of the bundle instead would make the monolith download all screens' CSS before
// its first paint (about 29 KiB gzip against the federated page's few KiB): not a fair comparison.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, StatsCompilation } from '@rspack/core';
import { screenAssetsFromStats, screenRequests } from '../build/screen-assets.ts';

export const MONOLITH_STYLES_FILE = 'monolith-styles.json';

export interface MonolithStyles {
  /** CSS of the shell's frame, root-relative (e.g. /static/css/12.abc.css). */
  frame: string[];
  /** Route screen key → its screen's CSS, root-relative. */
  screens: Record<string, string[]>;
}

const css = (files: Iterable<string>) => [...new Set([...files].filter((f) => f.endsWith('.css')).map((f) => `/${f}`))].sort();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * From the build's stats: the frame's CSS (chunks of the entry, and of the shell's import() of
 * `bootstrap` from src/index.ts) and each screen's (the import() of its path in `<remote>/src/screens.ts`).
 */
export function monolithStylesFromStats(stats: Pick<StatsCompilation, 'chunks'>, screensSources: Record<string, string>): MonolithStyles {
  const frame = new Set<string>();
  for (const chunk of stats.chunks ?? []) {
    const fromEntry = chunk.initial === true;
    const fromBootstrap = (chunk.origins ?? []).some((o) => o.request === './bootstrap' && /(^|\/)src\/index\.ts$/.test(o.moduleName ?? ''));
    if (fromEntry || fromBootstrap) (chunk.files ?? []).forEach((f) => frame.add(f));
  }
  const screens: Record<string, string[]> = {};
  for (const [remoteFolder, source] of Object.entries(screensSources)) {
    const module = new RegExp(`(^|/)${escape(remoteFolder)}/src/screens\\.ts$`);
    for (const [screen, files] of Object.entries(screenAssetsFromStats(stats, screenRequests(source), module).screens)) screens[screen] = css(files);
  }
  return { frame: css(frame), screens };
}

/** The stylesheets of a page: the frame's, then its screen's (none for a 404). */
export function stylesFor(styles: MonolithStyles, screen: string | undefined): string[] {
  return [...new Set([...styles.frame, ...(screen ? (styles.screens[screen] ?? []) : [])])];
}

/** Writes monolith-styles.json into the monolith's output. */
export class MonolithStylesPlugin {
  constructor(private readonly screensFiles: Record<string, string>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('MonolithStylesPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const sources = Object.fromEntries(
        Object.entries(this.screensFiles)
          .filter(([, file]) => existsSync(file))
          .map(([remote, file]) => [remote, readFileSync(file, 'utf8')]),
      );
      const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
      const outputPath = compiler.options.output.path ?? path.join(compiler.context, 'dist');
      mkdirSync(outputPath, { recursive: true });
      writeFileSync(path.join(outputPath, MONOLITH_STYLES_FILE), `${JSON.stringify(monolithStylesFromStats(json, sources), null, 2)}\n`);
    });
  }
}
