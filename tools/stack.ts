// Starting the production site: build what is missing, then serve each app from its own origin and
// run the admin host. Used by `pnpm start`, by each remote's standalone `start`, and by the e2e tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { thirdPartyFrameOrigins } from '../shared/src/config/site-config.ts';
import { findRoute } from '../shell/src/routes/route-table.ts';
import { ADMIN_HOST_PORT, APPS, REMOTE_APPS, type AppName } from './apps.ts';
import { startStaticServer, type RunningServer } from './static-server.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';

export const appUrl = (app: AppName): string => `http://localhost:${APPS[app].port}`;
export const defaultAdminHost = (): string => process.env.ADMIN_HOST ?? `http://localhost:${ADMIN_HOST_PORT}`;

/** Origins allowed to call the remotes and the admin host: the shell, plus each remote standalone. */
export function siteOrigins(): string[] {
  const extra = (process.env.SITE_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return [...new Set([...Object.keys(APPS).map((app) => appUrl(app as AppName)), ...extra])];
}

/** Runs a workspace package script with the pnpm that started us (or the pinned one). */
export function runPnpm(args: string[], cwd = ROOT): Promise<void> {
  const execPath = process.env.npm_execpath;
  const [cmd, cmdArgs] =
    execPath && /pnpm/.test(execPath)
      ? [process.execPath, [execPath, ...args]]
      : ['npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { cwd, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(' ')} exited ${code}`))));
    child.on('error', reject);
  });
}

export const isBuilt = (app: AppName): boolean =>
  existsSync(path.join(ROOT, app, 'dist', 'index.html')) && existsSync(path.join(ROOT, app, 'dist', 'mf-manifest.json'));

/** Builds every given app whose production build is missing. */
export async function buildMissing(apps: readonly AppName[]): Promise<void> {
  for (const app of apps.filter((a) => !isBuilt(a))) {
    console.log(`Building ${app}…`);
    await runPnpm(['--filter', app, 'run', 'build']);
  }
}

/** Each remote's manifest on its local production origin. */
export function localRemoteMap(): Record<string, string> {
  return Object.fromEntries(REMOTE_APPS.map((app) => [APPS[app].mfName, `${appUrl(app)}/mf-manifest.json`]));
}

/**
 * The remote map the shell serves at /remotes.json: the file named by REMOTE_MAP_FILE (a deployment's
 * map, rewritten by releases), else every remote on its local origin.
 */
export async function readRemoteMap(file = process.env.REMOTE_MAP_FILE): Promise<Record<string, string>> {
  if (!file) return localRemoteMap();
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
}

interface ServeAppOptions {
  port?: number;
  adminHost?: string;
  allowedOrigins?: readonly string[];
  /** Shell only: where the remote map comes from. */
  remoteMap?: () => Promise<Record<string, string>>;
  /** Folder to serve instead of <app>/dist (released versions). */
  root?: string;
}

/** Serves one app's production build from its own origin. */
export function serveApp(app: AppName, options: ServeAppOptions = {}): Promise<RunningServer> {
  const isShell = app === 'shell';
  return startStaticServer({
    root: options.root ?? path.join(ROOT, app, 'dist'),
    port: options.port ?? APPS[app].port,
    host: process.env.HOST ?? '127.0.0.1',
    spaFallback: true,
    ...(isShell ? { isKnownRoute: (p: string) => findRoute(p) !== undefined } : {}),
    allowedOrigins: options.allowedOrigins ?? siteOrigins(),
    adminHost: options.adminHost ?? defaultAdminHost(),
    ...(isShell ? { remoteMap: options.remoteMap ?? (() => readRemoteMap()) } : {}),
    csp: { frameOrigins: thirdPartyFrameOrigins() },
    hsts: process.env.NODE_ENV === 'production' && process.env.HSTS !== 'off',
  });
}

export interface AdminHostProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

interface AdminHostOptions {
  port?: number;
  db?: string;
  flags?: string[];
  allowedOrigins?: readonly string[];
  quiet?: boolean;
}

/** Starts the admin host as a child process and waits until /health answers. */
export async function startAdminHost(options: AdminHostOptions = {}): Promise<AdminHostProcess> {
  const port = options.port ?? ADMIN_HOST_PORT;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    ALLOWED_ORIGINS: (options.allowedOrigins ?? siteOrigins()).join(','),
  };
  if (options.db) env.ADMIN_DB = options.db;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...(options.flags ?? [])], {
    cwd: path.join(ROOT, 'admin-host'),
    env,
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const url = `http://localhost:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`admin-host exited with code ${code} before it was ready`))),
  );
  exited.catch(() => undefined);
  await Promise.race([waitForUrl(`${url}/health`), exited]);
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls a URL until it answers 2xx. */
export async function waitForUrl(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface Stack {
  urls: Record<string, string>;
  stop(): Promise<void>;
}

/** The whole site: shell :3000, remotes :3001–3004, admin host :4000. */
export async function startStack({ build = true, adminFlags = [] as string[] } = {}): Promise<Stack> {
  const apps: AppName[] = ['shell', ...REMOTE_APPS];
  if (build) await buildMissing(apps);
  const admin = await startAdminHost({ flags: adminFlags, db: process.env.ADMIN_DB });
  const servers = await Promise.all(apps.map((app) => serveApp(app)));
  await Promise.all(servers.map((s) => waitForUrl(s.url)));
  const urls: Record<string, string> = { 'admin-host': admin.url };
  apps.forEach((app, i) => (urls[app] = servers[i]!.url));
  return {
    urls,
    async stop() {
      await Promise.all([...servers.map((s) => s.close()), admin.stop()]);
    },
  };
}

/** Stops `stop` on Ctrl-C / SIGTERM, once. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
