// POST /dealers/search (spec §7) and how its failures are classified.
import { api } from '@site/shared/api/client';
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import type { DealerSearchCriteria, DealerSearchResult } from '@site/shared/types/entities';
import { criteriaToFormData } from '../logic/criteria';
import { isNoDataText, normaliseSearchResponse } from '../logic/normalise-results';
import type { SearchFailure } from '../logic/search-state';

export const DEALER_SEARCH_PATH = ADMIN_API_PATHS.dealerSearch;

/** The HTTP answer carried by an axios error, if any (read structurally: axios is shared's dependency). */
function errorResponse(error: unknown): { status?: unknown; data?: unknown } | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error as { response?: unknown };
  return typeof response === 'object' && response !== null ? (response as { status?: unknown; data?: unknown }) : undefined;
}

export async function searchDealers(criteria: DealerSearchCriteria, signal?: AbortSignal): Promise<DealerSearchResult[]> {
  try {
    const { data } = await (await api()).post<unknown>(DEALER_SEARCH_PATH, criteriaToFormData(criteria), { signal });
    return normaliseSearchResponse(data);
  } catch (error) {
    // 'No data found' is an empty list whatever status code the server sent it with.
    if (isNoDataText(errorResponse(error)?.data)) return [];
    throw error;
  }
}

/** The admin host rate-limits searches (429): that deserves its own message. */
export function failureReason(error: unknown): SearchFailure {
  return errorResponse(error)?.status === 429 ? 'rateLimited' : 'error';
}
