// Runs dealer searches through the search state machine. The loader shows for at least
// SEARCH_LOADER_DELAY_MS (spec §9: results appear after about 1 second), a new search cancels the
// one in flight, and leaving the page cancels everything.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { DealerSearchCriteria } from '@site/shared/types/entities';
import { SEARCH_LOADER_DELAY_MS } from '../data/dealer-search';
import { hasAnyCriterion } from '../logic/criteria';
import { withKind } from '../logic/dealer-kind';
import { failureReason, searchDealers } from './search-dealers';
import { initialSearchState, searchReducer } from '../logic/search-state';

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function useDealerSearch(minimumLoaderMs: number = SEARCH_LOADER_DELAY_MS) {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const inFlight = useRef<AbortController | null>(null);
  const lastRequestId = useRef(0);

  useEffect(() => () => inFlight.current?.abort(), []);

  const search = useCallback(
    async (criteria: DealerSearchCriteria) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const requestId = ++lastRequestId.current;
      dispatch({ type: 'submitted', requestId, withCriteria: hasAnyCriterion(criteria) });
      const [outcome] = await Promise.allSettled([
        searchDealers(criteria, controller.signal),
        wait(minimumLoaderMs, controller.signal),
      ]);
      if (controller.signal.aborted) return;
      if (outcome.status === 'fulfilled') {
        // A search for one dealer type found only that type: each card can say which (issue 29).
        dispatch({ type: 'succeeded', requestId, results: withKind(outcome.value, criteria.type) });
      } else {
        console.error('Dealer search failed:', outcome.reason);
        dispatch({ type: 'failed', requestId, reason: failureReason(outcome.reason) });
      }
    },
    [minimumLoaderMs],
  );

  return { state, search };
}
