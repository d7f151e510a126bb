import { describe, expect, it, vi } from 'vitest';
import { contentVersionReader } from './content-version.ts';

describe('contentVersionReader', () => {
  it('asks once, then again every ttl in the background, and pages follow its answer', async () => {
    let version = 'a:1:0';
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify({ version })));
    const due: (() => void)[] = [];
    const read = contentVersionReader({ adminHost: 'http://admin.example/', fetchImpl, later: (refresh) => due.push(refresh) });
    expect(await Promise.all([read(), read()])).toEqual(['a:1:0', 'a:1:0']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]![0]).toBe('http://admin.example/content-version');
    version = 'a:2:0';
    expect(await read()).toBe('a:1:0');
    await vi.waitFor(() => expect(due).toHaveLength(1));
    due.shift()!();
    await vi.waitFor(async () => expect(await read()).toBe('a:2:0'));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(due).toHaveLength(1)); // and so on, one request per ttl
  });

  it("is '' when the admin host is down or answers nonsense", async () => {
    const later = () => undefined;
    expect(await contentVersionReader({ adminHost: 'http://x', later, fetchImpl: async () => Promise.reject(new TypeError('down')) })()).toBe('');
    expect(await contentVersionReader({ adminHost: 'http://x', later, fetchImpl: async () => new Response('{"version":3}') })()).toBe('');
    expect(await contentVersionReader({ adminHost: 'http://x', later, fetchImpl: async () => new Response('', { status: 503 }) })()).toBe('');
  });
});
