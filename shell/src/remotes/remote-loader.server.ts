// The remote loader of the shell's server build (tools/build/rspack-server.ts aliases
// remote-loader.ts to this file): the server renders only the screens it was handed (see
// server-screens.ts). Any other fails at once with LEFT_TO_BROWSER: the server writes its section
// as "render in the browser" (a Suspense boundary in client-render state, digest below), and the
// browser renders it as it did before server rendering, without counting it as an error.
import type { ComponentType } from 'react';
import { LEFT_TO_BROWSER_DIGEST } from './left-to-browser';

export function loadScreen(): Promise<ComponentType> {
  return Promise.reject(Object.assign(new Error('This section is rendered in the browser'), { digest: LEFT_TO_BROWSER_DIGEST }));
}

export function preloadPath(): void {}

/** Client-side navigation's early data requests: none on the server, whose page server fetches a page's data before its one render. */
export function screenDataPaths(): Promise<readonly string[]> {
  return Promise.resolve([]);
}
