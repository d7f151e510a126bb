// Child process of bench/html.ts: the shell and the four remotes from their <app>/dist, in one
// process as `pnpm start` runs them, on PORT_OFFSET's ports (set by the parent). `no-cache` gives the
// shell a page cache that keeps nothing, so every request is a miss (render + cheap compression).
import { PageCache } from '../shell/server/page-cache.ts';
import { REMOTE_APPS } from '../tools/apps.ts';
import { serveApp } from '../tools/serve/stack.ts';

const cached = process.argv[2] !== 'no-cache';
const shell = await serveApp('shell', cached ? {} : { pageCache: new PageCache({ maxEntries: 0 }) });
const remotes = await Promise.all(REMOTE_APPS.map((app) => serveApp(app)));
const investors = remotes[REMOTE_APPS.indexOf('mfe-investors')]!;
console.log(JSON.stringify({ shell: shell.url, remoteEntry: `${investors.url}/remoteEntry.js` }));
process.on('SIGTERM', () => void Promise.all([shell, ...remotes].map((s) => s.close())).finally(() => process.exit(0)));
