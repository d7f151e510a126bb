import { fetchList } from '@site/shared/api/client';
import { useEffect, useState } from 'react';

export interface InvestorList<T> {
  records: T[];
  /** True until the first answer (or failure) for this endpoint arrives. */
  loading: boolean;
}

/**
 * Loads an admin-host list once when the page opens (spec §4): first empty, then filled. A failed
 * call is logged by fetchList and leaves the list empty (spec §8). The abort on cleanup drops the
 * first call of StrictMode's double effect and any answer arriving after the page was left, so
 * rows are never added twice or set on an unmounted page.
 */
export function useInvestorList<T>(endpoint: string): InvestorList<T> {
  const [state, setState] = useState<InvestorList<T> & { endpoint: string }>({ endpoint, records: [], loading: true });

  useEffect(() => {
    const controller = new AbortController();
    void fetchList<T>(endpoint, controller.signal).then((records) => {
      if (!controller.signal.aborted) setState({ endpoint, records, loading: false });
    });
    return () => controller.abort();
  }, [endpoint]);

  // A new endpoint on the same component starts empty again rather than showing the old rows.
  return state.endpoint === endpoint ? state : { records: [], loading: true };
}
