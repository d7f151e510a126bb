import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from './ScrollRegion';

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
});
