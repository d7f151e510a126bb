import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminHost, enquiryFormUrl, setSiteEnv } from '@site/shared/config/env';
import { siteConfig } from '@site/shared/config/site-config';
import { ENQUIRY_LOAD_TIMEOUT_MS, ENQUIRY_SILENCE_MS, EnquiryForm } from './EnquiryForm';

const post = (data: unknown, origin: string) => act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));

afterEach(() => {
  vi.useRealTimers();
  setSiteEnv({ enquiryFormUrl: '' });
});

describe('EnquiryForm', () => {
  it("frames the admin host's enquiry form by default, at 592 px, and resizes only on messages from its origin", () => {
    expect(enquiryFormUrl()).toBe(`${adminHost()}/enquiry-form/`);
    const formOrigin = new URL(enquiryFormUrl()).origin;
    const { container, unmount } = render(<EnquiryForm />);
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(enquiryFormUrl());
    expect(frame.getAttribute('title')).toBe('Enquiry form');
    expect(frame.getAttribute('height')).toBe('592');

    post('x|700', 'https://evil.example');
    expect(frame.getAttribute('height')).toBe('592');

    post('enquiry|700', formOrigin);
    expect(frame.getAttribute('height')).toBe('715');

    post('x|not-a-height', formOrigin);
    post({ height: 900 }, formOrigin);
    expect(frame.getAttribute('height')).toBe('715');

    // The listener goes away with the component.
    unmount();
    post('x|900', formOrigin);
    expect(frame.getAttribute('height')).toBe('715');
  });

  it('takes its address from the run-time environment', () => {
    setSiteEnv({ enquiryFormUrl: 'https://forms.example.com/enquiry' });
    const { container } = render(<EnquiryForm />);
    expect(container.querySelector('iframe')!.getAttribute('src')).toBe('https://forms.example.com/enquiry');
  });

  it('stays a frame while the form talks, and never falls back after its first message', () => {
    vi.useFakeTimers();
    const { container } = render(<EnquiryForm />);
    fireEvent.load(container.querySelector('iframe')!);
    post('enquiry|640', new URL(enquiryFormUrl()).origin);
    act(() => vi.advanceTimersByTime(ENQUIRY_LOAD_TIMEOUT_MS * 2));
    expect(container.querySelector('iframe')).not.toBeNull();
    expect(screen.queryByTestId('enquiry-fallback')).toBeNull();
  });

  it('shows our e-mail, phone and a mail-draft form when the loaded frame stays silent', () => {
    vi.useFakeTimers();
    const { container } = render(<EnquiryForm />);
    fireEvent.load(container.querySelector('iframe')!);
    act(() => vi.advanceTimersByTime(ENQUIRY_SILENCE_MS - 1));
    expect(container.querySelector('iframe')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('iframe')).toBeNull();
    const fallback = screen.getByTestId('enquiry-fallback');
    expect(within(fallback).getByRole('link', { name: siteConfig.contactEmail }).getAttribute('href')).toBe(`mailto:${siteConfig.contactEmail}`);
    expect(within(fallback).getByRole('link', { name: siteConfig.mobile }).getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    expect(within(fallback).getByRole('form', { name: 'Write to us' })).toBeTruthy();
    expect(within(fallback).getByRole('button', { name: 'Send enquiry' })).toBeTruthy();
  });

  it('falls back too when the frame never finishes loading', () => {
    vi.useFakeTimers();
    const { container } = render(<EnquiryForm />);
    act(() => vi.advanceTimersByTime(ENQUIRY_LOAD_TIMEOUT_MS));
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByTestId('enquiry-fallback')).toBeTruthy();
  });
});
