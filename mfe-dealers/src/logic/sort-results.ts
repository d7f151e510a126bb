// Orders the dealers the search found (the admin host answers in no particular order).
import type { DealerSearchResult } from '@site/shared/types/entities';

export type DealerSort = 'town' | 'name';

export const SORT_OPTIONS: ReadonlyArray<{ value: DealerSort; label: string }> = [
  { value: 'town', label: 'Town (A–Z)' },
  { value: 'name', label: 'Name (A–Z)' },
];

/**
 * The town in an address such as 'Chinnakada Road, Kollam, Kollam District, Kerala - 691001':
 * the part before '… District'; else the last part that is not a PIN or a state line.
 */
export function townOf(address: string): string {
  const parts = address.split(',').map((part) => part.trim()).filter(Boolean);
  const district = parts.findIndex((part) => /\bdistrict\b/i.test(part));
  if (district > 0) return parts[district - 1]!;
  const places = parts.filter((part) => !/\d{6}/.test(part));
  return places[places.length - 1] ?? address.trim();
}

// Created on the first sort, not when the dealer screen loads: a Collator costs ~10 ms of main
// thread on a phone (its locale data), which would add to the page's hydration.
let collator: Intl.Collator | undefined;

/** A new array sorted by town (then name) or by name (then town); equal entries keep their order. */
export function sortDealers(dealers: readonly DealerSearchResult[], by: DealerSort): DealerSearchResult[] {
  const keyed = dealers.map((dealer, index) => ({ dealer, index, town: townOf(dealer.address ?? ''), name: dealer.name.trim() }));
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const { compare } = collator;
  keyed.sort((a, b) => {
    const [first, second] = by === 'town' ? (['town', 'name'] as const) : (['name', 'town'] as const);
    return compare(a[first], b[first]) || compare(a[second], b[second]) || a.index - b.index;
  });
  return keyed.map((entry) => entry.dealer);
}
