import { formatInvestorDate } from './dates';
import { describe, expect, it } from 'vitest';
import {
  financialQuarterOf,
  financialYearLabel,
  financialYearOf,
  isoDay,
  parseCalendarDate,
  parseFinancialYearKey,
} from './financial-year';

describe('financialYearOf (Indian FY, April–March)', () => {
  it('puts 31 March in the year that ends that day and 1 April in the next', () => {
    expect(financialYearOf('2025-03-31')).toBe('2024-25');
    expect(financialYearOf('2025-04-01')).toBe('2025-26');
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
  });

  it('handles the turn of the calendar year and of the century', () => {
    expect(financialYearOf('2025-12-31')).toBe('2025-26');
    expect(financialYearOf('2026-01-01')).toBe('2025-26');
    expect(financialYearOf('1999-06-30')).toBe('1999-00');
    expect(financialYearOf('2000-02-29')).toBe('1999-00');
  });

  it('reads an ISO timestamp by its written date, in any time zone', () => {
    expect(financialYearOf('2025-03-31T00:00:00.000Z')).toBe('2024-25');
    expect(financialYearOf('2025-04-01T00:00:00+05:30')).toBe('2025-26');
  });

  it('is null for missing and bad dates', () => {
    for (const value of [null, undefined, '', '  ', 'Not updated', '2025-02-29', '2025-13-01', '2025-04-31', '31/03/2025', '2025-3-31', '2025-03-31Tgarbage', 20250331, {}]) {
      expect(financialYearOf(value), String(value)).toBeNull();
    }
  });

  it('labels a year as visitors read it', () => {
    expect(financialYearLabel('2025-26')).toBe('FY 2025-26');
  });
});

describe('parseFinancialYearKey (the ?year= of a shared URL)', () => {
  it('accepts a consistent key and rejects anything else', () => {
    expect(parseFinancialYearKey('2024-25')).toBe('2024-25');
    expect(parseFinancialYearKey(' 1999-00 ')).toBe('1999-00');
    for (const value of [null, undefined, '', 'all', '2024-26', '2024', '2024-2025', '24-25', '2024-25x', '0999-00']) {
      expect(parseFinancialYearKey(value), String(value)).toBeNull();
    }
  });
});

describe('financialQuarterOf (from period_End_Date)', () => {
  it('maps quarter ends to Q1–Q4 of the financial year', () => {
    expect(financialQuarterOf('2025-06-30')).toEqual({ quarter: 1, year: '2025-26', label: 'Q1 FY 2025-26' });
    expect(financialQuarterOf('2025-09-30')?.label).toBe('Q2 FY 2025-26');
    expect(financialQuarterOf('2025-12-31')?.label).toBe('Q3 FY 2025-26');
    expect(financialQuarterOf('2026-03-31')?.label).toBe('Q4 FY 2025-26');
  });

  it('puts 31 March in Q4 of the ending year and 1 April in Q1 of the next', () => {
    expect(financialQuarterOf('2025-03-31')?.label).toBe('Q4 FY 2024-25');
    expect(financialQuarterOf('2025-04-01')?.label).toBe('Q1 FY 2025-26');
  });

  it('maps every month', () => {
    const quarters = Array.from({ length: 12 }, (_, i) => financialQuarterOf(`2025-${String(i + 1).padStart(2, '0')}-15`)?.quarter);
    expect(quarters).toEqual([4, 4, 4, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });

  it('is null where the date does not allow it', () => {
    for (const value of [null, '', 'Q1', '2025-06-31', '2025-00-10']) expect(financialQuarterOf(value), String(value)).toBeNull();
  });
});

describe('display dates', () => {
  it("formats a server date in the investor pages' one format and its machine-readable day", () => {
    expect(formatInvestorDate('2025-08-14')).toBe('14/08/2025');
    expect(formatInvestorDate('2024-03-31T00:00:00.000Z')).toBe('31/03/2024');
    expect(isoDay('2024-03-31T00:00:00.000Z')).toBe('2024-03-31');
    expect(formatInvestorDate('garbage')).toBe('');
    expect(isoDay(null)).toBe('');
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});
