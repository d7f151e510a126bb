import { use, useContext, useEffect, useRef, useState } from 'react';
import { AdminDataContext, type AdminAnswer } from './admin-data';
import { fetchList, listFrom } from './client';

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

/** The rows of an answer the page came with; a malformed one is an empty list, as fetchList makes it. */
function rowsOf<T>(answer: unknown, from: (answer: unknown) => T[] = listFrom): T[] {
  try {
    return from(answer);
  } catch (error) {
    console.error('Error fetching data:', error);
    return [];
  }
}

/**
 * Loads a list from the admin host when the component mounts, and again when `path` changes
 * (`null`: nothing to load yet). First empty, then filled (spec §4). A failed call is logged by
 * fetchList and leaves the list empty (spec §8). The abort on cleanup drops the first call of
 * StrictMode's double effect and any answer arriving after the component was left or the path
 * changed, so rows are never added twice, shown for the wrong path or set on an unmounted screen.
 */
export function useAdminList<T>(path: string | null, { from, schedule = atOnce }: AdminListOptions<T> = {}): AdminList<T> {
  // A server-rendered page already has the answer (AdminDataContext): start with it, as the server
  // did, and do not ask again. On the server a missing answer is fetched here (the render waits,
  // within the page's data budget); one that did not come renders "loading", like the browser's
  // first frame, and the browser then fetches it as before.
  const data = useContext(AdminDataContext);
  let served: AdminAnswer | undefined;
  if (path !== null && data) served = data.answer(path) ?? (data.load ? use(data.load(path)) : undefined);
  const [state, setState] = useState<AdminList<T> & { path: string | null }>(() =>
    served ? { path, records: rowsOf(served.value, from), loading: false } : { path, records: [], loading: path !== null },
  );
  // The path whose rows came with the page; cleared once the screen moves to another path.
  const servedPath = useRef(served ? path : null);

  useEffect(() => {
    if (path === null) return;
    if (servedPath.current === path) return;
    servedPath.current = null;
    const controller = new AbortController();
    const show = (records: T[]) => {
      if (!controller.signal.aborted) setState({ path, records, loading: false });
    };
    // Asked for already, with the screen's chunk (client-side navigation): wait for that answer
    // instead of asking again; if it failed, ask as usual (which logs the failure, spec §8).
    const early = data?.pending?.(path);
    if (early) {
      void early.then((answer) => (answer ? show(rowsOf(answer.value, from)) : fetchList<T>(path, controller.signal, from).then(show)));
      return () => controller.abort();
    }
    const cancel = schedule(() => {
      void fetchList<T>(path, controller.signal, from).then(show);
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [path, from, schedule, data]);

  // A new path starts empty again rather than showing the old rows, not even for one render.
  if (path === null) return { records: [], loading: false };
  return state.path === path ? { records: state.records, loading: state.loading } : { records: [], loading: true };
}
