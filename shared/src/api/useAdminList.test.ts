import { act, renderHook, waitFor } from '@testing-library/react';
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
});
