import type { ComponentType } from 'react';
import { loadCatalogs } from '../i18n/catalog';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/**
 * The admin-host answers a screen renders with, as paths on the admin host (query included), from
 * the page's query string ('?…' or ''). Declared beside the screen's loader so that the page server
 * fetches them all at once before its one render, and client-side navigation starts them with the
 * screen's chunk instead of after it (in the spirit of a data router's loaders).
 */
export type ScreenData = (search: string) => readonly string[];

/**
 * What every remote exposes as './screens'. The shell owns the route table and asks the remote
 * for the screen of a path; the remote owns how that screen is built and split into chunks, and
 * which admin data it needs.
 */
export interface RemoteScreens {
  /** Route paths (as in the spec's route table) this remote renders. */
  readonly paths: readonly string[];
  /**
   * Loads the screen component of a path, with its messages in `locale` (default English), so it
   * renders in that language at once. Rejects for a path the remote does not own. A shell that
   * passes no language gets English; a remote that ignores it renders English (issue 31).
   */
  loadScreen(path: string, locale?: Locale): Promise<ComponentType>;
  /** The admin-host paths the screen of `path` reads for this query string; [] for none (or a path it does not own). */
  dataFor(path: string, search?: string): readonly string[];
}

export type ScreenLoaders = Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;
/** Route path → the admin data its screen needs; a path left out needs none. */
export type ScreenDataDeclarations = Readonly<Record<string, ScreenData>>;

/** The same admin-host paths whatever the query string. */
export const adminPaths =
  (...paths: readonly string[]): ScreenData =>
  () =>
    paths;

/** Builds the './screens' module of a remote from lazily imported page modules and their data. */
export function defineRemoteScreens(loaders: ScreenLoaders, data: ScreenDataDeclarations = {}): RemoteScreens {
  return {
    paths: Object.keys(loaders),
    async loadScreen(path, locale = DEFAULT_LOCALE) {
      const load = loaders[path];
      if (!load) throw new Error(`No screen for ${path}`);
      const screen = (await load()).default;
      // The screen's module has defined its catalogs now: their translations, before it renders.
      await loadCatalogs(locale);
      return screen;
    },
    dataFor(path, search = '') {
      return Object.hasOwn(data, path) ? data[path]!(search) : [];
    },
  };
}
