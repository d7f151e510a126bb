// Entry of the monolith's server build (tools/monolith/dist/server/render.cjs, see ../rspack.config.ts):
// the shell's own server frame (shell/src/render.server.tsx, unchanged), plus every remote's
// screens compiled into the same file — the single-bundle counterpart of the remotes' server/screens.cjs.
// The shell's renderer (shell/server/render.ts) evaluates this file as it evaluates the shell's
// render.cjs; the monolith's screens loader (../monolith-screens-loader.ts) then hands it the screens
// registered here, from this same evaluation (one copy of every module, as in the browser bundle).
import { LOCAL_REMOTES } from './remote-loader';
import { MONOLITH_SCREENS } from './monolith-screens-key';

// Everything the shell's renderer reads from the shell's server build (siteElement, screenKey…), as it is.
export * from '../../../shell/src/render.server';

(globalThis as Record<symbol, unknown>)[MONOLITH_SCREENS] = LOCAL_REMOTES;
