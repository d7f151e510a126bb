// What a found dealer is (issue 29: result cards say dealer or distributor). The spec's search answer
// has four fields (name, address, phone, location: spec §3); our admin host adds each dealer's type
// code (2 = Dealer, 1 = Distributor, spec §9), which says it for any search. From a backend without
// it the kind comes from the search itself: a search for one type finds only that type, and after a
// search for any type the cards say nothing rather than guess.
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

/** The results of a search for `type`, each marked with its own type, else the kind searched for (none for any type). */
export function withKind(results: readonly DealerSearchResult[], type: string): FoundDealer[] {
  const searched = kindOfType(type);
  return results.map(({ type: own, ...dealer }) => {
    const kind = own === undefined ? searched : KIND_OF_CODE[String(own) as DealerTypeCode];
    return kind ? { ...dealer, kind } : dealer;
  });
}
