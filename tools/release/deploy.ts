// Independent delivery of one remote. A release is an immutable folder
//   deploy/remotes/<remote>/<version>/   (served by the deploy origin, like a CDN bucket)
// and the only thing a release or rollback changes for the site is one entry of
//   deploy/remote-map.json               (the map the shell reads at runtime).
// Old versions stay, so a tab opened before a release keeps finding its chunks.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APPS, REMOTE_APPS, type RemoteApp } from '../../shell/server/apps.ts';
import { deployLayout, remoteMapFile, remotesRoot, type DeployLayout } from '../../shell/server/deploy-layout.ts';
import { LOCAL_BUILD, localRemoteMap } from '../../shell/server/remote-map.ts';
import { ROOT } from '../serve/stack.ts';

export interface ReleaseRecord {
  version: string;
  releasedAt: string;
}

const releasesFile = (layout: DeployLayout, remote: RemoteApp) => path.join(layout.dir, 'releases', `${remote}.json`);
const releaseDir = (layout: DeployLayout, remote: RemoteApp, version: string) => path.join(remotesRoot(layout), remote, version);
const manifestUrl = (layout: DeployLayout, remote: RemoteApp, version: string) =>
  `${layout.origin}/${remote}/${version}/mf-manifest.json`;

export function assertRemote(name: string | undefined): RemoteApp {
  if (!name || !(REMOTE_APPS as readonly string[]).includes(name)) {
    throw new Error(`Name a remote: ${REMOTE_APPS.join(', ')} (got ${name ?? 'nothing'})`);
  }
  return name as RemoteApp;
}

/** Versions are folder names: letters, digits, dots, dashes and underscores only; 'local' names the local build. */
export function assertVersion(version: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(version)) throw new Error(`Bad version name: ${version}`);
  if (version === LOCAL_BUILD) throw new Error(`'${LOCAL_BUILD}' is the local build's name under /mf/<remote>/; pick another version name`);
  return version;
}

/** Default version: UTC timestamp, sortable and unique per second. */
export function newVersion(date = new Date()): string {
  return `v${date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z').replace('T', '-')}`;
}

/** The deployment's map; before the first release, every remote on its local origin. */
export async function readDeployMap(layout: DeployLayout): Promise<Record<string, string>> {
  if (!existsSync(remoteMapFile(layout))) return localRemoteMap();
  return JSON.parse(await readFile(remoteMapFile(layout), 'utf8')) as Record<string, string>;
}

/** Writes via a temp file and rename, so the shell never reads a half-written map. */
async function writeJsonAtomically(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temp, file);
}

export async function readReleases(layout: DeployLayout, remote: RemoteApp): Promise<ReleaseRecord[]> {
  if (!existsSync(releasesFile(layout, remote))) return [];
  return JSON.parse(await readFile(releasesFile(layout, remote), 'utf8')) as ReleaseRecord[];
}

async function pointMapAt(layout: DeployLayout, remote: RemoteApp, version: string): Promise<string> {
  const map = await readDeployMap(layout);
  const url = manifestUrl(layout, remote, version);
  map[APPS[remote].mfName] = url;
  await writeJsonAtomically(remoteMapFile(layout), map);
  return url;
}

/** The remote's production build, written into `outDir` (also the registry release's build: registry-cli.ts). */
export function buildInto(remote: RemoteApp, outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const rspack = path.join(ROOT, 'node_modules', '.bin', 'rspack');
  return new Promise((resolve, reject) => {
    const child = spawn(rspack, ['build'], {
      cwd: path.join(ROOT, remote),
      env: { ...process.env, ...env, OUTPUT_PATH: outDir, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${remote} exited ${code}`))));
    child.on('error', reject);
  });
}

export interface ReleaseResult {
  remote: RemoteApp;
  version: string;
  manifestUrl: string;
}

export interface ReleaseOptions {
  version?: string;
  layout?: DeployLayout;
  buildEnv?: NodeJS.ProcessEnv;
  /** Writes the release into `outDir` instead of building it (e.g. an existing build copied in: bench/release-cycles.ts). */
  build?: (outDir: string) => Promise<void>;
}

/** Builds one remote into a new immutable version folder and points the map entry at it. */
export async function release(
  remote: RemoteApp,
  { version = newVersion(), layout = deployLayout(), buildEnv = {}, build }: ReleaseOptions = {},
): Promise<ReleaseResult> {
  assertVersion(version);
  const outDir = releaseDir(layout, remote, version);
  if (existsSync(outDir)) throw new Error(`${remote} ${version} already exists: releases are immutable, pick a new version`);
  await (build ? build(outDir) : buildInto(remote, outDir, buildEnv));
  if (!existsSync(path.join(outDir, 'mf-manifest.json'))) throw new Error(`build of ${remote} produced no mf-manifest.json`);
  const records = await readReleases(layout, remote);
  await writeJsonAtomically(releasesFile(layout, remote), [...records, { version, releasedAt: new Date().toISOString() }]);
  return { remote, version, manifestUrl: await pointMapAt(layout, remote, version) };
}

/** Points the map entry at an earlier version: the given one, or the one before the current. */
export async function rollback(
  remote: RemoteApp,
  { version, layout = deployLayout() }: { version?: string; layout?: DeployLayout } = {},
): Promise<ReleaseResult> {
  const records = await readReleases(layout, remote);
  let target = version;
  if (!target) {
    const current = (await readDeployMap(layout))[APPS[remote].mfName] ?? '';
    const index = records.findIndex((r) => manifestUrl(layout, remote, r.version) === current);
    const previous = index > 0 ? records[index - 1] : undefined;
    if (!previous) throw new Error(`${remote} has no release before the current one to roll back to`);
    target = previous.version;
  }
  assertVersion(target);
  if (!existsSync(path.join(releaseDir(layout, remote, target), 'mf-manifest.json'))) {
    throw new Error(`${remote} ${target} is not a release in ${remotesRoot(layout)}`);
  }
  return { remote, version: target, manifestUrl: await pointMapAt(layout, remote, target) };
}
