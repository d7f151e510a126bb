import type { InvestorEvent } from '@site/shared/contract/investor-calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAdminHostStub, type AdminHostStub } from '../../test/admin-host-stub';
import { renderPage, renderPageIn } from '../../test/render-page';
import InvestorsHome from './InvestorsHome';
import { UpcomingEvents } from './UpcomingEvents';

let stub: AdminHostStub;
beforeAll(async () => {
  stub = await startAdminHostStub();
});
afterAll(() => stub.close());

const PATH = '/investors/list-upcoming-events';
const event = (id: number, kind: InvestorEvent['kind'], title: string, date: string, start: string | null, end: string | null, venue: string | null): InvestorEvent => ({
  id,
  kind,
  title,
  event_Date: date,
  start_Time: start,
  end_Time: end,
  venue,
  details: null,
  link: null,
});
const EVENTS: InvestorEvent[] = [
  event(4, 'record-date', 'Record date: interim dividend FY 2026-27', '2026-12-04', null, null, null),
  event(5, 'egm', 'Extraordinary General Meeting: second extrusion line at Kannur', '2026-12-18', '11:00', '12:00', 'Video conferencing'),
  event(7, 'board-meeting', 'Board meeting: unaudited results for Q3 FY 2026-27', '2027-02-11', '10:30', null, 'Registered office, Punalur'),
];

// Real sockets on a busy machine: allow more than vitest's 5 s default.
describe('/investors: upcoming events of the investor calendar', { timeout: 30_000 }, () => {
  it('lists each event with its date, time in IST (or all day), kind, title and venue, and links to the iCalendar feed', async () => {
    stub.answer(PATH, { body: { today: '2026-11-28', results: EVENTS } });
    renderPage(UpcomingEvents);
    expect(screen.getByText('Loading the upcoming events…')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    expect(list.tagName).toBe('OL');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => Array.from(row.querySelectorAll('p')).map((p) => p.textContent))).toEqual([
      ['04/12/2026 · All day', 'Record date', 'Record date: interim dividend FY 2026-27'],
      ['18/12/2026 · 11:00–12:00 IST', 'Extraordinary general meeting', 'Extraordinary General Meeting: second extrusion line at Kannur', 'Video conferencing'],
      ['11/02/2027 · 10:30 IST', 'Board meeting', 'Board meeting: unaudited results for Q3 FY 2026-27', 'Registered office, Punalur'],
    ]);
    expect(within(rows[0]!).getByText('04/12/2026').getAttribute('datetime')).toBe('2026-12-04');
    expect(within(rows[1]!).getByText('18/12/2026').getAttribute('datetime')).toBe('2026-12-18T11:00+05:30');
    const subscribe = screen.getByRole('link', { name: 'Add to your calendar (iCalendar)' });
    expect(subscribe.getAttribute('href')).toBe(`${stub.url}/investors/calendar.ics`);
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming events' }).closest('section')?.getAttribute('aria-busy')).toBeNull();
    expect(stub.requests).toContain(PATH);
  });

  it('says when no date is announced, and still offers the calendar', async () => {
    stub.answer(PATH, { body: { today: '2026-11-28', results: [] } });
    renderPage(UpcomingEvents);
    expect(await screen.findByText('No board meeting, general meeting or other date is announced yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add to your calendar (iCalendar)' })).toBeTruthy();
  });

  it('skips records it cannot show (an unknown kind, a bad date or time) and leaves the block out when the admin host fails', async () => {
    stub.answer(PATH, {
      body: {
        results: [
          { ...EVENTS[0], kind: 'party' },
          { ...EVENTS[0], id: 8, event_Date: '2026-02-30' },
          { ...EVENTS[1], start_Time: '11 am' },
          { ...EVENTS[2], title: '  ' },
          'nonsense',
          EVENTS[2],
        ],
      },
    });
    const { unmount } = renderPage(UpcomingEvents);
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    expect(within(list).getAllByRole('listitem').map((row) => row.querySelector('p:nth-of-type(3)')?.textContent)).toEqual([EVENTS[2]!.title]);
    unmount();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    stub.answer(PATH, { status: 500, body: {} });
    renderPage(UpcomingEvents);
    await waitFor(() => expect(screen.queryByText('Loading the upcoming events…')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Upcoming events' })).toBeNull();
    vi.restoreAllMocks();
  });

  it('on a Malayalam page: texts, kinds and months in Malayalam; the English titles and venues marked en-IN', async () => {
    stub.answer(PATH, { body: { today: '2026-11-28', results: EVENTS } });
    stub.answer('/investors/latest', { body: { results: [] } });
    await renderPageIn('ml', InvestorsHome, '/investors');
    const list = await screen.findByRole('list', { name: 'വരാനിരിക്കുന്ന പരിപാടികൾ' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[1]!.querySelector('p')?.textContent).toBe('18/12/2026 · 11:00–12:00 (ഇന്ത്യൻ സമയം)');
    expect(within(rows[1]!).getByText('അസാധാരണ പൊതുയോഗം').getAttribute('lang')).toBeNull();
    expect(within(rows[1]!).getByText(EVENTS[1]!.title).getAttribute('lang')).toBe('en-IN');
    expect(within(rows[1]!).getByText('Video conferencing').getAttribute('lang')).toBe('en-IN');
    expect(within(rows[0]!).getByText('ദിവസം മുഴുവൻ', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'നിങ്ങളുടെ കലണ്ടറിൽ ചേർക്കുക (iCalendar)' }).getAttribute('href')).toBe(`${stub.url}/investors/calendar.ics`);
  });
});
