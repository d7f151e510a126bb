import type { ComponentType } from 'react';

/**
 * What every remote exposes as './screens'. The shell owns the route table and asks the remote
 * for the screen of a path; the remote owns how that screen is built and split into chunks.
 */
export interface RemoteScreens {
  /** Route paths (as in the spec's route table) this remote renders. */
  readonly paths: readonly string[];
  /** Loads the screen component of a path. Rejects for a path the remote does not own. */
  loadScreen(path: string): Promise<ComponentType>;
}

export type ScreenLoaders = Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;

/** Builds the './screens' module of a remote from lazily imported page modules. */
export function defineRemoteScreens(loaders: ScreenLoaders): RemoteScreens {
  return {
    paths: Object.keys(loaders),
    async loadScreen(path) {
      const load = loaders[path];
      if (!load) throw new Error(`No screen for ${path}`);
      return (await load()).default;
    },
  };
}
