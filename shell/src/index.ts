// Entry: start fetching the remote map and the current route's screen *before* the shell's own
// React code loads, so both travel in parallel. The dynamic import is the async boundary Module
// Federation needs to negotiate shared react/react-dom first.
import { readSiteEnvFromDocument } from '@site/shared/config/env';
import { preloadPath, startRemotes } from './remotes/remote-loader';
import { readRemoteMapSnapshot } from './remotes/remote-map';

function start(): void {
  startRemotes(fetch, readRemoteMapSnapshot(document)).catch((error: unknown) => console.error('Remote map could not be loaded', error));
  preloadPath(window.location.pathname);
  void import('./bootstrap');
}

readSiteEnvFromDocument(document);
// A server-rendered page is complete before any of this code: let the browser paint it first, then
// fetch what hydrates it, so no script competes with the first frame (its CSS, the LCP image).
// A page without server HTML needs the code to show anything: start at once.
if (document.getElementById('root')?.firstElementChild) requestAnimationFrame(() => setTimeout(start, 0));
else start();
