// Child process of bench/html.ts: the shell and the four remotes from their <app>/dist, in one
// process as `pnpm start` runs them, on PORT_OFFSET's ports (set by the parent), the admin host at
// ADMIN_HOST (started by the parent). `render-every-time` gives the shell a page cache that makes
// every request a render (bench/render-every-time.ts); `cache` the default one. It answers the
// parent's 'stats' message with its render and cache counts, so the parent can prove which it measured.
import { SERVER_REACT } from './production-react.ts';
import { PageCache } from '../shell/server/page-cache.ts';
import { localBuildPrefix } from '../shell/server/remote-map.ts';
import { REMOTE_APPS } from '../shell/server/apps.ts';
import { serveApp } from '../tools/serve/stack.ts';
import { RenderEveryTime } from './render-every-time.ts';

const everyTime = process.argv[2] === 'render-every-time';
const pageCache = everyTime ? new RenderEveryTime() : new PageCache();
const shell = await serveApp('shell', { pageCache });
const remotes = await Promise.all(REMOTE_APPS.map((app) => serveApp(app)));

process.on('message', (message) => {
  if (message === 'stats') process.send!({ type: 'stats', stats: { ...pageCache.stats(), rssBytes: process.memoryUsage().rss } });
  if (message === 'stop') void Promise.all([shell, ...remotes].map((s) => s.close())).finally(() => process.exit(0));
});
// The page loads mfe-investors' files through the shell's origin (/mf/mfe-investors/local/): probe it there.
process.send!({ type: 'ready', urls: { shell: shell.url, remoteEntry: `${shell.url}${localBuildPrefix('mfe-investors')}remoteEntry.js` }, serverReact: SERVER_REACT });
