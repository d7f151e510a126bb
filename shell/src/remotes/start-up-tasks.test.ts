import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { startUpTasksPlugin } from './start-up-tasks';

/**
 * What the runtime did, in order, with the task boundaries: every step sets a timer, and that
 * timer's mark comes before the next step only if the next step ran in a later task.
 */
function journal() {
  const events: string[] = [];
  const step = (name: string) => {
    events.push(name);
    setTimeout(() => events.push(`task after: ${name}`), 0);
  };
  /** True when `later` ran in a task after the one `earlier` ran in. */
  const inLaterTask = (earlier: string, later: string) => {
    const boundary = events.indexOf(`task after: ${earlier}`);
    return boundary !== -1 && boundary < events.indexOf(later);
  };
  return { events, step, inLaterTask };
}

let hosts = 0;

/** A real runtime instance with one remote whose entry script is this test's object, not a download. */
function hostWithRemote(step: (name: string) => void, plugins: ModuleFederationRuntimePlugin[]) {
  const entry = {
    init: async () => step('container initialised'),
    // As the runtime types it: what `get` returns (awaited) is the exposed module's factory.
    get: () => {
      step('exposed chunk loaded');
      return async () => {
        step('exposed module ran');
        return { ok: true };
      };
    },
  };
  const entryScript: ModuleFederationRuntimePlugin = {
    name: 'test-entry-script',
    loadEntry: () => {
      step('entry script ran');
      return entry;
    },
  };
  return createInstance({
    name: `start-up-host-${++hosts}`,
    remotes: [{ name: 'remote', entry: 'http://remote.test/remoteEntry.js' }],
    shared: {},
    plugins: [entryScript, ...plugins],
  });
}

function hostWithShared(step: (name: string) => void, plugins: ModuleFederationRuntimePlugin[]) {
  return createInstance({
    name: `start-up-host-${++hosts}`,
    remotes: [],
    shared: {
      lib: {
        version: '1.0.0',
        get: async () => {
          step('shared module requested');
          return () => ({ ok: true });
        },
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
      },
    },
    plugins,
  });
}

describe('startUpTasksPlugin: the runtime’s steps each in a task of its own (issue 30)', () => {
  it('initialises a container in a later task than its entry script, and runs the exposed module in a later task than its chunk', async () => {
    const { step, inLaterTask } = journal();
    await expect(hostWithRemote(step, [startUpTasksPlugin()]).loadRemote('remote/screens')).resolves.toEqual({ ok: true });
    expect(inLaterTask('entry script ran', 'container initialised')).toBe(true);
    expect(inLaterTask('exposed chunk loaded', 'exposed module ran')).toBe(true);
  });

  it('without it the runtime runs on in the entry script’s task (what the plugin changes)', async () => {
    const { step, inLaterTask } = journal();
    await hostWithRemote(step, []).loadRemote('remote/screens');
    expect(inLaterTask('entry script ran', 'container initialised')).toBe(false);
    expect(inLaterTask('exposed chunk loaded', 'exposed module ran')).toBe(false);
  });

  it('resolves a shared module in a later task than the one that asked for it', async () => {
    const withPlugin = journal();
    withPlugin.step('asked');
    const lib = await hostWithShared(withPlugin.step, [startUpTasksPlugin()]).loadShare('lib');
    expect(lib && lib()).toEqual({ ok: true });
    expect(withPlugin.inLaterTask('asked', 'shared module requested')).toBe(true);

    const without = journal();
    without.step('asked');
    await hostWithShared(without.step, []).loadShare('lib');
    expect(without.inLaterTask('asked', 'shared module requested')).toBe(false);
  });

  it('waits with the clock it is given', async () => {
    let waits = 0;
    const countingWait = async () => {
      waits += 1;
    };
    const { step } = journal();
    await hostWithRemote(step, [startUpTasksPlugin(countingWait)]).loadRemote('remote/screens');
    expect(waits).toBe(2); // before the container's init, before the exposed module runs
  });
});
