// The investor calendar's upcoming events as /investors shows them (issue 28): what of an answer of
// /investors/list-upcoming-events (api/endpoints.ts) is usable.
import { INVESTOR_EVENT_KINDS, type InvestorEvent } from '@site/shared/contract/investor-calendar';
import { parseCalendarDate } from './financial-year';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const timeOrNull = (value: unknown) => value === null || (typeof value === 'string' && TIME.test(value));
const textOrNull = (value: unknown) => value === null || typeof value === 'string';

/** An answer of the upcoming list: an object with a `results` array. */
export function isUpcomingAnswer(value: unknown): value is { results: unknown[] } {
  return isObject(value) && Array.isArray(value.results);
}

/** The events that can be shown: a known kind, a title, a real date, times as HH:MM or none. */
export function validEvents(results: readonly unknown[]): InvestorEvent[] {
  return results.filter(
    (event): event is InvestorEvent =>
      isObject(event) &&
      typeof event.id === 'number' &&
      typeof event.kind === 'string' &&
      Object.hasOwn(INVESTOR_EVENT_KINDS, event.kind) &&
      typeof event.title === 'string' &&
      event.title.trim() !== '' &&
      parseCalendarDate(event.event_Date) !== null &&
      timeOrNull(event.start_Time) &&
      timeOrNull(event.end_Time) &&
      textOrNull(event.venue),
  );
}
