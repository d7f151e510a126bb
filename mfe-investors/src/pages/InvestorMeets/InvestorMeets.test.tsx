import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHostStub, type AdminHostStub } from '../../test/admin-host-stub';
import { renderPage } from '../../test/render-page';
import InvestorMeets from './InvestorMeets';

let stub: AdminHostStub;
beforeAll(async () => {
  stub = await startAdminHostStub();
});
afterAll(() => stub.close());

describe('Investor and Analyst Meets', { timeout: 30_000 }, () => {
  it('lists meets by financial year with presentation, transcript and a plain word on recordings', async () => {
    stub.answer('/investors/list-investor-meets', {
      body: [
        { title: 'Q1 FY 2025-26 earnings call', meet_Date: '2025-08-14', meet_Type: 'Investor call', venue: 'Conference call', presentation: 'im/q1.pdf', transcript: 'im/q1-t.pdf', recording_Url: null, file_Size: 2_097_152, page_Count: 18 },
        { title: 'Analyst meet, Kochi', meet_Date: '2099-01-20', meet_Type: 'Analyst meet', venue: 'Kochi', presentation: null, transcript: null, recording_Url: 'https://video.example/meet' },
      ],
    });
    renderPage(InvestorMeets, '/investors/investor-meets');
    const past = await screen.findByRole('list', { name: 'Investor and Analyst Meets, FY 2025-26' });
    const meet = within(past).getAllByRole('listitem')[0]!;
    expect(meet.textContent).toContain('14/08/2025 · Investor call, Conference call');
    expect(within(meet).getByRole('link', { name: 'Presentation (PDF, 2 MB, 18 pages) — Q1 FY 2025-26 earnings call - presentation' })).toBeTruthy();
    expect(within(meet).getByRole('link', { name: /^Transcript \(PDF\)/ }).getAttribute('download')).toBe('Q1 FY 2025-26 earnings call - transcript.pdf');
    expect(within(meet).getByText('No recording')).toBeTruthy();
    const future = screen.getByRole('list', { name: 'Investor and Analyst Meets, FY 2098-99' });
    expect(await within(future).findByText('Upcoming')).toBeTruthy();
    expect(within(future).getByText('Presentation after the meet')).toBeTruthy();
    expect(within(future).getByRole('link', { name: /Audio\/video recording/ }).getAttribute('href')).toBe('https://video.example/meet');
  });
});
