import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates server-rendered HTML, true from the render
 * after that (and at once when a screen is first rendered in the browser, e.g. after a click).
 * For parts that must only exist once their script runs, e.g. a frame whose messages an effect
 * listens for: rendered in the HTML, it could speak before anyone listens.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
