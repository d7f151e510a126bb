import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, renderScreen, tableNamed } from '../../test/render';
import WaterPipes from './WaterPipes';

describe('Water pipes page', () => {
  it('has one h1 and a Get a quote link', () => {
    renderScreen(<WaterPipes />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/quote');
  });

  it('printing colour table is spec §3 word for word', () => {
    const { container } = renderScreen(<WaterPipes />);
    expect(bodyRows(tableNamed(container, 'Printing colour by pipe class'))).toEqual([
      ['2.5 kg/cm²', 'Class 1', 'Red'],
      ['4 kg/cm²', 'Class 2', 'Blue'],
      ['6 kg/cm²', 'Class 3', 'Green'],
      ['8 kg/cm²', 'Class 4', 'Brown'],
      ['10 kg/cm²', 'Class 5', 'Yellow'],
      ['12.5 kg/cm²', 'Class 6', 'Black'],
      ['—', 'Plumbing pipe', 'Pink'],
    ]);
  });

  it('sizes and classes: spec §9 — 20 to 200 mm, 2.5 to 12.5 kg/cm²; no dimension figure the spec does not give', () => {
    const { container } = renderScreen(<WaterPipes />);
    const section = screen.getByRole('heading', { name: 'Sizes and dimensions (IS 4985)' }).closest('section')!;
    expect(section.textContent).toMatch(/Nominal sizes \(outside diameter\): 20, .* and 200 mm\./);
    expect(section.textContent).toContain('Pressure classes: 2.5, 4, 6, 8, 10 and 12.5 kg/cm² (Class 1 to Class 6)');
    // The only table left on the page is spec §3's printing colours; no derived dimension tables.
    expect([...container.querySelectorAll('table caption')].map((c) => c.textContent)).toEqual(['Printing colour by pipe class']);
    expect(container.textContent).not.toMatch(/\d+\.\d mm|Mean outside diameter|Outside diameter at any point/);
  });

  it('brand carousel shows 3 slides from 768 px; category strip links to the four pages', () => {
    renderScreen(<WaterPipes />);
    const brands = screen.getByRole('region', { name: 'Water pipe brands' });
    expect(brands.getAttribute('data-spv-768')).toBe('3');
    const nav = screen.getByRole('navigation', { name: 'Related products' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Conduits', '/product/pvc-electricals'],
      ['Fittings', '/product/pvc-water-pipes-fitting'],
      ['Solvent Cement', '/product/solvent'],
      ['Water Tanks', '/product/water-tanks'],
    ]);
  });
});
