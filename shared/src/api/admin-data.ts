import { createContext, type Context } from 'react';
import { ADMIN_DATA_SNAPSHOT_ID } from './admin-data-snapshot';

/** One admin-host answer a page already holds (server-rendered with it). */
export interface AdminAnswer {
  value: unknown;
}

/**
 * The admin-host answers of one page: on the server, what this render has fetched (and `load` to
 * fetch more within the page's data budget); in the browser, the answers the server rendered the
 * page with (the page's snapshot), so the first render equals the server's HTML and no request is
 * repeated. Without it (tests, a remote on its own) every list loads in an effect as before.
 */
export interface AdminData {
  answer(path: string): AdminAnswer | undefined;
  /** Server only: the answer to `path`, or undefined when it did not come within the budget. Same promise per path. */
  load?(path: string): Promise<AdminAnswer | undefined>;
  /**
   * Browser only: the answer to `path` that client-side navigation already asked for (a screen's
   * declared data, requested with its chunk rather than after it); undefined when nobody asked.
   * Resolves to undefined when that request failed, so the reader asks again itself.
   */
  pending?(path: string): Promise<AdminAnswer | undefined> | undefined;
}

// Every app bundles its own copy of this module (the shell, each remote, their server builds), but a
// context only connects provider and reader when it is the same object: keep one per process/page,
// found by a global symbol. React itself is a singleton, so the one context works across all copies.
const KEY = Symbol.for('site.admin-data-context');
const registry = globalThis as typeof globalThis & { [KEY]?: Context<AdminData | null> };

export const AdminDataContext: Context<AdminData | null> = (registry[KEY] ??= createContext<AdminData | null>(null));

export { ADMIN_DATA_SNAPSHOT_ID };

/** How long a page's answers are used in the browser: for hydration and quick moves, not for a tab left open all day. */
export const SNAPSHOT_USE_MS = 60_000;

/**
 * The page's answers by path (what the server rendered it with), as the browser reads them back.
 * After `until` (epoch ms) none is given any more: a screen opened later loads fresh rows.
 */
export function adminDataFrom(snapshot: Readonly<Record<string, unknown>>, until = Number.POSITIVE_INFINITY, now: () => number = Date.now): AdminData {
  return {
    answer: (path) => (Object.hasOwn(snapshot, path) && now() < until ? { value: snapshot[path] } : undefined),
  };
}

/** Reads the snapshot a server-rendered page carries; undefined when absent or unreadable. Entry scripts only. */
export function readAdminDataSnapshot(doc: Document, now: () => number = Date.now): AdminData | undefined {
  const text = doc.getElementById(ADMIN_DATA_SNAPSHOT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const snapshot: unknown = JSON.parse(text);
    return snapshot && typeof snapshot === 'object' && !Array.isArray(snapshot) ? adminDataFrom(snapshot as Record<string, unknown>, now() + SNAPSHOT_USE_MS, now) : undefined;
  } catch {
    return undefined;
  }
}
