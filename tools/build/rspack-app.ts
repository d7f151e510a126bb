// One Rspack + Module Federation config for every app, so the five builds cannot drift apart
// (shared singletons, chunk naming, CSS handling). Each app's rspack.config.ts calls appConfig().
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { APPS, type AppName } from '../../shell/server/apps.ts';
import { REMOTE_ENTRY_FILE } from '../../shared/src/remote/remote-entry.ts';
import { checkedShares, type Satisfy } from './checked-shares.ts';
import type { CheckedSharesParams } from './checked-shares-plugin.ts';
import { eagerCompileHint } from './compile-hints.ts';
import { BROWSER_TARGETS, sourceRules } from './module-rules.ts';
import { pageStartConfig } from './page-start.ts';
import { serverBuildOf, serverConfig } from './rspack-server.ts';
import { ScreenAssetsPlugin } from './screen-assets.ts';
import { ownOriginRemoteMap } from '../../shell/server/remote-map.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const requireFromShell = createRequire(path.join(here, '..', '..', 'shell', 'package.json'));
/** Installed version, so requiredVersion always matches what is really shipped. */
const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(requireFromShell.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

/**
 * MF_SHARED_VERSION_OVERRIDE="react=19.0.0,react-dom=19.0.0" makes a build declare other versions
 * of its shared packages, to prove a remote built against another React still gets the page's one.
 */
function versionOverrides(): Record<string, string> {
  const spec = process.env.MF_SHARED_VERSION_OVERRIDE ?? '';
  return Object.fromEntries(
    spec
      .split(',')
      .map((pair) => pair.split('=').map((s) => s.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
  );
}

interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  version?: string;
  /** The module provided under the share key, when it is not the package itself. */
  import?: string;
}

const ROUTER_SURFACE = path.join(here, 'shared-router', 'react-router-surface.mjs');

/** react, react-dom and the router must exist once per page: singletons, first loaded wins. */
export function sharedSingletons(): Record<string, SharedSingleton> {
  const major = (name: string) => `^${installedVersion(name).split('.')[0]}.0.0`;
  const overrides = versionOverrides();
  const withOverride = (shared: Record<string, SharedSingleton>) => {
    for (const [name, config] of Object.entries(shared)) {
      const root = name.split('/')[0]!;
      const version = overrides[name] ?? overrides[root];
      if (version) config.version = version;
    }
    return shared;
  };
  return withOverride({
    react: { singleton: true, requiredVersion: major('react') },
    'react/jsx-runtime': { singleton: true, requiredVersion: major('react') },
    'react-dom': { singleton: true, requiredVersion: major('react-dom') },
    'react-dom/client': { singleton: true, requiredVersion: major('react-dom') },
    // The router singleton is the site's router surface (tools/build/shared-router), not the whole package.
    'react-router': {
      singleton: true,
      requiredVersion: major('react-router'),
      import: ROUTER_SURFACE,
      version: installedVersion('react-router'),
    },
    'react-router-dom': { singleton: true, requiredVersion: major('react-router-dom') },
  });
}

/**
 * Trim the Module Federation runtime each build carries (it is in every remoteEntry.js). All apps
 * run in browsers only; remotes never load other remotes, so they drop the remote-loading code the
 * shell needs; no app needs manifest snapshots in the browser, as the shell registers remotes by
 * their entry script (shared/src/remote/remote-entry.ts) and only the page server reads manifests.
 */
function mfRuntimeOptimization(isRemote: boolean) {
  return { target: 'web' as const, disableSnapshot: true, ...(isRemote ? { disableRemote: true } : {}) };
}

const requireFromShared = createRequire(path.join(here, '..', '..', 'shared', 'package.json'));

/**
 * Libraries every app bundles through shared/ but that need no singleton: shared anyway so a page
 * downloads one copy, not one per app (axios is ~21 KB gzip). Any compatible version will do.
 */
export function sharedLibraries(): Record<string, { requiredVersion: string; version: string }> {
  const version = (JSON.parse(readFileSync(requireFromShared.resolve('axios/package.json'), 'utf8')) as { version: string }).version;
  return { axios: { requiredVersion: `^${version.split('.')[0]}.0.0`, version } };
}

export interface AppOptions {
  app: AppName;
  /** Modules other apps load at runtime (remotes only). */
  exposes?: Record<string, string>;
}

/** Where the runtime every MF build is compiled against lives (enhanced → runtime-tools → runtime-core). */
function runtimeCorePath(): string {
  const fromEnhanced = createRequire(requireFromShell.resolve('@module-federation/enhanced'));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  return fromTools.resolve('@module-federation/runtime-core');
}

const CHECKED_SHARES_PLUGIN = path.join(here, 'checked-shares-plugin.ts');

/**
 * The shell's runtime plugin that skips the runtime's semver check of shared versions already
 * checked here, with the runtime's own `satisfy` (issue 30; tools/build/checked-shares-plugin.ts).
 */
function checkedSharesRuntimePlugin(): [string, CheckedSharesParams] {
  const { satisfy } = createRequire(import.meta.url)(runtimeCorePath()) as { satisfy: Satisfy };
  const declared = { ...sharedSingletons(), ...sharedLibraries() };
  const packageOf = (name: string) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!);
  const checked = checkedShares(
    Object.fromEntries(
      Object.entries(declared).map(([name, config]) => [
        name,
        { version: config.version ?? installedVersion(packageOf(name)), requiredVersion: config.requiredVersion },
      ]),
    ),
    satisfy,
  );
  return [CHECKED_SHARES_PLUGIN, { checked }];
}

/** The page every remote's standalone build serves (its title names the remote). */
export const STANDALONE_TEMPLATE = path.join(here, 'standalone.html');

/** The file a remote's standalone page loads before its own scripts (see runtimeProviderConfig). */
export const RUNTIME_PROVIDER_FILE = 'mf-runtime-core.js';

/**
 * Remotes are built with `externalRuntime`: their remoteEntry.js uses the Module Federation runtime
 * of the page (the shell provides it with `provideExternalRuntime`) instead of carrying its own
 * copy, ~18 KB gzip less on every page. The runtime is thereby part of the shell–remote contract,
 * like the React singleton. A remote's standalone page has no shell: this second, tiny build
 * provides the runtime there, as a root file its index.html loads first.
 */
function runtimeProviderConfig(app: AppName, outputPath: string): Configuration {
  return {
    name: 'runtime-provider',
    // After the app's build, whose `clean` would otherwise delete this file.
    dependencies: ['app'],
    mode: 'production',
    context: path.join(here, '..', '..', app),
    target: 'web',
    entry: { provider: path.join(here, 'mf-runtime-provider.js') },
    devtool: false,
    output: { path: outputPath, filename: RUNTIME_PROVIDER_FILE, uniqueName: `${APPS[app].mfName}_runtime_provider`, clean: false },
    resolve: { alias: { '@module-federation/runtime-core$': runtimeCorePath() } },
    performance: { hints: false },
  };
}

export function appConfig({ app, exposes }: AppOptions) {
  const { mfName, port } = APPS[app];
  const dir = path.join(here, '..', '..', app);
  const isRemote = Boolean(exposes);
  return defineConfig((_env, argv): Configuration | Configuration[] => {
    const prod = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    // Production remotes take the runtime from the page; in development each app keeps its own.
    const externalRuntime = prod && isRemote;
    const outputPath = process.env.OUTPUT_PATH ? path.resolve(process.env.OUTPUT_PATH) : path.join(dir, 'dist');
    const localIdentName = prod ? `${mfName}-[hash:6]` : `${mfName}-[path][name]-[local]`;
    const config: Configuration = {
      name: 'app',
      mode: prod ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? false : 'cheap-module-source-map',
      output: {
        // OUTPUT_PATH: releases build a remote into its own versioned folder (tools/release/release.ts).
        path: outputPath,
        // 'auto' resolves chunks relative to the script that loaded them, so a remote works
        // from whatever folder or origin it is deployed to (versioned release folders included).
        publicPath: 'auto',
        uniqueName: mfName,
        filename: prod ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
        chunkFilename: prod ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
        cssFilename: prod ? 'static/css/[name].[contenthash:10].css' : 'static/css/[name].css',
        cssChunkFilename: prod ? 'static/css/[name].[contenthash:10].css' : 'static/css/[name].css',
        assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
        chunkLoadTimeout: 120_000, // spec §9
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // Same alias as tsconfig.base.json's paths and vitest.config.ts: shared is source, not a build.
        alias: {
          '@site/shared': path.join(here, '..', '..', 'shared', 'src'),
          // The real package under another name, for the shared router surface to re-export from.
          'react-router-full$': requireFromShell.resolve('react-router'),
        },
      },
      module: {
        // `import styles from './x.module.css'` (default export), as vitest and the TS typings expect.
        parser: { 'css/auto': { namedExports: false } },
        generator: {
          'css/auto': { localIdentName },
        },
        rules: [
          ...sourceRules({ targets: BROWSER_TARGETS, development: !prod }),
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          // The shell has its own page; every remote's standalone page comes from one template.
          template: isRemote ? STANDALONE_TEMPLATE : path.join(dir, 'index.html'),
          minify: prod,
          // Deep links (/investors/committee) need root-absolute script URLs in the page itself.
          publicPath: '/',
          // The shell's own runtime must not wait on remotes: scripts are deferred, not inline.
          scriptLoading: 'defer',
          // A standalone remote page loads the runtime provider first (deferred scripts run in order).
          templateParameters: {
            title: `${app} (standalone)`,
            runtimeProvider: externalRuntime ? `<script defer src="/${RUNTIME_PROVIDER_FILE}"></script>` : '',
          },
        }),
        // Files copied as they are (favicon, robots.txt...) from the app's public/ folder, if any.
        ...(existsSync(path.join(dir, 'public'))
          ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] })]
          : []),
        new rspack.DefinePlugin({
          'process.env.ADMIN_HOST': JSON.stringify(process.env.ADMIN_HOST ?? 'http://localhost:4000'),
          'process.env.BROCHURE_BASE': JSON.stringify(process.env.BROCHURE_BASE ?? 'http://localhost:3001/brochures/'),
        }),
        new ModuleFederationPlugin({
          name: mfName,
          filename: REMOTE_ENTRY_FILE,
          exposes: exposes ?? {},
          // No build-time remotes: the shell registers them at runtime from the remote map.
          remotes: {},
          shared: { ...sharedSingletons(), ...sharedLibraries() },
          shareStrategy: 'loaded-first',
          ...(isRemote ? {} : { runtimePlugins: [checkedSharesRuntimePlugin()] }),
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          experiments: {
            optimization: mfRuntimeOptimization(isRemote),
            ...(externalRuntime ? { externalRuntime: true } : {}),
            ...(isRemote ? {} : { provideExternalRuntime: true }),
          },
        }),
        // Production remotes publish which files each screen needs, for the shell's server's preloads.
        ...(prod && exposes?.['./screens'] ? [new ScreenAssetsPlugin(path.join(dir, exposes['./screens']))] : []),
        // The start-up scripts compiled off the main thread (issue 30; tools/build/compile-hints.ts).
        ...(prod ? [eagerCompileHint()] : []),
      ],
      optimization: {
        // Never 'single': a shared runtime chunk across federated builds breaks module loading.
        runtimeChunk: false,
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        // The shell's dev server answers /remotes.json like production does: remotes on their dev ports.
        ...(app === 'shell'
          ? {
              setupMiddlewares: (middlewares) => [
                {
                  name: 'remote-map',
                  path: '/remotes.json',
                  middleware: (_req: IncomingMessage, res: ServerResponse) => {
                    res.setHeader('Content-Type', 'application/json');
                    res.setHeader('Cache-Control', 'no-cache');
                    res.end(JSON.stringify(ownOriginRemoteMap()));
                  },
                },
                ...middlewares,
              ],
            }
          : {}),
      },
      experiments: { css: true },
    };
    // Production builds also write the app's server code (server/, see rspack-server.ts).
    if (!prod) return config;
    const server = serverConfig(serverBuildOf(app, outputPath, localIdentName));
    if (externalRuntime) return [config, runtimeProviderConfig(app, outputPath), server];
    // The shell's page starts through page-start (tools/build/page-start.ts).
    return app === 'shell' ? [config, server, pageStartConfig(outputPath, mfName)] : [config, server];
  });
}
