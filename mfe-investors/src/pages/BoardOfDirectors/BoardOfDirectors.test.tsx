import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHostStub, type AdminHostStub } from '../../test/admin-host-stub';
import { renderPage, renderPageIn } from '../../test/render-page';
import BoardOfDirectors from './BoardOfDirectors';

let stub: AdminHostStub;
beforeAll(async () => {
  stub = await startAdminHostStub();
});
afterAll(() => stub.close());

describe('Board of Directors and KMP', () => {
  it('starts with an empty table, then lists serial number, DIN/PAN, name and designation', async () => {
    stub.answer('/investors/list-board-of-directors', {
      body: [
        { PAN: 'ABKPK****M', name: 'Mathew Kallada', designation: 'Chairman and Managing Director' },
        { PAN: 'AGQPM****S', name: 'Susan Mathew', designation: 'Whole-time Director' },
      ],
    });
    renderPage(BoardOfDirectors, '/investors/board-of-directors');
    expect(screen.getByRole('heading', { level: 1, name: 'Board of Directors and KMP' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Board of Directors and Key Managerial Personnel' });
    expect(table.querySelector('tbody')?.textContent).toBe('No data');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Sr. No.',
      'DIN/PAN',
      'Name of Director',
      'Designation',
    ]);
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(2));
    expect(Array.from(table.querySelectorAll('tbody tr'), (row) => Array.from(row.children, (c) => c.textContent))).toEqual([
      ['1', 'ABKPK****M', 'Mathew Kallada', 'Chairman and Managing Director'],
      ['2', 'AGQPM****S', 'Susan Mathew', 'Whole-time Director'],
    ]);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Mathew Kallada', 'Susan Mathew']);
    // An English page marks nothing: its data is in the page's language.
    expect(table.querySelectorAll('tbody [lang]')).toHaveLength(0);
  });

  it("on a Malayalam page marks the admin host's English (PAN, names, designations) as English", async () => {
    stub.answer('/investors/list-board-of-directors', { body: [{ PAN: 'ABKPK****M', name: 'Mathew Kallada', designation: 'Chairman and Managing Director' }] });
    await renderPageIn('ml', BoardOfDirectors, '/investors/board-of-directors');
    const table = screen.getByRole('table');
    await waitFor(() => expect(table.querySelectorAll('tbody tr td, tbody tr th')).toHaveLength(4));
    expect(Array.from(table.querySelectorAll('tbody [lang="en-IN"]'), (node) => node.textContent)).toEqual(['ABKPK****M', 'Mathew Kallada', 'Chairman and Managing Director']);
  });
});
