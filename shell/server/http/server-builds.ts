// Builds' server folders (server/render.cjs, <release>/server/screens.cjs) are the page server's,
// not the public's: the rule every static origin applies (static-server.ts; the nginx example's
// `location ~ (^|/)server/` mirrors it) and the token a page server sends to read a release from an
// origin of its own (server-code.ts).
import path from 'node:path';

// The header and its check are the registry's too (admin host): declared once in the contract.
export { SERVER_CODE_TOKEN_HEADER, serverCodeTokenMatches } from '../../../shared/src/contract/server-code-token.ts';

/*
 * Server code is the page server's, not the public's (issue 27: /server/render.cjs and
 * /mf/<remote>/<version>/server/screens.cjs answered 200): every static origin answers 404 for a
 * path inside a build's `server/` folder, unless the request carries SERVER_CODE_TOKEN in its
 * header (a page server reading a release from an origin of its own).
 */

/** True for a URL path (of a file a static origin serves) inside a build's server folder, however it is encoded. */
export function isServerBuildPath(urlPath: string): boolean {
  try {
    return decodeURIComponent(urlPath).split('/').includes('server');
  } catch {
    return false; // malformed: no file is served for it anyway
  }
}

/** A request for a file inside a build's server folder (a page path such as /server, without an extension, is a page). */
export const isServerCodeFile = (servedPath: string): boolean => isServerBuildPath(servedPath) && path.extname(servedPath) !== '';
