import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';

interface Person {
  id: string;
  name: string;
  role: string;
}

const columns: DataTableColumn<Person>[] = [
  { key: 'serial', header: 'Sr. No.', render: (_row, index) => index + 1, numeric: true },
  { key: 'name', header: 'Name of Director', render: (row) => row.name, rowHeader: true },
  { key: 'role', header: 'Designation', render: (row) => row.role },
];

const people: Person[] = [
  { id: 'a', name: 'Mathew Kallada', role: 'Chairman' },
  { id: 'b', name: 'Susan Mathew', role: 'Whole-time Director' },
];

describe('DataTable', () => {
  it('renders a captioned table with column headers, row headers and cells in order', () => {
    render(<DataTable caption="Board of Directors" columns={columns} rows={people} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'Board of Directors' });
    expect(table.querySelector('caption')?.textContent).toBe('Board of Directors');

    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Sr. No.', 'Name of Director', 'Designation']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);

    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((h) => [h.tagName, h.getAttribute('scope'), h.textContent])).toEqual([
      ['TH', 'row', 'Mathew Kallada'],
      ['TH', 'row', 'Susan Mathew'],
    ]);

    const bodyRows = table.querySelectorAll('tbody tr');
    expect(Array.from(bodyRows, (row) => Array.from(row.children, (c) => c.textContent))).toEqual([
      ['1', 'Mathew Kallada', 'Chairman'],
      ['2', 'Susan Mathew', 'Whole-time Director'],
    ]);
    // The row-naming column is the one that stays in view while the table scrolls sideways.
    const sticky = (cell: Element | undefined) => cell?.className.includes('sticky');
    expect(Array.from(bodyRows[0]?.children ?? [], sticky)).toEqual([false, true, false]);
    expect(headers.map(sticky)).toEqual([false, true, false]);
  });

  it('shows one full-width "No data" row when there are no rows, headers kept', () => {
    render(<DataTable caption="Audit Committee" columns={columns} rows={[]} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'Audit Committee' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const bodyRows = table.querySelectorAll('tbody tr');
    expect(bodyRows).toHaveLength(1);
    const cell = bodyRows[0]?.querySelector('td');
    expect(cell?.textContent).toBe('No data');
    expect(cell?.getAttribute('colspan')).toBe('3');
  });

  it('can hide the caption visually while keeping it as the accessible name, and marks loading as busy', () => {
    render(<DataTable caption="Members" captionHidden busy columns={columns} rows={[]} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'Members' });
    expect(table.querySelector('caption')?.className).toContain('visually-hidden');
    expect(table.getAttribute('aria-busy')).toBe('true');
  });

  it('is not a tab stop and shows no scroll hint while nothing overflows (the shared ScrollRegion)', () => {
    render(<DataTable caption="Board" columns={columns} rows={people} rowKey={(p) => p.id} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/Scroll sideways/)).toBeNull();
  });

  it('lets cells wrap on phones, so a narrow table fits at 360 px, and never cuts the kept naming column', () => {
    const css = readFileSync(path.join(__dirname, 'DataTable.module.css'), 'utf8');
    const phone = css.slice(css.lastIndexOf('@media (max-width: 39.99rem)'));
    // No one-line-per-row rule for every cell (it made a committee table scroll at 360 px).
    expect(css).not.toMatch(/\.table th,\s*\.table td \{\s*white-space: nowrap/);
    expect(phone).toMatch(/\.table \.sticky \{[^}]*white-space: normal[^}]*overflow-wrap: break-word/);
    expect(css).not.toMatch(/text-overflow|max-width: 12rem/);
  });
});
