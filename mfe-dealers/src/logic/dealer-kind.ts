// What a found dealer is (issue 29: result cards say dealer or distributor). The admin host's search
// answer has the spec's four fields only (name, address, phone, location: spec §3), so the kind comes
// from the search itself: a search for one dealer type (2 = Dealer, 1 = Distributor, spec §9) finds
// only that type. A search for any type leaves it unknown, and the cards say nothing rather than guess.
import type { DealerSearchResult, DealerTypeCode } from '@site/shared/types/entities';

export type DealerKind = 'dealer' | 'distributor';

/** A search result with its kind when the search named one. */
export interface FoundDealer extends DealerSearchResult {
  kind?: DealerKind;
}

const KIND_OF_CODE: Readonly<Record<DealerTypeCode, DealerKind>> = { '2': 'dealer', '1': 'distributor' };

/** The kind a dealer-type field asks for ('' or anything else: any). */
export function kindOfType(type: string): DealerKind | undefined {
  return Object.hasOwn(KIND_OF_CODE, type.trim()) ? KIND_OF_CODE[type.trim() as DealerTypeCode] : undefined;
}

/** The results of a search for `type`, each marked with the kind searched for (unchanged for any type). */
export function withKind(results: readonly DealerSearchResult[], type: string): FoundDealer[] {
  const kind = kindOfType(type);
  return kind ? results.map((dealer) => ({ ...dealer, kind })) : [...results];
}
