/**
 * Digest of a section the server left to the browser (its remote's server code was unavailable):
 * written by the server render (shell/server/render.ts) with that section, and read by the
 * hydration (bootstrap.tsx), which renders the section as before and does not report it.
 */
export const LEFT_TO_BROWSER_DIGEST = 'site:left-to-browser';
