import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, tableNamed } from '../../test/render';
import WaterPipeFittings from './WaterPipeFittings';

describe('Water pipe fittings page', () => {
  it('has one h1, a quote link, four inert certifications and three brochures', () => {
    renderScreen(<WaterPipeFittings />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/quote');
    const certifications = screen.getByRole('heading', { name: 'Certifications' }).nextElementSibling as HTMLElement;
    expect(within(certifications).getAllByRole('listitem')).toHaveLength(4);
    expect(within(certifications).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: /\(PDF\)$/ }).map((a) => a.getAttribute('href')?.split('/').pop())).toEqual([
      'Electrical-Brochure.pdf',
      'Corporate-Brochure.pdf',
      'Water-Pipes-Brochure.pdf',
    ]);
  });

  it('one Size / Standard Pack table per fitting type', () => {
    const { container } = renderScreen(<WaterPipeFittings />);
    for (const name of ['Elbow', 'Tee', 'End cap', 'Coupler', 'Reducer']) {
      const table = tableNamed(container, `${name}: size and standard pack`);
      expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Size', 'Standard Pack']);
      expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(5);
    }
  });

  it('quality list is the spec §2.12 list', () => {
    renderScreen(<WaterPipeFittings />);
    const quality = screen.getByRole('region', { name: 'Quality tests' });
    expect(within(quality).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Dimensions',
      'Opacity',
      'Effect on water',
      'Stress relief',
      'Short-term',
      'Hydraulic test',
    ]);
  });
});
