// The investor calendar (issue 28; contract: shared/src/contract/investor-calendar.ts): the iCalendar
// feed of every published event and the JSON list of the next ones for /investors. Both are cached
// like the other lists (one body, its ETag and compressed forms per content version).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { INVESTOR_CALENDAR_ENDPOINTS as ENDPOINTS, UPCOMING_EVENTS_LIMIT } from '@site/shared/contract/investor-calendar';
import { UpcomingInvestorEventsResponse } from '@site/shared/contract/records';
import { ICS_CONTENT_TYPE, investorCalendarIcs } from '../calendar/investor-ics';
import { indiaDay } from '@site/shared/contract/india-time';
import type { ContentVersion } from '../db/content-version';
import { investorEvents } from '../db/content/tables';
import type { SiteDb } from '../db/site-db';
import { cachedResponses, JSON_TYPE, serialiseAnswer } from '../http/cached-json';
import { ERROR_RESPONSES, jsonAnswer } from '../http/schemas';

export interface InvestorCalendarOptions {
  db: SiteDb;
  version: ContentVersion;
  /** Origin of the public site: events without a link of their own link to its /investors. */
  publicSiteOrigin: string;
  /** The clock "upcoming" is measured against (tests drive it); the real one by default. */
  now?: () => Date;
}

const upcomingSchema = {
  querystring: Type.Object({
    limit: Type.Integer({
      minimum: 1,
      maximum: UPCOMING_EVENTS_LIMIT.max,
      default: UPCOMING_EVENTS_LIMIT.default,
      description: `limit must be a whole number from 1 to ${UPCOMING_EVENTS_LIMIT.max}`,
    }),
  }),
  ...jsonAnswer(UpcomingInvestorEventsResponse),
};

export const investorCalendarRoutes: FastifyPluginAsyncTypebox<InvestorCalendarOptions> = async (app, { db, version, publicSiteOrigin, now = () => new Date() }) => {
  const k = db.kysely;

  // Every event, past ones too: a subscriber's calendar keeps the history it already shows.
  const feed = cachedResponses(version, ICS_CONTENT_TYPE);
  app.get(ENDPOINTS.calendar, { schema: { response: ERROR_RESPONSES } }, async (request, reply) => {
    // Saved as a file when opened from a link ("Add to your calendar"); subscribing reads the body alike.
    reply.header('content-disposition', 'inline; filename="investor-calendar.ics"');
    return feed.send(request, reply, '', async () => investorCalendarIcs(await investorEvents.inOrder(k), { siteOrigin: publicSiteOrigin, now: now() }));
  });

  // The cache is kept per content version; the key adds today's date in Kolkata, so the list moves
  // on at midnight IST even when nothing was edited (one entry per limit asked for).
  const upcoming = cachedResponses(version, JSON_TYPE, { maxEntries: UPCOMING_EVENTS_LIMIT.max });
  app.get(ENDPOINTS.upcoming, { schema: upcomingSchema }, async (request, reply) => {
    const { limit } = request.query;
    const today = indiaDay(now().getTime());
    return upcoming.send(request, reply, `${today}\u0000${limit}`, async () =>
      serialiseAnswer(reply, { today, results: await investorEvents.inOrder(k, { fromDate: today, limit }) }),
    );
  });
};
