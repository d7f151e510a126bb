import { describe, expect, it } from 'vitest';
import { SEED_EXCHANGE_HOLIDAYS_2026 } from '../seed/exchange-holidays';
import { deadlinesOf, type ComplianceFacts, type Deadline } from './deadlines';
import { endOfIndiaDay, indiaTime } from './working-days';

const HOLIDAYS = new Set(SEED_EXCHANGE_HOLIDAYS_2026.map((holiday) => holiday.date));
const ist = (text: string) => indiaTime(text.slice(0, 10), text.slice(11));
const utc = (text: string) => new Date(ist(text)).toISOString();
/** 23:59:59 IST of a day, as a due time. */
const endOf = (day: string) => new Date(endOfIndiaDay(day)).toISOString();

const facts = (more: Partial<ComplianceFacts> = {}): ComplianceFacts => ({ holidays: HOLIDAYS, meets: [], events: [], documents: [], requiredChanges: [], ...more });
const brief = (deadlines: Deadline[]) => deadlines.map((d) => [d.key, d.state, d.dueAt]);

describe('deadlines (injected clock)', () => {
  it('a meet, once concluded: the recording by the next trading morning, the transcript in five working days; timed by the calendar', () => {
    const meet = { id: 7, title: 'Q2 Earnings Call', date: '2026-11-25', hasRecording: false, hasTranscript: false };
    const call = { id: 3, kind: 'analyst-meet', title: 'Q2 Earnings Call', date: '2026-11-25', startTime: '15:00', endTime: '16:00' };
    const input = facts({ meets: [meet], events: [call] });
    // Before it ended: nothing yet.
    expect(deadlinesOf(input, ist('2026-11-25 15:30'))).toEqual([]);
    const at = ist('2026-11-25 18:00');
    const deadlines = deadlinesOf(input, at);
    expect(brief(deadlines)).toEqual([
      ['investor-meets:7:recording', 'open', utc('2026-11-26 09:00')],
      // 26, 27, 30 Nov, 1, 2 Dec.
      ['investor-meets:7:transcript', 'open', endOf('2026-12-02')],
    ]);
    expect(deadlines[0]).toMatchObject({ what: 'Recording of the meet on the website', record: { collection: 'investor-meets', id: 7, name: 'Q2 Earnings Call' }, since: utc('2026-11-25 16:00'), secondsLeft: 15 * 3600, doneOn: null });
    // The next morning at 09:01 the recording is overdue; once it has an address it is done, and listed after the open ones.
    expect(brief(deadlinesOf(input, ist('2026-11-26 09:01')))[0]).toEqual(['investor-meets:7:recording', 'overdue', utc('2026-11-26 09:00')]);
    expect(deadlinesOf(input, ist('2026-11-26 09:01'))[0]!.secondsLeft).toBe(-60);
    const recorded = deadlinesOf(facts({ meets: [{ ...meet, hasRecording: true }], events: [call] }), ist('2026-11-26 09:01'));
    expect(brief(recorded).map(([key, state]) => [key, state])).toEqual([
      ['investor-meets:7:transcript', 'open'],
      ['investor-meets:7:recording', 'done'],
    ]);
  });

  it('a meet the calendar does not time counts from the end of its day; meets before the 90-day window are not tracked', () => {
    const deadlines = deadlinesOf(
      facts({
        meets: [
          { id: 1, title: 'Friday call', date: '2026-11-27', hasRecording: false, hasTranscript: true },
          { id: 2, title: 'Old call', date: '2026-08-12', hasRecording: false, hasTranscript: false },
        ],
      }),
      ist('2026-11-30 10:00'),
    );
    // Friday 23:59:59 + 24 h comes before Monday 09:00.
    expect(brief(deadlines)).toEqual([
      ['investor-meets:1:recording', 'overdue', endOf('2026-11-28')],
      ['investor-meets:1:transcript', 'done', endOf('2026-12-04')],
    ]);
  });

  it('a results board meeting: its outcome, financial result and press release, done by documents dated that day or later', () => {
    const meeting = { id: 2, kind: 'board-meeting', title: 'Board meeting: unaudited results for Q2', date: '2026-11-12', startTime: '11:00', endTime: '13:30' };
    const documents = [
      { category: 'financial-result', date: '2026-11-12', publishedOn: '2026-11-12' },
      { category: 'board-meeting', date: '2026-08-10', publishedOn: '2026-08-10' },
      { category: 'press-release', date: null, publishedOn: '2026-11-13' },
    ];
    const deadlines = deadlinesOf(facts({ events: [meeting], documents }), ist('2026-11-13 10:00'));
    // Due Friday 09:00 (the next trading day starts before 24 h have passed).
    expect(brief(deadlines)).toEqual([
      ['investor-events:2:outcome', 'overdue', utc('2026-11-13 09:00')],
      ['investor-events:2:press-release', 'overdue', utc('2026-11-13 09:00')],
      ['investor-events:2:financial-result', 'done', utc('2026-11-13 09:00')],
    ]);
    expect(deadlines[2]!.doneOn).toBe('2026-11-12');
  });

  it('a board meeting not about results has an outcome only; a results date adds the results once for its day', () => {
    const events = [
      { id: 1, kind: 'board-meeting', title: 'Board meeting: allotment of shares', date: '2026-11-20', startTime: '10:00', endTime: null },
      { id: 2, kind: 'board-meeting', title: 'Board meeting', date: '2026-11-23', startTime: '10:30', endTime: null },
      { id: 3, kind: 'results-date', title: 'Unaudited results, Q2', date: '2026-11-23', startTime: null, endTime: null },
      { id: 4, kind: 'results-date', title: 'Results (no meeting entered)', date: '2026-11-25', startTime: null, endTime: null },
    ];
    const deadlines = deadlinesOf(facts({ events }), ist('2026-11-27 12:00'));
    expect(deadlines.map((d) => d.key).sort()).toEqual([
      'investor-events:1:outcome',
      'investor-events:2:financial-result',
      'investor-events:2:outcome',
      'investor-events:2:press-release',
      'investor-events:4:financial-result',
      'investor-events:4:press-release',
    ]);
    // Monday 23 Nov 10:30 before the Tuesday holiday: 24 hours, Tuesday 10:30.
    expect(deadlines.find((d) => d.key === 'investor-events:2:outcome')!.dueAt).toBe(utc('2026-11-24 10:30'));
  });

  it('a required change: two working days after its day, holidays skipped; open ones never leave the list', () => {
    const requiredChanges = [
      { id: 1, description: 'New independent director', occurredOn: '2026-11-23', occurredTime: '18:00', doneOn: null },
      { id: 2, description: 'Grievance address changed', occurredOn: '2026-11-26', occurredTime: null, doneOn: '2026-11-27' },
      { id: 3, description: 'Forgotten', occurredOn: '2026-01-05', occurredTime: null, doneOn: null },
      { id: 4, description: 'Long done', occurredOn: '2026-01-06', occurredTime: null, doneOn: '2026-01-07' },
    ];
    const deadlines = deadlinesOf(facts({ requiredChanges }), ist('2026-11-26 12:00'));
    expect(deadlines.map((d) => [d.key, d.state, d.doneOn])).toEqual([
      ['required-changes:3:required-change', 'overdue', null],
      ['required-changes:1:required-change', 'open', null],
      ['required-changes:2:required-change', 'done', '2026-11-27'],
    ]);
    // 23 Nov: the 24th is a holiday, so the 25th and 26th.
    expect(deadlines[1]!.dueAt).toBe('2026-11-26T18:29:59.000Z');
    expect(deadlines[1]!.secondsLeft).toBe(11 * 3600 + 59 * 60 + 59);
  });
});
