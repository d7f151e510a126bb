import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminHost } from '../../config/env';
import { loadCatalogs } from '../../i18n/catalog';
import { LocaleContext } from '../../i18n/react';
import { DocumentList } from './DocumentList';
import { DownloadLink, pdfFileName } from './DownloadLink';

describe('DownloadLink', () => {
  it('opens the admin-host file in a new tab, saved as "<name>.pdf", and says it is a PDF', () => {
    render(<DownloadLink name="Annual Report 2023-24" path="/uploads/documents/annual-report/annual-report-2023-24.pdf" />);
    const link = screen.getByRole('link', { name: 'Download Document (PDF) — Annual Report 2023-24' });
    // Cross-origin, `download` is ignored: the admin host names the file from ?name=.
    expect(link.getAttribute('href')).toBe(
      `${adminHost()}/uploads/documents/annual-report/annual-report-2023-24.pdf?name=Annual%20Report%202023-24.pdf`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.getAttribute('download')).toBe('Annual Report 2023-24.pdf');
    // What sighted users read: the action and the file type (the record name is on the row).
    const hidden = link.querySelector('.visually-hidden')?.textContent ?? '';
    expect(link.textContent?.replace(hidden, '')).toBe('Download Document (PDF)');
    // A light text link, not a solid button on every row (issue 18).
    expect(link.className).not.toMatch(/\bbtn\b/);
  });

  it('says the size and pages of the PDF when known', () => {
    render(<DownloadLink name="Annual Report 2023-24" path="ar.pdf" fileSize={319_488} pageCount={24} />);
    expect(screen.getByRole('link', { name: 'Download Document (PDF, 312 KB, 24 pages) — Annual Report 2023-24' })).toBeTruthy();
  });

  it('names the file after the trimmed record name', () => {
    expect(pdfFileName('  Whistle Blower Policy ')).toBe('Whistle Blower Policy.pdf');
  });

  it('asks the admin host for the trimmed record name, and for no name when the record has none', () => {
    const { unmount } = render(<DownloadLink name="  Whistle Blower Policy " path="uploads/documents/policies/wbp.pdf" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe(`${adminHost()}/uploads/documents/policies/wbp.pdf?name=Whistle%20Blower%20Policy.pdf`);
    unmount();
    render(<DownloadLink name="  " path="uploads/documents/policies/wbp.pdf" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe(`${adminHost()}/uploads/documents/policies/wbp.pdf`);
  });

  it("on a Malayalam page marks the record's name, which the admin host publishes in English, as English", async () => {
    await loadCatalogs('ml');
    render(
      <LocaleContext value="ml">
        <DownloadLink name="Outcome of Board Meeting" path="bm.pdf" />
      </LocaleContext>,
    );
    const link = screen.getByRole('link');
    expect(Array.from(link.querySelectorAll('[lang="en-IN"]'), (node) => node.textContent)).toEqual(['Outcome of Board Meeting']);
  });
});

describe('DocumentList', () => {
  const items = [
    { id: '1', name: 'Policy on Related Party Transactions', path: 'uploads/documents/policies/rpt.pdf' },
    { id: '2', name: 'Dividend Distribution Policy', path: 'uploads/documents/policies/ddp.pdf', details: 'Date: 30/06/2024', fileSize: 2048 },
  ];

  it('renders one row per item with its name, details and a download link', () => {
    render(<DocumentList items={items} label="Policies" />);
    const list = screen.getByRole('list', { name: 'Policies' });
    const rows = screen.getAllByRole('listitem');
    expect(list.contains(rows[0] ?? null)).toBe(true);
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Policy on Related Party Transactions',
      'Dividend Distribution Policy',
    ]);
    expect(rows[1]?.textContent).toContain('Date: 30/06/2024');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('download'))).toEqual([
      'Policy on Related Party Transactions.pdf',
      'Dividend Distribution Policy.pdf',
    ]);
    expect(links[1]?.textContent).toContain('(PDF, 2 KB)');
    expect(screen.queryByText('No data')).toBeNull();
  });

  it('shows "No data" and no list when empty', () => {
    render(<DocumentList items={[]} busy />);
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No data').parentElement?.getAttribute('aria-busy')).toBe('true');
  });

  it('keeps a row without a document path but offers no broken link', () => {
    render(<DocumentList items={[{ id: 'x', name: 'Pending notice', path: '' }]} />);
    expect(screen.getByText('Pending notice')).toBeTruthy();
    expect(screen.getByText('Document not available')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
