import { describe, expect, it } from 'vitest';
import { ADMIN_DATA_SNAPSHOT_ID, AdminDataContext, readAdminDataSnapshot, SNAPSHOT_USE_MS } from './admin-data';

const page = (json: string) => {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = ADMIN_DATA_SNAPSHOT_ID;
  script.textContent = json;
  doc.head.append(script);
  return doc;
};

describe('the admin data a page carries', () => {
  it('is read back by path, for SNAPSHOT_USE_MS after the page is read', () => {
    let now = 1_000;
    const data = readAdminDataSnapshot(page('{"/a":[1],"/b":null}'), () => now)!;
    expect(data.answer('/a')).toEqual({ value: [1] });
    expect(data.answer('/b')).toEqual({ value: null });
    expect(data.answer('/c')).toBeUndefined();
    expect(data.answer('toString')).toBeUndefined();
    now += SNAPSHOT_USE_MS;
    expect(data.answer('/a')).toBeUndefined();
  });

  it('is none when absent or not an object of answers', () => {
    expect(readAdminDataSnapshot(document.implementation.createHTMLDocument())).toBeUndefined();
    expect(readAdminDataSnapshot(page('not json'))).toBeUndefined();
    expect(readAdminDataSnapshot(page('[1]'))).toBeUndefined();
  });

  it('uses one context for every copy of the module (each app bundles its own)', async () => {
    const copy = await import('./admin-data?copy' as string).catch(() => undefined);
    // Where the test runner cannot load a second copy, the global registry is checked directly.
    const registered = (globalThis as Record<symbol, unknown>)[Symbol.for('site.admin-data-context')];
    expect(registered).toBe(AdminDataContext);
    if (copy) expect((copy as typeof import('./admin-data')).AdminDataContext).toBe(AdminDataContext);
  });
});
