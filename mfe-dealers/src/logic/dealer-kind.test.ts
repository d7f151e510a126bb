import { describe, expect, it } from 'vitest';
import type { DealerSearchResult } from '@site/shared/types/entities';
import { kindOfType, withKind } from './dealer-kind';

const found: DealerSearchResult[] = [
  { name: 'A', address: 'Street 1', phone: '9846000108', location: null },
  { name: 'B', address: 'Street 2', phone: '9846000109', location: null },
];

describe('the kind of a found dealer', () => {
  it('is the type searched for: 2 a dealer, 1 a distributor (spec §9)', () => {
    expect(kindOfType('2')).toBe('dealer');
    expect(kindOfType(' 1 ')).toBe('distributor');
    expect(withKind(found, '2').map((d) => d.kind)).toEqual(['dealer', 'dealer']);
    expect(withKind(found, '1').map((d) => d.kind)).toEqual(['distributor', 'distributor']);
  });

  it('is each result’s own type when the admin host sends it, whatever the search asked for', () => {
    const typed: DealerSearchResult[] = [{ ...found[0]!, type: 1 }, { ...found[1]!, type: 2 }];
    expect(withKind(typed, '').map((d) => d.kind)).toEqual(['distributor', 'dealer']);
    expect(withKind(typed, '2')[0]).toEqual({ ...found[0], kind: 'distributor' });
  });

  it('stays unknown for a search of any type without types, and the results are otherwise untouched', () => {
    for (const type of ['', '3', 'toString', '__proto__']) expect(kindOfType(type), type).toBeUndefined();
    expect(withKind(found, '')).toEqual(found);
    expect(withKind(found, '2')[0]).toEqual({ ...found[0], kind: 'dealer' });
  });
});
