import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHostStub, type AdminHostStub } from '../../test/admin-host-stub';
import { renderPage } from '../../test/render-page';
import ShareholdersPattern from './ShareholdersPattern';

let stub: AdminHostStub;
beforeAll(async () => {
  stub = await startAdminHostStub();
});
afterAll(() => stub.close());

describe('Share Holders Pattern', () => {
  it('shows name, "Date: dd/mm/yyyy" (no Date line when unparseable) and a download per entry', async () => {
    stub.answer('/investors/list-shareholders-pattern', {
      body: [
        { Name: 'Quarter ended 31 March 2024', Last_Updated_Date: '2024-03-31T00:00:00.000Z', Document: 'uploads/sh/q4.pdf' },
        { Name: 'Pre-issue', Last_Updated_Date: 'Not updated', Document: 'uploads/sh/pre.pdf' },
      ],
    });
    renderPage(ShareholdersPattern, '/investors/share-holders-pattern');
    const list = await screen.findByRole('list', { name: 'Share Holders Pattern' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => Array.from(row.querySelectorAll('p'), (p) => p.textContent))).toEqual([
      ['Quarter ended 31 March 2024', 'Date: 31/03/2024'],
      ['Pre-issue'],
    ]);
    expect(within(rows[1]!).getByRole('link').getAttribute('download')).toBe('Pre-issue.pdf');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(`${stub.url}/uploads/sh/q4.pdf?name=Quarter%20ended%2031%20March%202024.pdf`);
  });

  it('shows "No data" for an empty list', async () => {
    stub.answer('/investors/list-shareholders-pattern', { body: [] });
    renderPage(ShareholdersPattern, '/investors/share-holders-pattern');
    await waitFor(() => expect(screen.getByText('No data').closest('[aria-busy]')).toBeNull());
  });
});
