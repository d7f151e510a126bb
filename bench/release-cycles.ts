// `pnpm bench:releases`: do repeated releases and rollbacks grow the shell's server memory (issue 15)?
// The shell's page server runs alone in a child process (bench/release-cycles-server.ts, with
// --expose-gc), serving the releases at /mf/ on its own origin as `pnpm start` does (so the server
// code it loads comes from itself), the admin host beside it. Then
// CYCLES times: `release mfe-investors` (a NEW immutable version each time, so its server code is a
// new URL the shell must fetch and evaluate), request the server-rendered investor page, `rollback
// mfe-investors` (to the version before), request the page again. The releases go through
// tools/release/deploy.ts's own release() and rollback(), but a release is the existing
// mfe-investors build hard-linked into its version folder instead of a fresh rspack build (seconds
// instead of minutes; the shell cannot tell the difference: the URL is new). Memory is read after a
// forced GC before the first cycle, after every cycle and after the last, plus VmRSS/VmHWM from
// /proc. Everything lives in a temporary DEPLOY_DIR, removed at the end. Bounded: about a minute.
// Writes bench/results/release-cycles.json and its line in bench/results/SUMMARY.md.
import './release-cycles-ports.ts';
import { TEMP_DEPLOY_DIR } from './env.ts';
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { link, mkdir, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appUrl } from '../shell/server/apps.ts';
import { remoteMapFile, remotesRoot, type DeployLayout } from '../shell/server/deploy-layout.ts';
import { release, rollback } from '../tools/release/deploy.ts';
import { buildMissing, ROOT, startAdminHost, type AdminHostProcess } from '../tools/serve/stack.ts';
import { runMeta } from './machine.ts';
import { RENDERING_PROCESS_ARGS } from './production-react.ts';
import { chromiumPath } from './config.ts';
import { mib, parseProcStatus, slopePerStep, type ServerMemory } from './memory.ts';
import { withServerLine } from './summary-lines.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(here, 'results', 'release-cycles.json');
const SUMMARY = path.join(here, 'results', 'SUMMARY.md');
const CYCLES = Number(process.env.BENCH_CYCLES ?? 50);
const REMOTE = 'mfe-investors' as const;
const ROUTE = '/investors/annual-report';
/** The whole run must end; a hung render or server fails it instead. */
const DEADLINE_MS = 5 * 60_000;

const version = (i: number) => `bench-${String(i).padStart(3, '0')}`;

/** Hard links of every file of `from` under `to` (same file system: no bytes copied). */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else await link(source, target);
  }
}

interface Shell {
  url: string;
  serverReact: string;
  child: ChildProcess;
  memory(): Promise<ServerMemory & { vmRssBytes: number | null; vmHwmBytes: number | null }>;
  stop(): Promise<void>;
}

function startShell(mapFile: string, releasesFolder: string): Promise<Shell> {
  const child = fork(path.join(here, 'release-cycles-server.ts'), [releasesFolder], {
    cwd: ROOT,
    execArgv: ['--expose-gc', ...RENDERING_PROCESS_ARGS],
    env: { ...process.env, REMOTE_MAP_FILE: mapFile },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const reply = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`shell server exited with ${code}`));
      const onMessage = (message: { type: string } & T) => {
        if (message.type !== type) return;
        child.off('message', onMessage).off('exit', onExit);
        resolve(message);
      };
      child.on('message', onMessage).once('exit', onExit);
    });
  return reply<{ url: string; serverReact: string }>('ready').then(({ url, serverReact }) => ({
    url,
    serverReact,
    child,
    async memory() {
      const answer = reply<{ memory: ServerMemory }>('memory');
      child.send('memory');
      const { memory } = await answer;
      return { ...memory, ...parseProcStatus(readFileSync(`/proc/${child.pid}/status`, 'utf8')) };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  }));
}

/** The page, checked: 200, server-rendered (an <h1> inside #root), rendered with `manifestUrl`. */
async function requestPage(shellUrl: string, manifestUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${shellUrl}${ROUTE}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${ROUTE} answered ${response.status}`);
  const root = html.slice(html.indexOf('<div id="root">'));
  if (!/<div id="root"><[\s\S]*<h1[\s>]/.test(root)) throw new Error(`${ROUTE} was not server-rendered`);
  if (!html.includes(JSON.stringify(manifestUrl).slice(1, -1))) throw new Error(`${ROUTE} was not rendered with ${manifestUrl}`);
  return ms;
}

async function tryAdminHost(): Promise<AdminHostProcess | null> {
  try {
    return await startAdminHost({ db: process.env.ADMIN_DB, quiet: true });
  } catch (error) {
    console.warn(`!! admin host unavailable, the page renders its empty states: ${(error as Error).message}`);
    return null;
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  await buildMissing(['shell', REMOTE]);
  const build = path.join(ROOT, REMOTE, 'dist');
  const deployDir = mkdtempSync(path.join(os.tmpdir(), 'pvc-bench-releases-'));
  // Releases served by the shell's origin at /mf/, the default deploy origin of `pnpm start`.
  const layout: DeployLayout = { dir: deployDir, origin: `${appUrl('shell')}/mf` };
  const releaseOne = (i: number) => release(REMOTE, { version: version(i), layout, build: (outDir) => linkTree(build, outDir) });
  const cleanups: (() => Promise<unknown> | void)[] = [
    () => rmSync(deployDir, { recursive: true, force: true }),
    () => TEMP_DEPLOY_DIR && rmSync(TEMP_DEPLOY_DIR, { recursive: true, force: true }),
  ];
  try {
    const first = await releaseOne(0);
    const admin = await tryAdminHost();
    if (admin) cleanups.unshift(() => admin.stop());
    const shell = await startShell(remoteMapFile(layout), remotesRoot(layout));
    cleanups.unshift(() => shell.stop());

    // Warm: the shell's frame and React loaded, the first version's server code evaluated.
    for (let i = 0; i < 3; i++) await requestPage(shell.url, first.manifestUrl);
    const before = await shell.memory();
    console.log(`before: RSS ${mib(before.rssBytes)} MiB, heap ${mib(before.heapUsedBytes)} MiB, ${before.loaderVersions} server-code version(s)`);

    const cycles: { cycle: number; releaseMs: number; rollbackMs: number; rssMiB: number; heapUsedMiB: number; loaderVersions: number; pageCacheEntries: number }[] = [];
    for (let i = 1; i <= CYCLES; i++) {
      if (Date.now() - started > DEADLINE_MS) throw new Error(`over ${DEADLINE_MS / 1000} s after ${i - 1} cycles`);
      const released = await releaseOne(i);
      const releaseMs = await requestPage(shell.url, released.manifestUrl);
      const back = await rollback(REMOTE, { layout });
      const rollbackMs = await requestPage(shell.url, back.manifestUrl);
      const m = await shell.memory();
      cycles.push({ cycle: i, releaseMs: Math.round(releaseMs), rollbackMs: Math.round(rollbackMs), rssMiB: mib(m.rssBytes), heapUsedMiB: mib(m.heapUsedBytes), loaderVersions: m.loaderVersions, pageCacheEntries: m.pageCacheEntries });
      if (i % 10 === 0) console.log(`cycle ${i}: RSS ${mib(m.rssBytes)} MiB, heap ${mib(m.heapUsedBytes)} MiB, ${m.loaderVersions} versions, ${m.pageCacheEntries} cached pages`);
    }
    const after = await shell.memory();
    const lastTen = cycles.slice(-10);
    const report = {
      meta: {
        ...runMeta(await chromiumPath()),
        loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
        durationSeconds: Math.round((Date.now() - started) / 1000),
        adminHost: admin ? 'running' : 'unavailable',
        serverReact: shell.serverReact,
      },
      settings: { remote: REMOTE, route: ROUTE, cycles: CYCLES },
      method:
        'shell page server alone in a child process (serveApp, node --expose-gc); each cycle = release() of a new version of mfe-investors ' +
        '(its existing build hard-linked into the version folder) → GET the page (a render with the new server code) → rollback() to the ' +
        'previous version → GET the page; memory after two forced GCs; VmRSS/VmHWM from /proc/<pid>/status',
      before: summaryOf(before),
      after: summaryOf(after),
      growth: { rssMiB: Number((mib(after.rssBytes) - mib(before.rssBytes)).toFixed(1)), heapUsedMiB: Number((mib(after.heapUsedBytes) - mib(before.heapUsedBytes)).toFixed(1)) },
      lastTenCyclesSlope: {
        rssMiBPerCycle: Number(slopePerStep(lastTen.map((c) => c.rssMiB)).toFixed(3)),
        heapUsedMiBPerCycle: Number(slopePerStep(lastTen.map((c) => c.heapUsedMiB)).toFixed(3)),
      },
      peakRssMiB: after.vmHwmBytes == null ? null : mib(after.vmHwmBytes),
      cycles,
    };
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
    const line =
      `${CYCLES} release/rollback cycles of ${REMOTE}, each followed by a server render of \`${ROUTE}\` (${report.meta.date.slice(0, 16).replace('T', ' ')} UTC, ` +
      `\`${report.meta.git.commit.slice(0, 10)}\`, load ${report.meta.loadAverage[0]}): shell server RSS ${report.before.rssMiB} → ${report.after.rssMiB} MiB, ` +
      `heap used ${report.before.heapUsedMiB} → ${report.after.heapUsedMiB} MiB (after GC), last 10 cycles ${report.lastTenCyclesSlope.rssMiBPerCycle} MiB RSS/cycle; ` +
      `server-code versions held ${report.before.loaderVersions} → ${report.after.loaderVersions}, cached pages ${report.after.pageCacheEntries} (\`release-cycles.json\`).`;
    writeFileSync(SUMMARY, withServerLine(existsSync(SUMMARY) ? readFileSync(SUMMARY, 'utf8') : '# Bench summary\n', 'bench:releases', line));
    console.log(`${line}\nWrote ${path.relative(ROOT, RESULTS)} in ${report.meta.durationSeconds} s.`);
  } finally {
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
  }
}

function summaryOf(m: ServerMemory & { vmRssBytes: number | null; vmHwmBytes: number | null }) {
  return {
    rssMiB: mib(m.rssBytes),
    heapUsedMiB: mib(m.heapUsedBytes),
    externalMiB: mib(m.externalBytes),
    vmRssMiB: m.vmRssBytes == null ? null : mib(m.vmRssBytes),
    afterGc: m.afterGc,
    loaderVersions: m.loaderVersions,
    pageCacheEntries: m.pageCacheEntries,
  };
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
