import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import ComingSoon from './ComingSoon';

describe('Coming Soon', () => {
  it("shows only the heading 'Coming Soon...'", () => {
    const { container } = renderPage(ComingSoon, '/investors/no-data');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Coming Soon...');
    expect(container.textContent).toBe('Coming Soon...');
  });
});
