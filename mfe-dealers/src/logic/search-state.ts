// The dealer search as a state machine (spec §4):
// idle → searching → results | notFound | failed, and a new search from any state.
import type { FoundDealer } from './dealer-kind';

export type SearchFailure = 'error' | 'rateLimited';

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; requestId: number; withCriteria: boolean }
  | { status: 'results'; results: FoundDealer[] }
  | { status: 'notFound' }
  | { status: 'failed'; reason: SearchFailure };

export type SearchAction =
  | { type: 'submitted'; requestId: number; withCriteria: boolean }
  | { type: 'succeeded'; requestId: number; results: FoundDealer[] }
  | { type: 'failed'; requestId: number; reason: SearchFailure };

export const initialSearchState: SearchState = { status: 'idle' };

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  if (action.type === 'submitted') {
    return { status: 'searching', requestId: action.requestId, withCriteria: action.withCriteria };
  }
  // Only the answer to the latest search counts; an older one arriving late is ignored.
  if (state.status !== 'searching' || state.requestId !== action.requestId) return state;
  if (action.type === 'failed') return { status: 'failed', reason: action.reason };
  if (action.results.length > 0) return { status: 'results', results: action.results };
  // Spec §4: 'Data not Found!' follows a search with at least one criterion. An empty search
  // means "all dealers"; if even that finds none, the page goes back to its idle prompt.
  return state.withCriteria ? { status: 'notFound' } : { status: 'idle' };
}
