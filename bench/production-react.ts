// Preloaded (`--import`) into every bench process that renders pages: `pnpm bench`'s own process
// (package.json) and the server processes of bench:html and bench:releases (their fork options).
// Importing tools/serve/stack.ts loads React's development build when NODE_ENV is unset
// (shell/server/shell-pages.ts → shared/src/api/admin-data.ts imports react), before the page
// server's own pinProductionReact runs, which then gives up; a static import placed first does not
// help, as that graph's CommonJS dependencies load while it is linked. Production renders with
// React's production build, so the bench does too, and its results record which build rendered.
import { pinProductionReact } from '../shell/server/server-code.ts';

export const SERVER_REACT: 'production' | 'development' = pinProductionReact() ? 'production' : 'development';

/** node flags for a forked bench server process: tsx, then this file (pass to fork's execArgv). */
export const RENDERING_PROCESS_ARGS: readonly string[] = ['--import', 'tsx', '--import', new URL(import.meta.url).href];
