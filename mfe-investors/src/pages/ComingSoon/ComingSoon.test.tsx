import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import ComingSoon from './ComingSoon';

describe('Coming Soon', () => {
  it("keeps the spec's heading 'Coming Soon...' inside the investor frame, with an explanation and a way back", () => {
    renderPage(ComingSoon, '/investors/no-data');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Coming Soon...');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(screen.getByText(/being prepared/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Investors' }).getAttribute('href')).toBe('/investors');
    expect(screen.getByRole('link', { name: 'Material Documents' }).getAttribute('href')).toBe('/investors/material-documents');
  });
});
