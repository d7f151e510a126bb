import { fireEvent, screen, within } from '@testing-library/react';
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

  it('two dimension tables cover nominal sizes 20 to 200 mm and classes 2.5 to 12.5 kg/cm²', () => {
    const { container } = renderScreen(<WaterPipes />);
    const small = bodyRows(tableNamed(container, /20 mm to 90 mm/));
    const large = bodyRows(tableNamed(container, /110 mm to 200 mm/));
    const sizes = [...new Set([...small, ...large].map((row) => row[0]))];
    expect(sizes).toEqual(['20', '25', '32', '40', '50', '63', '75', '90', '110', '125', '140', '160', '180', '200'].map((s) => `${s} mm`));
    const classes = [...new Set([...small, ...large].map((row) => row[1]))].sort((a, b) => parseFloat(a!) - parseFloat(b!));
    expect(classes).toEqual(['2.5 kg/cm²', '4 kg/cm²', '6 kg/cm²', '8 kg/cm²', '10 kg/cm²', '12.5 kg/cm²']);
    for (const row of [...small, ...large]) {
      const [, , meanMin, meanMax, anyMin, anyMax, wallMin, wallMax] = row.map(Number);
      expect(meanMin).toBe(parseFloat(row[0]!)); // mean OD starts at the nominal size
      expect(meanMax).toBeGreaterThan(meanMin!);
      expect(anyMin).toBeLessThan(meanMin!);
      expect(anyMax).toBeGreaterThan(meanMax!);
      expect(wallMax).toBeGreaterThan(wallMin!);
    }
    // Headers: min/max under each measured quantity.
    const headers = [...tableNamed(container, /20 mm to 90 mm/).querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Nominal size', 'Class', 'Mean outside diameter', 'Outside diameter at any point', 'Wall thickness', 'Min', 'Max', 'Min', 'Max', 'Min', 'Max']);
  });

  it('filters the dimension tables by size and class and announces the count', () => {
    const { container } = renderScreen(<WaterPipes />);
    const status = screen.getByRole('status');
    const total = Number(status.textContent!.match(/of (\d+)/)![1]);
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '110' } });
    expect(bodyRows(tableNamed(container, /110 mm to 200 mm/)).map((r) => r[1])).toEqual(['2.5 kg/cm²', '4 kg/cm²', '6 kg/cm²', '8 kg/cm²', '10 kg/cm²', '12.5 kg/cm²']);
    expect(bodyRows(tableNamed(container, /20 mm to 90 mm/))).toEqual([['No size matches the filter.']]);
    fireEvent.change(screen.getByLabelText('Class'), { target: { value: '6' } });
    expect(bodyRows(tableNamed(container, /110 mm to 200 mm/))).toEqual([['110 mm', '6 kg/cm²', '110.0', '110.4', '108.6', '111.4', '3.7', '4.3']]);
    expect(status.textContent).toBe(`Showing 1 of ${total} size and class rows.`);
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
