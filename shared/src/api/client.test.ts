// @vitest-environment node
// Real HTTP against a throwaway local server: the client's behaviour is what the screens rely on.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSiteEnv } from '../config/env';
import { api, fetchList } from './client';

let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/list') return void res.end(JSON.stringify([{ id: 1 }, { id: 2 }]));
    if (req.url === '/object') return void res.end(JSON.stringify({ data: 'No data found' }));
    if (req.url === '/slow') return void setTimeout(() => res.end('[]'), 2_000);
    res.statusCode = 500;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setSiteEnv({ adminHost: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('api client', () => {
  it('talks to the admin host of the runtime environment', async () => {
    const client = await api();
    expect(client.defaults.baseURL).toBe(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const { data } = await client.get('/list');
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('fetchList returns the list, and an empty list for anything that is not one', async () => {
    expect(await fetchList('/list')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await fetchList('/object')).toEqual([]);
  });

  it("fetchList logs 'Error fetching data:' on failure and still returns an empty list", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await fetchList('/fails')).toEqual([]);
    expect(log).toHaveBeenCalledWith('Error fetching data:', expect.anything());
    log.mockRestore();
  });

  it('fetchList stays quiet when the caller cancelled', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    const pending = fetchList('/slow', controller.signal);
    controller.abort();
    expect(await pending).toEqual([]);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
