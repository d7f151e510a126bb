import { describe, expect, it } from 'vitest';
import type { DealerSearchResult } from '@site/shared/types/entities';
import { initialSearchState, searchReducer, type SearchState } from './search-state';

const dealer: DealerSearchResult = { name: 'A', address: 'Street', phone: '9846000108', location: null };
const searching = (requestId: number, withCriteria = true): SearchState =>
  searchReducer(initialSearchState, { type: 'submitted', requestId, withCriteria });

describe('searchReducer', () => {
  it('starts idle', () => {
    expect(initialSearchState).toEqual({ status: 'idle' });
  });

  it('goes searching on submit, from any state', () => {
    expect(searching(1)).toEqual({ status: 'searching', requestId: 1, withCriteria: true });
    const after = searchReducer({ status: 'failed', reason: 'error' }, { type: 'submitted', requestId: 2, withCriteria: false });
    expect(after).toEqual({ status: 'searching', requestId: 2, withCriteria: false });
  });

  it('shows the results of the search', () => {
    expect(searchReducer(searching(1), { type: 'succeeded', requestId: 1, results: [dealer] })).toEqual({
      status: 'results',
      results: [dealer],
    });
  });

  it("is 'not found' after a search with a criterion and no results", () => {
    expect(searchReducer(searching(1, true), { type: 'succeeded', requestId: 1, results: [] })).toEqual({ status: 'notFound' });
  });

  it('goes back to idle after an empty search that found nothing (no criterion: not "Data not Found!")', () => {
    expect(searchReducer(searching(1, false), { type: 'succeeded', requestId: 1, results: [] })).toEqual({ status: 'idle' });
  });

  it('stops the loader on failure, with the reason', () => {
    expect(searchReducer(searching(1), { type: 'failed', requestId: 1, reason: 'error' })).toEqual({ status: 'failed', reason: 'error' });
    expect(searchReducer(searching(1), { type: 'failed', requestId: 1, reason: 'rateLimited' })).toEqual({
      status: 'failed',
      reason: 'rateLimited',
    });
  });

  it('ignores an answer to an older search', () => {
    const state = searching(2);
    expect(searchReducer(state, { type: 'succeeded', requestId: 1, results: [dealer] })).toBe(state);
    expect(searchReducer(state, { type: 'failed', requestId: 1, reason: 'error' })).toBe(state);
  });

  it('ignores answers when no search is running', () => {
    const idle = initialSearchState;
    expect(searchReducer(idle, { type: 'succeeded', requestId: 1, results: [dealer] })).toBe(idle);
  });
});
