// What the compliance clock's deadlines follow from, read from the database through the content
// repositories (the same queries on SQLite and PostgreSQL). The rules themselves are deadlines.ts's.
// Events and meets count when they are live (held is held, published or not); a document counts
// as done only when visitors can see it (visible()); holidays count when published (approved).
import type { SiteKysely } from '../db/site-db';
import { exchangeHolidays, investorDocuments, investorEvents, investorMeets, requiredChanges } from '../db/content/tables';
import type { ComplianceFacts } from './deadlines';
import { indiaDay } from './working-days';

/** The document lists whose publication closes a deadline. */
const CLOSING_LISTS = ['board-meeting', 'financial-result', 'press-release'];
const EVENT_KINDS = ['board-meeting', 'results-date', 'analyst-meet'];

/** The facts of the last `windowDays` India days before `now` (required changes: every one; the rules drop old done ones). */
export async function complianceFacts(db: SiteKysely, now: number, windowDays: number): Promise<ComplianceFacts> {
  const since = indiaDay(now - windowDays * 86_400_000);
  const holidays = await exchangeHolidays.visible(db).select('holiday_date').execute();
  const meets = await investorMeets.live(db).select(['id', 'title', 'meet_date', 'recording_url', 'transcript']).where('meet_date', '>=', since).execute();
  const events = await investorEvents.live(db).select(['id', 'kind', 'title', 'event_date', 'start_time', 'end_time']).where('kind', 'in', EVENT_KINDS).where('event_date', '>=', since).execute();
  const documents = await investorDocuments
    .visible(db)
    .select(['category', 'document_date', 'publish_at', 'updated_at'])
    .where('category', 'in', CLOSING_LISTS)
    .where('document_date', '>=', since)
    .execute();
  const changes = await requiredChanges.live(db).select(['id', 'description', 'occurred_on', 'occurred_time', 'done_on']).execute();
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    holidays: new Set(holidays.map((row) => String(row.holiday_date))),
    meets: meets.map((row) => ({ id: Number(row.id), title: String(row.title), date: String(row.meet_date), hasRecording: text(row.recording_url) !== null, hasTranscript: text(row.transcript) !== null })),
    events: events.map((row) => ({ id: Number(row.id), kind: String(row.kind), title: String(row.title), date: String(row.event_date), startTime: text(row.start_time), endTime: text(row.end_time) })),
    documents: documents.map((row) => {
      // Visitors first saw it at its publish time (embargoed) or when it was saved (published as saved).
      const published = text(row.publish_at) ?? text(row.updated_at);
      return { category: String(row.category), date: text(row.document_date), publishedOn: published === null ? null : indiaDay(Date.parse(published)) };
    }),
    requiredChanges: changes.map((row) => ({ id: Number(row.id), description: String(row.description), occurredOn: String(row.occurred_on), occurredTime: text(row.occurred_time), doneOn: text(row.done_on) })),
  };
}
