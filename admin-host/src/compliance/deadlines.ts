// The compliance clock's deadlines (issue 28), derived from the records: nothing is typed twice, a
// deadline is what the meets, the investor calendar, the published documents and the required
// changes already say. Pure: compliance-facts.ts reads the facts from the database; the clock is
// passed in. The rules (admin-host/README.md, "Compliance clock"):
//
// - investor/analyst meet, once concluded: the recording within 24 h and before the next trading
//   day (Reg 46(2)(oa), Reg 30), done when the meet has a recording address; the transcript within
//   five working days, done when it has a transcript;
// - board meeting, once concluded: its outcome within 24 h and before the next trading day, done when
//   a published Board Meeting document is dated that day or later; a results board meeting (a
//   results date in the calendar on its day, or "result" in its title) also its financial result
//   and press release, by the same rule, from the Financial Result and Press Release lists. A
//   results date with no board meeting on its day counts from the end of that day;
// - a required website change: within two working days of its day (Reg 46(3)), done when done_on is set.
//
// When a meet's or meeting's time is unknown, the calendar's end time is used, else its start time,
// else the end of its day (the latest it can have concluded).
import type { DeadlineKind, DeadlineState } from '@site/shared/contract/console-choices';
import { addWorkingDays, endOfIndiaDay, indiaDay, indiaTime, within24HoursBeforeNextTradingDay, type Holidays } from './working-days';

export type { DeadlineKind, DeadlineState };

/** Only events of the last this many days (India days, counted back from today) are tracked: older ones are history. */
export const DEADLINE_WINDOW_DAYS = 90;

export interface Deadline {
  /** Stable across reads: '<collection>:<id>:<kind>'. */
  key: string;
  kind: DeadlineKind;
  /** What must be on the website. */
  what: string;
  /** The rule, in words. */
  rule: string;
  /** The record it follows from: its console collection, id and name. */
  record: { collection: string; id: number; name: string };
  /** When the clock started (the event's conclusion), UTC ISO. */
  since: string;
  dueAt: string;
  state: DeadlineState;
  /** The India day it was done, where the records say it (a document's publication, a change's done day); null otherwise. */
  doneOn: string | null;
  /** Until dueAt, from now; negative once overdue. */
  secondsLeft: number;
}

/** A meet of the investor-meets collection. */
export interface MeetFact {
  id: number;
  title: string;
  /** YYYY-MM-DD, India. */
  date: string;
  hasRecording: boolean;
  hasTranscript: boolean;
}

/** An investor calendar event. */
export interface EventFact {
  id: number;
  kind: string;
  title: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
}

/** A published document of the board-meeting, financial-result or press-release list. */
export interface DocumentFact {
  category: string;
  /** Its document date (YYYY-MM-DD); documents without one prove nothing. */
  date: string | null;
  /** The India day visitors first saw it (null when unknown: seeded records). */
  publishedOn: string | null;
}

export interface RequiredChangeFact {
  id: number;
  description: string;
  occurredOn: string;
  occurredTime: string | null;
  doneOn: string | null;
}

export interface ComplianceFacts {
  holidays: Holidays;
  meets: readonly MeetFact[];
  events: readonly EventFact[];
  documents: readonly DocumentFact[];
  requiredChanges: readonly RequiredChangeFact[];
}

const SAME_DAY_RULE = 'Within 24 hours and before the next trading day';
const RULES: Record<DeadlineKind, { what: string; rule: string }> = {
  'recording': { what: 'Recording of the meet on the website', rule: `${SAME_DAY_RULE} (Reg 46(2)(oa), Reg 30)` },
  'transcript': { what: 'Transcript of the meet on the website', rule: 'Within five working days (Reg 46(2)(oa))' },
  'outcome': { what: 'Outcome of the board meeting (Board Meeting list)', rule: `${SAME_DAY_RULE} of the meeting (Reg 30, Reg 46)` },
  'financial-result': { what: 'Financial result (Financial Result list)', rule: `${SAME_DAY_RULE} of the board meeting (Reg 33, Reg 46)` },
  'press-release': { what: 'Press release on the results (Press Release list)', rule: `${SAME_DAY_RULE} of the board meeting (Reg 30, Reg 46)` },
  'required-change': { what: 'Required website change', rule: 'Within two working days (Reg 46(3))' },
};

/** When an event concluded: its end time, else its start time, else the end of its day. */
function conclusionOf(date: string, event: Pick<EventFact, 'startTime' | 'endTime'> | undefined): number {
  const time = event?.endTime ?? event?.startTime;
  return time ? indiaTime(date, time) : endOfIndiaDay(date);
}

/** A board meeting is about results when a results date falls on its day or its title says so. */
const aboutResults = (meeting: EventFact, resultsDays: ReadonlySet<string>) => resultsDays.has(meeting.date) || /\bresults?\b/i.test(meeting.title);

/** Whether a published document of `category` is dated `day` or later, and the earliest day one was published (null when unknown). */
function publishedSince(documents: readonly DocumentFact[], category: string, day: string): { done: boolean; doneOn: string | null } {
  const matching = documents.filter((document) => document.category === category && document.date !== null && document.date >= day);
  if (!matching.length) return { done: false, doneOn: null };
  const days = matching.map((document) => document.publishedOn).filter((published): published is string => published !== null).sort();
  return { done: true, doneOn: days[0] ?? null };
}

/** Every tracked deadline at `now`: open ones first (overdue, then soonest due), then the done ones, latest due first. */
export function deadlinesOf(facts: ComplianceFacts, now: number, { windowDays = DEADLINE_WINDOW_DAYS } = {}): Deadline[] {
  const { holidays } = facts;
  const today = indiaDay(now);
  const windowStart = indiaDay(Date.parse(`${today}T00:00:00.000Z`) - windowDays * 86_400_000);
  const inWindow = (day: string) => day >= windowStart;
  const deadlines: Deadline[] = [];

  const add = (kind: DeadlineKind, record: Deadline['record'], since: number, due: number, done: { done: boolean; doneOn: string | null }) => {
    deadlines.push({
      key: `${record.collection}:${record.id}:${kind}`,
      kind,
      ...RULES[kind],
      record,
      since: new Date(since).toISOString(),
      dueAt: new Date(due).toISOString(),
      state: done.done ? 'done' : now > due ? 'overdue' : 'open',
      doneOn: done.done ? done.doneOn : null,
      secondsLeft: Math.floor((due - now) / 1000),
    });
  };
  const concluded = (at: number) => at <= now;

  // Meets: timed by the calendar's analyst meet of the same day, when there is one.
  const analystMeets = facts.events.filter((event) => event.kind === 'analyst-meet');
  for (const meet of facts.meets.filter((m) => inWindow(m.date))) {
    const since = conclusionOf(meet.date, analystMeets.find((event) => event.date === meet.date));
    if (!concluded(since)) continue;
    const record = { collection: 'investor-meets', id: meet.id, name: meet.title };
    add('recording', record, since, within24HoursBeforeNextTradingDay(since, holidays), { done: meet.hasRecording, doneOn: null });
    add('transcript', record, since, addWorkingDays(since, 5, holidays), { done: meet.hasTranscript, doneOn: null });
  }

  // Board meetings, and the results that come out of them.
  const recentEvents = facts.events.filter((event) => inWindow(event.date));
  const boardMeetings = recentEvents.filter((event) => event.kind === 'board-meeting');
  const resultsDates = recentEvents.filter((event) => event.kind === 'results-date');
  const resultsDays = new Set(resultsDates.map((event) => event.date));
  const resultsAdded = new Set<string>();
  const addResults = (event: EventFact, since: number) => {
    if (resultsAdded.has(event.date)) return;
    resultsAdded.add(event.date);
    const record = { collection: 'investor-events', id: event.id, name: event.title };
    const due = within24HoursBeforeNextTradingDay(since, holidays);
    add('financial-result', record, since, due, publishedSince(facts.documents, 'financial-result', event.date));
    add('press-release', record, since, due, publishedSince(facts.documents, 'press-release', event.date));
  };
  for (const meeting of boardMeetings) {
    const since = conclusionOf(meeting.date, meeting);
    if (!concluded(since)) continue;
    const due = within24HoursBeforeNextTradingDay(since, holidays);
    add('outcome', { collection: 'investor-events', id: meeting.id, name: meeting.title }, since, due, publishedSince(facts.documents, 'board-meeting', meeting.date));
    if (aboutResults(meeting, resultsDays)) addResults(meeting, since);
  }
  for (const resultsDate of resultsDates) {
    const since = endOfIndiaDay(resultsDate.date);
    if (concluded(since)) addResults(resultsDate, since);
  }

  // Changes the team recorded: an open one stays until it is done, however old.
  for (const change of facts.requiredChanges) {
    if (change.doneOn !== null && !inWindow(change.occurredOn)) continue;
    const since = indiaTime(change.occurredOn, change.occurredTime ?? '00:00');
    const record = { collection: 'required-changes', id: change.id, name: change.description };
    add('required-change', record, since, addWorkingDays(since, 2, holidays), { done: change.doneOn !== null, doneOn: change.doneOn });
  }

  const open = deadlines.filter((deadline) => deadline.state !== 'done').sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.key.localeCompare(b.key));
  const done = deadlines.filter((deadline) => deadline.state === 'done').sort((a, b) => b.dueAt.localeCompare(a.dueAt) || a.key.localeCompare(b.key));
  return [...open, ...done];
}
