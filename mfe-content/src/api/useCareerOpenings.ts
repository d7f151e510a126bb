import { useEffect, useState } from 'react';
import { fetchList } from '@site/shared/api/client';
import type { CareerOpening } from '@site/shared/types/entities';

/** Current openings; `null` until loaded. Failures are logged by fetchList and give []. */
export function useCareerOpenings(): CareerOpening[] | null {
  const [openings, setOpenings] = useState<CareerOpening[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchList<CareerOpening>('/investors/list-career-opening', controller.signal).then((list) => {
      if (!controller.signal.aborted) setOpenings(list);
    });
    return () => controller.abort();
  }, []);
  return openings;
}
