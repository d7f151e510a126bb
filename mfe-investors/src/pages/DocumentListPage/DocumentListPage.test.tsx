import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSiteEnv } from '@site/shared/config/env';
import { createServer } from 'node:net';
import { DOCUMENT_LIST_PAGES } from '../../data/document-lists';
import { deferred, startAdminHostStub, type AdminHostStub } from '../../test/admin-host-stub';
import { renderPage } from '../../test/render-page';
import { documentListScreen } from './DocumentListPage';

let stub: AdminHostStub;
beforeAll(async () => {
  stub = await startAdminHostStub();
});
afterAll(() => stub.close());
afterEach(() => {
  stub.requests.length = 0;
  vi.restoreAllMocks();
});

const renderScreen = (path: string) => renderPage(documentListScreen(path), path);

const pressReleases = [
  { Press_Release_Name: 'Press Release - Financial Results Q2 FY 2024-25', Press_Release_Document: 'uploads/documents/press-releases/q2.pdf' },
  { Press_Release_Name: 'Kallada Polypipes Completes Thirty Years', Press_Release_Document: 'uploads/documents/press-releases/thirty.pdf' },
  { Press_Release_Name: 'New Extrusion Line Commissioned at Kannur Plant', Press_Release_Document: 'uploads/documents/press-releases/kannur.pdf' },
];

describe('the generic document-list page', () => {
  it('starts empty, then shows one row per record with its download link (StrictMode: rows once)', async () => {
    const gate = deferred();
    stub.answer('/investors/list-press-relase', { body: pressReleases, gate: gate.promise });
    renderScreen('/investors/press-release');

    expect(screen.getByRole('heading', { level: 1, name: 'Press Release' })).toBeTruthy();
    // While loading: the empty state, marked busy.
    expect(screen.getByText('No data').parentElement?.getAttribute('aria-busy')).toBe('true');
    gate.resolve();

    const list = await screen.findByRole('list', { name: 'Press Release' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(pressReleases.map((r) => r.Press_Release_Name));
    const link = within(rows[0]!).getByRole('link', { name: /Download Document \(PDF\)/ });
    // The admin host is another origin: it names the saved file from ?name= (download is ignored).
    expect(link.getAttribute('href')).toBe(
      `${stub.url}/uploads/documents/press-releases/q2.pdf?name=${encodeURIComponent('Press Release - Financial Results Q2 FY 2024-25.pdf')}`,
    );
    expect(link.getAttribute('download')).toBe('Press Release - Financial Results Q2 FY 2024-25.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.getByText(pressReleases[0]!.Press_Release_Name).closest('[aria-busy]')).toBeNull();
  });

  it('shows "No data" when the admin host answers an empty list', async () => {
    stub.answer('/investors/list-annual-report', { body: [] });
    renderScreen('/investors/annual-report');
    await waitFor(() => expect(stub.requests).toContain('/investors/list-annual-report'));
    await waitFor(() => expect(screen.getByText('No data').closest('[aria-busy]')).toBeNull());
    expect(screen.queryByRole('list', { name: 'Annual Report' })).toBeNull();
    expect(screen.queryAllByRole('link', { name: /Download Document/ })).toHaveLength(0);
  });

  it('logs a failed call as "Error fetching data:" and shows "No data", without throwing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stub.answer('/investors/list-complaince', { status: 500, body: { message: 'boom' } });
    renderScreen('/investors/complainces');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error fetching data:', expect.anything()));
    await waitFor(() => expect(screen.getByText('No data').closest('[aria-busy]')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Complainces' })).toBeTruthy();
  });

  it('shows "No data" when the admin host is down (connection refused), logging the failure', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    setSiteEnv({ adminHost: `http://127.0.0.1:${closedPort}` });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderScreen('/investors/other-announcements');
      await waitFor(() => expect(logged).toHaveBeenCalledWith('Error fetching data:', expect.anything()));
      await waitFor(() => expect(screen.getByText('No data').closest('[aria-busy]')).toBeNull());
    } finally {
      setSiteEnv({ adminHost: stub.url });
    }
  });

  it('names a disclosure from its file when Disclosure_Name is missing', async () => {
    stub.answer('/investors/list-disclosure', {
      body: [
        { Disclosure_Name: 'Details of Business', Disclosure_Document: 'uploads/documents/disclosures/details-of-business.pdf' },
        { Disclosure_Document: 'uploads/documents/disclosures/credit-rating-letter.pdf' },
      ],
    });
    renderScreen('/investors/disclosures-under-regulation');
    const list = await screen.findByRole('list', { name: 'Disclosures under Regulation 46' });
    expect(within(list).getAllByRole('listitem').map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Details of Business',
      'Credit rating letter',
    ]);
    expect(within(list).getAllByRole('link')[1]?.getAttribute('download')).toBe('Credit rating letter.pdf');
  });

  it('reads each list from its own endpoint with its own fields', async () => {
    for (const page of DOCUMENT_LIST_PAGES) {
      stub.answer(page.endpoint, {
        body: [{ [page.nameField]: `${page.title} record`, [page.documentField]: `uploads/documents/${page.title}.pdf` }],
      });
      const { unmount } = renderScreen(page.path);
      const link = await screen.findByRole('link', { name: `Download Document (PDF) — ${page.title} record` });
      expect(link.getAttribute('download')).toBe(`${page.title} record.pdf`);
      unmount();
    }
    expect(new Set(stub.requests)).toEqual(new Set(DOCUMENT_LIST_PAGES.map((page) => page.endpoint)));
  }, 30_000); // nine pages, each over a real socket
});

describe('the archive view of a document list (issue 17)', () => {
  const reports = [
    { Annual_report_Name: 'Annual Report 2023-24', Annual_report_Document: 'ar/2023-24.pdf', document_Date: '2024-08-30', file_Size: 319_488, page_Count: 24 },
    { Annual_report_Name: 'Annual Report 2024-25', Annual_report_Document: 'ar/2024-25.pdf', document_Date: '2025-09-02', file_Size: 1_468_006, page_Count: 96 },
    { Annual_report_Name: 'Notice of the 30th AGM', Annual_report_Document: 'ar/agm-30.pdf', document_Date: '2025-03-31', file_Size: null, page_Count: null },
  ];

  /** Renders the page at a URL with a probe that shows the router's current search string. */
  function renderAt(url: string) {
    const Screen = documentListScreen('/investors/annual-report');
    function Probe() {
      return <span data-testid="location">{useLocation().search}</span>;
    }
    return render(
      <StrictMode>
        <MemoryRouter initialEntries={[url]}>
          <Screen />
          <Probe />
        </MemoryRouter>
      </StrictMode>,
    );
  }

  it('groups by financial year, newest first, with dates and sizes on each row', async () => {
    stub.answer('/investors/list-annual-report', { body: reports });
    renderAt('/investors/annual-report');
    await screen.findByRole('list', { name: 'Annual Report, FY 2025-26' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent)).toEqual(['FY 2025-26', 'FY 2024-25']);
    const older = screen.getByRole('list', { name: 'Annual Report, FY 2024-25' });
    expect(within(older).getAllByRole('listitem').map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Notice of the 30th AGM',
      'Annual Report 2023-24',
    ]);
    expect(within(older).getByRole('link', { name: 'Download Document (PDF, 312 KB, 24 pages) — Annual Report 2023-24' })).toBeTruthy();
    expect(within(older).getByText('31/03/2025').getAttribute('datetime')).toBe('2025-03-31');
    expect(screen.getByRole('status').textContent).toBe('3 documents');
    const years = screen.getByRole('combobox', { name: 'Financial year' });
    expect(within(years).getAllByRole('option').map((o) => o.textContent)).toEqual(['All years', 'FY 2025-26', 'FY 2024-25']);
  });

  it('filters by year and text, keeping both in the URL and saying how many match', async () => {
    stub.answer('/investors/list-annual-report', { body: reports });
    renderAt('/investors/annual-report');
    const years = await screen.findByRole('combobox', { name: 'Financial year' });
    fireEvent.change(years, { target: { value: '2024-25' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?year=2024-25'));
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 3 documents');
    expect(screen.queryByRole('list', { name: 'Annual Report, FY 2025-26' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search in Annual Report' }), { target: { value: 'agm' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?year=2024-25&q=agm'));
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3 documents');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search in Annual Report' }), { target: { value: 'dividend' } });
    await screen.findByText('No documents in Annual Report for FY 2024-25 match “dividend”.');
    expect(screen.getByRole('status').textContent).toBe('No documents match (of 3)');
    fireEvent.click(screen.getByRole('button', { name: 'Show all documents' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''));
    expect(screen.getByRole('status').textContent).toBe('3 documents');
  });

  it('opens a shared filtered URL filtered, and ignores a year that is not one', async () => {
    stub.answer('/investors/list-annual-report', { body: reports });
    const { unmount } = renderAt('/investors/annual-report?year=2025-26&q=report');
    await screen.findByRole('list', { name: 'Annual Report, FY 2025-26' });
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3 documents');
    expect((screen.getByRole('combobox', { name: 'Financial year' }) as HTMLSelectElement).value).toBe('2025-26');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('report');
    unmount();

    renderAt('/investors/annual-report?year=nonsense');
    await screen.findByRole('list', { name: 'Annual Report, FY 2025-26' });
    expect(screen.getByRole('status').textContent).toBe('3 documents');
  });

  it('shows the quarter a financial result reports', async () => {
    stub.answer('/investors/list-financial-result', {
      body: [{ financial_result_Name: 'Unaudited Financial Results', financial_result_Document: 'r/q1.pdf', document_Date: '2025-08-12', period_End_Date: '2025-06-30' }],
    });
    renderScreen('/investors/financial-result');
    const list = await screen.findByRole('list', { name: 'Financial Result, FY 2025-26' });
    expect(within(list).getByRole('listitem').textContent).toContain('Q1 FY 2025-26 · 12/08/2025');
  });
});
