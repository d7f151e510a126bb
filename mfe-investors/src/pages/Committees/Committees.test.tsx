import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAdminHostStub, type AdminHostStub } from '../../test/admin-host-stub';
import { renderPage, renderPageIn } from '../../test/render-page';
import Committees from './Committees';

let stub: AdminHostStub;
beforeAll(async () => {
  stub = await startAdminHostStub();
});
afterAll(() => stub.close());

const bodyRows = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr'), (row) => Array.from(row.children, (cell) => cell.textContent));

describe('Committees', () => {
  it('shows three captioned tables filled from committee_Type', async () => {
    stub.answer('/investors/list-committees', {
      body: [
        { committee_Type: 'Audit Committee', name_Of_Director: 'George Varghese', status: 'Chairperson', nature_Of_Directorship: 'Independent' },
        { committee_Type: 'Stakeholders Relationship Committee', name_Of_Director: 'Abdul Rasheed P.', status: 'Chairperson', nature_Of_Directorship: 'Independent' },
        { committee_Type: 'Audit Committee', name_Of_Director: 'Mathew Kallada', status: 'Member', nature_Of_Directorship: 'Executive' },
      ],
    });
    renderPage(Committees, '/investors/committee');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Audit Committee',
      'Nomination and Remuneration Committee',
      'Stakeholders Relationship Committee',
    ]);
    const audit = screen.getByRole('table', { name: 'Members of the Audit Committee' });
    await waitFor(() => expect(bodyRows(audit)).toHaveLength(2));
    expect(within(audit).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name of Director',
      'Status in Committee',
      'Nature of Directorship',
    ]);
    expect(bodyRows(audit)).toEqual([
      ['George Varghese', 'Chairperson', 'Independent'],
      ['Mathew Kallada', 'Member', 'Executive'],
    ]);
    expect(bodyRows(screen.getByRole('table', { name: 'Members of the Nomination and Remuneration Committee' }))).toEqual([['No data']]);
    expect(bodyRows(screen.getByRole('table', { name: 'Members of the Stakeholders Relationship Committee' }))).toEqual([
      ['Abdul Rasheed P.', 'Chairperson', 'Independent'],
    ]);
  });

  it('keeps three empty tables when the admin host cannot be reached', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stub.answer('/investors/list-committees', { status: 503, body: 'down' });
    renderPage(Committees, '/investors/committee');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error fetching data:', expect.anything()));
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(3);
    await waitFor(() => expect(tables.every((t) => t.getAttribute('aria-busy') === null)).toBe(true));
    expect(tables.map(bodyRows)).toEqual([[['No data']], [['No data']], [['No data']]]);
    logged.mockRestore();
  });

  it("on a Malayalam page marks the admin host's English (names, status, nature) as English", async () => {
    stub.answer('/investors/list-committees', {
      body: [{ committee_Type: 'Audit Committee', name_Of_Director: 'George Varghese', status: 'Chairperson', nature_Of_Directorship: 'Independent' }],
    });
    await renderPageIn('ml', Committees, '/investors/committee');
    await waitFor(() => expect(document.querySelectorAll('tbody [lang="en-IN"]')).toHaveLength(3));
    expect(Array.from(document.querySelectorAll('tbody [lang="en-IN"]'), (node) => node.textContent)).toEqual(['George Varghese', 'Chairperson', 'Independent']);
  });
});
