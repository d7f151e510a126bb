// Starting the production site: build what is missing, then serve each app from its own origin and
// run the admin host. Used by `pnpm start`, by each remote's standalone `start`, and by the e2e tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_HOST_PORT, APPS, appUrl, PAGE_SERVER_PORTS, REMOTE_APPS, type AppName } from '../../shell/server/apps.ts';
import { deployLayout, remoteMapFile, remotesRoot, type DeployLayout } from '../../shell/server/deploy-layout.ts';
import { startStaticServer, type RunningServer } from '../../shell/server/http/static-server.ts';
import { serveShell, type ServeShellOptions } from '../../shell/server/serve-shell.ts';
import { defaultAdminHost, originEnv, siteOrigins } from '../../shell/server/site-env.ts';
import { supervise } from './supervise.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PNPM_VERSION = '10.34.8';

export { appUrl, defaultAdminHost };
export { stopOnSignals } from '../../shell/server/http/listen.ts';

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

/** The options of one app's origin; the shell's page server takes more (ServeShellOptions), the remotes only these. */
type ServeAppOptions = ServeShellOptions;

/** Serves one app's production build from its own origin: the shell's page server, or a remote's files. */
export function serveApp(app: AppName, options: ServeAppOptions = {}): Promise<RunningServer> {
  // The shell's page server (server rendering, the remote map, /mf/) is the shell's own: shell/server/.
  if (app === 'shell') return serveShell(options);
  const { frameOrigins, ...env } = originEnv(options);
  return startStaticServer({
    ...env,
    root: options.root ?? path.join(ROOT, app, 'dist'),
    port: options.port ?? APPS[app].port,
    spaFallback: true,
    csp: { frameOrigins },
  });
}

/**
 * The deploy origin: serves every released version of every remote (deploy/remotes/), like a CDN
 * bucket. Release folders are immutable, so hashed files are cached for a year.
 */
export function serveDeployOrigin(
  layout: DeployLayout = deployLayout(),
  options: { port?: number; allowedOrigins?: readonly string[] } = {},
): Promise<RunningServer> {
  const { frameOrigins, ...env } = originEnv(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {});
  return startStaticServer({
    ...env,
    root: remotesRoot(layout),
    port: options.port ?? Number(new URL(layout.origin).port || 80),
    spaFallback: false,
    csp: { frameOrigins },
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

/** How the admin host is started as a child process, and where it answers. */
function adminHostLauncher(options: AdminHostOptions) {
  const port = options.port ?? ADMIN_HOST_PORT;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    ALLOWED_ORIGINS: (options.allowedOrigins ?? siteOrigins()).join(','),
  };
  if (options.db) env.ADMIN_DB = options.db;
  const spawnHost = (flags: readonly string[]) =>
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...flags], {
      cwd: path.join(ROOT, 'admin-host'),
      env,
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
  return { url: `http://localhost:${port}`, spawnHost };
}

/** Starts the admin host as a child process and waits until /health answers. */
export async function startAdminHost(options: AdminHostOptions = {}): Promise<AdminHostProcess> {
  const { url, spawnHost } = adminHostLauncher(options);
  const child = spawnHost(options.flags ?? []);
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

/**
 * The admin host under a supervisor (`pnpm start`): started again, with back-off and a line in the
 * log, whenever it dies. Its flags (--reset…) apply to the first start only: a restart keeps the data.
 */
export async function superviseAdminHost(options: AdminHostOptions & { log?: (line: string) => void } = {}): Promise<AdminHostProcess> {
  const { url, spawnHost } = adminHostLauncher(options);
  let first = true;
  const supervised = await supervise({
    name: 'admin-host',
    ...(options.log ? { log: options.log } : {}),
    spawn: () => spawnHost(first ? ((first = false), options.flags ?? []) : []),
    ready: () => waitForUrl(`${url}/health`),
  });
  return {
    url,
    get child() {
      return supervised.child;
    },
    stop: supervised.stop,
  };
}

/**
 * The shell's page server in a child process of its own (shell/server/main.ts, as production runs it),
 * supervised like the admin host, so a crash of it costs seconds, not the site. It follows the
 * release registry of the environment (REGISTRY_URL, default the admin host).
 */
export async function superviseShellPageServer(options: { port?: number; name?: string; log?: (line: string) => void } = {}): Promise<Omit<RunningServer, 'server'> & { readonly child: ChildProcess }> {
  const port = options.port ?? APPS.shell.port;
  const url = `http://localhost:${port}`;
  const supervised = await supervise({
    name: options.name ?? 'shell page server',
    ...(options.log ? { log: options.log } : {}),
    spawn: () =>
      spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'shell', 'server', 'main.ts')], {
        cwd: ROOT,
        env: { ...process.env, PORT: String(port) },
        stdio: ['ignore', 'inherit', 'inherit'],
      }),
    ready: () => waitForUrl(`${url}/`),
  });
  return {
    url,
    get child() {
      return supervised.child;
    },
    close: supervised.stop,
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

/** How many page servers `pnpm start` runs (PAGE_SERVERS: 1, the default, or 2). */
export function pageServerCount(env: NodeJS.ProcessEnv = process.env): number {
  const count = Number(env.PAGE_SERVERS ?? 1);
  if (!Number.isInteger(count) || count < 1 || count > PAGE_SERVER_PORTS.length) {
    throw new Error(`PAGE_SERVERS must be 1 to ${PAGE_SERVER_PORTS.length} (got ${env.PAGE_SERVERS})`);
  }
  return count;
}

/**
 * The whole site: shell :3000, remotes :3001–3004, admin host :4000, and with PAGE_SERVERS=2 a
 * second page server :3006 (ports + PORT_OFFSET). Every page server follows the admin host's
 * release registry (issue 26); deploy/remote-map.json (local `pnpm release`, tools/release/deploy.ts)
 * still names the release of every remote the registry has none of, and the deploy origin :3005
 * serves those when DEPLOY_ORIGIN names it.
 */
export async function startStack({ build = true, adminFlags = [] as string[] } = {}): Promise<Stack> {
  const apps: AppName[] = ['shell', ...REMOTE_APPS];
  if (build) await buildMissing(apps);
  // The admin host's publishing console (/admin/) is an app of its own, built by admin-host's build.
  if (build && !existsSync(path.join(ROOT, 'admin-host', 'console', 'dist', 'index.html'))) {
    console.log('Building the publishing console…');
    await runPnpm(['--filter', 'admin-host', 'run', 'build:console']);
  }
  const pageServers = PAGE_SERVER_PORTS.slice(0, pageServerCount());
  // The registry hands release archives (they hold server code) and takes server reports only with
  // the deployment's token: one for this stack when none is set, shared by its admin host and page servers.
  process.env.SERVER_CODE_TOKEN ||= randomBytes(24).toString('base64url');
  // The admin host and the shell's page servers run supervised, each in a process of its own: one
  // that dies is started again (supervise.ts). The remotes' static origins run in this process.
  const admin = await superviseAdminHost({ flags: adminFlags, db: process.env.ADMIN_DB });
  const layout = deployLayout();
  const deployed = !process.env.REMOTE_MAP_FILE && existsSync(remoteMapFile(layout));
  // shell/server/main.ts serves deploy/remote-map.json and deploy/remotes/ itself when releases exist.
  // A second page server, the same in every way but its port (both follow the same registry), started with the first.
  type Started = Omit<RunningServer, 'server'>;
  const [servers, morePageServers]: [Started[], Started[]] = await Promise.all([
    Promise.all(apps.map((app) => (app === 'shell' ? superviseShellPageServer() : serveApp(app)))),
    Promise.all(pageServers.slice(1).map((port, i) => superviseShellPageServer({ port, name: `shell page server ${i + 2}` }))),
  ]);
  await Promise.all([...servers, ...morePageServers].map((s) => waitForUrl(s.url)));
  // Listening once started; it has no page of its own to poll.
  // Releases are served by the shell's origin at /mf/ (the default DEPLOY_ORIGIN); a deploy origin
  // of its own (a CDN stand-in) only when DEPLOY_ORIGIN names one.
  const ownDeployOrigin = deployed && new URL(layout.origin).origin !== new URL(appUrl('shell')).origin;
  if (ownDeployOrigin) servers.push(await serveDeployOrigin(layout));
  const urls: Record<string, string> = { 'admin-host': admin.url };
  apps.forEach((app, i) => (urls[app] = servers[i]!.url));
  morePageServers.forEach((server, i) => (urls[`page server ${i + 2}`] = server.url));
  if (ownDeployOrigin) urls['deploy origin'] = layout.origin;
  return {
    urls,
    async stop() {
      await Promise.all([...servers.map((s) => s.close()), ...morePageServers.map((s) => s.close()), admin.stop()]);
    },
  };
}
