// Server code of the apps, loaded at run time (issue 15): each remote's build writes
// `server/screens.cjs` beside its mf-manifest.json, one CommonJS file of its exposed screens for
// Node, with react, react-dom and react-router left out. The shell's server fetches the file of the
// release the remote map names, evaluates it, and hands it this process's react, react-dom and
// react-router, so there is exactly one of each in the server as in the browser. Versions are kept
// per URL in a small LRU, so releases and rollbacks cost one fetch per new URL and old versions
// are dropped (their code is collected once no page renders with it).
import { readFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { BoundedCache } from './http/bounded-cache.ts';
import { resolveInside } from './http/file-store.ts';
import { SERVER_CODE_TOKEN_HEADER } from './http/server-builds.ts';

/** The packages server code takes from the server process: the singletons of the browser. */
export const SERVER_SINGLETONS: readonly string[] = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'react-dom/static',
  'react-router',
  'react-router-dom',
];

/** Where a remote's server code lies, relative to its manifest. */
export const SERVER_SCREENS_FILE = 'server/screens.cjs';

/** A URL prefix whose files this process has on disk (the page server's own /mf/ mounts, the releases folder). */
export interface LocalServerCode {
  /** Absolute URL prefix ending in '/', e.g. `http://localhost:3000/mf/mfe-products/local/`. */
  urlPrefix: string;
  root: string;
}

/**
 * How the page server gets server code: from disk when the URL is one of its own folders (its
 * origin's /mf/ mounts, the releases folder of DEPLOY_ORIGIN), else over HTTP with the token, so a
 * release on another origin needs no public server code either.
 */
export function serverCodeFetch({ local, token, fetchImpl = fetch }: { local: readonly LocalServerCode[]; token?: string | undefined; fetchImpl?: typeof fetch }): typeof fetch {
  return async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    for (const { urlPrefix, root } of local) {
      if (!url.startsWith(urlPrefix)) continue;
      // The static origin's own rule for what lies inside a folder (no way out, no dotfiles).
      const file = resolveInside(path.resolve(root), new URL(url).pathname.slice(new URL(urlPrefix).pathname.length));
      if (!file) continue;
      try {
        return new Response(await readFile(file));
      } catch {
        // Not on this disk (a release synced elsewhere): ask its origin.
      }
    }
    const headers = new Headers(init?.headers);
    if (token) headers.set(SERVER_CODE_TOKEN_HEADER, token);
    return fetchImpl(input, { ...init, headers });
  };
}

const shellRequire = createRequire(new URL('../package.json', import.meta.url));

/** Node's own modules (the HTTP client's Node adapter uses them) and the singletons; nothing else. */
function requireSingleton(name: string): unknown {
  if (!SERVER_SINGLETONS.includes(name) && !builtinModules.includes(name.replace(/^node:/, ''))) {
    throw new Error(`Server code may only require Node's modules and ${SERVER_SINGLETONS.join(', ')}; it asked for ${name}`);
  }
  return shellRequire(name);
}

/** True when this process's React is its production build (fast, no development checks). */
export const serverReactIsProduction = (): boolean => Object.keys(shellRequire.cache).some((file) => /[\\/]react[\\/]cjs[\\/]react\.production\.js$/.test(file));

/**
 * Loads the singletons' production builds into this process, whatever NODE_ENV says. React picks
 * its build from NODE_ENV the first time it is required; here NODE_ENV=production also means "HTTPS
 * in front" (it turns HSTS on, tools/serve/stack.ts), so the renderer cannot simply require it. Call
 * before anything else requires React: once loaded, the build cannot change (returns false then).
 */
export function pinProductionReact(): boolean {
  if (serverReactIsProduction()) return true;
  if (shellRequire.cache[shellRequire.resolve('react')]) return false;
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const name of SERVER_SINGLETONS) shellRequire(name);
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
  return serverReactIsProduction();
}

/** This process's copy of a singleton, the one server code gets. */
export const serverSingleton = <T>(name: string): T => requireSingleton(name) as T;

/**
 * Runs one CommonJS file in this process. `publicPath` is where its browser build lives (the
 * folder of its manifest): the code sets its asset base from it, so image URLs match the browser's.
 */
export function evaluateServerCode(code: string, filename: string, publicPath: string): unknown {
  // compileFunction, not runInThisContext: on Node 20 every script compiled by runInThisContext under
  // a new filename stays in memory for good (≈ 1.5 MiB per release of a remote; bench:releases).
  const wrapper = vm.compileFunction(code, ['exports', 'require', 'module', '__siteServerPublicPath'], { filename }) as (
    exports: unknown,
    require: (name: string) => unknown,
    module: { exports: unknown },
    publicPath: string,
  ) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, requireSingleton, module, publicPath);
  return module.exports;
}

interface Loaded {
  expires: number;
  value: Promise<unknown>;
}

export interface ServerCodeLoaderOptions {
  /** Versions kept in memory; older ones are forgotten first. */
  maxVersions?: number;
  /** A failed load is retried after this long, not on every request. */
  failureTtlMs?: number;
  fetchTimeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** Loads server code by URL, once per URL, keeping the last `maxVersions`. */
export class ServerCodeLoader {
  private readonly loaded: BoundedCache<Loaded>;
  private readonly options: Required<ServerCodeLoaderOptions>;

  constructor(options: ServerCodeLoaderOptions = {}) {
    this.options = { maxVersions: 12, failureTtlMs: 1_000, fetchTimeoutMs: 5_000, fetchImpl: fetch, now: Date.now, ...options };
    this.loaded = new BoundedCache<Loaded>(this.options.maxVersions);
  }

  /** The exports of the server code at `url` (rejects when it cannot be fetched or run). */
  load(url: string): Promise<unknown> {
    const now = this.options.now();
    const hit = this.loaded.get(url);
    if (hit && hit.expires > now) return hit.value;
    const entry: Loaded = { expires: Number.POSITIVE_INFINITY, value: Promise.resolve(undefined) };
    entry.value = this.options
      .fetchImpl(url, { signal: AbortSignal.timeout(this.options.fetchTimeoutMs) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return evaluateServerCode(await response.text(), url, new URL('..', url).href);
      });
    entry.value.catch(() => {
      entry.expires = this.options.now() + this.options.failureTtlMs;
    });
    this.loaded.set(url, entry);
    return entry.value;
  }

  size(): number {
    return this.loaded.size;
  }
}

/** `promise`'s value if it settles within `ms`, else undefined (it goes on for the next request). */
export function withinBudget<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)));
  return Promise.race([promise.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}
