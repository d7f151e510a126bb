// The conduit page shows spec §9's figures exactly. Expected values are written out here from
// the spec, not imported from the data module, so a wrong data module fails these tests.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, renderScreen, tableNamed } from '../../test/render';
import PvcElectricals from './PvcElectricals';

const ALL = 'Light (LMS), Medium (MMS), Heavy (HMS)';

describe('Rigid PVC conduits page', () => {
  it('has one h1 and a Get a quote link to /quote', () => {
    renderScreen(<PvcElectricals />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rigid PVC Electrical Conduits');
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/quote');
  });

  it('ISI table: sizes 16–63 mm with metres / lengths per pack, classes and ends exactly as §9', () => {
    const { container } = renderScreen(<PvcElectricals />);
    const rows = bodyRows(tableNamed(container, /ISI conduits to IS 9537 \(Part 3\)/));
    expect(rows).toEqual([
      ['16 mm', ALL, '300', '100', 'Plain-ended'],
      ['20 mm', ALL, '300', '100', 'Plain-ended and socketed'],
      ['25 mm', ALL, '150', '50', 'Plain-ended and socketed'],
      ['32 mm', ALL, '75', '25', 'Against specific orders'],
      ['40 mm', ALL, '60', '20', 'Against specific orders'],
      ['50 mm', ALL, '30', '10', 'Against specific orders'],
      ['63 mm', 'Light (LMS)', '30', '10', 'Against specific orders'],
    ]);
  });

  it('non-ISI table: 19 mm, medium and heavy only, 300 m / 100 lengths', () => {
    const { container } = renderScreen(<PvcElectricals />);
    expect(bodyRows(tableNamed(container, /Non-ISI conduits/))).toEqual([
      ['19 mm', 'Medium (MMS), Heavy (HMS)', '300', '100', 'Plain-ended'],
    ]);
  });

  it('technical specification: every ISI size and class, tolerance on OD per size as §9', () => {
    const { container } = renderScreen(<PvcElectricals />);
    const rows = bodyRows(tableNamed(container, /Technical specification/));
    const tolerance: Record<string, string> = { '16': '-0.3', '20': '-0.3', '25': '-0.4', '32': '-0.4', '40': '-0.4', '50': '-0.5', '63': '-0.6' };
    const labels = rows.map((row) => row[0]);
    expect(labels).toEqual([
      ...['16', '20', '25', '32', '40', '50'].flatMap((size) => [`${size} mm Light (LMS)`, `${size} mm Medium (MMS)`, `${size} mm Heavy (HMS)`]),
      '63 mm Light (LMS)',
    ]);
    for (const row of rows) expect(row[1], row[0]).toBe(tolerance[row[0]!.split(' ')[0]!]);
  });

  it('technical specification: 16 mm wall thickness light 1–1.15, medium 1.35–1.5, heavy 1.75–1.9', () => {
    const { container } = renderScreen(<PvcElectricals />);
    const rows = bodyRows(tableNamed(container, /Technical specification/));
    const wall = (label: string) => {
      const row = rows.find((r) => r[0] === label)!;
      return [Number(row[2]), Number(row[3])];
    };
    expect(wall('16 mm Light (LMS)')).toEqual([1, 1.15]);
    expect(wall('16 mm Medium (MMS)')).toEqual([1.35, 1.5]);
    expect(wall('16 mm Heavy (HMS)')).toEqual([1.75, 1.9]);
  });

  it('technical specification: only the spec\'s figures — no inside or socket diameters, no wall thickness beyond 16 mm', () => {
    const { container } = renderScreen(<PvcElectricals />);
    const table = tableNamed(container, /Technical specification/);
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Size and class', 'Tolerance on OD', 'Wall thickness', 'Min', 'Max']);
    for (const row of bodyRows(table)) {
      if (row[0]!.startsWith('16 mm')) expect(row).toHaveLength(4);
      else expect(row.slice(2), row[0]).toEqual(['To IS 9537 (Part 3), on request']);
    }
    expect(container.textContent).not.toMatch(/inside diameter|socket(ing)? (inside|outside)|OD for socket/i);
  });

  it('availability notes state every §9 rule', () => {
    renderScreen(<PvcElectricals />);
    const section = screen.getByRole('region', { name: 'Pipe availability' });
    const notes = within(section).getAllByRole('listitem').map((li) => li.textContent);
    expect(notes).toEqual([
      '16 mm pipes are plain-ended only.',
      '20 mm and 25 mm pipes come plain-ended and socketed.',
      '32 mm to 63 mm pipes are produced against specific orders.',
      'The 63 mm size is offered in the light (LMS) class only.',
      'The 19 mm non-ISI size is offered in the medium (MMS) and heavy (HMS) classes only.',
    ]);
  });

  it('lists 13 quality tests', () => {
    renderScreen(<PvcElectricals />);
    const section = screen.getByRole('region', { name: /Quality tests/ });
    expect(within(section).getAllByRole('listitem')).toHaveLength(13);
  });

  it('explains LMS, MMS and HMS by colour', () => {
    renderScreen(<PvcElectricals />);
    for (const code of ['LMS — Light', 'MMS — Medium', 'HMS — Heavy']) expect(screen.getByRole('heading', { name: code })).toBeTruthy();
  });

  it('approvals: each card writes out who grants it, the number and the scope as text', () => {
    renderScreen(<PvcElectricals />);
    const strip = screen.getByRole('region', { name: 'Approval badges' });
    const numbers = within(strip).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(numbers).toEqual(['IS 9537 (Part 3)', 'IS 4985', 'ISO 9001:2015', 'ISO 14001:2015', 'ISO 45001:2018', 'Lead-free', 'Self-extinguishing', 'Every batch']);
    expect(within(strip).getAllByText('Bureau of Indian Standards')).toHaveLength(2);
    expect(within(strip).getByText('Rigid PVC conduits for electrical installations')).toBeTruthy();
    // The seals repeat the cards' text, so they are not read out twice.
    for (const img of within(strip).getAllByRole('presentation', { hidden: true })) expect(img.getAttribute('alt')).toBe('');
  });

  it('approvals carousel and product carousel are WAI-ARIA carousels', () => {
    renderScreen(<PvcElectricals />);
    expect(screen.getByRole('region', { name: 'Approval badges' }).getAttribute('aria-roledescription')).toBe('carousel');
    const carousels = document.querySelectorAll('[aria-roledescription="carousel"]');
    expect([...carousels].map((c) => c.getAttribute('aria-label'))).toEqual(['Approval badges', 'Conduit products']);
    expect(carousels[0]!.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(8);
    expect(carousels[0]!.getAttribute('data-spv')).toBe('1');
    expect(carousels[0]!.getAttribute('data-spv-768')).toBe('3');
    expect(carousels[0]!.getAttribute('data-spv-992')).toBe('5');
  });

  it('brochure links download PDFs from the brochure folder', () => {
    renderScreen(<PvcElectricals />);
    const link = screen.getByRole('link', { name: 'Download Electrical brochure (PDF)' });
    expect(link.getAttribute('href')).toMatch(/\/brochures\/Electrical-Brochure\.pdf$/);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('images carry width and height; only the hero loads eagerly', () => {
    const { container } = renderScreen(<PvcElectricals />);
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(10);
    for (const img of images) {
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      expect(img.getAttribute('srcset')).toMatch(/ \d+w, .+ \d+w$/);
    }
    expect(images.filter((img) => img.getAttribute('loading') === 'eager')).toHaveLength(1);
  });

  it('filters the tables by size and class and announces the result', () => {
    const { container } = renderScreen(<PvcElectricals />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Showing 7 of 7 ISI sizes, 1 of 1 non-ISI sizes and 19 of 19 specification rows.');

    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '63' } });
    expect(bodyRows(tableNamed(container, /ISI conduits to IS 9537/)).map((r) => r[0])).toEqual(['63 mm']);
    expect(bodyRows(tableNamed(container, /Technical specification/)).map((r) => r[0])).toEqual(['63 mm Light (LMS)']);
    expect(status.textContent).toBe('Showing 1 of 7 ISI sizes, 0 of 1 non-ISI sizes and 1 of 19 specification rows.');

    fireEvent.change(screen.getByLabelText('Class'), { target: { value: 'heavy' } });
    expect(bodyRows(tableNamed(container, /ISI conduits to IS 9537/))).toEqual([['No size matches the filter.']]);

    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '' } });
    expect(bodyRows(tableNamed(container, /Non-ISI conduits/)).map((r) => r[0])).toEqual(['19 mm']);
    expect(bodyRows(tableNamed(container, /ISI conduits to IS 9537/)).map((r) => r[0])).toEqual(['16 mm', '20 mm', '25 mm', '32 mm', '40 mm', '50 mm']);

    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(status.textContent).toMatch(/^Showing 7 of 7/);
  });

  it('wraps every table in a focusable, labelled scroll region', () => {
    const { container } = renderScreen(<PvcElectricals />);
    for (const table of container.querySelectorAll('table')) {
      const wrapper = table.parentElement!;
      expect(wrapper.getAttribute('role')).toBe('region');
      expect(wrapper.getAttribute('tabindex')).toBe('0');
      expect(wrapper.getAttribute('aria-label')).toBe(table.querySelector('caption')?.textContent);
    }
  });
});
