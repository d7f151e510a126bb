/**
 * Every app's Module Federation entry file, written by the build (tools/build/rspack-app.ts) beside
 * its mf-manifest.json. The remote map names manifests (the page server reads a release's server
 * code and screen files through them); the browser registers each remote by this file instead, so
 * a page's hydration waits for no manifest request and no snapshot built from it (issue 30).
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** The entry script of the release whose manifest is at `manifestUrl` (absolute). */
export function remoteEntryOf(manifestUrl: string): string {
  return new URL(REMOTE_ENTRY_FILE, manifestUrl).href;
}
