import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, renderScreen, tableNamed } from '../../test/render';
import GardenHoses from './GardenHoses';

describe('Garden and suction hoses page', () => {
  it('hoses come in 15 m and 30 m in 20, 25 and 32 mm (spec §9)', () => {
    const { container } = renderScreen(<GardenHoses />);
    const table = tableNamed(container, 'Hose sizes and coil lengths');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Size', '15 m coil', '30 m coil']);
    expect(bodyRows(table)).toEqual([
      ['20 mm', 'Available', 'Available'],
      ['25 mm', 'Available', 'Available'],
      ['32 mm', 'Available', 'Available'],
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
