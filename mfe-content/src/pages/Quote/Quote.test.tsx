import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BROCHURES, brochureUrl } from '@site/shared/config/brochures';
import { MAIL_DRAFT_EVENT } from '@site/shared/forms/mailto';
import { decodeMailto } from '../../test/decode-mailto';
import Quote from './Quote';

function captureDrafts(): string[] {
  const drafts: string[] = [];
  window.addEventListener(MAIL_DRAFT_EVENT, (event) => drafts.push((event as CustomEvent<string>).detail));
  return drafts;
}

const renderQuote = () =>
  render(
    <MemoryRouter>
      <Quote />
    </MemoryRouter>,
  );

describe('Quote page', () => {
  it("gives the distributor section's support number as a tap-to-call link", () => {
    renderQuote();
    const link = screen.getByRole('link', { name: '+91 94470 00000' });
    expect(link.getAttribute('href')).toBe('tel:+919447000000');
    expect(link.closest('p')?.textContent).toBe('Use the form above to tell us about your business, or call us on +91 94470 00000.');
  });

  it('validates name, email and phone with the spec messages, never the message', async () => {
    const drafts = captureDrafts();
    renderQuote();
    expect(screen.getByLabelText(/^Message/).getAttribute('placeholder')).toBe('Message*');
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Name/)));
    await userEvent.type(screen.getByLabelText(/^Phone/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByText('Invalid phone number (10 digits required)')).toBeTruthy();
    expect(drafts).toEqual([]);
  });

  it('opens the mail draft when valid (empty message allowed)', async () => {
    const drafts = captureDrafts();
    renderQuote();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Asha Nair');
    await userEvent.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone/), '9447012345');
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(drafts).toHaveLength(1);
    const draft = decodeMailto(drafts[0]!);
    expect(draft.subject).toBe('Contact Form Submission');
    expect(draft.cc).toBe('asha@example.com');
    expect(draft.body).toBe('Name: Asha Nair\r\nEmail: asha@example.com\r\nPhone: 9447012345\r\nMessage: ');
    expect(screen.getByRole('status').textContent).toMatch(/e-mail program should now open/);
  });

  it('offers the four brochures as downloads', () => {
    renderQuote();
    for (const id of ['electrical', 'corporate', 'waterPipes', 'malayalam'] as const) {
      const link = screen.getByRole('link', { name: new RegExp(BROCHURES[id].label) });
      expect(link.getAttribute('href')).toBe(brochureUrl(id));
      expect(link.getAttribute('download')).toBe(BROCHURES[id].fileName);
    }
  });

  it('loads the distributor video only after its play button is pressed', async () => {
    const { container } = renderQuote();
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Become a Kallada Polypipes distributor' }));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('title')).toBe('Become a Kallada Polypipes distributor');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/);
    expect(document.activeElement).toBe(frame);
  });
});
