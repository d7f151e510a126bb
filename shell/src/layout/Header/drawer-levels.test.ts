import { describe, expect, it } from 'vitest';
import { initialDrawerLevel, parentLevel } from './drawer-levels';

describe('initialDrawerLevel', () => {
  it.each([
    ['/product', 'products'],
    ['/product/solvent', 'products'],
    ['/product/pvc-electricals-fitting', 'products'],
    ['/investors', 'investors'],
    ['/investors/committee', 'investors'],
    ['/investors/board-meeting', 'investors'],
    ['/', 'main'],
    ['/about', 'main'],
    ['/dealer-networks', 'main'],
    ['/privacy&terms', 'main'],
  ] as const)('%s opens at %s', (path, level) => {
    expect(initialDrawerLevel(path)).toBe(level);
  });
});

describe('parentLevel', () => {
  it('steps nested lists back to Investors, section lists back to main, and stops at main', () => {
    expect(parentLevel('ipo')).toBe('investors');
    expect(parentLevel('announcements')).toBe('investors');
    expect(parentLevel('investors')).toBe('main');
    expect(parentLevel('products')).toBe('main');
    expect(parentLevel('main')).toBeNull();
  });
});
