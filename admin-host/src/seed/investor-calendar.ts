// Sample content of the investor calendar (issue 28). Fictional, like the rest, and dated around the
// other sample data: the newest documents are of mid-November 2026 (the Q2 results board meeting of
// 12 November, the analyst meet of 26 November), so three events are past and six still to come
// from late November 2026. Times are IST wall-clock times (migrations/008_investor_calendar.sql).
import { siteConfig } from '@site/shared/config/site-config';
import type { InvestorEventKind } from '@site/shared/contract/investor-calendar';
import type { Db } from '../db/database';

export interface SeedInvestorEvent {
  kind: InvestorEventKind;
  title: string;
  date: string;
  start: string | null;
  end: string | null;
  venue: string | null;
  details: string | null;
  link: string | null;
}

/** When the sample events were "last edited": their DTSTAMP, so the sample feed is the same bytes on every start. */
export const SEED_EVENTS_UPDATED_AT = '2026-11-16T04:30:00.000Z';

const REGISTERED_OFFICE = `Registered office, ${siteConfig.registeredOffice.lines.join(', ')}`;
const page = (path: string) => `${siteConfig.siteUrl}${path}`;

function event(kind: InvestorEventKind, title: string, date: string, time: string | null, more: Partial<Omit<SeedInvestorEvent, 'kind' | 'title' | 'date'>> = {}): SeedInvestorEvent {
  const [start, end] = time ? time.split('-') : [null, null];
  return { kind, title, date, start: start ?? null, end: end ?? null, venue: null, details: null, link: null, ...more };
}

/** In the order they happen (ids 1-9 on every reseed). */
export const SEED_INVESTOR_EVENTS: readonly SeedInvestorEvent[] = [
  event('agm', '32nd Annual General Meeting', '2026-09-24', '10:30-12:30', {
    venue: 'Video conferencing (deemed venue: the registered office, Punalur)',
    details: 'The notice, the annual report 2025-26 and how to vote electronically are on the General Meeting page.',
    link: page('/investors/general-meeting'),
  }),
  event('board-meeting', 'Board meeting: unaudited results for Q2 FY 2026-27 and interim dividend', '2026-11-12', '11:00-13:30', { venue: REGISTERED_OFFICE }),
  event('analyst-meet', 'Analyst and Institutional Investor Meet', '2026-11-26', '15:00-17:00', {
    venue: 'Harbour View Towers, MG Road, Kochi',
    link: page('/investors/investor-meets'),
  }),
  event('record-date', 'Record date: interim dividend FY 2026-27', '2026-12-04', null, {
    details:
      "Shareholders on the register of members, or in the depositories' records, at the end of this day receive the interim dividend of ₹1.50 a share declared on 12 November 2026.",
  }),
  event('egm', 'Extraordinary General Meeting: second extrusion line at Kannur', '2026-12-18', '11:00-12:00', {
    venue: 'Video conferencing (deemed venue: the registered office, Punalur)',
    details: 'Special resolution to borrow up to ₹120 crore; remote e-voting from 14 to 17 December 2026 (cut-off date 11 December).',
    link: page('/investors/general-meeting'),
  }),
  event('results-date', 'Unaudited financial results, Q3 FY 2026-27', '2027-02-11', null, {
    details: 'Published on the Financial Result page after the board meeting.',
    link: page('/investors/financial-result'),
  }),
  event('board-meeting', 'Board meeting: unaudited results for Q3 FY 2026-27', '2027-02-11', '10:30', { venue: REGISTERED_OFFICE }),
  event('analyst-meet', 'Q3 FY 2026-27 Earnings Call', '2027-02-12', '16:00-17:00', {
    venue: 'Conference call',
    details: 'The dial-in numbers are in the intimation filed a week before the call.',
  }),
  event('results-date', 'Audited financial results, FY 2026-27 (tentative)', '2027-05-26', null, { link: page('/investors/financial-result') }),
];

export function seedInvestorEvents(db: Db): void {
  // A database at an older schema level (the migration tests seed one, then upgrade it) has no calendar yet.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'investor_events'").get()) return;
  const insert = db.prepare(`
    INSERT INTO investor_events (kind, title, event_date, start_time, end_time, venue, details, link, updated_at)
    VALUES (@kind, @title, @date, @start, @end, @venue, @details, @link, @updatedAt)`);
  for (const sample of SEED_INVESTOR_EVENTS) insert.run({ ...sample, updatedAt: SEED_EVENTS_UPDATED_AT });
}
