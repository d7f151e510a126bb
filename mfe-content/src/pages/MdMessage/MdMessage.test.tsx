import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { MANAGING_DIRECTOR } from '../../data/team';
import type { MediaImage } from '../../logic/media';
import MdMessage from './MdMessage';

const PHOTO: MediaImage = { width: 480, height: 600, sources: [{ w: 240, file: 'managing-director-240.0123456789.webp' }] };

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
  });

  it('shows a monogram, not a drawn face, while there is no photo; no picture claims to be one', () => {
    const { container } = render(
      <MemoryRouter>
        <MdMessage />
      </MemoryRouter>,
    );
    expect(MANAGING_DIRECTOR.photo).toBeUndefined();
    const monogram = container.querySelector('[data-monogram]');
    expect(monogram?.textContent).toBe('MK');
    expect(monogram?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img', { name: /portrait|photo/i })).toBeNull();
  });

  it('shows the photograph instead, with its alt text, once the media module has one', () => {
    const { container } = render(
      <MemoryRouter>
        <MdMessage person={{ ...MANAGING_DIRECTOR, photo: PHOTO }} />
      </MemoryRouter>,
    );
    const photo = screen.getByRole('img', { name: `Photo of ${siteConfig.managingDirector.name}` });
    expect(photo.getAttribute('src')).toContain('managing-director-240.0123456789.webp');
    expect(container.querySelector('[data-monogram]')).toBeNull();
  });
});
