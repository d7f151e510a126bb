// Both variants side by side, built from the same working tree:
//  - federated: the shell and the four remotes, each on its own origin, served by the production
//    static server exactly as `pnpm start` serves them (tools/serve/stack.ts: serveApp, startAdminHost);
//  - monolith: tools/monolith/dist on the same server, configured like the shell, on its own port.
// By default every app is built afresh into bench/dist/<app> (OUTPUT_PATH, as releases do), so the
// two variants hold the same code and the bench never rewrites a dist someone else is serving.
// --as-built measures the existing <app>/dist instead, through startStack (= `pnpm start`).
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS, type AppName } from '../shell/server/apps.ts';
import {
  appUrl,
  buildMissing,
  ROOT,
  runPnpm,
  serveApp,
  startAdminHost,
  startStack,
  waitForUrl,
  type AdminHostProcess,
  type Stack,
} from '../tools/serve/stack.ts';
import type { RunningServer } from '../shell/server/http/static-server.ts';
import { monolithServeOptions } from '../tools/monolith/monolith-server.ts';
import { MONOLITH_PORT, MONOLITH_URL } from './env.ts';

export const MONOLITH_DIST = path.join(ROOT, 'tools', 'monolith', 'dist');
export const FEDERATED_APPS: readonly AppName[] = ['shell', ...REMOTE_APPS];
/** Fresh federated builds (gitignored: any dist/ folder is). */
const benchDist = (app: AppName) => path.join(ROOT, 'bench', 'dist', app);

export interface Served {
  federatedUrl: string;
  monolithUrl: string;
  /** Origin → app name, to label files in the results. */
  origins: Record<string, string>;
  adminHost: 'running' | 'unavailable';
  /** Folder each variant was served from. */
  roots: Record<string, string>;
  stop(): Promise<void>;
}

function run(cmd: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: options.cwd ?? ROOT, env: options.env ?? process.env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
    child.on('error', reject);
  });
}

/**
 * Builds the monolith (tools/monolith/rspack.config.ts), then writes robots.txt and sitemap.xml with
 * the shell's own script, as the shell's build does, so SEO audits see the same files.
 */
export async function buildMonolith(): Promise<void> {
  const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
  await run(bin('rspack'), ['build', '-c', path.join('tools', 'monolith', 'rspack.config.ts')]);
  await run(bin('tsx'), ['scripts/generate-seo-files.ts'], {
    cwd: path.join(ROOT, 'shell'),
    env: { ...process.env, OUTPUT_PATH: MONOLITH_DIST },
  });
}

/** One app's own build script (its generation steps included), into `outDir`. */
async function buildInto(app: AppName, outDir: string): Promise<void> {
  const previous = process.env.OUTPUT_PATH;
  process.env.OUTPUT_PATH = outDir; // runPnpm passes our environment on
  try {
    await runPnpm(['--filter', app, 'run', 'build']);
  } finally {
    if (previous === undefined) delete process.env.OUTPUT_PATH;
    else process.env.OUTPUT_PATH = previous;
  }
}

/** When each measured build was made. */
export function buildTimes(roots: Record<string, string>): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(roots).map(([name, dir]) => {
      const file = path.join(dir, 'index.html');
      return [name, existsSync(file) ? statSync(file).mtime.toISOString() : null];
    }),
  );
}

async function tryAdminHost(): Promise<AdminHostProcess | null> {
  if (!existsSync(path.join(ROOT, 'admin-host', 'src', 'main.ts'))) return null;
  try {
    return await startAdminHost({ db: process.env.ADMIN_DB, quiet: true });
  } catch (error) {
    console.warn(`!! ${(error as Error).message}`);
    return null;
  }
}

async function serveFederated(asBuilt: boolean): Promise<{ stack: Stack; adminHost: Served['adminHost']; roots: Record<string, string> }> {
  const roots = Object.fromEntries(FEDERATED_APPS.map((app) => [app, asBuilt ? path.join(ROOT, app, 'dist') : benchDist(app)]));
  if (asBuilt) {
    await buildMissing(FEDERATED_APPS);
    if (existsSync(path.join(ROOT, 'admin-host', 'src', 'main.ts'))) {
      try {
        return { stack: await startStack({ build: false }), adminHost: 'running', roots };
      } catch (error) {
        // Only an admin host that fails to come up is tolerated (the app servers start after it).
        if (!/admin-host|health/.test((error as Error).message)) throw error;
        console.warn(`!! ${(error as Error).message}`);
      }
    }
  } else {
    for (const app of FEDERATED_APPS) {
      console.log(`Building ${app} into ${path.relative(ROOT, benchDist(app))}…`);
      await buildInto(app, benchDist(app));
    }
  }
  const admin = asBuilt ? null : await tryAdminHost();
  // The shell serves the remotes' files at /mf/<remote>/local/ (the local map points there): these builds.
  const remoteBuilds = Object.fromEntries(REMOTE_APPS.map((remote) => [remote, roots[remote]!]));
  const servers: RunningServer[] = await Promise.all(
    FEDERATED_APPS.map((app) => serveApp(app, { root: roots[app], ...(app === 'shell' ? { remoteBuilds } : {}) })),
  );
  await Promise.all(servers.map((s) => waitForUrl(s.url)));
  return {
    stack: {
      urls: Object.fromEntries(FEDERATED_APPS.map((app, i) => [app, servers[i]!.url])),
      stop: async () => void (await Promise.all([...servers.map((s) => s.close()), admin?.stop()])),
    },
    adminHost: admin ? 'running' : 'unavailable',
    roots,
  };
}

/** Builds what is needed and starts both variants. */
export async function serveVariants({ asBuilt }: { asBuilt: boolean }): Promise<Served> {
  const federated = await serveFederated(asBuilt);
  if (federated.adminHost === 'unavailable') {
    // Pages that call the API then show their error states; both variants alike, and the results say so.
    console.warn('!! Admin host unavailable: measuring without it.');
  }
  // Always rebuilt (a few seconds): a stale monolith would compare old code with new.
  console.log('Building the monolith…');
  await buildMonolith();
  // Served like the shell: SPA fallback, 404 for unknown paths, /remotes.json (so the shared
  // index.html's preload resolves), same security headers, same admin host, same page server and
  // renderer, server-rendered by the monolith's own server build (tools/monolith/monolith-server.ts).
  const monolith = await serveApp('shell', { ...monolithServeOptions(MONOLITH_DIST, MONOLITH_URL), port: MONOLITH_PORT });
  await waitForUrl(monolith.url);

  const origins: Record<string, string> = { [new URL(monolith.url).origin]: 'monolith' };
  for (const app of FEDERATED_APPS) origins[new URL(appUrl(app)).origin] = app;
  return {
    federatedUrl: appUrl('shell'),
    monolithUrl: monolith.url,
    origins,
    adminHost: federated.adminHost,
    roots: { ...federated.roots, monolith: MONOLITH_DIST },
    async stop() {
      await Promise.all([monolith.close(), federated.stack.stop()]);
    },
  };
}
