import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photoOf, type Person } from '../../data/people';
import type { MediaImage } from '../../logic/media';
import { PersonPortrait } from './PersonPortrait';

const PHOTO: MediaImage = { width: 480, height: 600, sources: [{ w: 240, file: 'team-quality-240.abcdef0123.webp' }, { w: 480, file: 'team-quality-480.abcdef0123.webp' }] };
const deepa: Person = { id: 'team-quality', name: 'Deepa Thomas', role: 'Quality Assurance Manager' };

describe('PersonPortrait', () => {
  it('without a photo: the initials as a decorative monogram, no <img>', () => {
    const { container } = render(<PersonPortrait person={deepa} variant="card" sizes="144px" />);
    expect(container.querySelector('img')).toBeNull();
    const monogram = container.querySelector('[data-monogram]')!;
    expect(monogram.textContent).toBe('DT');
    expect(monogram.getAttribute('aria-hidden')).toBe('true');
  });

  it('with a photo: the photo, with every width in srcset and its size, and no monogram', () => {
    const { container } = render(<PersonPortrait person={{ ...deepa, photo: PHOTO }} variant="card" alt="Photo of Deepa Thomas" sizes="144px" />);
    const img = screen.getByRole('img', { name: 'Photo of Deepa Thomas' });
    expect(img.getAttribute('srcset')).toMatch(/team-quality-240\.abcdef0123\.webp 240w, .*team-quality-480\.abcdef0123\.webp 480w/);
    expect(img.getAttribute('width')).toBe('480');
    expect(container.querySelector('[data-monogram]')).toBeNull();
  });

  it('photoOf finds a photo only when the people manifest has one', () => {
    expect(photoOf('team-quality', { 'team-quality': PHOTO })).toBe(PHOTO);
    expect(photoOf('team-quality', {})).toBeUndefined();
    expect(photoOf('toString', {})).toBeUndefined();
  });
});
