import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { prepareDatabase } from '../db/prepare';
import { multipart, SITE_ORIGIN, testApp } from '../test-app';
import { API_CSP, DOCUMENT_CSP, UPLOAD_CSP } from './security-headers';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

function expectCommonHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['strict-transport-security'], `${what}: no HSTS outside production`).toBeUndefined();
}

describe('security headers', () => {
  it.each([
    ['a list', { url: '/blog/blog-post' }, 200],
    ['health', { url: '/health' }, 200],
    ['an unknown route', { url: '/no/such/route' }, 404],
    ['a refused file', { url: '/uploads/documents/drawing.svg' }, 404],
    ['a CORS preflight', { method: 'OPTIONS' as const, url: '/dealers/search', headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST' } }, 204],
  ])('%s: nosniff, no referrer, nothing may run or frame it', async (what, request, status) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    // The uploads route sandboxes its answers on top (files/serve-upload.ts).
    expect(response.headers['content-security-policy']).toBe(request.url.startsWith('/uploads/') ? UPLOAD_CSP : API_CSP);
    expectCommonHeaders(response.headers, what);
  });

  it('a search answer (and its parse errors) carry them too', async () => {
    const form = multipart({ state: '', district: '', pin: '' });
    const found = await app.inject({ method: 'POST', url: '/dealers/search', ...form });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-security-policy']).toBe(API_CSP);
    const refused = await app.inject({ method: 'POST', url: '/dealers/search', payload: 'x', headers: { 'content-type': 'text/plain' } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers['content-security-policy']).toBe(API_CSP);
    expectCommonHeaders(refused.headers, 'refused search');
  });

  it('a 304 keeps them', async () => {
    const first = await app.inject('/investors/list-policies');
    const again = await app.inject({ url: '/investors/list-policies', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expectCommonHeaders(again.headers, '304');
  });

  it("a PDF may not be framed but keeps what the browser's viewer needs", async () => {
    const response = await app.inject('/uploads/documents/sample.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(DOCUMENT_CSP);
    expect(DOCUMENT_CSP).toContain("frame-ancestors 'none'");
    expectCommonHeaders(response.headers, 'pdf');
  });
});

describe('HSTS', () => {
  it('is sent on every answer when asked for (production)', async () => {
    const { db } = prepareDatabase(':memory:', 'empty');
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
    const secure = await buildApp({ db, uploadsDir, allowedOrigins: [SITE_ORIGIN], hsts: true });
    try {
      for (const url of ['/blog/blog-post', '/no/such/route', '/uploads/documents/missing.pdf']) {
        const response = await secure.inject(url);
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
      db.close();
    }
  });

  it('is on with NODE_ENV=production unless HSTS=off, and off otherwise', () => {
    expect(readConfig({ NODE_ENV: 'production' }, []).hsts).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', HSTS: 'off' }, []).hsts).toBe(false);
    expect(readConfig({}, []).hsts).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }, []).hsts).toBe(false);
  });
});
