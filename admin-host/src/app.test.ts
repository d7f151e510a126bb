import { symlinkSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { SITE_ORIGIN, testApp } from './test-app';

let app: FastifyInstance;
let uploadsDir: string;
beforeAll(async () => {
  ({ app, uploadsDir } = await testApp());
  const outside = mkdtempSync(path.join(tmpdir(), 'outside-'));
  writeFileSync(path.join(outside, 'secret.pdf'), 'secret');
  symlinkSync(outside, path.join(uploadsDir, 'escape'));
  writeFileSync(path.join(uploadsDir, '.hidden.pdf'), 'hidden');
  writeFileSync(path.join(uploadsDir, 'documents', 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
});
afterAll(() => app.close());

describe('health, errors, CORS, ETags', () => {
  it('answers /health', async () => expect((await app.inject('/health')).json()).toEqual({ status: 'ok' }));

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app.inject('/investors/list-everything');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('allows CORS only for the configured site origins', async () => {
    const allowed = await app.inject({ url: '/blog/blog-post', headers: { origin: SITE_ORIGIN } });
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    const denied = await app.inject({ url: '/blog/blog-post', headers: { origin: 'https://evil.example' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('tags lists with an ETag and answers 304 when it matches', async () => {
    const first = await app.inject('/investors/list-policies');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await app.inject({ url: '/investors/list-policies', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses large lists', async () => {
    const response = await app.inject({ url: '/blog/blog-post', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('files', () => {
  it('serves an upload with its content type, cache header and ETag', async () => {
    const response = await app.inject('/uploads/documents/sample.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toBe('%PDF-1.7 sample');
    const again = await app.inject({ url: '/uploads/documents/sample.pdf', headers: { 'if-none-match': response.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['/uploads/../package.json', [403, 404]],
    // The request parser may resolve dot segments before routing: then it is simply not an upload.
    ['/uploads/%2e%2e/%2e%2e/package.json', [403, 404]],
    ['/uploads/documents/..%2f..%2fsample.pdf', [403]],
    ['/uploads/documents%2f..%2f..%2fetc%2fpasswd', [403, 404]],
    ['/uploads/a%00.pdf', [400]],
    ['/uploads/documents%5csample.pdf', [400]],
    ['/uploads/%E0%A4%A.pdf', [400]],
    ['/uploads/.hidden.pdf', [403]],
    ['/uploads//etc/passwd', [404]],
    ['/uploads/escape/secret.pdf', [404]],
    ['/uploads/documents/missing.pdf', [404]],
    ['/uploads/documents/sample.exe', [404]],
    ['/uploads/documents/drawing.svg', [404]],
  ])('refuses %s', async (url, statuses) => {
    const response = await app.inject(url);
    expect(statuses).toContain(response.statusCode);
    expect(response.body).not.toContain('secret');
    expect(response.headers['content-type']).toMatch(/json/);
  });
});

describe('buildApp from a database path', () => {
  it('opens, migrates and seeds the file, and closes it with the app', async () => {
    const dbPath = path.join(mkdtempSync(path.join(tmpdir(), 'db-')), 'site.db');
    const fromPath = await buildApp({ dbPath, uploadsDir: tmpdir(), allowedOrigins: [] });
    const reports = (await fromPath.inject('/investors/list-annual-report')).json() as { Annual_report_Name: string }[];
    expect(reports.map((r) => r.Annual_report_Name)).toContain('Annual Report 2023-24');
    await fromPath.close();

    // Persisted: a second app on the same file sees the same content without reseeding twice.
    const again = await buildApp({ dbPath, uploadsDir: tmpdir(), allowedOrigins: [] });
    expect((await again.inject('/investors/list-annual-report')).json()).toHaveLength(reports.length);
    await again.close();

    const empty = await buildApp({ dbPath, seed: 'empty', uploadsDir: tmpdir(), allowedOrigins: [] });
    expect((await empty.inject('/investors/list-annual-report')).json()).toEqual([]);
    await empty.close();
  });

  it('refuses to start without a database', async () => {
    await expect(buildApp({ uploadsDir: tmpdir(), allowedOrigins: [] })).rejects.toThrow('db or dbPath');
  });
});
