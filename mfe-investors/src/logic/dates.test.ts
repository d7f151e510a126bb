import { afterEach, describe, expect, it } from 'vitest';
import { formatInvestorDate } from './dates';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatInvestorDate (Share Holders Pattern "Date: dd/mm/yyyy")', () => {
  it('formats the ISO timestamps the admin host sends', () => {
    expect(formatInvestorDate('2024-06-30T00:00:00.000Z')).toBe('30/06/2024');
    expect(formatInvestorDate('2023-12-31T00:00:00.000Z')).toBe('31/12/2023');
    expect(formatInvestorDate('2024-09-30')).toBe('30/09/2024');
    expect(formatInvestorDate(' 2024-01-05T10:20:30+05:30 ')).toBe('05/01/2024');
  });

  it('keeps the calendar day of a UTC-midnight timestamp in every time zone', () => {
    // The trap: west of Greenwich that instant is still the 30th in local time.
    process.env.TZ = 'America/Los_Angeles';
    expect(new Date('2024-03-31T00:00:00.000Z').getDate()).toBe(30);
    for (const tz of ['America/Los_Angeles', 'America/New_York', 'UTC', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      expect(formatInvestorDate('2024-03-31T00:00:00.000Z'), tz).toBe('31/03/2024');
      expect(formatInvestorDate('2024-01-01T00:00:00.000Z'), tz).toBe('01/01/2024');
    }
  });

  it('is blank when the date cannot be parsed', () => {
    for (const value of ['Not updated', '', '   ', 'N/A', '2024-02-30T00:00:00.000Z', '2024-13-01', '2024-06-30Tgarbage', null, undefined, 20240630, {}]) {
      expect(formatInvestorDate(value), String(value)).toBe('');
    }
  });

  it('reads other parseable forms in the zone they name, or local time when they name none', () => {
    process.env.TZ = 'America/New_York';
    expect(formatInvestorDate('Sun, 30 Jun 2024 00:00:00 GMT')).toBe('30/06/2024');
    expect(formatInvestorDate('June 30, 2024')).toBe('30/06/2024');
    process.env.TZ = 'Asia/Kolkata';
    expect(formatInvestorDate('June 30, 2024')).toBe('30/06/2024');
  });
});
