import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Resolves in a later task than the one it is called in. */
export type NextTask = () => Promise<void>;

/** A timer, not a microtask or a message: the browser handles input and paints in between. */
export const nextTask: NextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const START_UP_TASKS_PLUGIN_NAME = 'site-start-up-tasks';

/**
 * The federation runtime's steps on a page, each in a task of its own (issue 30). Left to itself the
 * runtime runs on, in one task, from a remote's entry script to its initialised container and
 * the loading of the exposed module, and from a shared module's resolution to its chunks' script
 * tags: 8–15 ms of main thread unthrottled, a long task on a slow phone, and exactly what a
 * federated page has to do that the monolith does not. Before each of those steps this plugin
 * waits for the next task; the work is the same, cut where the runtime already awaits.
 * - beforeInitContainer: after the remote's entry script has run, before its container is initialised;
 * - beforeLoadShare: before a shared module (react-dom, the router...) is resolved and its chunks requested;
 * - beforeExecuteFactory: after the exposed module's chunk has loaded, before that module runs.
 */
export function startUpTasksPlugin(wait: NextTask = nextTask): ModuleFederationRuntimePlugin {
  return {
    name: START_UP_TASKS_PLUGIN_NAME,
    async beforeInitContainer(args) {
      await wait();
      return args;
    },
    async beforeLoadShare(args) {
      await wait();
      return args;
    },
    async beforeExecuteFactory() {
      await wait();
    },
  };
}
