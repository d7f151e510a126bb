import { symlinkSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { prepareDatabase } from './db/prepare';
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

  it('answers a content version for the page server: steady, moved by a write, new with every start', async () => {
    const { db } = prepareDatabase(':memory:', 'if-empty');
    const versionOf = async (host: FastifyInstance) => ((await host.inject('/content-version')).json() as { version: string }).version;
    const first = await buildApp({ db, uploadsDir, allowedOrigins: [SITE_ORIGIN], contentRecheckMs: 0 });
    const second = await buildApp({ db, uploadsDir, allowedOrigins: [SITE_ORIGIN], contentRecheckMs: 0 });
    try {
      const before = await versionOf(first);
      expect(before).toMatch(/^[0-9a-f]{8}:\d+$/); // this start, then the content_version row (db/content-version.ts)
      expect(await versionOf(first)).toBe(before);
      expect((await first.inject('/content-version')).headers['cache-control']).toBe('no-cache');
      db.prepare("INSERT INTO states (name) VALUES ('Goa')").run();
      expect(await versionOf(first)).not.toBe(before);
      expect((await versionOf(second)).split(':')[0]).not.toBe(before.split(':')[0]);
    } finally {
      await Promise.all([first.close(), second.close()]);
      db.close();
    }
  });

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

  it('answers preflights from site origins only', async () => {
    const preflight = (origin: string) =>
      app.inject({ method: 'OPTIONS', url: '/dealers/search', headers: { origin, 'access-control-request-method': 'POST' } });
    const allowed = await preflight(SITE_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves large lists precompressed (brotli first, then gzip), each coding with its own ETag', async () => {
    const plain = await app.inject('/blog/blog-post');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    const br = await app.inject({ url: '/blog/blog-post', headers: { 'accept-encoding': 'gzip, deflate, br', origin: SITE_ORIGIN } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(String(br.headers.vary)).toMatch(/Origin.*Accept-Encoding/);
    const gzip = await app.inject({ url: '/blog/blog-post', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);

    const revalidated = await app.inject({
      url: '/blog/blog-post',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': `"stale", ${gzip.headers.etag as string}` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('leaves small lists uncompressed', async () => {
    const response = await app.inject({ url: '/dealers/list-states', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveLength(3);
  });

  it('tags district lists too', async () => {
    const first = await app.inject('/dealers/list-districts/1');
    expect(first.headers.etag).toMatch(/^"/);
    const again = await app.inject({ url: '/dealers/list-districts/1', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const other = await app.inject({ url: '/dealers/list-districts/2', headers: { 'if-none-match': first.headers.etag as string } });
    expect(other.statusCode).toBe(200);
  });

  it('compresses large search results', async () => {
    const response = await app.inject({ method: 'POST', url: '/dealers/search', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).length).toBeGreaterThanOrEqual(60);
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

describe('internal failures', () => {
  it('answer a bare JSON 500: no message, no stack', async () => {
    const { db } = prepareDatabase(':memory:', 'if-empty');
    const broken = await buildApp({ db, uploadsDir: tmpdir(), allowedOrigins: [] });
    db.close();
    const response = await broken.inject('/dealers/list-districts/1');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
    expect(response.body).not.toMatch(/database|at .*\.ts/i);
    await broken.close();
  });
});
