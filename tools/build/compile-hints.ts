// V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has every
// function compiled eagerly, on the background thread that compiles the script while it streams
// in, instead of lazily on the main thread at each function's first call. Worth it only for code
// that runs nearly whole at start-up: the apps' entry scripts — the shell's main.js is mostly the
// Module Federation runtime, a remoteEntry.js its bundler runtime — not React DOM's chunk, much
// of which a page never calls (marked, its evaluation grew from 11 to 14–18 ms here). Measured on
// /investors/annual-report, unthrottled, medians of 7 (issue 30): main.js's evaluation
// 9.1 → 4.3 ms, mfe-investors' remoteEntry.js 6.0 → 1.8 ms. Browsers without the feature read a comment.
import { rspack } from '@rspack/core';
import { REMOTE_ENTRY_FILE } from '../../shared/src/remote/remote-entry.ts';

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry scripts that run at start-up: an app's main script and a remote's container entry. */
export const STARTUP_SCRIPTS = new RegExp(`^(?:static/js/main(?:\\.[0-9a-f]+)?\\.js|${REMOTE_ENTRY_FILE.replace(/\./g, '\\.')})$`);

/**
 * Puts the hint on the first line of the start-up scripts, after minification (which would drop a
 * comment) and after the content hashes (so names stay what the code alone gives).
 */
export function eagerCompileHint(): InstanceType<typeof rspack.BannerPlugin> {
  return new rspack.BannerPlugin({
    banner: EAGER_COMPILE_HINT,
    raw: true,
    entryOnly: true,
    include: STARTUP_SCRIPTS,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
  });
}
