import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { appConfig, RUNTIME_PROVIDER_FILE } from './rspack-app.ts';
import { ScreenAssetsPlugin } from './screen-assets.ts';

type ConfigFn = (env: Record<string, unknown>, argv: Record<string, unknown>) => Configuration | Configuration[];
const build = (options: Parameters<typeof appConfig>[0], mode: 'production' | 'development') =>
  (appConfig(options) as unknown as ConfigFn)({}, { mode });

const mfExperiments = (config: Configuration) => {
  const plugin = config.plugins?.find((p) => p instanceof ModuleFederationPlugin) as unknown as { _options: { experiments?: Record<string, unknown> } };
  return plugin._options.experiments ?? {};
};

const remote = { app: 'mfe-investors', exposes: { './screens': './src/screens.ts' } } as const;

describe('appConfig: one Module Federation runtime per page', () => {
  it('a production remote uses the page’s runtime and also builds the provider for its standalone page', () => {
    const configs = build(remote, 'production');
    expect(Array.isArray(configs)).toBe(true);
    const [app, provider] = configs as Configuration[];
    expect(mfExperiments(app!).externalRuntime).toBe(true);
    expect(mfExperiments(app!).provideExternalRuntime).toBeUndefined();
    expect(provider!.output?.filename).toBe(RUNTIME_PROVIDER_FILE);
    expect(provider!.output?.path).toBe(app!.output?.path);
    expect(provider!.output?.clean).toBe(false);
    // Built after the app, whose own `clean` would delete it otherwise.
    expect(provider!.dependencies).toEqual([app!.name]);
    expect(provider!.plugins ?? []).toEqual([]);
    // Its screen-assets.json, for the shell's server (production only: only it sends hints).
    expect(app!.plugins?.some((p) => p instanceof ScreenAssetsPlugin)).toBe(true);
  });

  it('the shell provides the runtime; development builds keep their own', () => {
    const shell = build({ app: 'shell' }, 'production') as Configuration;
    expect(Array.isArray(shell)).toBe(false);
    expect(mfExperiments(shell).provideExternalRuntime).toBe(true);
    expect(mfExperiments(shell).externalRuntime).toBeUndefined();
    const devRemote = build(remote, 'development') as Configuration;
    expect(Array.isArray(devRemote)).toBe(false);
    expect(mfExperiments(devRemote).externalRuntime).toBeUndefined();
    expect(devRemote.plugins?.some((p) => p instanceof ScreenAssetsPlugin)).toBe(false);
  });
});
