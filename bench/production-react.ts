// Preloaded (`--import`) into every bench process that renders pages: `pnpm bench`'s own process
// (package.json) and the server processes of bench:html and bench:releases (their fork options).
// The page server pins React's production build itself (pinProductionReact), but only if nothing
// loaded React before it; until b695bad importing tools/serve/stack.ts did (shell-pages →
// shared/src/api/admin-data.ts), and a static import placed first does not help, as that graph's
// CommonJS dependencies load while it is linked. Preloading keeps the bench safe from such a
// regression: production renders with React's production build, so the bench does too, and its
// results record which build rendered (meta.serverReact).
import { pinProductionReact } from '../shell/server/server-code.ts';

export const SERVER_REACT: 'production' | 'development' = pinProductionReact() ? 'production' : 'development';

/** node flags for a forked bench server process: tsx, then this file (pass to fork's execArgv). */
export const RENDERING_PROCESS_ARGS: readonly string[] = ['--import', 'tsx', '--import', new URL(import.meta.url).href];
