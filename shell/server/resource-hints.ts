// Resource hints the shell's server writes into each page, so the browser starts on the current
// route's remote while the shell's own scripts are still arriving. Without them the chain is
// page → shell JS → remote map → remoteEntry → screen: every hop waits for the last.

import { remoteEntryOf } from '../../shared/src/remote/remote-entry.ts';
import { NO_SCREEN_FILES, type ScreenFiles } from './screen-assets.ts';

export interface ResourceHint {
  rel: 'preload' | 'preconnect' | 'stylesheet';
  href: string;
  /** preload only: how the page will request it (the hint is used only if this matches). */
  as?: 'script' | 'style' | 'fetch';
  /** The request will be CORS (fetch, or scripts with crossorigin): the hint must say so too. */
  crossorigin?: boolean;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function hintTags(hints: readonly ResourceHint[]): string {
  return hints
    .map(
      (hint) =>
        `<link rel="${hint.rel}" href="${attr(hint.href)}"${hint.as ? ` as="${hint.as}"` : ''}${hint.crossorigin ? ' crossorigin="anonymous"' : ''} />`,
    )
    .join('');
}

/**
 * Hints for a page whose screen comes from `manifestUrl` (undefined: no remote, e.g. a 404):
 * - the admin host, which every page calls (header offers, lists): connection opened early;
 * - the remote's remoteEntry.js (next to its manifest, by which the browser registers it: the
 *   manifest itself is the page server's; the runtime adds the entry as a plain script, no CORS);
 * - a CORS connection to the remote's origin for the screen chunks (loaded with crossorigin, and
 *   browsers keep credentialed and anonymous connections apart);
 * - the screen's files (relative to the manifest, from the remote's screen-assets.json): the
 *   exposed module, which the MF runtime adds as a plain script like remoteEntry.js, then the
 *   screen's chunks and CSS, which the remote's own chunk loader requests with CORS when they are
 *   on another origin and as plain requests when they are on the page's (`pageOrigin`: the remote
 *   served through the shell's origin at /mf/), so the hints say the same, or the browser would
 *   download them twice; no preconnect to the page's own origin either.
 */
export function remoteHints(manifestUrl: string | undefined, adminHost: string, files: ScreenFiles = NO_SCREEN_FILES, pageOrigin?: string): ResourceHint[] {
  const hints: ResourceHint[] = [{ rel: 'preconnect', href: new URL(adminHost).origin, crossorigin: true }];
  if (!manifestUrl) return hints;
  let manifest: URL;
  try {
    manifest = new URL(manifestUrl);
  } catch {
    return hints; // A malformed map entry: the loader reports it; hints are only an optimisation.
  }
  const sameOrigin = manifest.origin === pageOrigin;
  return [
    ...hints,
    // The browser registers the remote by its entry script, not its manifest (remote-entry.ts).
    { rel: 'preload', href: remoteEntryOf(manifest.href), as: 'script' },
    ...(sameOrigin ? [] : [{ rel: 'preconnect' as const, href: manifest.origin, crossorigin: true }]),
    ...files.expose.flatMap((file) => filePreload(file, manifest, false)),
    ...files.screen.flatMap((file) => filePreload(file, manifest, !sameOrigin)),
  ];
}

function filePreload(file: string, base: URL, crossorigin: boolean): ResourceHint[] {
  const as = file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : undefined;
  return as ? [{ rel: 'preload', href: new URL(file, base).href, as, ...(crossorigin ? { crossorigin } : {}) }] : [];
}
