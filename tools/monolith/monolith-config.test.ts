import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import config, { FEDERATED_LOADER, LOCAL_LOADER, MONOLITH_DIST } from './rspack.config.ts';

const production = (config as (env: Record<string, unknown>, argv: Record<string, unknown>) => Configuration)({}, { mode: 'production' });

describe('monolith build config', () => {
  it('is the shell\'s production config without Module Federation', () => {
    expect(production.mode).toBe('production');
    expect(String(production.context)).toMatch(/[/\\]shell$/);
    expect(production.plugins?.some((p) => p instanceof ModuleFederationPlugin)).toBe(false);
    // Same index.html, same public/ copy, same runtime defines as the shell.
    const names = (production.plugins ?? []).map((p) => (p as object).constructor.name);
    expect(names).toEqual(expect.arrayContaining(['HtmlRspackPlugin', 'DefinePlugin']));
  });

  it('swaps exactly the shell\'s remote loader for the local one', () => {
    const alias = production.resolve?.alias as Record<string, string>;
    expect(alias[FEDERATED_LOADER]).toBe(LOCAL_LOADER);
    expect(alias[`${FEDERATED_LOADER}.ts`]).toBe(LOCAL_LOADER);
    expect(alias['@site/shared']).toMatch(/shared[/\\]src$/);
  });

  it('writes to tools/monolith/dist, with no dev server', () => {
    expect(production.output?.path).toBe(MONOLITH_DIST);
    expect(production.devServer).toBeUndefined();
  });
});
