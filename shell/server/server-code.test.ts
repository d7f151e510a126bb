import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_CODE_TOKEN_HEADER } from './http/server-builds.ts';
import { evaluateServerCode, serverCodeFetch, ServerCodeLoader, serverSingleton, withinBudget } from './server-code.ts';

const shellRequire = createRequire(new URL('../package.json', import.meta.url));

describe('evaluateServerCode', () => {
  it("gives server code this process's react, react-dom and router: one copy of each, as in the browser", () => {
    const exports = evaluateServerCode(
      `module.exports = { react: require('react'), dom: require('react-dom/server'), router: require('react-router') };`,
      'probe.cjs',
      'http://cdn.example/r/v1/',
    ) as Record<string, unknown>;
    expect(exports.react).toBe(shellRequire('react'));
    expect(exports.react).toBe(serverSingleton('react'));
    expect(exports.dom).toBe(shellRequire('react-dom/server'));
    expect(exports.router).toBe(shellRequire('react-router'));
  });

  it('refuses any other package (a second React could come in that way)', () => {
    expect(() => evaluateServerCode(`require('left-pad')`, 'bad.cjs', '/')).toThrow(/may only require/);
  });

  it("passes the browser build's folder for the code's file URLs", () => {
    expect(evaluateServerCode('module.exports = __siteServerPublicPath;', 'p.cjs', 'http://cdn.example/r/v1/')).toBe('http://cdn.example/r/v1/');
  });
});

const serve = (files: Record<string, string>) =>
  vi.fn(async (url: string | URL | Request) => {
    const body = files[String(url)];
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  });

describe('ServerCodeLoader', () => {
  const v = (n: number) => `http://cdn.example/r/v${n}/server/screens.cjs`;

  it('fetches and runs each URL once, evaluated against its own folder', async () => {
    const fetchImpl = serve({ [v(1)]: 'module.exports = { base: __siteServerPublicPath };' });
    const loader = new ServerCodeLoader({ fetchImpl });
    const first = await loader.load(v(1));
    expect(await loader.load(v(1))).toBe(first);
    expect(first).toEqual({ base: 'http://cdn.example/r/v1/' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxVersions, so releases and rollbacks do not grow the process without bound', async () => {
    const files = Object.fromEntries([1, 2, 3, 4].map((n) => [v(n), `module.exports = ${n};`]));
    const fetchImpl = serve(files);
    const loader = new ServerCodeLoader({ fetchImpl, maxVersions: 2 });
    for (let cycle = 0; cycle < 50; cycle++) await loader.load(v(1 + (cycle % 4)));
    expect(loader.size()).toBe(2);
    expect(await loader.load(v(4))).toBe(4);
  });

  it('remembers a failure briefly, then tries again', async () => {
    let now = 0;
    const fetchImpl = serve({});
    const loader = new ServerCodeLoader({ fetchImpl, failureTtlMs: 1_000, now: () => now });
    await expect(loader.load(v(9))).rejects.toThrow('404');
    await expect(loader.load(v(9))).rejects.toThrow('404');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now = 1_001;
    await expect(loader.load(v(9))).rejects.toThrow('404');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('withinBudget', () => {
  it('gives the value when it comes in time, undefined when late or failed', async () => {
    expect(await withinBudget(Promise.resolve(1), 50)).toBe(1);
    expect(await withinBudget(new Promise((r) => setTimeout(r, 200, 2)), 10)).toBeUndefined();
    expect(await withinBudget(Promise.reject(new Error('x')), 50)).toBeUndefined();
  });
});

describe('pinProductionReact', () => {
  it('gives a fresh server process the production React while NODE_ENV stays as it was', () => {
    // A process of its own: this test runner has loaded the development React already.
    const probe = [
      // The whole page server is imported first, as serve-shell.ts does: none of it may load React.
      "await import('./server/page-server.ts');",
      "const { pinProductionReact, serverSingleton } = await import('./server/server-code.ts');",
      'const pinned = pinProductionReact();',
      "const React = serverSingleton('react');",
      // The production build has no development-only export.
      'console.log(JSON.stringify({ pinned, env: process.env.NODE_ENV ?? null, dev: typeof React.captureOwnerStack === "function" }));',
    ].join('\n');
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, NODE_ENV: '' },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ pinned: true, env: '', dev: false });
    // A Node process started under tsx: about 3 s alone, over 5 s while other work shares the two cores.
  }, 30_000);
});

describe('serverCodeFetch (server code is never public: issue 27)', () => {
  const releases = mkdtempSync(path.join(tmpdir(), 'server-code-'));
  mkdirSync(path.join(releases, 'mfe-investors', 'v7', 'server'), { recursive: true });
  writeFileSync(path.join(releases, 'mfe-investors', 'v7', 'server', 'screens.cjs'), 'module.exports = { local: true };');
  const local = [{ urlPrefix: 'https://releases.example/', root: releases }];

  it('reads a release of its own folders from disk, whatever origin the map names for it', async () => {
    const network = vi.fn(async () => new Response('', { status: 404 }));
    const read = serverCodeFetch({ local, fetchImpl: network });
    const response = await read('https://releases.example/mfe-investors/v7/server/screens.cjs');
    expect(await response.text()).toBe('module.exports = { local: true };');
    expect(network).not.toHaveBeenCalled();
  });

  it('asks other origins (and files it does not have) with the deployment token, never leaving its folders', async () => {
    const network = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => new Response(new Headers(init?.headers).get(SERVER_CODE_TOKEN_HEADER) ?? 'none'));
    const read = serverCodeFetch({ local, token: 'tok', fetchImpl: network });
    expect(await (await read('https://cdn.example/mfe-content/v3/server/screens.cjs')).text()).toBe('tok');
    expect(await (await read('https://releases.example/mfe-investors/v8/server/screens.cjs')).text()).toBe('tok');
    expect(await (await read('https://releases.example/%2e%2e/%2e%2e/etc/passwd')).text()).toBe('tok');
    expect(network).toHaveBeenCalledTimes(3);
    expect(await (await serverCodeFetch({ local, fetchImpl: network })('https://cdn.example/x/server/screens.cjs')).text()).toBe('none');
  });
});
