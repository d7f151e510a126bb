// Backup and restore as an operator runs them, against the real admin host in a child process
// (issue 27): a restore while the host runs is refused and changes nothing; damaged backups are
// refused; after the host is killed (-9: no stale lock) the backup comes back and the host serves it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';
import { openDatabase } from '../db/database';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = mkdtempSync(path.join(tmpdir(), 'admin-restore-'));
const env = { ...process.env, ADMIN_DB: path.join(dir, 'data', 'site.db'), UPLOADS_DIR: path.join(dir, 'data', 'uploads'), CONSOLE_DEMO: 'off', LOG_LEVEL: 'warn' };

let host: ChildProcess | undefined;
afterAll(() => {
  if (host?.exitCode === null) host.kill('SIGKILL');
});

async function startHost(port: number): Promise<void> {
  host = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: PACKAGE_DIR, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  host.stdout!.on('data', (chunk) => (output += chunk));
  host.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (!output.includes('admin-host listening')) {
    if (host.exitCode !== null) throw new Error(`the admin host exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the admin host did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const maintenance = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/maintenance.ts', ...args], { cwd: PACKAGE_DIR, env, encoding: 'utf8' });

async function annualReports(port: number): Promise<{ Annual_report_Name: string; Annual_report_Document: string }[]> {
  return (await fetch(`http://127.0.0.1:${port}/investors/list-annual-report`)).json() as never;
}

describe('backup and restore against the running admin host', () => {
  it('refuses while it runs, refuses damaged backups, and restores once it is stopped (even by kill -9)', async () => {
    const port = await freePort();
    await startHost(port);
    const reports = await annualReports(port);
    expect(reports.length).toBeGreaterThan(0);
    const uploads = readdirSync(env.UPLOADS_DIR, { recursive: true }).length;

    const backupDir = path.join(dir, 'backup');
    const made = maintenance('backup', '--out', backupDir);
    expect(made.status, made.stderr).toBe(0);

    // Someone deletes content after the backup (another connection: the host sees it within a second).
    const db = openDatabase(env.ADMIN_DB);
    db.prepare("DELETE FROM investor_documents WHERE category = 'annual-report'").run();
    db.close();
    await expect.poll(() => annualReports(port), { timeout: 10_000 }).toEqual([]);

    // A restore under the running host is refused and changes nothing.
    const refused = maintenance('restore', backupDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^admin-host restore: the admin host is running on .*Stop it first/);
    expect(await annualReports(port)).toEqual([]);

    // Killed without a word: the operating system drops its lock with it.
    host!.kill('SIGKILL');
    await new Promise((resolve) => host!.once('exit', resolve));

    // Damaged backups: refused with the reason, the data left as it was.
    const damaged = (name: string, change: (copy: string) => void) => {
      const copy = path.join(dir, name);
      cpSync(backupDir, copy, { recursive: true });
      change(copy);
      return copy;
    };
    const random = damaged('random', (copy) => {
      writeFileSync(path.join(copy, 'site.db'), Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 256)));
      writeFileSync(path.join(copy, 'backup.json'), '');
    });
    const truncated = damaged('truncated', (copy) => truncateSync(path.join(copy, 'site.db'), 16384));
    for (const [folder, why] of [
      [random, /backup\.json in .* is not readable JSON/],
      [truncated, /site\.db has 16384 bytes where the manifest says \d+: the copy is truncated or damaged/],
    ] as const) {
      const result = maintenance('restore', folder);
      expect(result.status, result.stdout).toBe(1);
      expect(result.stderr).toMatch(why);
    }
    expect(readdirSync(env.UPLOADS_DIR, { recursive: true }).length).toBe(uploads);

    const restored = maintenance('restore', backupDir);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored .*site\.db and \d+ uploaded files from .*\nWhat it replaced is kept.*\n {2}.*site\.db\.before-restore-/);
    expect(readdirSync(path.dirname(env.ADMIN_DB)).some((name) => /^uploads\.before-restore-/.test(name))).toBe(true);

    // The host starts on the restored data and serves the records and their files again.
    await startHost(port);
    expect(await annualReports(port)).toEqual(reports);
    const file = await fetch(`http://127.0.0.1:${port}/${reports[0]!.Annual_report_Document}`);
    expect(file.status).toBe(200);
    expect(existsSync(`${env.ADMIN_DB}.lock`)).toBe(true);
    host!.kill('SIGTERM');
    await new Promise((resolve) => host!.once('exit', resolve));
  }, 300_000);
});
