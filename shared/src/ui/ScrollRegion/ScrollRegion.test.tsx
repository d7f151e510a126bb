import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollRegion, stickyStartWidth } from './ScrollRegion';

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
    Object.defineProperty(cell, 'offsetWidth', { value: 192 });
    expect(stickyStartWidth(container)).toBe(0);
    cell.style.position = 'sticky';
    expect(stickyStartWidth(container)).toBe(192);
  });
});
