// `pnpm --filter admin-host token:add|remove|list` as an operator runs them: real processes on a throw-away database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const token = (dbPath: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/token.ts', ...args], {
    cwd: path.join(import.meta.dirname, '..'),
    env: { ...process.env, ADMIN_DB: dbPath },
    encoding: 'utf8',
  });

describe('token:add, token:list, token:remove', () => {
  it('print a token once, list it without the secret, revoke it', () => {
    const dbPath = path.join(mkdtempSync(path.join(tmpdir(), 'token-')), 'site.db');
    const added = token(dbPath, 'add', 'investors-ci', '--remote', 'mfe-investors', '--remote', 'mfe-content');
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    expect(added.stdout).toMatch(/^Created release token "investors-ci" for mfe-content, mfe-investors\.\nToken \(shown once[^)]*\): pvcrel_[A-Za-z0-9_-]{43}\n$/);
    const secret = /pvcrel_\S+/.exec(added.stdout)![0];

    const listed = token(dbPath, 'list');
    expect(listed.stdout).toMatch(/^investors-ci\tmfe-content,mfe-investors\tcreated \S+\tlast used never\n$/);
    expect(listed.stdout).not.toContain(secret);

    const refused = token(dbPath, 'add', 'other', '--remote', 'shell');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^token: Unknown remote shell: name one of mfe-products/);

    expect(token(dbPath, 'remove', 'investors-ci').stdout).toMatch(/^Revoked release token "investors-ci"/);
    expect(token(dbPath, 'list').stdout).toMatch(/\trevoked \S+\n$/);
    const again = token(dbPath, 'remove', 'investors-ci');
    expect(again.status).toBe(1);
    expect(again.stderr).toBe('token: No live token named "investors-ci"\n');
  }, 120_000);
});
