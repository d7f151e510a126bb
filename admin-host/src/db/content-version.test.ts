import { describe, expect, it } from 'vitest';
import { contentVersion } from './content-version';
import { prepareDatabase } from './prepare';

const write = (db: ReturnType<typeof prepareDatabase>['db']) =>
  db.prepare('INSERT INTO policies (name, document) VALUES (?, ?)').run('Test Policy', 'uploads/documents/policies/test.pdf');

describe('contentVersion', () => {
  it('moves on every write when asked each time', () => {
    const { db } = prepareDatabase(':memory:', 'if-empty');
    const version = contentVersion(db, { recheckMs: 0 });
    const before = version.current();
    expect(version.current()).toBe(before);
    write(db);
    expect(version.current()).not.toBe(before);
    db.close();
  });

  it('reuses its answer for the recheck interval, then notices the write', async () => {
    const { db } = prepareDatabase(':memory:', 'if-empty');
    const version = contentVersion(db, { recheckMs: 40 });
    const before = version.current();
    write(db);
    expect(version.current()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(version.current()).not.toBe(before);
    db.close();
  });
});
