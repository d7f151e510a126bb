// The publishing console: a plain single-page app (no Module Federation: it is never part of the
// public site), served by the admin host under /admin/ (src/console/static.ts). Same loaders and
// file naming as tools/build/rspack-app.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig((_env, argv) => {
  const prod = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  return {
    mode: prod ? 'production' : 'development',
    context: here,
    entry: { main: './src/index.tsx' },
    devtool: prod ? false : 'cheap-module-source-map',
    output: {
      path: path.join(here, 'dist'),
      publicPath: '/admin/',
      uniqueName: 'admin_console',
      filename: 'static/js/[name].[contenthash:10].js',
      chunkFilename: 'static/js/[name].[contenthash:10].js',
      cssFilename: 'static/css/[name].[contenthash:10].css',
      cssChunkFilename: 'static/css/[name].[contenthash:10].css',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: { '@site/shared': path.join(here, '..', '..', 'shared', 'src') },
    },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: { 'css/auto': { localIdentName: prod ? 'console-[hash:6]' : 'console-[path][name]-[local]' } },
      rules: [
        {
          test: /\.(t|j)sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: !prod } } },
            env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [new rspack.HtmlRspackPlugin({ template: path.join(here, 'index.html'), minify: prod, scriptLoading: 'defer' })],
    optimization: { runtimeChunk: false },
    performance: { hints: false },
    experiments: { css: true },
  };
});
