// Keeps a server process running (issue 27: after `kill -9` nobody restarted the admin host). A child
// that fails (killed by a signal, or exits with a non-zero code) is started again after a back-off — 1 s, doubling to 30 s while
// it keeps failing, back to 1 s once a child has stayed up for a minute — and each exit and return is
// logged. `pnpm start` / `npm run site` run the admin host and the shell's page server this way; in
// production systemd does the same job (README: "Running it in production").
import type { ChildProcess } from 'node:child_process';

export interface SuperviseOptions {
  /** For the log: "admin-host", "shell page server". */
  name: string;
  /** Starts one child. */
  spawn: () => ChildProcess;
  /** Resolves once a fresh child serves (e.g. its health URL answers). */
  ready: (child: ChildProcess) => Promise<void>;
  /** The first wait before a restart… */
  initialDelayMs?: number;
  /** …doubled after each failure in a row, up to this. */
  maxDelayMs?: number;
  /** A child that stayed up this long was healthy: the next restart waits initialDelayMs again. */
  stableAfterMs?: number;
  /** Sends a stopped child SIGKILL when it has not exited this long after SIGTERM. */
  stopTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface Supervised {
  /** The running child (a new one after each restart). */
  readonly child: ChildProcess;
  /** How many times it was started again. */
  readonly restarts: number;
  /** Stops it for good: no restart, SIGTERM (then SIGKILL), resolved once it has exited. */
  stop(): Promise<void>;
}

const describeExit = (code: number | null, signal: NodeJS.Signals | null) => (signal ? `signal ${signal}` : `code ${code}`);
const seconds = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${Number((ms / 1000).toFixed(1))} s`);

/**
 * Starts a child and keeps it running. Resolves once the first child is ready; rejects if that one
 * exits before (a start that cannot work, e.g. a port in use, is reported, not retried forever).
 */
export async function supervise(options: SuperviseOptions): Promise<Supervised> {
  const { name, initialDelayMs = 1000, maxDelayMs = 30_000, stableAfterMs = 60_000, stopTimeoutMs = 15_000 } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  let child: ChildProcess;
  let startedAt = 0;
  let failuresInARow = 0;
  let restarts = 0;
  let stopping = false;
  /** Only a server that has worked once is restarted: a first start that fails is an error to report. */
  let supervising = false;
  let timer: NodeJS.Timeout | undefined;

  /** Waits for a child to be ready, or for it to exit first (then the exit handler takes over). */
  const readyOrExit = (started: ChildProcess) =>
    new Promise<boolean>((resolve, reject) => {
      const onExit = () => resolve(false);
      started.once('exit', onExit);
      options.ready(started).then(
        () => {
          started.off('exit', onExit);
          resolve(true);
        },
        (error: unknown) => {
          started.off('exit', onExit);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });

  const start = (): ChildProcess => {
    const started = options.spawn();
    startedAt = Date.now();
    started.once('exit', (code, signal) => {
      if (stopping || !supervising || started !== child) return;
      const upFor = Date.now() - startedAt;
      // Asked to stop (SIGTERM, Ctrl-C) and did so cleanly: as systemd's Restart=on-failure, not restarted.
      if (code === 0) {
        log(`[supervisor] ${name} stopped (code 0) after ${seconds(upFor)}; not restarting it`);
        return;
      }
      failuresInARow = upFor >= stableAfterMs ? 0 : failuresInARow + 1;
      const delay = Math.min(maxDelayMs, initialDelayMs * 2 ** Math.max(0, failuresInARow - 1));
      log(`[supervisor] ${name} exited (${describeExit(code, signal)}) after ${seconds(upFor)}; restarting in ${seconds(delay)} (restart ${restarts + 1})`);
      timer = setTimeout(() => {
        timer = undefined;
        if (stopping) return;
        restarts += 1;
        child = start();
        const fresh = child;
        readyOrExit(fresh).then(
          (ready) => {
            if (ready && !stopping) log(`[supervisor] ${name} is back (pid ${fresh.pid})`);
          },
          (error: Error) => {
            // Up but not answering: stop it, and the exit handler starts the next one.
            log(`[supervisor] ${name} did not become ready (${error.message}); stopping it`);
            fresh.kill('SIGKILL');
          },
        );
      }, delay);
    });
    return started;
  };

  child = start();
  let ready: boolean;
  try {
    ready = await readyOrExit(child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  if (!ready) throw new Error(`${name} exited (${describeExit(child.exitCode, child.signalCode)}) before it was ready`);
  supervising = true;

  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (timer) clearTimeout(timer);
        const current = child;
        if (current.exitCode !== null || current.signalCode !== null) return resolve();
        const kill = setTimeout(() => current.kill('SIGKILL'), stopTimeoutMs);
        current.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        current.kill('SIGTERM');
      }),
  };
}
