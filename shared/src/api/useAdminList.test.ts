import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, StrictMode, type ReactNode } from 'react';
import { AdminDataContext, adminDataFrom, type AdminData } from './admin-data';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The HTTP side (fetchList) has its own tests against a real server; here only the hook's life cycle.
const client = vi.hoisted(() => ({ fetchList: vi.fn() }));
vi.mock('./client', async (original) => ({ ...(await original<typeof import('./client')>()), fetchList: client.fetchList }));
const { useAdminList } = await import('./useAdminList');

type Pending = { path: string; signal: AbortSignal; resolve: (answer: unknown) => void };
let pending: Pending[] = [];

beforeEach(() => {
  pending = [];
  client.fetchList.mockReset();
  client.fetchList.mockImplementation(
    (path: string, signal: AbortSignal, from?: (answer: unknown) => unknown[]) =>
      new Promise((resolve) => pending.push({ path, signal, resolve: (answer) => resolve(from ? from(answer) : answer) })),
  );
});

describe('useAdminList', () => {
  it('starts empty and loading, then holds the rows', async () => {
    const { result } = renderHook(() => useAdminList<number>('/a'));
    expect(result.current).toEqual({ records: [], loading: true });
    await act(async () => pending[0]!.resolve([1, 2]));
    expect(result.current).toEqual({ records: [1, 2], loading: false });
  });

  it('a new path starts empty again and aborts the old request; a late old answer is dropped', async () => {
    const { result, rerender } = renderHook(({ path }) => useAdminList<number>(path), { initialProps: { path: '/a' } });
    rerender({ path: '/b' });
    expect(result.current).toEqual({ records: [], loading: true });
    expect(pending[0]!.signal.aborted).toBe(true);
    await act(async () => pending[0]!.resolve([1]));
    expect(result.current).toEqual({ records: [], loading: true });
    await act(async () => pending[1]!.resolve([2]));
    expect(result.current).toEqual({ records: [2], loading: false });
  });

  it('loads nothing for a null path', () => {
    const { result } = renderHook(() => useAdminList<number>(null));
    expect(result.current).toEqual({ records: [], loading: false });
    expect(client.fetchList).not.toHaveBeenCalled();
  });

  it('aborts on unmount', () => {
    const { unmount } = renderHook(() => useAdminList<number>('/a'));
    unmount();
    expect(pending[0]!.signal.aborted).toBe(true);
  });

  it('reads rows with `from`, and starts when `schedule` says (cancelled on unmount)', async () => {
    let start: (() => void) | undefined;
    const cancel = vi.fn();
    const schedule = (run: () => void) => ((start = run), cancel);
    const from = (answer: unknown) => (answer as { data: number[] }).data;
    const { result, unmount } = renderHook(() => useAdminList<number>('/a', { from, schedule }));
    expect(client.fetchList).not.toHaveBeenCalled();
    act(() => start!());
    await act(async () => pending[0]!.resolve({ data: [3] }));
    await waitFor(() => expect(result.current.records).toEqual([3]));
    unmount();
    expect(cancel).toHaveBeenCalled();
  });

  describe('after a client-side navigation (answers asked for with the screen\'s chunk)', () => {
    const withPending = (answers: Record<string, Promise<{ value: unknown } | undefined>>): { wrapper: (props: { children: ReactNode }) => ReactNode } => {
      const data: AdminData = { answer: () => undefined, pending: (path) => answers[path] };
      return { wrapper: ({ children }) => createElement(StrictMode, null, createElement(AdminDataContext, { value: data }, children)) };
    };

    it('waits for the answer already asked for instead of asking again, even when told to start later', async () => {
      let arrive!: (answer: { value: unknown }) => void;
      const early = new Promise<{ value: unknown }>((resolve) => (arrive = resolve));
      const schedule = vi.fn(() => () => undefined);
      const from = (answer: unknown) => (answer as { data: number[] }).data;
      const { result } = renderHook(() => useAdminList<number>('/a', { from, schedule }), withPending({ '/a': early }));
      expect(result.current).toEqual({ records: [], loading: true });
      await act(async () => arrive({ value: { data: [4, 5] } }));
      expect(result.current).toEqual({ records: [4, 5], loading: false });
      expect(client.fetchList).not.toHaveBeenCalled();
      expect(schedule).not.toHaveBeenCalled();
    });

    it('asks itself when that request failed (and so reports the failure as any failed list does)', async () => {
      const { result } = renderHook(() => useAdminList<number>('/a'), withPending({ '/a': Promise.resolve(undefined) }));
      await waitFor(() => expect(pending.filter((p) => !p.signal.aborted)).toHaveLength(1));
      await act(async () => pending.find((p) => !p.signal.aborted)!.resolve([9]));
      expect(result.current).toEqual({ records: [9], loading: false });
    });

    it('drops an early answer that arrives after the screen was left', async () => {
      let arrive!: (answer: { value: unknown }) => void;
      const early = new Promise<{ value: unknown }>((resolve) => (arrive = resolve));
      const { result, rerender } = renderHook(({ path }) => useAdminList<number>(path), { initialProps: { path: '/a' }, ...withPending({ '/a': early }) });
      rerender({ path: '/b' });
      await act(async () => arrive({ value: [1] }));
      expect(result.current).toEqual({ records: [], loading: true });
    });
  });

  describe('on a server-rendered page (AdminDataContext)', () => {
    const withData = (data: AdminData) => ({
      wrapper: ({ children }: { children: ReactNode }) => createElement(StrictMode, null, createElement(AdminDataContext, { value: data }, children)),
    });

    it('starts with the rows the page came with and does not ask again, even under StrictMode', () => {
      const from = (answer: unknown) => (answer as { data: number[] }).data;
      const { result } = renderHook(() => useAdminList<number>('/a', { from }), withData(adminDataFrom({ '/a': { data: [7, 8] } })));
      expect(result.current).toEqual({ records: [7, 8], loading: false });
      expect(client.fetchList).not.toHaveBeenCalled();
    });

    it('loads a path the page did not come with, and loads afresh after moving away and back', async () => {
      const { result, rerender } = renderHook(({ path }) => useAdminList<number>(path), {
        initialProps: { path: '/a' },
        ...withData(adminDataFrom({ '/a': [1] })),
      });
      rerender({ path: '/b' });
      expect(result.current).toEqual({ records: [], loading: true });
      await act(async () => pending.find((p) => p.path === '/b' && !p.signal.aborted)!.resolve([2]));
      expect(result.current).toEqual({ records: [2], loading: false });
      rerender({ path: '/a' });
      expect(client.fetchList).toHaveBeenLastCalledWith('/a', expect.anything(), undefined);
    });

    it('reads a malformed answer as no rows, as a failed fetch would', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const from = (answer: unknown) => (answer as { data: number[] }).data.slice();
      const { result } = renderHook(() => useAdminList<number>('/a', { from }), withData(adminDataFrom({ '/a': null })));
      expect(result.current).toEqual({ records: [], loading: false });
      expect(error).toHaveBeenCalledWith('Error fetching data:', expect.any(TypeError));
      error.mockRestore();
    });

    it('does not use the page\'s rows once they are older than the page allows (a tab left open)', () => {
      let now = 0;
      const data = adminDataFrom({ '/a': [1] }, 100, () => now);
      now = 100;
      const { result } = renderHook(() => useAdminList<number>('/a'), withData(data));
      expect(result.current).toEqual({ records: [], loading: true });
      expect(client.fetchList).toHaveBeenCalledWith('/a', expect.anything(), undefined);
    });
  });
});
