// First module of every server build (tools/build/rspack-server.ts): files imported by the app's
// code resolve under the browser build's folder, which the shell's server passes in when it loads
// the code (shell/server/server-code.ts), so server-rendered image URLs equal the browser's.
/* global __siteServerPublicPath */
__webpack_public_path__ = typeof __siteServerPublicPath === 'string' ? __siteServerPublicPath : '/';
