import { useAdminList } from '@site/shared/api/useAdminList';
import type { CareerOpening } from '@site/shared/types/entities';

/** Current openings; `null` until loaded. Failures are logged by fetchList and give []. */
export function useCareerOpenings(): CareerOpening[] | null {
  const { records, loading } = useAdminList<CareerOpening>('/investors/list-career-opening');
  return loading ? null : records;
}
