// The investor calendar's admin-host API (issue 28): board meetings, general meetings, record dates,
// results dates and analyst meets, as an iCalendar feed (RFC 5545) to subscribe to and as the JSON
// list of the next ones that /investors shows. Records: InvestorEvent in records.ts; kinds in choices.ts.
export type { InvestorEvent, UpcomingInvestorEventsResponse } from './records';
export { INVESTOR_EVENT_KIND_KEYS, INVESTOR_EVENT_KINDS, type InvestorEventKind } from './choices';

export const INVESTOR_CALENDAR_ENDPOINTS = {
  /** `text/calendar`: every published event, past and upcoming. */
  calendar: '/investors/calendar.ics',
  /** `UpcomingInvestorEventsResponse`. */
  upcoming: '/investors/list-upcoming-events',
} as const;

export const UPCOMING_EVENTS_LIMIT = { default: 5, max: 20 } as const;

/** Where every event's day and times are: India keeps UTC+05:30 all year (no daylight saving). */
export const INVESTOR_CALENDAR_TIME_ZONE = 'Asia/Kolkata';
