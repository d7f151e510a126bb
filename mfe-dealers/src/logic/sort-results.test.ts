import { describe, expect, it } from 'vitest';
import { sortDealers, townOf } from './sort-results';

const dealer = (name: string, address: string) => ({ name, address, phone: '', location: null });

describe('townOf', () => {
  it('reads the town before the district, or the last place before a PIN', () => {
    expect(townOf('Chinnakada Road, Kollam, Kollam District, Kerala - 691001')).toBe('Kollam');
    expect(townOf('Kuzhithurai Road, Marthandam, Kanniyakumari District, Tamil Nadu - 629165')).toBe('Marthandam');
    expect(townOf('Pulamon Junction, Kottarakkara')).toBe('Kottarakkara');
    expect(townOf('Main Road, Punalur, 691305')).toBe('Punalur');
    expect(townOf('Punalur')).toBe('Punalur');
  });
});

describe('sortDealers', () => {
  const list = [
    dealer('b Traders', 'Road, Thrissur, Thrissur District, Kerala - 680001'),
    dealer('Anand Stores', 'Road, Kollam, Kollam District, Kerala - 691001'),
    dealer('Zeta Pipes', 'Road, Alappuzha, Alappuzha District, Kerala - 688001'),
    dealer('Alpha Pipes', 'Road, Kollam, Kollam District, Kerala - 691001'),
  ];

  it('by town, then by name, ignoring case', () => {
    expect(sortDealers(list, 'town').map((d) => d.name)).toEqual(['Zeta Pipes', 'Alpha Pipes', 'Anand Stores', 'b Traders']);
  });

  it('by name, ignoring case, without changing the input', () => {
    expect(sortDealers(list, 'name').map((d) => d.name)).toEqual(['Alpha Pipes', 'Anand Stores', 'b Traders', 'Zeta Pipes']);
    expect(list[0]!.name).toBe('b Traders');
  });
});
