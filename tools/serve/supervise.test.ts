// The supervisor with real child processes: a small HTTP server killed with -9 comes back, a child
// that keeps failing waits longer each time, a clean exit is left alone, and stop() is final.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { supervise, type Supervised } from './supervise.ts';

/** A child that answers HTTP on a free port and prints it; `mode: 'crash'` exits 1 at once, `'clean'` exits 0 after a moment. */
function child(mode: 'serve' | 'crash' | 'clean' = 'serve') {
  const script = {
    serve: "require('http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1', function () { console.log(this.address().port) })",
    crash: 'process.exit(1)',
    clean: 'setTimeout(() => process.exit(0), 300)',
  }[mode];
  return spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
}

/** Ready once the child has printed its port and that port answers. */
const answers = (started: ChildProcess) =>
  new Promise<void>((resolve, reject) => {
    started.stdout!.once('data', (chunk: Buffer) => {
      fetch(`http://127.0.0.1:${chunk.toString().trim()}/`).then((response) => (response.ok ? resolve() : reject(new Error(String(response.status)))), reject);
    });
  });

let running: Supervised | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

const waitUntil = async (condition: () => boolean, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('supervise', () => {
  it('starts a child killed with -9 again and says so in the log', async () => {
    const log: string[] = [];
    running = await supervise({ name: 'demo', spawn: () => child(), ready: answers, initialDelayMs: 50, log: (line) => log.push(line) });
    const first = running.child;
    first.kill('SIGKILL');
    await waitUntil(() => log.some((line) => line.includes('is back')));
    expect(running.child).not.toBe(first);
    expect(running.restarts).toBe(1);
    expect(log[0]).toMatch(/^\[supervisor\] demo exited \(signal SIGKILL\) after (\d+ ms|[\d.]+ s); restarting in 50 ms \(restart 1\)$/);
    expect(log[1]).toBe(`[supervisor] demo is back (pid ${running.child.pid})`);
  });

  it('backs off while the child keeps failing: 50, 100, 200, 400 ms…', async () => {
    const log: string[] = [];
    let starts = 0;
    running = await supervise({
      name: 'flaky',
      // The first child serves; every later one crashes at once.
      spawn: () => child(starts++ === 0 ? 'serve' : 'crash'),
      ready: answers,
      initialDelayMs: 50,
      maxDelayMs: 400,
      log: (line) => log.push(line),
    });
    running.child.kill('SIGKILL');
    await waitUntil(() => log.length >= 5, 60_000);
    expect(log.slice(0, 5).map((line) => /restarting in (\d+ ms)/.exec(line)?.[1])).toEqual(['50 ms', '100 ms', '200 ms', '400 ms', '400 ms']);
    expect(log[1]).toMatch(/^\[supervisor\] flaky exited \(code 1\) after (\d+ ms|[\d.]+ s); restarting in 100 ms \(restart 2\)$/);
  }, 60_000);

  it('leaves a clean exit alone (as Restart=on-failure does), and stop() is final', async () => {
    const log: string[] = [];
    running = await supervise({ name: 'clean', spawn: () => child('clean'), ready: async () => undefined, initialDelayMs: 50, log: (line) => log.push(line) });
    await waitUntil(() => log.length > 0);
    expect(log).toEqual([expect.stringMatching(/^\[supervisor\] clean stopped \(code 0\) after (\d+ ms|[\d.]+ s); not restarting it$/)]);

    const kept = await supervise({ name: 'kept', spawn: () => child(), ready: answers, initialDelayMs: 50, log: (line) => log.push(line) });
    await kept.stop();
    expect(kept.child.signalCode).toBe('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(kept.restarts).toBe(0);
  });

  it('reports a first start that fails instead of retrying it', async () => {
    await expect(supervise({ name: 'broken', spawn: () => child('crash'), ready: () => new Promise(() => undefined) })).rejects.toThrow('broken exited (code 1) before it was ready');
  });
});
