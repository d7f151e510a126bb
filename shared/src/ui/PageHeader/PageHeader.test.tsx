import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the one h1, then eyebrow, breadcrumb, lead and aside only when given', () => {
    const { container, rerender } = render(<PageHeader title="Policies" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Policies');
    expect(container.textContent).toBe('Policies');

    rerender(
      <PageHeader
        title="Policies"
        eyebrow="Investors"
        breadcrumb={<nav aria-label="Breadcrumb">Investors / Policies</nav>}
        aside={<img alt="A pipe" src="pipe.webp" />}
      >
        <p>Codes of conduct.</p>
      </PageHeader>,
    );
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(screen.getByText('Investors').tagName).toBe('P');
    expect(screen.getByText('Codes of conduct.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A pipe' })).toBeTruthy();
  });
});
