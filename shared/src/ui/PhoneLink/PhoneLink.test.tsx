import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneLink } from './PhoneLink';

describe('PhoneLink', () => {
  it('shows the one format and dials the number', () => {
    render(<PhoneLink number="9846000108" />);
    expect(screen.getByRole('link', { name: '+91 98460 00108' }).getAttribute('href')).toBe('tel:+919846000108');
  });

  it('shows text without digits as plain text', () => {
    render(<PhoneLink number="on request" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('on request')).toBeTruthy();
  });
});
