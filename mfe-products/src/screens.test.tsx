// Every screen this remote exposes: one h1, sections named by h2, a Get a quote link, features and
// a quality list; /product is the conduit screen (the shell and standalone both alias it).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from './test/render';
import { loadScreen, paths } from './screens';

const titles: Record<string, string> = {
  '/product/pvc-electricals': 'Rigid PVC Electrical Conduits',
  '/product/pvc-electricals-fitting': 'Electrical Fittings',
  '/product/pvc-water-pipes': 'uPVC Water Pipes',
  '/product/pvc-water-pipes-fitting': 'Water Pipe Fittings',
  '/product/flexible-hoses': 'Flexible Conduits',
  '/product/solvent': 'Solvent Cement',
  '/product/green-hoses': 'Garden and Suction Hoses',
  '/product/water-tanks': 'Water Tanks',
};

describe('mfe-products screens', () => {
  it('exposes the eight product routes of the spec', () => {
    expect([...paths].sort()).toEqual(Object.keys(titles).sort());
  });

  for (const [path, title] of Object.entries(titles)) {
    it(`${path}: one h1 "${title}", h2 sections, quote link, quality list`, async () => {
      const Screen = await loadScreen(path);
      renderScreen(<Screen />);
      const h1s = screen.getAllByRole('heading', { level: 1 });
      expect(h1s.map((h) => h.textContent)).toEqual([title]);
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
      expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/quote');
      expect(screen.getByRole('heading', { level: 2, name: /^Quality tests/ })).toBeTruthy();
      // No landmark of the shell's inside a screen.
      expect(document.querySelector('main, header, footer')).toBeNull();
    });
  }
});
