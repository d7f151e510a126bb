// States load once when the page opens; districts load whenever the chosen state changes
// (spec §4, §7). A failed fetch is only logged by fetchList ('Error fetching data:', spec §8) and
// the list stays empty.
import { useAdminList } from '@site/shared/api/useAdminList';
import { ADMIN_API_PATHS, districtsPath } from '@site/shared/contract/admin-api';
import type { District, State } from '@site/shared/types/entities';

export function useStates(): State[] {
  return useAdminList<State>(ADMIN_API_PATHS.states).records;
}

/**
 * The districts of `stateId`; empty while none is chosen or its list is loading. A quick second
 * choice cancels the first request, so a late answer never shows the wrong list.
 */
export function useDistricts(stateId: string): District[] {
  return useAdminList<District>(stateId ? districtsPath(stateId) : null).records;
}
