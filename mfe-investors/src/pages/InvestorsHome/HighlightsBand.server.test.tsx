// @vitest-environment node
// The band at the top of /investors as the page server renders it (issue 29): with the answers the
// screen declares (screens.ts), so the result, the meeting and the annual report with its cover are
// in the first HTML; no loader, no request, nothing to flash when the page hydrates.
import { AdminDataContext, type AdminData } from '@site/shared/api/admin-data';
import { siteConfig } from '@site/shared/config/site-config';
import { setSiteEnv } from '@site/shared/config/env';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { HIGHLIGHT_ENDPOINTS, UPCOMING_EVENTS_ENDPOINT } from '../../api/endpoints';
import { dataFor } from '../../screens';
import { HighlightsBand } from './HighlightsBand';

const RESULTS = [
  { financial_result_Name: 'Unaudited Financial Results - Q1 FY 2026-27', financial_result_Document: 'uploads/r/q1.pdf', document_Date: '2026-08-12', period_End_Date: '2026-06-30', file_Size: 3072, page_Count: 2 },
  { financial_result_Name: 'Unaudited Financial Results - Q2 FY 2026-27', financial_result_Document: 'uploads/r/q2.pdf', document_Date: '2026-11-12', period_End_Date: '2026-09-30', file_Size: 3072, page_Count: 2 },
];
const REPORTS = [
  { Annual_report_Name: 'Annual Report 2024-25', Annual_report_Document: 'uploads/ar/2024-25.pdf', document_Date: '2025-08-29', file_Size: 4096, page_Count: 2 },
  { Annual_report_Name: 'Annual Report 2025-26', Annual_report_Document: 'uploads/ar/2025-26.pdf', document_Date: '2026-08-28', file_Size: 4096, page_Count: 2 },
];
const UPCOMING = {
  today: '2026-11-28',
  results: [
    { id: 4, kind: 'record-date', title: 'Record date: interim dividend', event_Date: '2026-12-04', start_Time: null, end_Time: null, venue: null, details: null, link: null },
    { id: 5, kind: 'egm', title: 'Extraordinary General Meeting', event_Date: '2026-12-18', start_Time: '11:00', end_Time: '12:00', venue: 'Video conferencing', details: null, link: null },
  ],
};

async function serverHtml(answers: Record<string, unknown>): Promise<string> {
  const data: AdminData = { answer: (path) => (path in answers ? { value: answers[path] } : undefined) };
  const tree = createElement(StaticRouter, { location: '/investors' }, createElement(AdminDataContext, { value: data }, createElement(HighlightsBand)));
  const { prelude } = await prerenderToNodeStream(tree);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('/investors: the band, rendered on the server', () => {
  afterAll(() => setSiteEnv({ adminHost: '' }));

  it('is data the screen declares, so the page server fetches it before its one render', () => {
    expect(dataFor('/investors', '')).toEqual(expect.arrayContaining([HIGHLIGHT_ENDPOINTS.financialResults, HIGHLIGHT_ENDPOINTS.annualReports, UPCOMING_EVENTS_ENDPOINT]));
  });

  it('holds the latest result, the next meeting and the newest annual report with its cover, dates as dd/mm/yyyy', async () => {
    setSiteEnv({ adminHost: 'https://admin.example.com' });
    const html = await serverHtml({
      [HIGHLIGHT_ENDPOINTS.financialResults]: RESULTS,
      [HIGHLIGHT_ENDPOINTS.annualReports]: REPORTS,
      [UPCOMING_EVENTS_ENDPOINT]: UPCOMING,
    });
    // Latest financial result: the newest by date, its quarter, date and download.
    expect(html).toContain('Latest financial result');
    expect(html).toContain('>Q2 FY 2026-27<');
    expect(html).toContain('<time dateTime="2026-11-12">12/11/2026</time>');
    expect(html).toContain('href="https://admin.example.com/uploads/r/q2.pdf?name=');
    expect(html).toContain('href="/investors/financial-result"');
    // The next meeting, not the record date before it.
    expect(html).toContain('<time dateTime="2026-12-18T11:00+05:30">18/12/2026</time>');
    expect(html).toContain('Extraordinary general meeting');
    expect(html).not.toContain('Record date: interim dividend');
    expect(html).toContain('href="#upcoming-heading"');
    // The annual report with its cover: the PDF's title page drawn inline.
    expect(html).toMatch(/<svg[^>]*role="img" aria-label="Cover of Annual Report 2025-26"/);
    expect(html).toContain('>Financial Year 2025-26<');
    expect(html).toContain(`>${siteConfig.companyName}<`);
    expect(html).toContain('Published 28/08/2026');
    expect(html).toContain('href="/investors/annual-report"');
    expect(html).not.toMatch(/Loading|aria-busy/);
  });

  it('says when no meeting is announced, and leaves out a card whose list did not come', async () => {
    const html = await serverHtml({ [HIGHLIGHT_ENDPOINTS.annualReports]: REPORTS, [UPCOMING_EVENTS_ENDPOINT]: { today: '2026-11-28', results: [UPCOMING.results[0]] } });
    expect(html).toContain('No general meeting or board meeting is announced yet.');
    expect(html).not.toContain('Latest financial result');
    expect(html).toContain('Cover of Annual Report 2025-26');
  });
});
