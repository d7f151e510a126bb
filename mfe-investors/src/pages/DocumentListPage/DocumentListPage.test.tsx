import { screen, waitFor, within } from '@testing-library/react';
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
