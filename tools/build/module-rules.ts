// The module rules every build shares, the browser builds (rspack-app.ts) and the server builds
// (rspack-server.ts) alike: the same TypeScript/JSX transform, CSS Modules and asset handling on
// both sides is what makes a server-rendered page equal the browser's first render.
import type { RuleSetRule } from '@rspack/core';

/** The browsers every browser build targets. */
export const BROWSER_TARGETS = 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4';

export interface SourceRulesOptions {
  /** Browserslist query of the output ('node >= 20' for the server). */
  targets: string;
  /** React's development JSX transform (development browser builds only). */
  development?: boolean;
}

export function sourceRules({ targets, development = false }: SourceRulesOptions): RuleSetRule[] {
  return [
    {
      test: /\.(t|j)sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
        },
        env: { targets },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
  ];
}
