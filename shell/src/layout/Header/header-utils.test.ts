import { describe, expect, it } from 'vitest';
import { isSectionActive } from './nav-items';
import { usableOffers } from './useInitialPublicOffers';
import { isPastThreshold } from './useFixedOnScroll';

describe('isPastThreshold', () => {
  it('is true only when scrolled more than the threshold', () => {
    expect(isPastThreshold(0, 45)).toBe(false);
    expect(isPastThreshold(45, 45)).toBe(false);
    expect(isPastThreshold(46, 45)).toBe(true);
  });
});

describe('isSectionActive', () => {
  it('matches the prefix itself and paths below it, not look-alikes', () => {
    expect(isSectionActive('/product', '/product')).toBe(true);
    expect(isSectionActive('/product/solvent', '/product')).toBe(true);
    expect(isSectionActive('/products-old', '/product')).toBe(false);
    expect(isSectionActive('/investors/committee', '/investors')).toBe(true);
    expect(isSectionActive('/about', '/investors')).toBe(false);
  });
});

describe('usableOffers', () => {
  it('drops entries without a document path or name', () => {
    const ok = { offers_Document: 'uploads/ipo/drhp.pdf', document_Name: 'DRHP' };
    expect(
      usableOffers([ok, { offers_Document: '', document_Name: 'x' }, { offers_Document: 'a.pdf', document_Name: ' ' }]),
    ).toEqual([ok]);
  });
});
