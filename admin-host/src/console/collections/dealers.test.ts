// The dealer network in the console (role `dealers`): choices read from the database, the district
// that must belong to the state, records others point at, and the public endpoints following edits
// with the spec's field names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleClient, consoleTestApp, form } from '../test-helpers';
import { collectionByKey } from './definitions';
import { recordErrors } from './fields';

let app: Awaited<ReturnType<typeof consoleTestApp>>;
let dora: ConsoleClient;

beforeAll(async () => {
  app = await consoleTestApp({ dora: ['dealers'], ira: ['ir'] });
  dora = new ConsoleClient(app.app);
  await dora.signIn('dora');
});
afterAll(async () => {
  await app.app.close();
});

const dealer = (overrides: Record<string, string> = {}) => ({
  name: 'Kallada Test Traders',
  type: '2',
  sector: '1',
  state: '1',
  district: '2',
  town: 'Punalur',
  pin: '691305',
  address: 'Main Road',
  phone: '+91 94470 11111',
  location: 'Near the bus stand',
  ...overrides,
});

const publicGet = async (url: string) => (await app.app.inject({ method: 'GET', url })).json();
const search = async (fields: Record<string, string>) => {
  const response = await app.app.inject({ method: 'POST', url: '/dealers/search', payload: fields });
  return String(response.headers['content-type']).startsWith('application/json') ? response.json() : response.body;
};

describe('console: dealers, districts and states', () => {
  it('offers states and districts from the database, each district with its state', async () => {
    const response = await dora.request({ method: 'GET', url: '/admin/api/dealers/choices' });
    expect(response.statusCode).toBe(200);
    const { fields } = response.json();
    expect(fields.state).toContainEqual({ value: '1', label: 'Kerala' });
    expect(fields.district).toContainEqual({ value: '2', label: 'Kollam', parent: '1' });
    expect((await new ConsoleClient(app.app).request({ method: 'GET', url: '/admin/api/dealers/choices' })).statusCode).toBe(401);
  });

  it('refuses a district of another state, an unknown state, a bad PIN and phone, each on its field', async () => {
    const definition = collectionByKey('dealers')!;
    const choices = (await dora.request({ method: 'GET', url: '/admin/api/dealers/choices' })).json().fields;
    const bad = dealer({ state: '2', district: '2', pin: '6913', phone: 'call us' });
    const expected = { district: 'Choose a district of the chosen state', pin: 'Enter the 6-digit PIN code, e.g. 691305', phone: 'Enter a phone number like +91 94470 00000' };
    // The form's own check says the same as the server.
    expect(recordErrors(definition, bad, {}, { creating: true, choices })).toEqual(expected);
    const response = await dora.request({ method: 'POST', url: '/admin/api/dealers', ...form(bad) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(expected);
    const unknown = await dora.request({ method: 'POST', url: '/admin/api/dealers', ...form(dealer({ state: '999' })) });
    expect(unknown.json().fields).toMatchObject({ state: 'Choose one of the offered state values' });
    const notAnId = await dora.request({ method: 'POST', url: '/admin/api/dealers', ...form(dealer({ state: 'Kerala' })) });
    expect(notAnId.statusCode).toBe(400);
  });

  it('a new dealer is found by the public search at once, with the spec fields and its type code; edited and deleted, it follows', async () => {
    const created = (await dora.request({ method: 'POST', url: '/admin/api/dealers', ...form(dealer()) })).json();
    expect(created).toMatchObject({ name: 'Kallada Test Traders', type: '2', state: '1', district: '2', publicPage: '/dealer-networks' });
    expect(await search({ pin: '691305', district: '2' })).toContainEqual({ name: 'Kallada Test Traders', address: 'Main Road', phone: '+91 94470 11111', location: 'Near the bus stand', type: 2 });

    const moved = await dora.request({ method: 'PUT', url: `/admin/api/dealers/${created.id}`, ...form({ ...dealer({ name: 'Kallada Test Traders (Kochi)', district: '7', town: 'Kochi', pin: '682001' }), version: 1 }) });
    expect(moved.statusCode, moved.body).toBe(200);
    const names = async (fields: Record<string, string>) => {
      const found = await search(fields);
      return Array.isArray(found) ? found.map((d: { name: string }) => d.name) : [];
    };
    expect(await names({ district: '7' })).toContain('Kallada Test Traders (Kochi)');
    expect(await names({ district: '2' })).not.toContain('Kallada Test Traders (Kochi)');

    await dora.request({ method: 'DELETE', url: `/admin/api/dealers/${created.id}`, payload: { version: 2 } });
    expect(await names({ district: '7' })).not.toContain('Kallada Test Traders (Kochi)');
  });

  it('states and districts: the public lists follow (new ETag), a state with districts cannot be deleted, a district comes back only with its state', async () => {
    const etag = async () => (await app.app.inject({ method: 'GET', url: '/dealers/list-states' })).headers.etag;
    const before = await etag();
    const state = (await dora.request({ method: 'POST', url: '/admin/api/states', ...form({ name: 'Goa' }) })).json();
    expect(await etag()).not.toBe(before);
    expect(await publicGet('/dealers/list-states')).toContainEqual({ id: state.id, name: 'Goa' });

    const duplicate = await dora.request({ method: 'POST', url: '/admin/api/states', ...form({ name: 'Goa' }) });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fields.name).toMatch(/already a state with this state/);

    const district = (await dora.request({ method: 'POST', url: '/admin/api/districts', ...form({ state: String(state.id), name: 'North Goa' }) })).json();
    expect(await publicGet(`/dealers/list-districts/${state.id}`)).toEqual([{ id: district.id, name: 'North Goa' }]);

    const refused = await dora.request({ method: 'DELETE', url: `/admin/api/states/${state.id}`, payload: { version: 1 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('“Goa” still has 1 district. Delete them or move them elsewhere first, then delete it.');

    await dora.request({ method: 'DELETE', url: `/admin/api/districts/${district.id}`, payload: { version: 1 } });
    expect(await publicGet(`/dealers/list-districts/${state.id}`)).toEqual([]);
    expect((await dora.request({ method: 'DELETE', url: `/admin/api/states/${state.id}`, payload: { version: 1 } })).statusCode).toBe(200);
    expect((await publicGet('/dealers/list-states')).map((s: { name: string }) => s.name)).not.toContain('Goa');

    const orphan = await dora.request({ method: 'POST', url: `/admin/api/districts/${district.id}/restore`, payload: { version: 2 } });
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json().message).toBe('Its state is deleted. Restore that first, then restore this record.');
  });

  it('an ir editor may not touch the dealer network', async () => {
    const ira = new ConsoleClient(app.app);
    await ira.signIn('ira');
    expect((await ira.request({ method: 'GET', url: '/admin/api/states' })).statusCode).toBe(403);
    expect((await ira.request({ method: 'POST', url: '/admin/api/states', ...form({ name: 'Goa' }) })).statusCode).toBe(403);
  });
});
