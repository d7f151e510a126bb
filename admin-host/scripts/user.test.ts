// `pnpm --filter admin-host user:add` as a team runs it: a real process on a throw-away database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEAK_PASSWORDS } from '../src/console/test-helpers';

const userAdd = (dbPath: string, username: string, password: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/user.ts', 'add', username, '--role', 'ir', '--password-stdin'], {
    cwd: path.join(import.meta.dirname, '..'),
    env: { ...process.env, ADMIN_DB: dbPath },
    input: password,
    encoding: 'utf8',
  });

describe('user:add', () => {
  it('refuses a guessable password with the reason, and takes a passphrase', () => {
    const dbPath = path.join(mkdtempSync(path.join(tmpdir(), 'user-add-')), 'site.db');
    for (const password of [WEAK_PASSWORDS[4]]) {
      const refused = userAdd(dbPath, 'ira', password);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/^user: This password is too easy to guess: /);
    }
    const created = userAdd(dbPath, 'ira', 'monsoon ledger kettle anchor');
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/^Created console user "ira" with role\(s\) ir/);
  }, 120_000);
});
