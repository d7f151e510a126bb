// The real entry point in a child process: first start on an empty data dir, then SIGTERM.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { startHost as start, waitFor, type Started } from './host-process';
import { prepareDatabase } from './db/prepare';

let running: Started | undefined;
afterEach(() => {
  if (running?.child.exitCode === null) running.child.kill('SIGKILL');
  running = undefined;
});

describe('src/main.ts', () => {
  // One uploads folder: the first start fills it (196 sample files), later starts find it complete
  // instead of each rendering every PDF again.
  const uploadsDir = path.join(mkdtempSync(path.join(tmpdir(), 'admin-main-uploads-')), 'uploads');

  it('first start seeds, generates the sample files, serves them, and closes the database on SIGTERM', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-main-'));
    const port = await freePort();
    const dbPath = path.join(dataDir, 'site.db');
    running = start({ PORT: String(port), ADMIN_DB: dbPath, UPLOADS_DIR: uploadsDir });
    await waitFor(running, `admin-host listening on http://127.0.0.1:${port}`);
    expect(running.output()).toContain('seeded sample content');
    expect(running.output()).toMatch(/generated \d+ sample files/);

    const base = `http://127.0.0.1:${port}`;
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });
    const reports = (await (await fetch(`${base}/investors/list-annual-report`)).json()) as { Annual_report_Document: string }[];
    const pdf = await fetch(`${base}/${reports[0]!.Annual_report_Document}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    running.child.kill('SIGTERM');
    expect(await running.exited, running.output()).toBe(0);
    expect(running.output()).toContain('admin-host: closed');
    // better-sqlite3 checkpoints and removes the WAL file when the last connection closes.
    expect(existsSync(`${dbPath}-wal`)).toBe(false);
  });

  it('--empty starts with empty tables on an existing database', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-main-'));
    const port = await freePort();
    const dbPath = path.join(dataDir, 'site.db');
    prepareDatabase(dbPath, 'if-empty').db.close();
    running = start({ PORT: String(port), ADMIN_DB: dbPath, UPLOADS_DIR: uploadsDir }, ['--empty']);
    await waitFor(running, 'admin-host listening');
    const base = `http://127.0.0.1:${port}`;
    expect(await (await fetch(`${base}/investors/list-policies`)).json()).toEqual([]);
    expect(await (await fetch(`${base}/blog/blog-post`)).json()).toEqual({ data: [] });
    running.child.kill('SIGINT');
    expect(await running.exited, running.output()).toBe(0);
  });

  it('refuses a bad configuration with one line and exit code 1', { timeout: 30_000 }, async () => {
    running = start({ PORT: 'eighty' });
    expect(await running.exited).toBe(1);
    expect(running.output().trim()).toBe('admin-host: failed to start: PORT must be a positive integer, got "eighty"');
  });
});
