// Admin-host endpoints of the pages that are not plain document lists (the contract's paths), as
// the pages ask for them and screens.ts declares them (the data each screen renders with).
import { ADMIN_API_PATHS, DOCUMENT_LISTS } from '@site/shared/contract/admin-api';
import { INVESTOR_ARCHIVE_ENDPOINTS, LATEST_LIMIT, SEARCH_LIMIT } from '@site/shared/contract/investor-archive';
import { INVESTOR_CALENDAR_ENDPOINTS, UPCOMING_EVENTS_LIMIT } from '@site/shared/contract/investor-calendar';

export const ENDPOINTS = {
  boardOfDirectors: ADMIN_API_PATHS.boardOfDirectors,
  committees: ADMIN_API_PATHS.committees,
  shareholdersPattern: ADMIN_API_PATHS.shareholdersPattern,
  materialDocuments: ADMIN_API_PATHS.materialDocuments,
} as const;

/** The lists the band at the top of /investors picks from (issue 29): the newest result and annual report, the offer documents. */
export const HIGHLIGHT_ENDPOINTS = {
  financialResults: DOCUMENT_LISTS['financial-result'].path,
  annualReports: DOCUMENT_LISTS['annual-report'].path,
  offerDocuments: ADMIN_API_PATHS.initialPublicOffers,
} as const;

/** The latest documents on /investors. */
export const LATEST_ENDPOINT = `${INVESTOR_ARCHIVE_ENDPOINTS.latest}?limit=${LATEST_LIMIT.default}`;

/** The next events of the investor calendar on /investors (issue 28). */
export const UPCOMING_EVENTS_ENDPOINT = `${INVESTOR_CALENDAR_ENDPOINTS.upcoming}?limit=${UPCOMING_EVENTS_LIMIT.default}`;
/** The calendar feed's path on the admin host; the page links to it on the admin host's origin. */
export const CALENDAR_FEED_PATH = INVESTOR_CALENDAR_ENDPOINTS.calendar;

/** The search text of the URL as the admin host gets it: spaces collapsed, trimmed. */
export const cleanQuery = (value: string | null): string => (value ?? '').replace(/\s+/g, ' ').trim();

/** The search for a (clean) text. */
export const searchEndpoint = (query: string): string =>
  `${INVESTOR_ARCHIVE_ENDPOINTS.search}?q=${encodeURIComponent(query)}&limit=${SEARCH_LIMIT.max}`;
