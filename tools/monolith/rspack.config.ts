// The "monolith": the same shell and the same four remotes compiled into ONE app, no Module
// Federation, so `pnpm bench` can show what federation costs. It is the shell's own production
// config (tools/build/rspack-app.ts, unchanged: same entry, loaders, CSS Modules, index.html, public/)
// with four changes: the MF plugin is dropped, the shell's remote loader is swapped for a local
// one that import()s each remote's src/screens.ts, the remotes' public/ files are copied too, and
// the output goes to tools/monolith/dist.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_APPS } from '../apps.ts';
import { appConfig } from '../build/rspack-app.ts';

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
    ],
  };
}

export default defineConfig((env, argv): Configuration => {
  // A production shell build is [browser, server]: the monolith takes the browser build (its own
  // server rendering is for pnpm bench to add).
  const built = shellConfig(env, argv);
  const shell = Array.isArray(built) ? built.find((config: Configuration) => config.name === 'app') : built;
  if (!shell) throw new Error('appConfig returned no browser build');
  return toMonolith(shell as Configuration);
});
