// Constants and visible texts of the dealer locator (spec §3, §4, §9). Codes are the API's.
import type { DealerTypeCode, SectorCode } from '@site/shared/types/entities';

/** Spec §9: the loader shows at least this long after a search is submitted. */
export const SEARCH_LOADER_DELAY_MS = 1000;

export interface Option<V extends string> {
  value: V;
  label: string;
}

/** Spec §9: 2 = Dealer, 1 = Distributor. */
export const DEALER_TYPE_OPTIONS: readonly Option<DealerTypeCode>[] = [
  { value: '2', label: 'Dealer' },
  { value: '1', label: 'Distributor' },
];

/** Spec §9: 1 = Electrical, 2 = Water pipe. */
export const SECTOR_OPTIONS: readonly Option<SectorCode>[] = [
  { value: '1', label: 'Electrical' },
  { value: '2', label: 'Water pipe' },
];

export const SEARCH_TEXTS = {
  idle: 'Search Location',
  searching: 'Searching for dealers…',
  notFound: 'Data not Found!',
  failed: 'Search failed. Please try again.',
  rateLimited: 'Too many searches in a short time. Please wait a moment and try again.',
  pinPlaceholder: 'PIN code or location',
  mapNotFound: 'Map location not found',
} as const;

/** Placeholder options of the search selects; disabled, so they only show before a choice. */
export const SEARCH_PLACEHOLDERS = {
  type: 'Select dealer type',
  sector: 'Select sector',
  state: 'Select state',
  district: 'Select district',
} as const;
