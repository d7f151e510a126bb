import { describe, expect, it, vi } from 'vitest';
import { serverAdminData } from './admin-data.ts';

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

describe('serverAdminData', () => {
  it('fetches each path once from the admin host and keeps the answers for the page snapshot', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request) => json([{ url: String(url) }]));
    const data = serverAdminData({ adminHost: 'http://admin.example/', fetchImpl, onFailure: vi.fn() });
    const [a, b] = await Promise.all([data.load('/investors/list-policies'), data.load('/investors/list-policies')]);
    expect(a).toBe(b);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(data.answer('/investors/list-policies')).toEqual({ value: [{ url: 'http://admin.example/investors/list-policies' }] });
    expect(data.snapshot()).toEqual({ '/investors/list-policies': [{ url: 'http://admin.example/investors/list-policies' }] });
    expect(data.complete()).toBe(true);
  });

  it('leaves a failed, refused or late answer to the browser: undefined, not in the snapshot, page incomplete', async () => {
    const onFailure = vi.fn();
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (String(url).endsWith('/down')) throw new TypeError('fetch failed');
      if (String(url).endsWith('/500')) return json({ error: 'x' }, 500);
      // Never answers: only the page's data budget ends it.
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    });
    const data = serverAdminData({ adminHost: 'http://admin.example', budgetMs: 30, fetchImpl, onFailure });
    const started = Date.now();
    expect(await Promise.all([data.load('/down'), data.load('/500'), data.load('/slow')])).toEqual([undefined, undefined, undefined]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(data.snapshot()).toEqual({});
    expect(data.complete()).toBe(false);
    expect(onFailure).toHaveBeenCalledTimes(3);
  });

  it('never asks another origin', async () => {
    const fetchImpl = vi.fn(async () => json([]));
    const data = serverAdminData({ adminHost: 'http://admin.example', fetchImpl, onFailure: vi.fn() });
    expect(await data.load('//evil.example/x')).toBeUndefined();
    expect(await data.load('https://evil.example/x')).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
