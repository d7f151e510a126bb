import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';

describe('cached lists', () => {
  it('serve new content as soon as another connection writes to the database', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cache-')), 'site.db');
    const { db } = prepareDatabase(file, 'if-empty');
    const app = await buildApp({ db, uploadsDir: tmpdir(), allowedOrigins: [], contentRecheckMs: 0 });
    const before = (await app.inject('/investors/list-policies')).json() as unknown[];
    const etag = (await app.inject('/investors/list-policies')).headers.etag;

    const editor = openDatabase(file);
    editor.prepare('INSERT INTO policies (name, document) VALUES (?, ?)').run('Dividend Distribution Policy', 'uploads/documents/policies/dividend.pdf');
    editor.close();

    const after = await app.inject('/investors/list-policies');
    expect(after.json()).toHaveLength(before.length + 1);
    expect(after.headers.etag).not.toBe(etag);
    await app.close();
    db.close();
  });

  it('also notices writes made through its own connection', async () => {
    const { db } = prepareDatabase(':memory:', 'if-empty');
    const app = await buildApp({ db, uploadsDir: tmpdir(), allowedOrigins: [], contentRecheckMs: 0 });
    const before = (await app.inject('/investors/list-committees')).json() as unknown[];
    db.prepare('DELETE FROM committee_members WHERE status = ?').run('Member');
    const after = (await app.inject('/investors/list-committees')).json() as unknown[];
    expect(after.length).toBeLessThan(before.length);
    await app.close();
    db.close();
  });
});
