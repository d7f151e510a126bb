// The monolith's stand-in for shell/src/remotes/remote-loader.ts (swapped in by resolve.alias in
// ../rspack.config.ts): the same exports, but each "remote" is a plain dynamic import() of that
// remote's src/screens.ts compiled into this one bundle — no remote map, no Module Federation.
// Caching mirrors the federated loader (one promise per screen, dropped on failure so Retry retries).
import type { ComponentType } from 'react';
import type { RemoteScreens } from '@site/shared/remote/contract';
import { REMOTE_KEYS, REMOTES, type RemoteKey, type RemoteName } from '../../../shared/src/remote/registry';
import { localeOfPath, pathWithoutLocale } from '../../../shared/src/i18n/locales';
import { findRoute, type RouteEntry } from '../../../shell/src/routes/route-table';

type ScreensModule = RemoteScreens | { default: RemoteScreens };

// The bundler must see each import() path written out; the registry's keys type the list, so a
// remote added there fails the typecheck here until it has its line.
const SCREENS_BY_KEY = {
  products: () => import('../../../mfe-products/src/screens'),
  investors: () => import('../../../mfe-investors/src/screens'),
  dealers: () => import('../../../mfe-dealers/src/screens'),
  content: () => import('../../../mfe-content/src/screens'),
} satisfies Record<RemoteKey, () => Promise<ScreensModule>>;

/** Remote name → its screens module, bundled locally. Each import() is its own chunk group. */
export const LOCAL_REMOTES: Readonly<Record<RemoteName, () => Promise<ScreensModule>>> = Object.fromEntries(
  REMOTE_KEYS.map((key): [string, () => Promise<ScreensModule>] => [REMOTES[key].mfName, SCREENS_BY_KEY[key]]),
) as Record<RemoteName, () => Promise<ScreensModule>>;

const screenPromises = new Map<string, Promise<ComponentType>>();

/** Nothing to fetch or register in a single bundle; kept so the shell's entry runs unchanged. */
export function startRemotes(): Promise<void> {
  return Promise.resolve();
}

async function importScreens(remote: RemoteName): Promise<RemoteScreens> {
  const module = await LOCAL_REMOTES[remote]();
  return 'loadScreen' in module ? module : module.default;
}

/** The screen component of a route, from the locally bundled remote. */
export function loadScreen(route: RouteEntry): Promise<ComponentType> {
  const key = `${route.remote}:${route.screen}`;
  let promise = screenPromises.get(key);
  if (!promise) {
    // With the page's language, as the federated loader does (issue 31).
    promise = importScreens(route.remote).then((screens) => screens.loadScreen(route.screen, localeOfPath(window.location.pathname)));
    screenPromises.set(key, promise);
    promise.catch(() => screenPromises.delete(key));
  }
  return promise;
}

/** The admin-host paths a route's screen declares it renders with (`dataFor`), as the federated loader answers. */
export async function screenDataPaths(route: RouteEntry, search: string): Promise<readonly string[]> {
  const screens = await importScreens(route.remote);
  return typeof screens.dataFor === 'function' ? screens.dataFor(route.screen, search) : [];
}

/** Starts loading the screen of a path (start-up, hover, focus). Unknown paths are ignored. */
export function preloadPath(pathname: string): void {
  const route = findRoute(pathWithoutLocale(pathname));
  if (route) loadScreen(route).catch(() => undefined);
}

/** For tests: forget every cached screen. */
export function resetRemoteLoader(): void {
  screenPromises.clear();
}
