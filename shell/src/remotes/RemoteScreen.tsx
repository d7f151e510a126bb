import { lazy, Suspense, useContext, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import { remoteNamed } from '@site/shared/remote/registry';
import type { RouteEntry } from '../routes/route-table';
import { NavigationDataContext, type NavigationData } from './navigation-data';
import { loadScreen, screenDataPaths } from './remote-loader';
import { RemoteBoundary } from './RemoteBoundary';
import { ScreenHydrated } from './ScreenHydrated';
import { ScreenLoading } from './ScreenLoading';
import { screenKey, ServerScreensContext } from './server-screens';

// One lazy component per screen and attempt, kept across renders so a cached screen does not
// flash its loading state on every visit.
const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyScreen(route: RouteEntry, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${screenKey(route)}:${attempt}`;
  let screen = lazyScreens.get(key);
  if (!screen) {
    screen = lazy(() => loadScreen(route).then((component) => ({ default: component })));
    lazyScreens.set(key, screen);
  }
  return screen;
}

/**
 * After a client-side navigation, asks for the screen's declared admin data while its chunk loads
 * (the render below starts the chunk; both go out together). Called during render, as `lazy`
 * starts the chunk there: React may render a screen that waits for its chunk without ever
 * committing it, so an effect would come too late. It starts requests once per history entry.
 */
function prefetchScreenData(navigation: NavigationData | null, route: RouteEntry, location: { key: string; search: string }): void {
  if (!navigation?.isNewNavigation(location.key)) return;
  screenDataPaths(route, location.search).then(
    (paths) => navigation.prefetch(paths),
    () => undefined, // the screen's own load reports a remote that cannot load
  );
}

/** Renders a route's screen from its remote, behind the section's error boundary with Retry. */
export function RemoteScreen({ route }: { route: RouteEntry }) {
  const [attempt, setAttempt] = useState(0);
  prefetchScreenData(useContext(NavigationDataContext), route, useLocation());
  // On the server: the screen if its remote's server code is loaded (else it suspends and that
  // section is rendered in the browser). Same tree either way, so the browser hydrates it.
  const Screen = useContext(ServerScreensContext)?.get(screenKey(route)) ?? lazyScreen(route, attempt);
  return (
    <RemoteBoundary key={`${route.path}:${attempt}`} section={remoteNamed(route.remote).section} remote={route.remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
        <ScreenHydrated path={route.path} />
      </Suspense>
    </RemoteBoundary>
  );
}
