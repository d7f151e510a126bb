import { useEffect, useState } from 'react';
import { fetchList } from './client';

export interface AdminList<T> {
  records: T[];
  /** True until the first answer (or failure) for this path arrives. */
  loading: boolean;
}

export interface AdminListOptions<T> {
  /** Turns the answer into rows (default: the answer if it is an array, else none). Module-level, so stable. */
  from?: (answer: unknown) => T[];
  /** Starts the request later (e.g. whenPageSettled) and returns its cancel; default: at once. Stable too. */
  schedule?: (start: () => void) => () => void;
}

const atOnce = (start: () => void) => {
  start();
  return () => undefined;
};

/**
 * Loads a list from the admin host when the component mounts, and again when `path` changes
 * (`null`: nothing to load yet). First empty, then filled (spec §4). A failed call is logged by
 * fetchList and leaves the list empty (spec §8). The abort on cleanup drops the first call of
 * StrictMode's double effect and any answer arriving after the component was left or the path
 * changed, so rows are never added twice, shown for the wrong path or set on an unmounted screen.
 */
export function useAdminList<T>(path: string | null, { from, schedule = atOnce }: AdminListOptions<T> = {}): AdminList<T> {
  const [state, setState] = useState<AdminList<T> & { path: string | null }>({ path, records: [], loading: path !== null });

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    const cancel = schedule(() => {
      void fetchList<T>(path, controller.signal, from).then((records) => {
        if (!controller.signal.aborted) setState({ path, records, loading: false });
      });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [path, from, schedule]);

  // A new path starts empty again rather than showing the old rows, not even for one render.
  if (path === null) return { records: [], loading: false };
  return state.path === path ? { records: state.records, loading: state.loading } : { records: [], loading: true };
}
