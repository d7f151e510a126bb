import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Module Federation runtime is the boundary here: its loadRemote/registerRemotes are replaced
// so the loader's own logic (caching, one recovery with a fresh map, retry after failure) is tested.
const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { loadScreen, resetRemoteLoader, screenDataPaths, startRemotes } = await import('./remote-loader');
const { findRoute } = await import('../routes/route-table');

const MAP = {
  mfe_products: 'http://localhost:3001/mf-manifest.json',
  mfe_investors: 'http://localhost:3002/mf-manifest.json',
  mfe_dealers: 'http://localhost:3003/mf-manifest.json',
  mfe_content: 'http://localhost:3004/mf-manifest.json',
};
const mapFetch = vi.fn(async () => new Response(JSON.stringify(MAP)));
const Screen: ComponentType = () => null;
const screens = { paths: ['/investors/committee'], loadScreen: vi.fn(async () => Screen) };
const committee = findRoute('/investors/committee')!;

beforeEach(() => {
  resetRemoteLoader();
  vi.clearAllMocks();
});

describe('remote loader', () => {
  it('registers every remote from the map once, by the entry script beside its manifest', async () => {
    await startRemotes(mapFetch);
    await startRemotes(mapFetch);
    expect(mapFetch).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      Object.entries(MAP).map(([name, manifest]) => ({ name, entry: manifest.replace('mf-manifest.json', 'remoteEntry.js') })),
      { force: false },
    );
  });

  it('loads a screen through the remote\'s exposed ./screens and caches it', async () => {
    runtime.loadRemote.mockResolvedValue(screens);
    await expect(loadScreen(committee, mapFetch)).resolves.toBe(Screen);
    await loadScreen(committee, mapFetch);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_investors/screens');
    // With the page's language (happy-dom's page is at an English URL).
    expect(screens.loadScreen).toHaveBeenCalledWith('/investors/committee', 'en');
  });

  it('after a failure re-reads the map and force-registers that remote once, then succeeds', async () => {
    runtime.loadRemote.mockRejectedValueOnce(Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' }));
    runtime.loadRemote.mockResolvedValueOnce(screens);
    await expect(loadScreen(committee, mapFetch)).resolves.toBe(Screen);
    expect(mapFetch).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_investors', entry: 'http://localhost:3002/remoteEntry.js' }], { force: true });
  });

  it('rejects when recovery fails too, and tries again from scratch on the next call (Retry)', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('offline'));
    await expect(loadScreen(committee, mapFetch)).rejects.toThrow('offline');
    runtime.loadRemote.mockReset();
    runtime.loadRemote.mockResolvedValue(screens);
    await expect(loadScreen(committee, mapFetch)).resolves.toBe(Screen);
  });

  it("names a screen's admin data from its remote's declarations, before the screen's chunk is asked for", async () => {
    const dataFor = vi.fn((path: string, search?: string) => (path === '/investors/committee' ? [`/committees${search ?? ''}`] : []));
    runtime.loadRemote.mockResolvedValue({ ...screens, dataFor });
    await expect(screenDataPaths(committee, '?q=1', mapFetch)).resolves.toEqual(['/committees?q=1']);
    expect(screens.loadScreen).not.toHaveBeenCalled();
  });

  it('a release from before data declarations declares none', async () => {
    runtime.loadRemote.mockResolvedValue(screens);
    await expect(screenDataPaths(committee, '', mapFetch)).resolves.toEqual([]);
  });

  it('rejects a remote that answers nothing', async () => {
    runtime.loadRemote.mockResolvedValue(null);
    await expect(loadScreen(committee, mapFetch)).rejects.toThrow('did not return its screens');
  });
});
