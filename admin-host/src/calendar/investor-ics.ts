// The investor calendar as iCalendar (RFC 5545), for calendar apps to subscribe to. ical-generator
// writes the lines (escaping, folding at 75 octets, CRLF); what is decided here:
// - UID: `investor-event-<id>@<company domain>`: ids stay the same across edits and reseeds, so a
//   subscriber's app updates an event in place instead of adding a copy; SEQUENCE counts its edits.
// - Times: a timed event is written as its UTC instant (DTSTART:…Z), computed from the IST wall
//   clock (shared/src/contract/india-time.ts). Every app shows it at the right local time, and no event depends on a
//   VTIMEZONE (ical-generator's own TZID output reads the process's time zone, not the event's).
// - An all-day event is DTSTART;VALUE=DATE with DTEND the next day (RFC 5545 3.6.1).
// - DTSTAMP: when the event was last changed (updated_at; RFC 5545 3.8.7.2 for a feed without
//   METHOD), so the same content always gives the same bytes and the same ETag.
import ical from 'ical-generator';
import { siteConfig } from '@site/shared/config/site-config';
import { INVESTOR_CALENDAR_TIME_ZONE, INVESTOR_EVENT_KINDS, type InvestorEvent } from '@site/shared/contract/investor-calendar';
import { dayAfter, indiaTime } from '@site/shared/contract/india-time';

/** Midnight UTC of `date`: what an all-day event's day is given to the calendar library as (it writes the UTC date). */
const utcDay = (date: string): Date => new Date(`${date}T00:00:00Z`);

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** A published event with what the calendar needs besides its public fields. */
export interface CalendarEvent extends InvestorEvent {
  version: number;
  updated_at: string | null;
}

export interface CalendarOptions {
  /** The public site's origin: an event without a link of its own links to its /investors page. */
  siteOrigin: string;
  /** DTSTAMP of an event never edited in the console (the sample data): when the feed was made. */
  now: Date;
}

const DOMAIN = new URL(siteConfig.siteUrl).hostname;
/** How often subscribed apps should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 6 * 60 * 60;

export const calendarName = () => `${siteConfig.companyName} investor calendar`;
export const eventUid = (id: number) => `investor-event-${id}@${DOMAIN}`;

/**
 * TEXT escaping (RFC 5545 3.3.11) for the calendar's name and description, which ical-generator
 * writes as given (it escapes the events' texts itself).
 */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/**
 * A URI as a property value: ical-generator escapes `,` `;` `\` in URL as if it were text, which would
 * change the address; percent-encoded they mean the same to the server and need no escape.
 */
const uriValue = (href: string) => href.replace(/[,;\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** What DESCRIPTION says: the kind, the details as entered, and the notice's address. */
function description(event: InvestorEvent): string {
  const times = event.start_Time ? ` ${event.start_Time}${event.end_Time ? `–${event.end_Time}` : ''} IST` : '';
  return [`${INVESTOR_EVENT_KINDS[event.kind]}, ${event.event_Date}${times}.`, event.details, event.link].filter(Boolean).join('\n\n');
}

/**
 * Asia/Kolkata as a VTIMEZONE (one offset since 1945), which the X-WR-TIMEZONE hint names. No event
 * refers to it (their times are UTC); it is there so that a calendar without events still holds the
 * one component RFC 5545 requires (3.6: `1*component`).
 */
const KOLKATA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${INVESTOR_CALENDAR_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19451015T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
  '',
].join('\r\n');

/** The whole feed, every event given (oldest first), ending with CRLF as every content line must. */
export function investorCalendarIcs(events: readonly CalendarEvent[], { siteOrigin, now }: CalendarOptions): string {
  const calendar = ical({
    prodId: { company: DOMAIN, product: 'investor-calendar', language: 'EN' },
    name: escapeText(calendarName()),
    description: escapeText(`Board meetings, general meetings, record dates, results dates and analyst meets of ${siteConfig.companyName}. Times are Indian Standard Time.`),
    url: `${siteOrigin}/investors`,
    ttl: REFRESH_SECONDS,
    // A hint for apps that show a subscribed calendar in its own zone; the times themselves are UTC.
    x: { 'X-WR-TIMEZONE': INVESTOR_CALENDAR_TIME_ZONE },
  });
  for (const event of events) {
    const timed = event.start_Time !== null;
    calendar.createEvent({
      id: eventUid(event.id),
      sequence: Math.max(0, event.version - 1),
      stamp: event.updated_at ? new Date(event.updated_at) : now,
      ...(timed
        ? { start: new Date(indiaTime(event.event_Date, event.start_Time!)), ...(event.end_Time ? { end: new Date(indiaTime(event.event_Date, event.end_Time)) } : {}) }
        : { allDay: true, start: utcDay(event.event_Date), end: utcDay(dayAfter(event.event_Date)) }),
      summary: event.title,
      description: description(event),
      ...(event.venue ? { location: event.venue } : {}),
      categories: [{ name: INVESTOR_EVENT_KINDS[event.kind] }],
      url: uriValue(event.link ?? `${siteOrigin}/investors`),
    });
  }
  return `${calendar.toString().replace(/END:VCALENDAR$/, `${KOLKATA_VTIMEZONE}END:VCALENDAR`)}\r\n`;
}
