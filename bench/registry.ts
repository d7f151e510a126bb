// `pnpm bench:releases`, second part (issue 26): the release registry's two figures.
// 1. Propagation: an admin host (the registry) on a fresh database and two page servers following
//    it, each in a process of its own as `PAGE_SERVERS=2 pnpm start` runs them. RELEASES times: upload
//    a new release of mfe-investors (its production build plus one file that makes the content, so the
//    version, new), then poll both page servers' /remotes.json every 10 ms until both name it. The
//    time from the upload's answer to the second page server serving it: p50 / p99 (issue: ≤ 2 s).
// 2. Beacon intake: the admin host alone on one CPU core (taskset), N keep-alive connections posting
//    valid 10-event beacon batches as many visitors behind a proxy (X-Forwarded-For, TRUST_PROXY), the
//    load generator on the other core. Accepted batches per second.
// Writes bench/results/registry.json and its line in bench/results/SUMMARY.md.
import './registry-ports.ts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGISTRY_PATHS, type BeaconBatch } from '../shared/src/contract/releases.ts';
import { packFiles, readReleaseFolder } from '../shared/src/release-archive/index.ts';
import { ADMIN_HOST_PORT, APPS, PAGE_SERVER_PORTS } from '../shell/server/apps.ts';
import { buildMissing, ROOT, waitForUrl } from '../tools/serve/stack.ts';
import { chromiumPath } from './config.ts';
import { runMeta } from './machine.ts';
import { percentile } from './stats.ts';
import { withServerLine } from './summary-lines.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(here, 'results', 'registry.json');
const SUMMARY = path.join(here, 'results', 'SUMMARY.md');
const RELEASES = Number(process.env.BENCH_RELEASES ?? 20);
const INTAKE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const INTAKE_CONNECTIONS = 16;
const REMOTE = 'mfe-investors' as const;
const work = mkdtempSync(path.join(tmpdir(), 'pvc-bench-registry-'));
const REGISTRY = `http://localhost:${ADMIN_HOST_PORT}`;
const SITE_ORIGIN = `http://localhost:${APPS.shell.port}`;
const SERVER_CODE_TOKEN = randomBytes(16).toString('hex');

const children: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startChild(args: string[], env: NodeJS.ProcessEnv, { cpu, cwd = ROOT }: { cpu?: number; cwd?: string } = {}): ChildProcess {
  const command = cpu === undefined ? [process.execPath, ...args] : ['taskset', '-c', String(cpu), process.execPath, ...args];
  const child = spawn(command[0]!, command.slice(1), { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

const adminEnv = (db: string): NodeJS.ProcessEnv => ({
  PORT: String(ADMIN_HOST_PORT),
  ADMIN_DB: db,
  REGISTRY_DIR: path.join(work, 'registry'),
  SERVER_CODE_TOKEN,
  ALLOWED_ORIGINS: SITE_ORIGIN,
  TRUST_PROXY: 'true',
});

async function startRegistry(db: string, cpu?: number): Promise<ChildProcess> {
  // As the stack starts it: from its package folder (its tsconfig's paths), on `cpu` when given.
  const child = startChild(['--import', 'tsx', 'src/main.ts', '--reset'], adminEnv(db), { ...(cpu === undefined ? {} : { cpu }), cwd: path.join(ROOT, 'admin-host') });
  await waitForUrl(`${REGISTRY}/health`);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function addToken(db: string): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/token.ts', 'add', 'bench', '--remote', REMOTE], {
    cwd: path.join(ROOT, 'admin-host'),
    env: { ...process.env, ADMIN_DB: db },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`token:add failed: ${result.stderr}`);
  return /pvcrel_[A-Za-z0-9_-]+/.exec(result.stdout)![0];
}

async function servedVersion(port: number): Promise<string | undefined> {
  const response = await fetch(`http://localhost:${port}/remotes.json`, { headers: { 'user-agent': 'Googlebot bench' } }).catch(() => undefined);
  return response?.ok ? /\/mf\/mfe-investors\/([^/]+)\//.exec(await response.text())?.[1] : undefined;
}

async function propagation(): Promise<{ samplesMs: number[]; p50Ms: number; p99Ms: number; uploadMs: number[] }> {
  const db = path.join(work, 'propagation.db');
  const registry = await startRegistry(db);
  const token = addToken(db);
  const ports = PAGE_SERVER_PORTS.slice(0, 2);
  const pageServers = ports.map((port) =>
    startChild(['--import', 'tsx', 'shell/server/main.ts'], {
      PORT: String(port),
      ADMIN_HOST: REGISTRY,
      REGISTRY_URL: REGISTRY,
      DEPLOY_DIR: path.join(work, `deploy-${port}`),
      SERVER_CODE_TOKEN,
    }),
  );
  await Promise.all(ports.map((port) => waitForUrl(`http://localhost:${port}/`)));
  const build = await readReleaseFolder(path.join(ROOT, REMOTE, 'dist'));
  const samplesMs: number[] = [];
  const uploadMs: number[] = [];
  for (let i = 0; i < RELEASES; i++) {
    const files = new Map(build).set(`static/bench-${i}.txt`, Buffer.from(`release ${i} ${work}\n`));
    const archive = await packFiles(files);
    const sent = performance.now();
    const response = await fetch(`${REGISTRY}${REGISTRY_PATHS.upload(REMOTE)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
      body: new Uint8Array(archive),
    });
    if (!response.ok) throw new Error(`upload ${i}: ${response.status} ${await response.text()}`);
    const { version } = (await response.json()) as { version: string };
    const answered = performance.now();
    uploadMs.push(answered - sent);
    for (const port of ports) {
      while ((await servedVersion(port)) !== version) {
        if (performance.now() - answered > 30_000) throw new Error(`page server ${port} did not serve ${version} within 30 s`);
        await sleep(10);
      }
    }
    samplesMs.push(performance.now() - answered);
  }
  await Promise.all([...pageServers, registry].map(stop));
  return { samplesMs, p50Ms: percentile(samplesMs, 50), p99Ms: percentile(samplesMs, 99), uploadMs };
}

/** N keep-alive connections posting batches for `seconds`; each from its own forwarded client address. */
async function postLoad(url: string, body: string, connections: number, seconds: number): Promise<{ ok: number; other: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const end = performance.now() + seconds * 1000;
  const counts = { ok: 0, other: 0 };
  let client = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      client += 1;
      const request = http.request(url, {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          origin: SITE_ORIGIN,
          'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
        },
      });
      request.on('response', (response) => {
        if (response.statusCode === 204 || response.statusCode === 200) counts.ok += 1;
        else counts.other += 1;
        response.resume().on('end', () => resolve());
      });
      request.on('error', () => {
        counts.other += 1;
        resolve();
      });
      request.end(body);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await once();
    }),
  );
  agent.destroy();
  return counts;
}

async function intake(): Promise<{ acceptedPerSecond: number; refused: number; seconds: number; connections: number; eventsPerBatch: number }> {
  const db = path.join(work, 'intake.db');
  const registry = await startRegistry(db, 0);
  const token = addToken(db);
  // A stable release so the beacons name a release the map knows.
  const archive = await packFiles(await readReleaseFolder(path.join(ROOT, REMOTE, 'dist')));
  const uploaded = await fetch(`${REGISTRY}${REGISTRY_PATHS.upload(REMOTE)}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' }, body: new Uint8Array(archive) });
  const { version } = (await uploaded.json()) as { version: string };
  const batch: BeaconBatch = {
    events: [
      { kind: 'view', remote: REMOTE, release: version, page: '/investors' },
      ...(['LCP', 'INP', 'CLS', 'TTFB'] as const).map((name) => ({ kind: 'vital' as const, remote: REMOTE, release: version, name, value: name === 'CLS' ? 0.01 : 800 })),
      { kind: 'view', remote: REMOTE, release: version, page: '/investors/annual-report' },
      ...(['LCP', 'INP', 'CLS', 'TTFB'] as const).map((name) => ({ kind: 'vital' as const, remote: REMOTE, release: version, name, value: name === 'CLS' ? 0 : 1200 })),
    ],
  };
  spawnSync('taskset', ['-cp', '1', String(process.pid)]);
  await postLoad(`${REGISTRY}${REGISTRY_PATHS.beacons}`, JSON.stringify(batch), INTAKE_CONNECTIONS, 2); // warm-up
  const counts = await postLoad(`${REGISTRY}${REGISTRY_PATHS.beacons}`, JSON.stringify(batch), INTAKE_CONNECTIONS, INTAKE_SECONDS);
  await stop(registry);
  return { acceptedPerSecond: counts.ok / INTAKE_SECONDS, refused: counts.other, seconds: INTAKE_SECONDS, connections: INTAKE_CONNECTIONS, eventsPerBatch: batch.events.length };
}

try {
  await buildMissing(['shell', REMOTE]);
  const meta = runMeta(await chromiumPath());
  const propagated = await propagation();
  const intakeResult = await intake();
  const report = { ...meta, releases: RELEASES, propagation: propagated, intake: intakeResult };
  writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
  const line =
    `registry: a release reaches both page servers in p50 ${propagated.p50Ms.toFixed(0)} ms / p99 ${propagated.p99Ms.toFixed(0)} ms over ${RELEASES} releases (target ≤ 2,000 ms); ` +
    `beacon intake ${intakeResult.acceptedPerSecond.toFixed(0)} batches/s of ${intakeResult.eventsPerBatch} events on one core`;
  writeFileSync(SUMMARY, withServerLine(existsSync(SUMMARY) ? readFileSync(SUMMARY, 'utf8') : '# Bench summary\n', 'bench:registry', line));
  console.log(line);
} finally {
  await Promise.all(children.map(stop));
  rmSync(work, { recursive: true, force: true });
}
