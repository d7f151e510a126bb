import { afterEach, describe, expect, it } from 'vitest';
import { adminDownloadUrl, adminFileUrl, setSiteEnv } from './env';

describe('admin-host file addresses', () => {
  afterEach(() => setSiteEnv({ adminHost: '' }));

  it('adminFileUrl joins the host and the stored path', () => {
    setSiteEnv({ adminHost: 'https://admin.example.test/' });
    expect(adminFileUrl('/uploads/documents/a.pdf')).toBe('https://admin.example.test/uploads/documents/a.pdf');
  });

  it('adminDownloadUrl adds the readable name as ?name=, percent-encoded', () => {
    setSiteEnv({ adminHost: 'https://admin.example.test' });
    expect(adminDownloadUrl('uploads/documents/annual-report/ar-2024.pdf', 'Annual Report 2024.pdf')).toBe(
      'https://admin.example.test/uploads/documents/annual-report/ar-2024.pdf?name=Annual%20Report%202024.pdf',
    );
  });

  it('encodes characters that would end or split the query, and non-ASCII', () => {
    setSiteEnv({ adminHost: 'https://admin.example.test' });
    const url = new URL(adminDownloadUrl('uploads/d.pdf', 'Q&A #1 + notes? 50% — ക.pdf'));
    expect(url.pathname).toBe('/uploads/d.pdf');
    expect([...url.searchParams.keys()]).toEqual(['name']);
    expect(url.searchParams.get('name')).toBe('Q&A #1 + notes? 50% — ക.pdf');
    expect(url.hash).toBe('');
  });

  it('leaves the address alone when there is no name', () => {
    setSiteEnv({ adminHost: 'https://admin.example.test' });
    expect(adminDownloadUrl('uploads/d.pdf', '  ')).toBe('https://admin.example.test/uploads/d.pdf');
  });

  it('appends with & when the stored path already has a query', () => {
    setSiteEnv({ adminHost: 'https://admin.example.test' });
    expect(adminDownloadUrl('uploads/d.pdf?v=2', 'D.pdf')).toBe('https://admin.example.test/uploads/d.pdf?v=2&name=D.pdf');
  });
});
