import { useMemo } from 'react';
import { useAdminList } from '@site/shared/api/useAdminList';

export interface AdminRecord<T> {
  data: T | null;
  /** True until the first answer (or failure) arrives. */
  loading: boolean;
}

/**
 * Loads one admin-host JSON object (not a list), e.g. the key contacts or a search answer, through the
 * shared list hook: the object is the one "row" when `isValid` accepts it. A failure is logged like the
 * lists' (spec §8) and leaves `data` null, for the page's fallback. `isValid` must be module-level.
 */
export function useAdminRecord<T>(path: string, isValid: (value: unknown) => value is T): AdminRecord<T> {
  const from = useMemo(() => (answer: unknown): T[] => (isValid(answer) ? [answer] : []), [isValid]);
  const { records, loading } = useAdminList<T>(path, { from });
  return { data: records[0] ?? null, loading };
}
