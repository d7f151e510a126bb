// Standard packs of the fittings catalogue equal spec §9, written out literally here.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, renderScreen, tableNamed } from '../../test/render';
import ElectricalFittings from './ElectricalFittings';

describe('Electrical fittings page', () => {
  it('has one h1 and a Get a quote link', () => {
    renderScreen(<ElectricalFittings />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/quote');
  });

  it('every card shows Size vs Standard Pack exactly as §9', () => {
    const { container } = renderScreen(<ElectricalFittings />);
    const expected: Record<string, string[][]> = {
      'Circular boxes': [['20 mm', '50'], ['25 mm', '40']],
      'Deep circular boxes': [['20 mm', '30'], ['25 mm', '25']],
      Bends: [['16 mm', '500'], ['20 mm', '500'], ['25 mm', '300'], ['32 mm', '300'], ['40 mm', '200']],
      'Long bends': [['20 mm', '250'], ['25 mm', '150']],
      'Fan hook box': [['One size', '50']],
      Couplers: [['16 mm', '500'], ['20 mm', '2000'], ['25 mm', '1250'], ['32 mm', '1000'], ['40 mm', '600']],
      Elbows: [['20 mm', '50'], ['25 mm', '40']],
      Tees: [['20 mm', '50'], ['25 mm', '40']],
      'Saddle straps': [['20 mm', '50'], ['25 mm', '40']],
    };
    for (const [title, rows] of Object.entries(expected)) {
      const table = tableNamed(container, `${title}: size and standard pack`);
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
      expect(headers).toEqual(['Size', 'Standard Pack']);
      expect(bodyRows(table), title).toEqual(rows);
    }
    expect(container.querySelectorAll('table')).toHaveLength(Object.keys(expected).length);
  });

  it('three groups of cards, each a carousel; a card without photos shows an empty grey block', () => {
    renderScreen(<ElectricalFittings />);
    for (const group of ['Junction boxes', 'Bends and couplers', 'Elbows, tees and saddles']) {
      const carousel = screen.getByRole('region', { name: group, hidden: false });
      const slides = [...carousel.querySelectorAll(':scope > .swiper > .swiper-wrapper > [aria-roledescription="slide"]')];
      expect(slides).toHaveLength(3);
      expect(carousel.getAttribute('data-spv-992')).toBe('3');
    }
    const fanHook = screen.getByRole('article', { name: 'Fan hook box' });
    expect(within(fanHook).getByTestId('no-photo')).toBeTruthy();
    expect(within(fanHook).queryByRole('img')).toBeNull();
    const bends = screen.getByRole('article', { name: 'Bends' });
    expect(within(bends).getByRole('region', { name: 'Bends photos' }).getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('three fitting classes, the colour note, two brochures and the quality-analysis list', () => {
    renderScreen(<ElectricalFittings />);
    for (const name of ['ISI Premium', 'Speed', 'Deluxe']) expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByText(/two standard colours/)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /\(PDF\)$/ }).map((a) => a.textContent);
    expect(links).toEqual(['Download Electrical brochure (PDF)', 'Download Corporate brochure (PDF)']);
    const quality = screen.getByRole('region', { name: 'Quality analysis' });
    expect(within(quality).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Visual examination',
      'Dimensions',
      'Heat',
      'Burning',
      'Electrical characteristics',
      'Moisture absorption',
      'Chemical action',
      'Copper test',
      'Oil',
      'Impact',
    ]);
  });
});
