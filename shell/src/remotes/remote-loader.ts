import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteScreens } from '@site/shared/remote/contract';
import { REMOTE_NAMES, type RemoteName } from '@site/shared/remote/registry';
import { remoteEntryOf } from '@site/shared/remote/remote-entry';
import { localeOfPath, pathWithoutLocale, type Locale } from '@site/shared/i18n/locales';
import { findRoute, type RouteEntry } from '../routes/route-table';
import { fetchRemoteMap, type RemoteMap } from './remote-map';
import { startUpTasksPlugin } from './start-up-tasks';

// Screens are cached per remote+screen as promises, so the start-up preload, a hover preload and
// the render all share one request. A failed promise is dropped so Retry really retries.

let mapPromise: Promise<RemoteMap> | null = null;
const screenPromises = new Map<string, Promise<ComponentType>>();

function register(map: RemoteMap, names: readonly RemoteName[], force: boolean): void {
  registerRemotes(
    // By the entry script beside each manifest, not the manifest: hydration then waits for no
    // manifest request and the runtime builds no snapshot from it (issue 30; remote-entry.ts).
    names.map((name) => ({ name, entry: remoteEntryOf(map[name]) })),
    { force },
  );
}

/** Fetches the remote map (or takes the one the page was rendered with) and registers every remote (once). */
export function startRemotes(fetchImpl: typeof fetch = fetch, snapshot?: RemoteMap): Promise<RemoteMap> {
  mapPromise ??= (snapshot ? Promise.resolve(snapshot) : fetchRemoteMap(fetchImpl)).then((map) => {
    // Before the first remote or shared module loads; the runtime keeps one plugin per name.
    registerPlugins([startUpTasksPlugin()]);
    register(map, REMOTE_NAMES, false);
    return map;
  });
  mapPromise.catch(() => {
    mapPromise = null; // let the next attempt fetch the map again
  });
  return mapPromise;
}

async function importScreens(remote: RemoteName): Promise<RemoteScreens> {
  const module = await loadRemote<RemoteScreens | { default: RemoteScreens }>(`${remote}/screens`);
  if (!module) throw new Error(`Remote ${remote} did not return its screens`);
  return 'loadScreen' in module ? module : module.default;
}

/**
 * Re-reads the map and re-registers one remote, clearing the runtime's cache of it: a redeployed
 * remote (new manifest URL) or one whose old chunks are gone (ChunkLoadError) loads afresh.
 */
async function refreshRemote(remote: RemoteName, fetchImpl: typeof fetch): Promise<void> {
  const map = await fetchRemoteMap(fetchImpl);
  mapPromise = Promise.resolve(map);
  register(map, [remote], true);
}

/** The page's language: its URL's, for the whole life of the page (a switch loads another page). */
const pageLocale = (): Locale => localeOfPath(window.location.pathname);

async function loadScreenOnce(route: RouteEntry, fetchImpl: typeof fetch): Promise<ComponentType> {
  await startRemotes(fetchImpl);
  // The remote fetches the screen's messages in that language with its code (issue 31).
  const locale = pageLocale();
  try {
    return await (await importScreens(route.remote)).loadScreen(route.screen, locale);
  } catch (firstError) {
    // One recovery attempt with a fresh map before the section shows its fallback.
    console.warn(`Loading ${route.remote} failed, re-reading the remote map`, firstError);
    await refreshRemote(route.remote, fetchImpl);
    return (await importScreens(route.remote)).loadScreen(route.screen, locale);
  }
}

/** The screen component of a route, loading its remote if needed. */
export function loadScreen(route: RouteEntry, fetchImpl: typeof fetch = fetch): Promise<ComponentType> {
  const key = `${route.remote}:${route.screen}`;
  let promise = screenPromises.get(key);
  if (!promise) {
    promise = loadScreenOnce(route, fetchImpl);
    screenPromises.set(key, promise);
    promise.catch(() => screenPromises.delete(key));
  }
  return promise;
}

/**
 * The admin-host paths a route's screen reads for this query string, from its remote's data
 * declarations (`dataFor`): known as soon as the remote's screens module is there, before the
 * screen's chunk. A release from before the declarations existed declares none.
 */
export async function screenDataPaths(route: RouteEntry, search: string, fetchImpl: typeof fetch = fetch): Promise<readonly string[]> {
  await startRemotes(fetchImpl);
  const screens = await importScreens(route.remote);
  return typeof screens.dataFor === 'function' ? screens.dataFor(route.screen, search) : [];
}

/** Starts loading the screen of a path (start-up, hover, focus). Unknown paths are ignored. */
export function preloadPath(pathname: string): void {
  const route = findRoute(pathWithoutLocale(pathname));
  if (route) loadScreen(route).catch(() => undefined); // the render reports failures, not the preload
}

/** For tests: forget every cached map and screen. */
export function resetRemoteLoader(): void {
  mapPromise = null;
  screenPromises.clear();
}
