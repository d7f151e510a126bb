import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import MdMessage from './MdMessage';

describe('Managing Director’s message', () => {
  it('is signed with the name the Board of Directors lists (one site-config value)', () => {
    render(
      <MemoryRouter>
        <MdMessage />
      </MemoryRouter>,
    );
    const { name, designation } = siteConfig.managingDirector;
    const message = screen.getByRole('article', { name: 'Message' });
    expect(within(message).getByText(name).tagName).toBe('STRONG');
    expect(message.textContent).toContain(`${designation}, ${siteConfig.companyName}`);
    expect(screen.getByRole('img', { name: `Illustrated portrait of ${name}` })).toBeTruthy();
  });
});
