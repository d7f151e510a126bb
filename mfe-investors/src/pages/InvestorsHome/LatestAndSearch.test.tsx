import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAdminHostStub, type AdminHostStub } from '../../test/admin-host-stub';
import { renderPageIn } from '../../test/render-page';
import InvestorSearch from '../InvestorSearch/InvestorSearch';
import InvestorsHome from './InvestorsHome';

let stub: AdminHostStub;
beforeAll(async () => {
  stub = await startAdminHostStub();
  // The page's other block (UpcomingEvents.test.tsx tests it).
  stub.answer('/investors/list-upcoming-events', { body: { today: '2026-11-28', results: [] } });
});
afterAll(() => stub.close());

const hit = (name: string, category: string, section: string, sectionTitle: string, date: string | null, size: number | null) => ({
  category,
  section,
  sectionTitle,
  name,
  document: `uploads/${category}/${name.replace(/\s+/g, '-')}.pdf`,
  document_Date: date,
  file_Size: size,
  page_Count: size ? 4 : null,
});

function Location() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

function renderSite(url: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/investors" element={<InvestorsHome />} />
          <Route path="/investors/search" element={<InvestorSearch />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </StrictMode>,
  );
}

// Real sockets on a busy machine: allow more than vitest's 5 s default.
describe('/investors: latest documents and the search box', { timeout: 30_000 }, () => {
  it('shows the newest documents with section, date and what the link downloads', async () => {
    stub.answer('/investors/latest', {
      body: { results: [hit('Outcome of Board Meeting', 'board-meeting', '/investors/board-meeting', 'Board Meeting', '2026-11-10', 204_800), hit('Credit rating letter', 'credit-rating', '/investors/credit-ratings', 'Credit Ratings', null, null)] },
    });
    renderSite('/investors');
    const latest = await screen.findByRole('list', { name: 'Latest documents' });
    const rows = within(latest).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Outcome of Board Meeting');
    expect(within(rows[0]!).getByRole('link', { name: 'Board Meeting' }).getAttribute('href')).toBe('/investors/board-meeting');
    expect(within(rows[0]!).getByText('10/11/2026').getAttribute('datetime')).toBe('2026-11-10');
    expect(within(rows[0]!).getByRole('link', { name: 'Download Document (PDF, 200 KB, 4 pages) — Outcome of Board Meeting' })).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: /^Download Document \(PDF\)/ })).toBeTruthy();
  });

  it('on a Malayalam page: the list, the section names and the button in Malayalam; a section name it does not know marked English', async () => {
    stub.answer('/investors/latest', {
      body: {
        results: [
          hit('Outcome of Board Meeting', 'board-meeting', '/investors/board-meeting', 'Board Meeting', '2026-11-10', 204_800),
          hit('Red Herring Prospectus', 'initial-public-offer', '/investors/material-documents', 'Initial Public Offer', null, null),
          hit('Notice', 'future-kind', '/investors/other-announcements', 'Future Kind', null, null),
        ],
      },
    });
    await renderPageIn('ml', InvestorsHome, '/investors');
    expect(screen.getByText('ഏറ്റവും പുതിയ രേഖകൾ ലോഡ് ചെയ്യുന്നു…')).toBeTruthy();
    const latest = await screen.findByRole('list', { name: 'ഏറ്റവും പുതിയ രേഖകൾ' });
    const rows = within(latest).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'ബോർഡ് യോഗങ്ങൾ' }).getAttribute('lang')).toBeNull();
    expect(within(rows[1]!).getByRole('link', { name: 'പ്രാരംഭ ഓഹരി വിൽപ്പന (IPO)' }).getAttribute('lang')).toBeNull();
    expect(within(rows[2]!).getByRole('link', { name: 'Future Kind' }).getAttribute('lang')).toBe('en-IN');
    expect(screen.getByRole('button', { name: 'തിരയുക' })).toBeTruthy();
  });

  it('leaves the latest section out when the admin host has nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stub.answer('/investors/latest', { status: 500, body: {} });
    renderSite('/investors');
    await waitFor(() => expect(stub.requests).toContain('/investors/latest'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Latest from investor relations' })).toBeNull());
    vi.restoreAllMocks();
  });

  it('searches from the landing page and shows ranked hits with their section', async () => {
    stub.answer('/investors/latest', { body: { results: [] } });
    stub.answer('/investors/search', {
      body: { query: 'annual report', results: [hit('Annual Report 2024-25', 'annual-report', '/investors/annual-report', 'Annual Report', '2025-09-02', 1_468_006)] },
    });
    renderSite('/investors');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search investor documents' }), { target: { value: '  annual   report ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/investors/search?q=annual%20report'));
    const results = await screen.findByRole('list', { name: 'Search results for annual report' });
    expect(screen.getByRole('status').textContent).toBe('1 document found for “annual report”');
    const link = within(results).getByRole('link', { name: /Annual Report 2024-25$/ });
    expect(link.getAttribute('href')).toBe(`${stub.url}/uploads/annual-report/Annual-Report-2024-25.pdf?name=Annual%20Report%202024-25.pdf`);
    expect(link.textContent).toContain('(PDF, 1.4 MB, 4 pages)');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('annual report');
  });

  it("shows the admin host's message for a query it cannot search, and a clear line for no hits", async () => {
    stub.answer('/investors/search', { body: { query: '"*', results: [], message: 'Type at least 2 letters or digits to search.' } });
    const { unmount } = renderSite('/investors/search?q=%22*');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Type at least 2 letters or digits to search.'));
    unmount();
    stub.answer('/investors/search', { body: { query: 'zebra', results: [] } });
    renderSite('/investors/search?q=zebra');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No documents found for “zebra”. Try fewer or different words.'));
  });

  it('asks for words when the URL has none', () => {
    renderSite('/investors/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search Investor Documents' })).toBeTruthy();
    expect(screen.getByText(/Type a few words/)).toBeTruthy();
  });
});
