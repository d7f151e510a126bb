// What a screen says about its page's head beyond the route's own title (issue 29: a blog post
// opened at its own address names the page). The shell's head reads it (shell/src/layout/usePageMeta.ts);
// the screen that knows (the blog, which has the posts) writes it. On the server the shell computes
// the same from the page's data (shell/src/seo/page-meta.ts), so this store is for the browser only.
import { useSyncExternalStore } from 'react';

export interface ScreenMeta {
  /** The page's own title (the shell adds the company's name). */
  title: string;
  description: string;
  /** The query the page's canonical address keeps, e.g. '?post=<slug>'. */
  query: string;
}

interface Store {
  value: ScreenMeta | null;
  listeners: Set<() => void>;
}

// Every app bundles its own copy of this module (the shell and each remote): one store per page,
// found by a global symbol, as AdminDataContext does.
const KEY = Symbol.for('site.screen-meta');
const registry = globalThis as typeof globalThis & { [KEY]?: Store };
const store = (): Store => (registry[KEY] ??= { value: null, listeners: new Set() });

/** Sets (or, with null, clears) the open screen's meta. Effects only. */
export function setScreenMeta(meta: ScreenMeta | null): void {
  const current = store();
  const same = meta && current.value && meta.title === current.value.title && meta.description === current.value.description && meta.query === current.value.query;
  if (same || (meta === null && current.value === null)) return;
  current.value = meta;
  for (const listener of current.listeners) listener();
}

const subscribe = (listener: () => void) => {
  store().listeners.add(listener);
  return () => store().listeners.delete(listener);
};

/** The open screen's meta (null on the server and until a screen sets it). */
export function useScreenMeta(): ScreenMeta | null {
  return useSyncExternalStore(
    subscribe,
    () => store().value,
    () => null,
  );
}
