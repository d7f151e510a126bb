// Sample trading holidays of NSE and BSE for 2026 (issue 28: the compliance clock's working days).
// Believable weekday dates and names in the style of the exchanges' annual holiday circular, but
// SAMPLE DATA: every row is marked `sample` = 1 and the console says so until the IR team checks it
// against the circular the exchanges publish each December (holidays that fall on a weekend are left
// out, as the circular leaves them out of the trading-holiday list).
import type { Db } from '../db/database';

export interface SeedHoliday {
  date: string;
  name: string;
}

/** When the sample holidays were "entered": a fixed time, so the seed is the same on every run. */
export const SEED_HOLIDAYS_UPDATED_AT = '2026-01-02T04:30:00.000Z';

export const SEED_EXCHANGE_HOLIDAYS_2026: readonly SeedHoliday[] = [
  { date: '2026-01-26', name: 'Republic Day' },
  { date: '2026-03-03', name: 'Holi' },
  { date: '2026-03-26', name: 'Shri Ram Navami' },
  { date: '2026-03-31', name: 'Shri Mahavir Jayanti' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-14', name: 'Dr. Baba Saheb Ambedkar Jayanti' },
  { date: '2026-05-01', name: 'Maharashtra Day' },
  { date: '2026-05-28', name: 'Bakri Id' },
  { date: '2026-06-26', name: 'Muharram' },
  { date: '2026-09-14', name: 'Ganesh Chaturthi' },
  { date: '2026-10-02', name: 'Mahatma Gandhi Jayanti' },
  { date: '2026-10-20', name: 'Dussehra' },
  { date: '2026-11-10', name: 'Diwali Balipratipada' },
  { date: '2026-11-24', name: 'Prakash Gurpurb Sri Guru Nanak Dev' },
  { date: '2026-12-25', name: 'Christmas' },
];

export function seedExchangeHolidays(db: Db): void {
  // A database at an older schema level (the migration tests seed one, then upgrade it) has no such table yet.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'exchange_holidays'").get()) return;
  const insert = db.prepare('INSERT INTO exchange_holidays (holiday_date, name, sample, updated_at) VALUES (@date, @name, 1, @updatedAt)');
  for (const holiday of SEED_EXCHANGE_HOLIDAYS_2026) insert.run({ ...holiday, updatedAt: SEED_HOLIDAYS_UPDATED_AT });
}
