import { createContext } from 'react';
import type { AdminAnswer, AdminData } from '@site/shared/api/admin-data';
import { fetchAnswer } from '@site/shared/api/client';

/**
 * How long an answer asked for by a navigation is handed to the screen that reads it: enough for
 * the screen's chunk to arrive on a slow phone, short enough that coming back to the page later
 * loads fresh rows (the page's own snapshot has its own, longer window).
 */
export const NAVIGATION_ANSWER_MS = 10_000;

/** The browser's admin data: the page's snapshot, plus the answers navigations asked for early. */
export interface NavigationData extends AdminData {
  pending(path: string): Promise<AdminAnswer | undefined> | undefined;
  /** Asks for these admin-host paths now (once each within NAVIGATION_ANSWER_MS; none the page already holds). */
  prefetch(paths: readonly string[]): void;
  /**
   * True once for each history entry (React Router's location key) the visitor moves to after the
   * page's first one. The first is what the server rendered with its data: asking again while it
   * hydrates could hand a screen an answer its server HTML did not have.
   */
  isNewNavigation(locationKey: string): boolean;
}

interface Asked {
  at: number;
  promise: Promise<AdminAnswer | undefined>;
  answer?: AdminAnswer;
}

/**
 * Client-side navigation uses the screens' data declarations (`dataFor` in each remote's screens.ts)
 * as the page server does: the shell asks for a screen's answers together with its chunk, and the
 * screen's `useAdminList` takes them from here instead of asking after it has rendered.
 */
export function navigationData(
  page: AdminData | undefined,
  fetchImpl: (path: string) => Promise<unknown> = fetchAnswer,
  now: () => number = Date.now,
): NavigationData {
  const asked = new Map<string, Asked>();
  let firstKey: string | undefined;
  let lastKey: string | undefined;
  const fresh = (path: string): Asked | undefined => {
    const entry = asked.get(path);
    return entry && now() - entry.at < NAVIGATION_ANSWER_MS ? entry : undefined;
  };
  return {
    answer: (path) => page?.answer(path) ?? fresh(path)?.answer,
    pending: (path) => fresh(path)?.promise,
    prefetch(paths) {
      for (const path of paths) {
        if (page?.answer(path) || fresh(path)) continue;
        const entry: Asked = { at: now(), promise: Promise.resolve(undefined) };
        entry.promise = fetchImpl(path).then(
          (value) => (entry.answer = { value }),
          () => undefined, // the screen asks again itself, and reports the failure
        );
        asked.set(path, entry);
      }
    },
    isNewNavigation(key) {
      firstKey ??= key;
      if (key === (lastKey ?? firstKey)) return false;
      lastKey = key;
      return true;
    },
  };
}

/** The shell's navigation data in the browser; null on the server, whose page server fetched every answer already. */
export const NavigationDataContext = createContext<NavigationData | null>(null);
