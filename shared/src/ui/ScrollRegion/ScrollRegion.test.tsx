import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion, stickyEnd } from './ScrollRegion';

describe('ScrollRegion', () => {
  it('is no tab stop and shows no hint while nothing overflows', () => {
    render(
      <ScrollRegion label="Sizes">
        <table />
      </ScrollRegion>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/Scroll sideways/)).toBeNull();
  });

  it('can be a labelled tab stop always', () => {
    render(
      <ScrollRegion label="Sizes" alwaysRegion>
        <table />
      </ScrollRegion>,
    );
    expect(screen.getByRole('region', { name: 'Sizes' }).getAttribute('tabindex')).toBe('0');
  });

  it('starts the left fade after the sticky naming column, at the left edge without one', () => {
    const { container } = render(
      <table>
        <tbody>
          <tr>
            <td>1</td>
            <th scope="row">Size</th>
            <td>20 mm</td>
          </tr>
        </tbody>
      </table>,
    );
    const cell = container.querySelector('th') as HTMLElement;
    // Where the kept column ends now, from the scroller's left edge (it may not have reached that edge).
    vi.spyOn(container, 'getBoundingClientRect').mockReturnValue({ left: 16, right: 344 } as DOMRect);
    vi.spyOn(cell, 'getBoundingClientRect').mockReturnValue({ left: 88, right: 208 } as DOMRect);
    expect(stickyEnd(container)).toBe(0);
    cell.style.position = 'sticky';
    expect(stickyEnd(container)).toBe(192);
  });
});

describe('ScrollRegion on a phone (issue 29)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('becomes a focusable region named by its table, with the hint, once the table is wider than the screen', () => {
    // happy-dom has no layout: the table is made 600 px wide inside a 328 px frame.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(328);
    render(
      <ScrollRegion label="Credit ratings">
        <table />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Credit ratings' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getByText(/Scroll sideways for more columns/)).toBeTruthy();
  });

  it('scrolls sideways only: no height cap, so no box inside the page scrolls both ways', () => {
    const css = readFileSync(path.join(__dirname, 'ScrollRegion.module.css'), 'utf8');
    const scroller = /\.scroller \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(scroller).toContain('overflow-x: auto');
    expect(scroller).toContain('overflow-y: hidden');
    expect(css).not.toMatch(/max-height/);
  });
});
