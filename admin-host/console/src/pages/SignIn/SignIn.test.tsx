import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { SignIn } from './SignIn';

// The refusals of a real sign-in (wrong password, throttling) are the console e2e's, against the
// real admin host; here the card and what it checks before asking.
describe('SignIn', () => {
  it("is a card named by its heading, with the company's name from the site config and labelled fields", () => {
    render(<SignIn onSignedIn={() => undefined} />);
    const card = screen.getByRole('region', { name: 'Sign in' });
    expect(card.className).toBe('sign-in-card');
    expect(card.textContent).toContain(siteConfig.companyName);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText(/^User name/).getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText(/^Password/).getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    // The mark is decoration: nothing for a screen reader to read out.
    expect(card.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says what is missing beside each field, marks it invalid and asks nothing', () => {
    const signedIn = vi.fn();
    render(<SignIn onSignedIn={signedIn} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const user = screen.getByLabelText(/^User name/);
    const password = screen.getByLabelText(/^Password/);
    expect(user.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(user.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toMatch(/Enter your user name/);
    expect(screen.getByText(/Enter your password/)).toBeTruthy();
    expect(signedIn).not.toHaveBeenCalled();
  });
});
