// A remote's standalone page: the Module Federation runtime its externalRuntime build expects from
// the page (in the site, the shell provides it). Built by tools/build/rspack-app.ts as mf-runtime-core.js.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
