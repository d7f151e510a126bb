import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHostStub, type AdminHostStub } from '../../test/admin-host-stub';
import { renderPage } from '../../test/render-page';
import CreditRatings, { toRatingRows } from './CreditRatings';

let stub: AdminHostStub;
beforeAll(async () => {
  stub = await startAdminHostStub();
});
afterAll(() => stub.close());

const ratings = [
  { agency: 'CARE Ratings', instrument: 'Long-term bank facilities', rating: 'CARE BBB+; Stable', rating_Date: '2024-09-12', document: 'cr/care-2024.pdf', file_Size: 102_400, page_Count: 3 },
  { agency: 'CRISIL', instrument: 'Short-term bank facilities', rating: 'CRISIL A2', rating_Date: '2025-10-03', document: null, file_Size: null, page_Count: null },
];

describe('Credit Ratings', { timeout: 30_000 }, () => {
  it('sorts newest first and drops empty records', () => {
    expect(toRatingRows([...ratings, { agency: '', rating: '' }]).map((r) => r.agency)).toEqual(['CRISIL', 'CARE Ratings']);
  });

  it('tabulates agency, instrument, rating, date and the rating letter', async () => {
    stub.answer('/investors/list-credit-ratings', { body: ratings });
    renderPage(CreditRatings, '/investors/credit-ratings');
    const table = await screen.findByRole('table', { name: 'Credit ratings, newest first' });
    await within(table).findByText('CRISIL A2');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent))).toEqual([
      ['CRISIL', 'Short-term bank facilities', 'CRISIL A2', '03/10/2025', 'Not available'],
      ['CARE Ratings', 'Long-term bank facilities', 'CARE BBB+; Stable', '12/09/2024', expect.stringContaining('Download Document (PDF, 100 KB, 3 pages)')],
    ]);
    expect(within(rows[1]!).getByRole('link').getAttribute('download')).toBe('CARE Ratings rating letter 2024-09-12.pdf');
  });
});
