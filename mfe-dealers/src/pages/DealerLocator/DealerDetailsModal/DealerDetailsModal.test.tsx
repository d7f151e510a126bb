import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DealerSearchResult } from '@site/shared/types/entities';
import { DealerDetailsModal } from './DealerDetailsModal';

const withMap: DealerSearchResult = {
  name: 'Thekkethil Electricals',
  address: 'T.B. Junction, Main Road, Punalur',
  phone: '9846000108',
  location: 'https://www.google.com/maps/search/?api=1&query=9.0176,76.9261',
};

describe('DealerDetailsModal', () => {
  it('stays closed without a dealer', () => {
    render(<DealerDetailsModal dealer={null} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('shows the details, a directions link and the map only after a click', () => {
    render(<DealerDetailsModal dealer={withMap} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: withMap.name });
    const body = within(dialog);
    expect(body.getByText(withMap.address!)).toBeTruthy();
    expect(body.getByRole('link', { name: '+91 98460 00108' }).getAttribute('href')).toBe('tel:+919846000108');
    const directions = body.getByRole('link', { name: /Get directions/ });
    expect(directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=9.0176%2C76.9261');
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
    expect(dialog.querySelector('iframe')).toBeNull();
    const toggle = body.getByRole('button', { name: 'Show map' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const frame = dialog.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe(`Map showing ${withMap.name}`);
    expect(frame?.getAttribute('src')).toBe('https://www.google.com/maps?q=9.0176%2C76.9261&output=embed');
    expect(body.getByRole('button', { name: 'Hide map' }).getAttribute('aria-expanded')).toBe('true');
    expect(body.queryByText('Map location not found')).toBeNull();
  });

  it("says 'Map location not found' for a location that is not a URL, offers no map, and gives directions to the address", () => {
    render(<DealerDetailsModal dealer={{ ...withMap, location: 'Near KSRTC bus stand' }} onClose={() => {}} />);
    const body = within(screen.getByRole('dialog'));
    expect(body.getByText('Map location not found')).toBeTruthy();
    // Issue 29: the modal itself says how to get there, from the address (never from the unusable location).
    const directions = body.getByRole('link', { name: /Get directions/ });
    expect(directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=T.B.%20Junction%2C%20Main%20Road%2C%20Punalur');
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
    expect(body.queryByRole('button', { name: 'Show map' })).toBeNull();
  });

  it('shows whether it is a dealer or a distributor when the search said so, with address and tap-to-call phone', () => {
    render(<DealerDetailsModal dealer={{ ...withMap, kind: 'distributor' }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: withMap.name });
    const terms = Array.from(dialog.querySelectorAll('dt'), (dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Type', 'Distributor'],
      ['Address', withMap.address],
      ['Phone', '+91 98460 00108'],
    ]);
  });

  it("says 'Map location not found' without any location", () => {
    render(<DealerDetailsModal dealer={{ ...withMap, location: null }} onClose={() => {}} />);
    expect(screen.getByText('Map location not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Get directions/ }).getAttribute('href')).toContain('destination=T.B.%20Junction');
  });

  it('links a non-Google map for directions without embedding it', () => {
    const location = 'https://www.openstreetmap.org/#map=17/9.0176/76.9261';
    render(<DealerDetailsModal dealer={{ ...withMap, location }} onClose={() => {}} />);
    expect(screen.getByRole('link', { name: /Get directions/ }).getAttribute('href')).toBe(location);
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
  });

  it('asks to close from its close button', () => {
    const onClose = vi.fn();
    render(<DealerDetailsModal dealer={withMap} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
