// Where and on what the numbers were taken: they only compare with numbers from a like machine.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';

export interface MachineInfo {
  nproc: number;
  cpu: string;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  lighthouse: string;
  playwright: string;
}

export interface RunMeta {
  date: string;
  /** 1, 5 and 15 minute load averages when the results were written: other work on the machine skews timings. */
  loadAverage: number[];
  git: { commit: string; dirty: boolean };
  machine: MachineInfo;
}

const quiet = (cmd: string, args: string[]): string => {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};

const require = createRequire(import.meta.url);
const versionOf = (pkg: string): string => {
  try {
    return (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
};

export function machineInfo(chromiumPath: string): MachineInfo {
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    // Debian's wrapper script prints a shell warning on stderr; only stdout is kept.
    chromium: quiet(chromiumPath, ['--version']),
    lighthouse: versionOf('lighthouse'),
    playwright: versionOf('playwright-core'),
  };
}

export function runMeta(chromiumPath: string): RunMeta {
  return {
    date: new Date().toISOString(),
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
    git: {
      commit: quiet('git', ['rev-parse', 'HEAD']),
      // Others work in the same tree: a dirty tree means the builds may hold uncommitted code.
      // bench/results/ itself does not count: the benches write it during a run.
      dirty: quiet('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results']).length > 0,
    },
    machine: machineInfo(chromiumPath),
  };
}
