// Child process of bench/release-cycles.ts: the shell's page server alone (serveApp, as `pnpm start`
// runs it), reading the deployment's remote map from REMOTE_MAP_FILE on every request and serving
// the releases folder (argv[2]) at /mf/, as `pnpm start` does with deploy/remotes. Started
// with --expose-gc so the parent can ask for its memory after a full collection; it owns the
// server-code loader and the page cache so both can be counted.
import { SERVER_REACT } from './production-react.ts';
import { PageCache } from '../shell/server/page-cache.ts';
import { ServerCodeLoader, serverCodeFetch } from '../shell/server/server-code.ts';
import { appUrl, serveApp } from '../tools/serve/stack.ts';
import type { ServerMemory } from './memory.ts';

// Server code is not public: the page server reads the releases' from disk, as its default loader does.
const loader = new ServerCodeLoader({ fetchImpl: serverCodeFetch({ local: [{ urlPrefix: `${appUrl('shell')}/mf/`, root: process.argv[2]! }] }) });
const pageCache = new PageCache();
const shell = await serveApp('shell', { serverCodeLoader: loader, pageCache, releasesFolder: process.argv[2]! });

const gc = (globalThis as { gc?: () => void }).gc;

function memory(): ServerMemory {
  // Twice: the first pass may only queue finalizers (e.g. of evaluated server code).
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return {
    rssBytes: m.rss,
    heapUsedBytes: m.heapUsed,
    externalBytes: m.external,
    arrayBuffersBytes: m.arrayBuffers,
    afterGc: Boolean(gc),
    loaderVersions: loader.size(),
    pageCacheEntries: pageCache.stats().entries,
  };
}

process.on('message', (message) => {
  if (message === 'memory') process.send!({ type: 'memory', memory: memory() });
  if (message === 'stop') void shell.close().finally(() => process.exit(0));
});
process.send!({ type: 'ready', url: shell.url, serverReact: SERVER_REACT });
