import { describe, expect, it } from 'vitest';
import { matchesFilter, sizeOptions } from './size-class-filter';
import { NO_FILTER } from './TableFilter';

describe('size/class filter', () => {
  it('labels sizes in mm, keeping the given order', () => {
    expect(sizeOptions([20, 16])).toEqual([
      { value: '20', label: '20 mm' },
      { value: '16', label: '16 mm' },
    ]);
  });

  it('an empty filter matches every row', () => {
    expect(matchesFilter(NO_FILTER, 20, 'heavy')).toBe(true);
    expect(matchesFilter(NO_FILTER, 20, [])).toBe(true);
  });

  it('matches the size exactly, not as a prefix', () => {
    expect(matchesFilter({ size: '20', cls: '' }, 20, 'x')).toBe(true);
    expect(matchesFilter({ size: '2', cls: '' }, 20, 'x')).toBe(false);
    expect(matchesFilter({ size: '12.5', cls: '' }, 12.5, 'x')).toBe(true);
  });

  it('matches one class, or any of a row’s classes', () => {
    expect(matchesFilter({ size: '', cls: '4' }, 20, '4')).toBe(true);
    expect(matchesFilter({ size: '', cls: '4' }, 20, '40')).toBe(false);
    expect(matchesFilter({ size: '', cls: 'medium' }, 20, ['light', 'medium'])).toBe(true);
    expect(matchesFilter({ size: '', cls: 'heavy' }, 20, ['light', 'medium'])).toBe(false);
  });

  it('needs both size and class to match', () => {
    expect(matchesFilter({ size: '20', cls: 'heavy' }, 20, ['heavy'])).toBe(true);
    expect(matchesFilter({ size: '25', cls: 'heavy' }, 20, ['heavy'])).toBe(false);
    expect(matchesFilter({ size: '20', cls: 'light' }, 20, ['heavy'])).toBe(false);
  });
});
