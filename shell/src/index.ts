// Entry: start fetching the remote map and the current route's screen *before* the shell's own
// React code loads, so both travel in parallel. The dynamic import is the async boundary Module
// Federation needs to negotiate shared react/react-dom first.
import { readSiteEnvFromDocument } from '@site/shared/config/env';
import { preloadPath, startRemotes } from './remotes/remote-loader';
import { readRemoteMapSnapshot } from './remotes/remote-map';

readSiteEnvFromDocument(document);
startRemotes(fetch, readRemoteMapSnapshot(document)).catch((error: unknown) => console.error('Remote map could not be loaded', error));
preloadPath(window.location.pathname);
void import('./bootstrap');
