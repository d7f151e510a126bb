// Server builds (issue 15): each app's React code once more, for Node, as one CommonJS file in
// `<output>/server/`: a remote's exposed screens (`screens.cjs`, loaded by the shell's server at
// run time from the release the remote map names, see shell/server/server-code.ts) and the
// shell's frame (`render.cjs`). react, react-dom and react-router stay out: the server process
// provides them, once. Dynamic imports are inlined (no chunk loading on the server); CSS Modules
// give only their class names (the browser build has the CSS), with the browser build's names;
// imported files resolve under the browser build's public path, passed in at load time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { APPS, type AppName } from '../../shell/server/apps.ts';
import { sourceRules } from './module-rules.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(here, '..', '..');

/** What the server process provides to server code (shell/server/server-code.ts checks the same list). */
const EXTERNALS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'react-dom/static', 'react-router', 'react-router-dom'];

/** The server builds of the apps: the shell's frame and each remote's screens. */
export function serverBuildOf(app: AppName, outputPath: string, localIdentName: string): ServerBuild {
  if (app === 'shell') {
    const loader = path.join(ROOT, 'shell', 'src', 'remotes', 'remote-loader');
    return { app, entry: 'src/render.server.tsx', filename: 'render.cjs', outputPath, localIdentName, alias: { [`${loader}$`]: `${loader}.server.ts` } };
  }
  return { app, entry: 'src/screens.ts', filename: 'screens.cjs', outputPath, localIdentName };
}

export interface ServerBuild {
  app: AppName;
  /** Entry module, relative to the app folder. */
  entry: string;
  /** File name in `<output>/server/`. */
  filename: string;
  outputPath: string;
  /** Must match the browser build's (CSS Modules class names). */
  localIdentName: string;
  /** Modules replaced on the server (exact paths without extension → replacement). */
  alias?: Record<string, string>;
}

export function serverConfig({ app, entry, filename, outputPath, localIdentName, alias = {} }: ServerBuild): Configuration {
  const { mfName } = APPS[app];
  return {
    name: 'server',
    // After the browser build, whose `clean` would delete this folder.
    dependencies: ['app'],
    mode: 'production',
    context: path.join(ROOT, app),
    target: 'node20',
    entry: { server: [path.join(here, 'server-public-path.js'), `./${entry}`] },
    devtool: false,
    output: {
      path: path.join(outputPath, 'server'),
      filename,
      library: { type: 'commonjs2' },
      asyncChunks: false,
      // The same as the browser build's: CSS Modules class names are hashed with it, and must be equal.
      uniqueName: mfName,
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      clean: false,
    },
    externalsType: 'commonjs',
    externals: EXTERNALS,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: { '@site/shared': path.join(ROOT, 'shared', 'src'), ...alias },
    },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': { localIdentName, exportsOnly: true },
        // The browser build emits the files; the server only needs their URLs.
        'asset/resource': { emit: false },
      },
      rules: [
        ...sourceRules({ targets: 'node >= 20' }),
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.ADMIN_HOST': JSON.stringify(process.env.ADMIN_HOST ?? 'http://localhost:4000'),
        'process.env.BROCHURE_BASE': JSON.stringify(process.env.BROCHURE_BASE ?? 'http://localhost:3001/brochures/'),
      }),
    ],
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    experiments: { css: true },
  };
}
