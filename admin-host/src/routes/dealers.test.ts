import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DealerSearchResult, State } from '@site/shared/types/entities';
import { multipart, testApp } from '../test-app';

let app: FastifyInstance;
beforeAll(async () => ({ app } = await testApp()));
afterAll(() => app.close());

const search = (fields: Record<string, string>) => app.inject({ method: 'POST', url: '/dealers/search', ...multipart(fields) });
const results = async (fields: Record<string, string>) => {
  const response = await search(fields);
  expect(response.statusCode).toBe(200);
  return String(response.headers['content-type']).startsWith('text/plain') ? [] : (response.json() as DealerSearchResult[]);
};

describe('states and districts', () => {
  it('lists Kerala with its 14 districts, and Tamil Nadu and Karnataka', async () => {
    const states = (await app.inject('/dealers/list-states')).json() as State[];
    const names = states.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Kerala', 'Tamil Nadu', 'Karnataka']));
    const kerala = states.find((s) => s.name === 'Kerala')!;
    const districts = (await app.inject(`/dealers/list-districts/${kerala.id}`)).json() as State[];
    expect(districts).toHaveLength(14);
    expect(Object.keys(districts[0]!).sort()).toEqual(['id', 'name']);
  });

  it('answers an unknown state with an empty list and a non-numeric one with a JSON 400', async () => {
    expect((await app.inject('/dealers/list-districts/99999')).json()).toEqual([]);
    for (const bad of ['abc', '1;DROP', '-1', '1.5']) {
      const response = await app.inject(`/dealers/list-districts/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request' });
    }
  });
});

describe('POST /dealers/search', () => {
  it('returns everything for an empty form, in the spec shape plus each dealer type code', async () => {
    const all = await results({ type: '', sector: '', state: '', district: '', pin: '' });
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(all[0]!).sort()).toEqual(['address', 'location', 'name', 'phone', 'type']);
    expect(new Set(all.map((d) => d.type))).toEqual(new Set([1, 2]));
    expect(all.some((d) => d.address === null)).toBe(true);
    expect(all.some((d) => d.location && !/^https?:\/\//.test(d.location))).toBe(true);
  });

  it('filters by type, sector, state and district together', async () => {
    const all = await results({});
    const dealers = await results({ type: '2' });
    const distributors = await results({ type: '1' });
    expect(dealers.length + distributors.length).toBe(all.length);
    expect(dealers.every((d) => d.type === 2) && distributors.every((d) => d.type === 1)).toBe(true);
    const electricalDealers = await results({ type: '2', sector: '1' });
    expect(electricalDealers.length).toBeLessThan(dealers.length);
    const states = (await app.inject('/dealers/list-states')).json() as State[];
    const kerala = states.find((s) => s.name === 'Kerala')!.id;
    const keralaDistricts = (await app.inject(`/dealers/list-districts/${kerala}`)).json() as State[];
    const kollam = keralaDistricts.find((d) => d.name === 'Kollam')!.id;
    const inKollam = await results({ state: String(kerala), district: String(kollam) });
    expect(inKollam.length).toBeGreaterThan(0);
    for (const d of inKollam.filter((r) => r.address)) expect(d.address).toMatch(/Kollam/);
  });

  it('matches a PIN code by prefix and a place name case-insensitively', async () => {
    const byPrefix = await results({ pin: '6913' });
    expect(byPrefix.length).toBeGreaterThan(0);
    for (const d of byPrefix.filter((r) => r.address)) expect(d.address).toMatch(/6913\d\d/);
    expect((await results({ pin: '691305' })).map((d) => d.name)).toContain('Sree Ayyappa Pipes & Sanitaryware');
    const town = await results({ pin: 'pUnAlUr' });
    expect(town.map((d) => d.name)).toContain('Thekkethil Electricals');
    expect((await results({ pin: 'kannur' })).length).toBeGreaterThan(0);
  });

  it("answers the plain text 'No data found' when nothing matches", async () => {
    const response = await search({ pin: 'Atlantis' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('No data found');
  });

  it('treats LIKE wildcards in the free text literally', async () => {
    expect((await search({ pin: '%' })).body).toBe('No data found');
    expect((await search({ pin: '_' })).body).toBe('No data found');
  });

  it('accepts urlencoded forms too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/dealers/search',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'type=2&pin=punalur',
    });
    expect(response.json()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Thekkethil Electricals' })]));
  });

  it('rejects bad codes, files, oversized fields and malformed bodies with JSON errors', async () => {
    const invalid: Record<string, string>[] = [{ type: '3' }, { sector: 'x' }, { state: 'kerala' }, { pin: 'x'.repeat(101) }];
    for (const fields of invalid) {
      const response = await search(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
    const withFile = await app.inject({
      method: 'POST',
      url: '/dealers/search',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="pin"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--b--\r\n',
    });
    expect([400, 413]).toContain(withFile.statusCode);
    const broken = await app.inject({
      method: 'POST',
      url: '/dealers/search',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="pin"\r\n\r\nunterminated',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const huge = await app.inject({
      method: 'POST',
      url: '/dealers/search',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `pin=${'a'.repeat(20_000)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413 });
  });

  it('answers bodies that are not a form of text fields with a 4xx JSON error, never a 500', async () => {
    const bodies: [string, string][] = [
      ['application/json', '{"pin":true}'],
      ['application/json', '{"pin":{"$gt":""}}'],
      ['application/json', '[1,2]'],
      ['application/json', '"kollam"'],
      ['application/json', '{"pin":'],
      ['text/plain', 'pin=kollam'],
    ];
    for (const [type, payload] of bodies) {
      const response = await app.inject({ method: 'POST', url: '/dealers/search', headers: { 'content-type': type }, payload });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
      expect(response.json(), payload).toHaveProperty('message');
    }
  });

  it('answers oversized multipart bodies with a JSON 413', async () => {
    const tooLarge = [
      { pin: 'a'.repeat(2000) },
      { comment: 'x'.repeat(5000) },
      Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x'])),
    ];
    for (const fields of tooLarge) {
      const response = await search(fields);
      expect(response.statusCode, Object.keys(fields).join()).toBe(413);
      expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    }
    // Refused from the Content-Length alone, before a byte of the body is parsed.
    const huge = await app.inject({
      method: 'POST',
      url: '/dealers/search',
      ...multipart({ junk: 'x'.repeat(5_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('takes a JSON object of text fields like a form', async () => {
    const response = await app.inject({ method: 'POST', url: '/dealers/search', payload: { type: '2', pin: 'punalur' } });
    const names = (response.json() as DealerSearchResult[]).map((d) => d.name);
    expect(names).toContain('Thekkethil Electricals');
    // The Punalur distributor is filtered out by type=2.
    expect(names).not.toContain('Sree Ayyappa Pipes & Sanitaryware');
  });

  it('treats a request without a body as an empty form', async () => {
    const response = await app.inject({ method: 'POST', url: '/dealers/search' });
    expect((response.json() as DealerSearchResult[]).length).toBeGreaterThanOrEqual(60);
  });

  it('limits searches per client with 429 and Retry-After', async () => {
    const { app: limited } = await testApp({ searchRateLimit: 3 });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await limited.inject({ method: 'POST', url: '/dealers/search', ...multipart({ pin: 'kollam' }) });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json()).toMatchObject({ statusCode: 429 });
    await limited.close();
  });
});
