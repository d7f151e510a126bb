// Each remote's build writes, beside its mf-manifest.json, the files every one of its screens needs
// for its first render: `screen-assets.json` (its format and reader: shell/server/screen-assets.ts).
// The shell's server reads it to link a route's screen files with the page itself, instead of
// discovering them hop by hop (remoteEntry → exposed module → screen chunk). Written by the
// remote's own build, it always matches the release it sits in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler, StatsCompilation } from '@rspack/core';
import { SCREEN_ASSETS_FILE, type ScreenAssets } from '../../shell/server/screen-assets.ts';

/**
 * Route path → module request of its lazy import, read from a remote's screens.ts. Understands
 * `'/path': () => import('./x')` and `'/path': helper(…)` where `const helper = … import('./x')`.
 * A path it cannot read simply gets no hints.
 */
export function screenRequests(source: string): Record<string, string> {
  const helpers = new Map<string, string>();
  for (const match of source.matchAll(/const\s+(\w+)\s*=[^;]*?import\(\s*'([^']+)'\s*\)/gs)) helpers.set(match[1]!, match[2]!);
  const requests: Record<string, string> = {};
  for (const match of source.matchAll(/^\s*'(\/[^']*)'\s*:\s*(.+)$/gm)) {
    const [, routePath, value] = match as unknown as [string, string, string];
    const request = /import\(\s*'([^']+)'\s*\)/.exec(value)?.[1] ?? helpers.get(/^(\w+)\s*\(/.exec(value)?.[1] ?? '');
    if (request) requests[routePath] = request;
  }
  return requests;
}

const isAsset = (file: string) => /\.(js|css)$/.test(file);

/**
 * The files of each screen from the build's stats: every chunk created by the screen's import()
 * in screens.ts (its own chunk and the split chunks it shares with other screens).
 */
export function screenAssetsFromStats(
  stats: Pick<StatsCompilation, 'chunks'>,
  requests: Record<string, string>,
  screensModule = /(^|\/)src\/screens\.ts$/,
): ScreenAssets {
  const expose = new Set<string>();
  const byRequest = new Map<string, Set<string>>();
  for (const chunk of stats.chunks ?? []) {
    const files = (chunk.files ?? []).filter(isAsset);
    if ((chunk.names ?? []).some((name) => name.startsWith('__federation_expose_'))) files.forEach((file) => expose.add(file));
    for (const origin of chunk.origins ?? []) {
      if (!origin.request || !screensModule.test(origin.moduleName ?? '')) continue;
      const set = byRequest.get(origin.request) ?? new Set<string>();
      files.forEach((file) => set.add(file));
      byRequest.set(origin.request, set);
    }
  }
  const screens: Record<string, string[]> = {};
  for (const [routePath, request] of Object.entries(requests)) {
    const files = byRequest.get(request);
    if (files?.size) screens[routePath] = [...files].sort();
  }
  return { expose: [...expose].sort(), screens };
}

/** Writes screen-assets.json into the build output of a remote (beside mf-manifest.json). */
export class ScreenAssetsPlugin {
  constructor(private readonly screensFile: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise('ScreenAssetsPlugin', async (stats) => {
      if (stats.hasErrors()) return;
      const requests = screenRequests(await readFile(this.screensFile, 'utf8'));
      const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
      const assets = screenAssetsFromStats(json, requests);
      const outputPath = compiler.options.output.path ?? path.join(compiler.context, 'dist');
      mkdirSync(outputPath, { recursive: true });
      writeFileSync(path.join(outputPath, SCREEN_ASSETS_FILE), `${JSON.stringify(assets, null, 2)}\n`);
    });
  }
}
