// States load once when the page opens; districts load whenever the chosen state changes
// (spec §4, §7). A failed fetch is only logged by fetchList ('Error fetching data:', spec §8) and
// the list stays empty.
import { useEffect, useState } from 'react';
import { fetchList } from '@site/shared/api/client';
import { ADMIN_API_PATHS, districtsPath } from '@site/shared/contract/admin-api';
import type { District, State } from '@site/shared/types/entities';

export function useStates(): State[] {
  const [states, setStates] = useState<State[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void fetchList<State>(ADMIN_API_PATHS.states, controller.signal).then((list) => {
      if (!controller.signal.aborted) setStates(list);
    });
    return () => controller.abort();
  }, []);
  return states;
}

/** The districts of `stateId`; empty while none is chosen or its list is loading. */
export function useDistricts(stateId: string): District[] {
  const [loaded, setLoaded] = useState<{ stateId: string; districts: District[] }>({ stateId: '', districts: [] });
  useEffect(() => {
    if (!stateId) return;
    const controller = new AbortController();
    void fetchList<District>(districtsPath(stateId), controller.signal).then(
      (districts) => {
        if (!controller.signal.aborted) setLoaded({ stateId, districts });
      },
    );
    // A quick second choice cancels the first request, so a late answer never shows the wrong list.
    return () => controller.abort();
  }, [stateId]);
  // Derived rather than reset in the effect: a new state shows no stale districts, not even once.
  return loaded.stateId === stateId ? loaded.districts : [];
}
