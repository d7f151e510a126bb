import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { remoteNamed } from '@site/shared/remote/registry';
import type { RouteEntry } from '../routes/route-table';
import { loadScreen } from './remote-loader';
import { RemoteBoundary } from './RemoteBoundary';
import { ScreenLoading } from './ScreenLoading';

// One lazy component per screen and attempt, kept across renders so a cached screen does not
// flash its loading state on every visit.
const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyScreen(route: RouteEntry, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${route.remote}:${route.screen}:${attempt}`;
  let screen = lazyScreens.get(key);
  if (!screen) {
    screen = lazy(() => loadScreen(route).then((component) => ({ default: component })));
    lazyScreens.set(key, screen);
  }
  return screen;
}

/** Renders a route's screen from its remote, behind the section's error boundary with Retry. */
export function RemoteScreen({ route }: { route: RouteEntry }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(route, attempt);
  return (
    <RemoteBoundary key={`${route.path}:${attempt}`} section={remoteNamed(route.remote).section} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </RemoteBoundary>
  );
}
