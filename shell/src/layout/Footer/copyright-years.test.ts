import { describe, expect, it } from 'vitest';
import { copyrightYears, yearInIndia } from './copyright-years';

describe('copyright years', () => {
  it('counts the year in India: New Year comes at 18:30 UTC on 31 December', () => {
    expect(yearInIndia(Date.UTC(2026, 11, 31, 18, 29, 59))).toBe(2026);
    expect(yearInIndia(Date.UTC(2026, 11, 31, 18, 30))).toBe(2027);
  });

  it('runs from the first year to this one, or is the first year alone', () => {
    expect(copyrightYears(2023, Date.UTC(2026, 10, 28))).toBe('2023–2026');
    expect(copyrightYears(2023, Date.UTC(2023, 5, 1))).toBe('2023');
  });
});
