import type { InvestorEvent } from '@site/shared/contract/investor-calendar';
import { describe, expect, it } from 'vitest';
import { toArchiveDocuments } from './archive';
import { newestDocument, nextMeeting, reportedYear } from './highlights';

const event = (id: number, kind: InvestorEvent['kind'], date: string, start: string | null = null): InvestorEvent => ({
  id,
  kind,
  title: `${kind} ${date}`,
  event_Date: date,
  start_Time: start,
  end_Time: null,
  venue: null,
  details: null,
  link: null,
});

describe('the band on /investors', () => {
  it('picks the newest dated document that has a file', () => {
    const documents = toArchiveDocuments(
      [
        { n: 'Q1 results', d: 'r/q1.pdf', document_Date: '2026-08-12' },
        { n: 'Q2 results', d: 'r/q2.pdf', document_Date: '2026-11-12' },
        { n: 'Q3 results (no file)', d: '', document_Date: '2027-02-11' },
        { n: 'Undated', d: 'r/x.pdf', document_Date: null },
      ],
      { nameField: 'n', documentField: 'd' },
    );
    expect(newestDocument(documents)?.name).toBe('Q2 results');
    expect(newestDocument([])).toBeUndefined();
  });

  it('picks the next general or board meeting, not a record date or an analyst meet', () => {
    const events = [
      event(1, 'record-date', '2026-12-04'),
      event(2, 'board-meeting', '2027-02-11', '10:30'),
      event(3, 'egm', '2026-12-18', '11:00'),
      event(4, 'analyst-meet', '2026-12-10'),
    ];
    expect(nextMeeting(events)?.id).toBe(3);
    expect(nextMeeting(events.filter((e) => e.kind !== 'egm'))?.id).toBe(2);
    expect(nextMeeting([event(1, 'record-date', '2026-12-04')])).toBeUndefined();
  });

  it('names the year an annual report reports: from its name, else the year before it was published', () => {
    expect(reportedYear({ name: 'Annual Report 2025-26', date: '2026-08-28' })).toBe('2025-26');
    expect(reportedYear({ name: 'Annual Report', date: '2026-08-28' })).toBe('2025-26');
    expect(reportedYear({ name: 'Annual Report 2025-27', date: null })).toBeNull();
  });
});
