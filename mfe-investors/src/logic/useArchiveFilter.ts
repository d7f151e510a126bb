import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_QUERY_LENGTH } from './archive';
import { parseFinancialYearKey } from './financial-year';

export interface ArchiveFilterState {
  /** Financial-year key from ?year=, or null (all years; also for a value that is not a year). */
  year: string | null;
  /** The text from ?q= as typed (the filter normalises it). */
  query: string;
  setYear(year: string | null): void;
  setQuery(query: string): void;
  clear(): void;
}

/**
 * The archive filter lives in the URL (?year=2024-25&q=results), so a filtered view can be shared,
 * bookmarked and rendered on the server like any other page. Choosing a year adds a history entry;
 * typing replaces the current one, so Back leaves the page instead of undoing keystrokes.
 */
export function useArchiveFilter(): ArchiveFilterState {
  const [params, setParams] = useSearchParams();
  const year = parseFinancialYearKey(params.get('year'));
  const query = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);

  const update = useCallback(
    (name: 'year' | 'q', value: string | null, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  return useMemo(
    () => ({
      year,
      query,
      setYear: (value) => update('year', value, false),
      setQuery: (value) => update('q', value, true),
      clear: () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('year');
            next.delete('q');
            return next;
          },
          { preventScrollReset: true },
        ),
    }),
    [year, query, update, setParams],
  );
}
