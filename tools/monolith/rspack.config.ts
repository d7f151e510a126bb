// The "monolith": the same shell and the same four remotes compiled into ONE app, no Module
// Federation, so `pnpm bench` can show what federation costs. It is the shell's own production
// config (tools/build/rspack-app.ts, unchanged: same entry, loaders, CSS Modules, index.html, public/)
// with four changes: the MF plugin is dropped, the shell's remote loader is swapped for a local
// one that import()s each remote's src/screens.ts, the remotes' public/ files are copied too, and
// the output goes to tools/monolith/dist. Like every production build it also writes server code
// (dist/server/render.cjs, monolithServerConfig below), so both variants of `pnpm bench` are server-rendered.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_APPS } from '../../shell/server/apps.ts';
import { appConfig } from '../build/rspack-app.ts';
import { pageStartConfig } from '../build/page-start.ts';
import { serverBuildOf, serverConfig } from '../build/rspack-server.ts';
import { MonolithStylesPlugin } from './monolith-styles.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '..', '..');
export const MONOLITH_DIST = path.join(here, 'dist');
/** The file the alias replaces, and its stand-in. */
export const FEDERATED_LOADER = path.join(ROOT, 'shell', 'src', 'remotes', 'remote-loader');
export const LOCAL_LOADER = path.join(here, 'src', 'remote-loader.ts');

const shellConfig = appConfig({ app: 'shell' });

/**
 * The remotes' public/ folders (mfe-content's generated pictures under static/media/gen/): each
 * remote's build copies its own; the single bundle needs them all, or its pages miss pictures.
 */
export const remotePublicDirs = (): string[] =>
  REMOTE_APPS.map((app) => path.join(ROOT, app, 'public')).filter((dir) => existsSync(dir));

type Plugin = NonNullable<Configuration['plugins']>[number];
const isFederation = (plugin: Plugin): boolean => plugin instanceof ModuleFederationPlugin;

/** Turns the shell's production config into the single-bundle build. Exported for its unit test. */
export function toMonolith(shell: Configuration): Configuration {
  const { devServer: _devServer, ...rest } = shell;
  const publicDirs = remotePublicDirs();
  return {
    ...rest,
    output: { ...shell.output, path: MONOLITH_DIST, uniqueName: 'monolith' },
    resolve: {
      ...shell.resolve,
      alias: {
        ...(shell.resolve?.alias as Record<string, string> | undefined),
        // Exact file paths (with and without extension), so nothing else named remote-loader matches.
        [FEDERATED_LOADER]: LOCAL_LOADER,
        [`${FEDERATED_LOADER}.ts`]: LOCAL_LOADER,
      },
    },
    plugins: [
      ...(shell.plugins ?? []).filter((p): p is RspackPluginInstance => Boolean(p) && !isFederation(p)),
      ...(publicDirs.length ? [new rspack.CopyRspackPlugin({ patterns: publicDirs.map((from) => ({ from, to: '.' })) })] : []),
      // Which CSS each server-rendered page links (monolith-styles.ts).
      new MonolithStylesPlugin(Object.fromEntries(REMOTE_APPS.map((app) => [app, path.join(ROOT, app, 'src', 'screens.ts')]))),
    ],
  };
}

/** The monolith's server entry: the shell's server frame and every remote's screens in one file. */
export const SERVER_ENTRY = path.join(here, 'src', 'render.server.ts');

/**
 * The monolith's server build (dist/server/render.cjs), made like the shell's own server build
 * (tools/build/rspack-server.ts: same loaders, externals, class names as the browser build), with
 * the monolith's entry: so the monolith is server-rendered by the same code as the federated site
 * (shell/server/render.ts), its screens imported directly instead of loaded from remotes.
 */
export function monolithServerConfig(browser: Configuration): Configuration {
  const generator = browser.module?.generator as { 'css/auto'?: { localIdentName?: string } } | undefined;
  const localIdentName = generator?.['css/auto']?.localIdentName;
  if (!localIdentName) throw new Error('The shell config names no CSS Modules localIdentName');
  const shellServer = serverBuildOf('shell', MONOLITH_DIST, localIdentName);
  const context = String(browser.context);
  const server = serverConfig({ ...shellServer, entry: path.relative(context, SERVER_ENTRY).split(path.sep).join('/') });
  // CSS Modules class names hash in the output's uniqueName: the server's must be the browser's, or
  // the server-rendered HTML names classes the browser's CSS does not have.
  return { ...server, output: { ...server.output, uniqueName: browser.output?.uniqueName } };
}

export default defineConfig((env, argv): Configuration | Configuration[] => {
  const shell = shellConfig(env, argv);
  // In production the shell's config is [browser, server]: the monolith replaces both.
  const configs = (Array.isArray(shell) ? shell : [shell]) as Configuration[];
  const browser = configs.find((c) => c.name === 'app') ?? configs[0]!;
  const monolith = toMonolith(browser);
  // Production: the same page-start script as the shell's page (tools/build/page-start.ts).
  return configs.length > 1 ? [monolith, monolithServerConfig(monolith), pageStartConfig(MONOLITH_DIST, 'monolith')] : monolith;
});
