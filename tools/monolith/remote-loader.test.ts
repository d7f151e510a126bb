import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each remote's screens module is the boundary: replaced so the loader's own logic (which remote,
// caching, retry after failure) is tested without importing the real pages.
const screens = vi.hoisted(() => {
  const make = () => ({
    paths: [] as string[],
    loadScreen: vi.fn<(path: string) => Promise<ComponentType>>(),
    dataFor: vi.fn<(path: string, search: string) => readonly string[]>(() => []),
  });
  return { products: make(), investors: make(), dealers: make(), content: make() };
});
vi.mock('../../mfe-products/src/screens', () => ({ default: screens.products }));
vi.mock('../../mfe-investors/src/screens', () => ({ default: screens.investors }));
vi.mock('../../mfe-dealers/src/screens', () => ({ default: screens.dealers }));
vi.mock('../../mfe-content/src/screens', () => ({ default: screens.content }));

const monolithLoader = await import('./src/remote-loader.ts');
const { LOCAL_REMOTES, loadScreen, preloadPath, resetRemoteLoader, screenDataPaths, startRemotes } = monolithLoader;
const { findRoute } = await import('../../shell/src/routes/route-table.ts');

const Screen: ComponentType = () => null;

/** The loader is browser code: it reads the page's language from the address, as the shell's does. */
function visit(pathname: string): void {
  vi.stubGlobal('window', { location: { pathname } });
}

beforeEach(() => {
  resetRemoteLoader();
  vi.clearAllMocks();
  visit('/');
});

describe('monolith remote loader', () => {
  it('has a local import for every remote of the route table', () => {
    expect(Object.keys(LOCAL_REMOTES).sort()).toEqual(['mfe_content', 'mfe_dealers', 'mfe_investors', 'mfe_products']);
  });

  it("exports everything the shell's federated loader does (the alias swaps one for the other: a missing export fails only the monolith's build)", async () => {
    const federated = await import('../../shell/src/remotes/remote-loader.ts');
    const missing = Object.keys(federated).filter((name) => !(name in monolithLoader));
    expect(missing).toEqual([]);
  });

  it("answers a screen's data declarations from its remote's dataFor", async () => {
    screens.investors.dataFor.mockReturnValue(['/investors/list-annual-report']);
    const route = findRoute('/investors/annual-report')!;
    await expect(screenDataPaths(route, '?year=2025')).resolves.toEqual(['/investors/list-annual-report']);
    expect(screens.investors.dataFor).toHaveBeenCalledWith('/investors/annual-report', '?year=2025');
  });

  it('needs no remote map', async () => {
    await expect(startRemotes()).resolves.toBeUndefined();
  });

  it('asks the route\'s own remote for the route\'s screen key, once', async () => {
    screens.products.loadScreen.mockResolvedValue(Screen);
    const alias = findRoute('/product')!; // screen key differs from the path
    await expect(loadScreen(alias)).resolves.toBe(Screen);
    await loadScreen(alias);
    expect(screens.products.loadScreen).toHaveBeenCalledTimes(1);
    expect(screens.products.loadScreen).toHaveBeenCalledWith('/product/pvc-electricals', 'en');
    expect(screens.content.loadScreen).not.toHaveBeenCalled();
  });

  it('forgets a failed load so Retry loads again', async () => {
    screens.investors.loadScreen.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(Screen);
    const route = findRoute('/investors/annual-report')!;
    await expect(loadScreen(route)).rejects.toThrow('chunk failed');
    await expect(loadScreen(route)).resolves.toBe(Screen);
  });

  it('preloads known paths and ignores unknown ones', async () => {
    screens.dealers.loadScreen.mockResolvedValue(Screen);
    preloadPath('/dealer-networks');
    preloadPath('/no-such-page');
    await vi.waitFor(() => expect(screens.dealers.loadScreen).toHaveBeenCalledWith('/dealer-networks', 'en'));
    expect(screens.content.loadScreen).not.toHaveBeenCalled();
  });

  it('asks for the screen in the page\'s language (issue 31)', async () => {
    visit('/ml/dealer-networks');
    screens.dealers.loadScreen.mockResolvedValue(Screen);
    preloadPath('/ml/dealer-networks');
    await vi.waitFor(() => expect(screens.dealers.loadScreen).toHaveBeenCalledWith('/dealer-networks', 'ml'));
  });
});
