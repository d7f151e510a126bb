import { useAdminList } from '@site/shared/api/useAdminList';
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import type { CareerOpening } from '@site/shared/types/entities';

/** Current openings; `null` until loaded. Failures are logged by fetchList and give []. */
export function useCareerOpenings(): CareerOpening[] | null {
  const { records, loading } = useAdminList<CareerOpening>(ADMIN_API_PATHS.careerOpenings);
  return loading ? null : records;
}
