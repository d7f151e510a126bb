// What probing the running host found: framework errors without our headers that echoed the URL,
// one rate-limit bucket for everyone behind a proxy, and no time-outs for slow requests.
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { prepareDatabase } from '../db/prepare';
import { multipart, testApp } from '../test-app';
import { API_CSP } from './security-headers';

let app: FastifyInstance;
beforeAll(async () => ({ app } = await testApp()));
afterAll(() => app.close());

function expectOurError(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, what: string) {
  expect(response.statusCode, what).toBe(status);
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  expect(response.headers['content-security-policy'], what).toBe(API_CSP);
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(Object.keys(body).sort(), what).toEqual(['error', 'message', 'statusCode']);
  expect(body.statusCode, what).toBe(status);
  return body;
}

// Each test builds and seeds its own app: slow on a busy machine.
describe('framework errors', { timeout: 30_000 }, () => {
  it('a malformed URL: our JSON 400 and headers, the URL not echoed', async () => {
    const body = expectOurError(await app.inject('/%zz<script>'), 400, '/%zz');
    expect(JSON.stringify(body)).not.toMatch(/zz|script/);
    expectOurError(await app.inject('/investors/%E0%A4%A'), 400, 'broken escape');
  });

  it('an unknown route: 404 without repeating the path', async () => {
    const body = expectOurError(await app.inject('/nowhere/<b>here</b>'), 404, '404');
    expect(JSON.stringify(body)).not.toMatch(/nowhere|here|<b>/);
  });

  it('an unsupported content type: 415 without repeating it', async () => {
    const response = await app.inject({ method: 'POST', url: '/dealers/search', payload: 'x', headers: { 'content-type': 'text/x-evil<script>' } });
    expect(JSON.stringify(expectOurError(response, 415, '415'))).not.toMatch(/evil|script/);
  });

  it('a malformed JSON body: 400 without the parser quoting it', async () => {
    const response = await app.inject({ method: 'POST', url: '/dealers/search', payload: '{"pin": secret-text', headers: { 'content-type': 'application/json' } });
    expect(JSON.stringify(expectOurError(response, 400, 'json'))).not.toMatch(/secret/);
  });

  it('a body over the limit: 413', async () => {
    const response = await app.inject({ method: 'POST', url: '/dealers/search', payload: { pin: 'x'.repeat(20_000) } });
    expectOurError(response, 413, '413');
  });

  it('a request Node cannot parse: JSON 400 with our headers on the raw socket', async () => {
    const raw = await rawExchange(await listening(app), 'GET /health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain(`content-security-policy: ${API_CSP}`);
    expect(raw).toContain('x-content-type-options: nosniff');
    expect(raw).toMatch(/\{"statusCode":400,"error":"Bad Request","message":"Malformed request"\}$/);
  });
});

describe('rate limit per real client', { timeout: 30_000 }, () => {
  const search = (target: FastifyInstance, forwardedFor: string) => {
    const form = multipart({ pin: 'kollam' });
    return target.inject({ method: 'POST', url: '/dealers/search', remoteAddress: '127.0.0.1', payload: form.payload, headers: { ...form.headers, 'x-forwarded-for': forwardedFor } });
  };

  async function statuses(trustProxy: AppOptions['trustProxy']) {
    const target = await ownApp({ trustProxy, searchRateLimit: 2 });
    try {
      const a = [await search(target, '203.0.113.7'), await search(target, '203.0.113.7'), await search(target, '203.0.113.7')];
      const b = await search(target, '198.51.100.9');
      return { a: a.map((r) => r.statusCode), b: b.statusCode };
    } finally {
      await target.close();
    }
  }

  it('behind a trusted proxy, each X-Forwarded-For client has its own bucket', async () => {
    expect(await statuses(['127.0.0.1'])).toEqual({ a: [200, 200, 429], b: 200 });
    expect(await statuses(['loopback'])).toEqual({ a: [200, 200, 429], b: 200 });
  });

  it('without trust the header is ignored: it cannot dodge the limit', async () => {
    expect(await statuses(false)).toEqual({ a: [200, 200, 429], b: 429 });
    // Trusting another proxy than the peer is no trust either.
    expect(await statuses(['10.0.0.1'])).toEqual({ a: [200, 200, 429], b: 429 });
  });
});

describe('time-outs', () => {
  it('cut a body that trickles in slower than the request time-out allows (408, connection closed)', { timeout: 20_000 }, async () => {
    const target = await ownApp({ requestTimeoutMs: 400, connectionTimeoutMs: 10_000 });
    try {
      const socket = connect(await listening(target), '127.0.0.1');
      socket.write('POST /dealers/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n');
      // One byte every 50 ms: never silent long enough for the connection time-out.
      const drip = setInterval(() => socket.writable && socket.write('a'), 50);
      const started = Date.now();
      const answer = await closed(socket);
      clearInterval(drip);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain(`content-security-policy: ${API_CSP}`);
    } finally {
      await target.close();
    }
  });

  it('close a connection that goes silent mid-body', { timeout: 20_000 }, async () => {
    const target = await ownApp({ requestTimeoutMs: 30_000, connectionTimeoutMs: 300 });
    try {
      const socket = connect(await listening(target), '127.0.0.1');
      socket.write('POST /dealers/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\npin=');
      const started = Date.now();
      await closed(socket);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await target.close();
    }
  });
});

describe('a handler slower than the connection time-out', () => {
  // The connection time-out is for silent clients. A request whose handler works longer (the PDF
  // checks of a console save took 10 s and more on a loaded CI machine) was cut with no answer, and
  // Chromium sent the POST again: one click, two records (seen in the console e2e).
  it('is answered, and the connection is cut again once idle', { timeout: 20_000 }, async () => {
    const target = await ownApp({ connectionTimeoutMs: 300 });
    let handled = 0;
    target.post('/slow-for-test', async () => {
      handled += 1;
      await new Promise((resolve) => setTimeout(resolve, 900));
      return { done: true };
    });
    try {
      const socket = connect(await listening(target), '127.0.0.1');
      socket.write('POST /slow-for-test HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
      const started = Date.now();
      const answer = await closed(socket);
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain('{"done":true}');
      expect(handled).toBe(1);
      // Kept open while idle no longer than the time-out allows after the answer.
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await target.close();
    }
  });

  it('is a GET: cut like a silent client (asking again is harmless; the lists pay no hook)', { timeout: 20_000 }, async () => {
    const target = await ownApp({ connectionTimeoutMs: 300 });
    target.get('/slow-for-test', async () => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      return { done: true };
    });
    try {
      const socket = connect(await listening(target), '127.0.0.1');
      socket.write('GET /slow-for-test HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(await closed(socket)).toBe('');
    } finally {
      await target.close();
    }
  });
});

async function ownApp(options: Partial<AppOptions>): Promise<FastifyInstance> {
  const { db } = prepareDatabase(':memory:', 'if-empty');
  const target = await buildApp({ db, uploadsDir: tmpdir(), allowedOrigins: [], ...options });
  target.addHook('onClose', async () => db.close());
  return target;
}

async function listening(target: FastifyInstance): Promise<number> {
  if (!target.server.listening) await target.listen({ port: 0, host: '127.0.0.1' });
  const address = target.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/** Everything the server sends until it closes the connection (fails after 5 s). */
function closed(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const timer = setTimeout(() => reject(new Error(`still open after 5 s; got ${JSON.stringify(received)}`)), 5000);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

async function rawExchange(port: number, request: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  socket.write(request);
  return closed(socket);
}
