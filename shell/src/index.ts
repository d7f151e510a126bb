// Entry: start fetching the remote map and the current route's screen *before* the shell's own
// React code loads, so both travel in parallel. The dynamic import is the async boundary Module
// Federation needs to negotiate shared react/react-dom first. On a server-rendered page this script
// is loaded only after the first frame (shell/src/page-start.ts).
import { readSiteEnvFromDocument } from '@site/shared/config/env';
import { preloadPath, startRemotes } from './remotes/remote-loader';
import { readRemoteMapSnapshot } from './remotes/remote-map';
import { nextTask } from './remotes/start-up-tasks';

// Each step is tens of milliseconds on a slow phone (the runtime registers remotes, resolves shared
// versions, adds script tags): one task each, so input is never blocked for long (TBT). The
// runtime's own steps within them are cut the same way (remotes/start-up-tasks.ts).

async function start(): Promise<void> {
  readSiteEnvFromDocument(document);
  await nextTask(); // the runtime's own start-up ran in this script's first task
  startRemotes(fetch, readRemoteMapSnapshot(document)).catch((error: unknown) => console.error('Remote map could not be loaded', error));
  await nextTask();
  preloadPath(window.location.pathname);
  await nextTask();
  // React DOM, the largest shared module, resolved now and evaluated as it arrives: not in the
  // same task as the rest of the shell's modules. A failure surfaces through bootstrap's import.
  import('react-dom/client').catch(() => undefined);
  await nextTask();
  await import('./bootstrap');
}

void start();
