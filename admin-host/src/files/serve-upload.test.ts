// The uploads route with ?name=: the file is saved under the page's readable name (cross-origin
// <a download> is ignored by browsers), and the query never changes which file is served.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test-app';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

describe('GET /uploads/… ?name=', () => {
  it('without ?name= serves the file inline, as before', async () => {
    const response = await app.inject('/uploads/documents/sample.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('with ?name= sends an attachment named after it, keeping the stored extension', async () => {
    const name = encodeURIComponent('Annual Report 2024.pdf');
    const response = await app.inject(`/uploads/documents/sample.pdf?name=${name}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body).toBe('%PDF-1.7 sample');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Annual Report 2024.pdf"; filename*=UTF-8''Annual%20Report%202024.pdf`,
    );
  });

  it('sanitises a hostile name and keeps the real extension', async () => {
    const name = encodeURIComponent('../../x"\r\nSet-Cookie: a=b.html');
    const response = await app.inject(`/uploads/documents/sample.pdf?name=${name}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="x Set-Cookie a=b.html.pdf"; filename*=UTF-8''x%20Set-Cookie%20a%3Db.html.pdf`,
    );
  });

  it('ignores an empty or unusable name', async () => {
    for (const query of ['?name=', '?name=%20..%20', '?other=1']) {
      const response = await app.inject(`/uploads/documents/sample.pdf${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.headers['content-disposition'], query).toBeUndefined();
    }
  });

  it('a 304 revalidation still answers for the same file', async () => {
    const first = await app.inject('/uploads/documents/sample.pdf?name=Report');
    const again = await app.inject({ url: '/uploads/documents/sample.pdf?name=Report', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('the query cannot smuggle in another path', async () => {
    const response = await app.inject('/uploads/documents/missing.pdf?name=../sample.pdf');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-disposition']).toBeUndefined();
  });
});

describe('GET /uploads/… sandbox', () => {
  it('sandboxes every answer (CSP sandbox): files, 304s and errors, so even a file read as HTML could run nothing', async () => {
    const pdf = await app.inject('/uploads/documents/sample.pdf');
    const answers = [
      pdf,
      await app.inject({ url: '/uploads/documents/sample.pdf', headers: { 'if-none-match': pdf.headers.etag as string } }),
      await app.inject('/uploads/documents/missing.pdf'),
      await app.inject('/uploads/.staging/x.pdf'),
      await app.inject('/uploads/documents%5Csample.pdf'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 304, 404, 403, 400]);
    for (const answer of answers) expect(String(answer.headers['content-security-policy']).split(/;\s*/), String(answer.statusCode)).toContain('sandbox');
    expect(pdf.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'none'");
    expect(answers[2]!.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  });
});
