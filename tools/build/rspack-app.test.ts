import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkedShareKey } from './checked-shares-plugin.ts';
import { appConfig, RUNTIME_PROVIDER_FILE, sharedLibraries, sharedSingletons } from './rspack-app.ts';
import { ScreenAssetsPlugin } from './screen-assets.ts';

type ConfigFn = (env: Record<string, unknown>, argv: Record<string, unknown>) => Configuration | Configuration[];
const build = (options: Parameters<typeof appConfig>[0], mode: 'production' | 'development') =>
  (appConfig(options) as unknown as ConfigFn)({}, { mode });

interface MfOptions {
  experiments?: Record<string, unknown>;
  runtimePlugins?: [string, { checked: string[] }][];
}
const mfOptions = (config: Configuration) =>
  (config.plugins?.find((p) => p instanceof ModuleFederationPlugin) as unknown as { _options: MfOptions })._options;
const mfExperiments = (config: Configuration) => mfOptions(config).experiments ?? {};

const installed = (name: string): string =>
  (JSON.parse(readFileSync(createRequire(fileURLToPath(new URL('../../shell/package.json', import.meta.url))).resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

const remote = { app: 'mfe-investors', exposes: { './screens': './src/screens.ts' } } as const;

describe('appConfig: the shell page starts through page-start (tools/build/page-start.ts)', () => {
  it('a production shell build adds the page-start build, after the app build, into the same folder', () => {
    const configs = build({ app: 'shell' }, 'production') as Configuration[];
    const app = configs.find((config) => config.name === 'app')!;
    const pageStart = configs.find((config) => config.name === 'page-start')!;
    expect(pageStart.dependencies).toEqual(['app']);
    expect(pageStart.output?.path).toBe(app.output?.path);
    expect(pageStart.output?.clean).toBe(false);
    // Its own build, so Module Federation's runtime stays out of it.
    expect(pageStart.plugins?.some((p) => p instanceof ModuleFederationPlugin)).toBe(false);
    // Remotes and development builds load their main script directly.
    expect((build(remote, 'production') as Configuration[]).some((config) => config.name === 'page-start')).toBe(false);
    expect(Array.isArray(build({ app: 'shell' }, 'development'))).toBe(false);
  });
});

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
    const [shell, shellServer] = build({ app: 'shell' }, 'production') as Configuration[];
    expect(shellServer!.name).toBe('server');
    expect(mfExperiments(shell!).provideExternalRuntime).toBe(true);
    expect(mfExperiments(shell!).externalRuntime).toBeUndefined();
    const devRemote = build(remote, 'development') as Configuration;
    expect(Array.isArray(devRemote)).toBe(false);
    expect(mfExperiments(devRemote).externalRuntime).toBeUndefined();
    expect(devRemote.plugins?.some((p) => p instanceof ScreenAssetsPlugin)).toBe(false);
  });
});

describe('appConfig: shared versions checked at build time (issue 30)', () => {
  it('the shell carries the checked-shares runtime plugin with every shared singleton’s own pair; remotes do not', () => {
    const [app] = build({ app: 'shell' }, 'production') as Configuration[];
    const [file, { checked }] = mfOptions(app!).runtimePlugins![0]!;
    expect(path.basename(file)).toBe('checked-shares-plugin.ts');
    const packages = checked.map((key) => key.slice(0, key.lastIndexOf('@')));
    expect(packages).toEqual(Object.keys({ ...sharedSingletons(), ...sharedLibraries() }));
    expect(checked).toContain(checkedShareKey('react', installed('react'), `^${installed('react').split('.')[0]}.0.0`));
    const [remoteApp] = build(remote, 'production') as Configuration[];
    expect(mfOptions(remoteApp!).runtimePlugins).toBeUndefined();
  });
});

describe('appConfig: server code beside the browser build (issue 15)', () => {
  it('writes server/screens.cjs for a remote and server/render.cjs for the shell, after the browser build, for Node, with React left to the server', () => {
    const remoteServer = (build(remote, 'production') as Configuration[])[2]!;
    const [shell, shellServer] = build({ app: 'shell' }, 'production') as Configuration[];
    for (const [server, file] of [[remoteServer, 'screens.cjs'], [shellServer!, 'render.cjs']] as const) {
      expect(server.name).toBe('server');
      expect(server.dependencies).toEqual(['app']);
      expect(server.target).toBe('node20');
      expect(server.output?.filename).toBe(file);
      expect(server.output?.library).toEqual({ type: 'commonjs2' });
      expect(server.output?.asyncChunks).toBe(false);
      expect(server.output?.clean).toBe(false);
      expect(server.externals).toEqual(expect.arrayContaining(['react', 'react/jsx-runtime', 'react-dom', 'react-router']));
    }
    expect(shellServer!.output?.path).toBe(`${shell!.output?.path}/server`);
    // Same CSS Modules class names as the browser build, so the HTML matches what it hydrates.
    const identOf = (config: Configuration) => (config.module?.generator as Record<string, { localIdentName?: string }>)['css/auto']!.localIdentName;
    expect(identOf(shellServer!)).toBe(identOf(shell!));
  });

  it('development builds have no server part', () => {
    expect(Array.isArray(build({ app: 'shell' }, 'development'))).toBe(false);
  });
});
