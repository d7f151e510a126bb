// @vitest-environment node
// The Upcoming block as the page server renders it: with the answer the page was given (no browser,
// no effect, no request), so a visitor without JavaScript reads the dates and finds the calendar link.
import { AdminDataContext, type AdminData } from '@site/shared/api/admin-data';
import { setSiteEnv } from '@site/shared/config/env';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, describe, expect, it } from 'vitest';
import { UPCOMING_EVENTS_ENDPOINT } from '../../api/endpoints';
import { UpcomingEvents } from './UpcomingEvents';

async function serverHtml(answer: unknown): Promise<string> {
  const data: AdminData = { answer: (path) => (path === UPCOMING_EVENTS_ENDPOINT ? { value: answer } : undefined) };
  const { prelude } = await prerenderToNodeStream(createElement(AdminDataContext, { value: data }, createElement(UpcomingEvents)));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('Upcoming events, rendered on the server', () => {
  // The admin host's origin is the page's environment: leave it as it was for other tests.
  afterAll(() => setSiteEnv({ adminHost: '' }));

  it('holds the events and the feed link on the admin host, not a loading message', async () => {
    setSiteEnv({ adminHost: 'https://admin.example.com' });
    const html = await serverHtml({
      today: '2026-11-28',
      results: [{ id: 5, kind: 'egm', title: 'Extraordinary General Meeting', event_Date: '2026-12-18', start_Time: '11:00', end_Time: '12:00', venue: 'Video conferencing', details: null, link: null }],
    });
    expect(html).toContain('<time dateTime="2026-12-18T11:00+05:30">18/12/2026</time>');
    expect(html).toContain('11:00–12:00 IST');
    expect(html).toContain('Extraordinary general meeting');
    expect(html).toContain('href="https://admin.example.com/investors/calendar.ics"');
    expect(html).not.toContain('Loading');
    expect(html).not.toContain('aria-busy');
  });

  it('renders the empty state when nothing is announced', async () => {
    const html = await serverHtml({ today: '2026-11-28', results: [] });
    expect(html).toContain('No board meeting, general meeting or other date is announced yet.');
    expect(html).toContain('/investors/calendar.ics');
  });
});
