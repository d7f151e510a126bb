import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { openMailDraft } from '@site/shared/forms/mailto';
import { telHref } from '@site/shared/format/phone';
import { Footer } from './Footer';
import { AGREE_FIRST_MESSAGE, EMAIL_INVALID_MESSAGE, EMAIL_LABEL, EMAIL_REQUIRED_MESSAGE, newsDraftUrl } from './news-draft';

// The real openMailDraft navigates the window; here we only check what it is asked to open.
vi.mock('@site/shared/forms/mailto', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@site/shared/forms/mailto')>()),
  openMailDraft: vi.fn(),
}));

/** 28 November 2026, 12:00 in India: the footer's clock. */
const NOW = Date.UTC(2026, 10, 28, 6, 30);

const renderFooter = (now = NOW) =>
  render(
    <MemoryRouter>
      <Footer now={() => now} />
    </MemoryRouter>,
  );

afterEach(() => vi.mocked(openMailDraft).mockReset());

describe('Footer', () => {
  it('is the contentinfo landmark with a Footer navigation of the spec links and the products', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/about',
      '/product/pvc-electricals',
      '/investors',
      '/blog',
      '/privacy&terms',
      '/terms&conditions',
      siteConfig.feedbackFormUrl,
      'https://smartodr.in/login',
      '/product/pvc-electricals',
      '/product/pvc-electricals-fitting',
      '/product/pvc-water-pipes',
      '/product/pvc-water-pipes-fitting',
      '/product/flexible-hoses',
      '/product/solvent',
      '/product/green-hoses',
      '/product/water-tanks',
    ]);
    const feedback = within(nav).getByRole('link', { name: 'Feedback (opens in a new tab)' });
    expect(feedback.getAttribute('target')).toBe('_blank');
    expect(feedback.getAttribute('rel')).toContain('noopener');
    expect(within(footer).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    // SEBI's Online Dispute Resolution portal, which listed companies must link (issue 17).
    const odr = within(nav).getByRole('link', { name: 'SEBI SMART ODR (online dispute resolution, opens in a new tab)' });
    expect([odr.getAttribute('target'), odr.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });

  it('has the social links in spec order, each opening a new tab', () => {
    renderFooter();
    const names = ['Facebook', 'YouTube', 'Instagram', 'Twitter', 'LinkedIn'];
    const links = screen.getAllByRole('link', { name: /\(opens in a new tab\)$/ }).filter((link) => names.some((n) => link.textContent?.startsWith(n)));
    expect(links.map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual(names);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(siteConfig.social.find((s) => link.textContent?.startsWith(s.network))?.url);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('shows both offices as addresses, the CIN, phone and landline links and the copyright line', () => {
    const { container } = renderFooter();
    const addresses = container.querySelectorAll('address');
    expect(addresses).toHaveLength(2);
    expect(addresses[0]?.textContent).toContain('Registered Office');
    expect(addresses[1]?.textContent).toContain('Corporate Office');
    expect(screen.getByText(siteConfig.registrationNumber)).toBeTruthy();
    expect(screen.getByRole('link', { name: siteConfig.mobile }).getAttribute('href')).toBe(telHref(siteConfig.mobile));
    expect(screen.getByRole('link', { name: siteConfig.landline }).getAttribute('href')).toBe(telHref(siteConfig.landline));
    expect(container.querySelector('footer > div:last-child p')?.textContent).toBe(`© 2023–2026 ${siteConfig.companyName}. All rights reserved.`);
  });

  it("takes the copyright's last year from its clock, in India's calendar (spec's 2023 first)", () => {
    const { container, unmount } = renderFooter(Date.UTC(2026, 11, 31, 18, 30));
    expect(container.querySelector('footer > div:last-child p')?.textContent).toBe(`© 2023–2027 ${siteConfig.companyName}. All rights reserved.`);
    unmount();
    expect(renderFooter(Date.UTC(2023, 0, 1)).container.querySelector('footer > div:last-child p')?.textContent).toBe(`© 2023 ${siteConfig.companyName}. All rights reserved.`);
  });

  it('hydrates a page the server rendered just before New Year without a mismatch, keeping its year', async () => {
    const footer = (now: number) => (
      <MemoryRouter>
        <Footer now={() => now} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(footer(Date.UTC(2026, 11, 31, 18, 29, 59)));
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, footer(Date.UTC(2026, 11, 31, 18, 30, 1)), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('footer > div:last-child p')?.textContent).toContain('© 2023–2026 ');
    errors.mockRestore();
    container.remove();
  });

  it('the terms checkbox has a real label', () => {
    renderFooter();
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to all your terms & policies' });
    fireEvent.click(screen.getByText('I agree to all your terms & policies'));
    expect((checkbox as HTMLInputElement).checked).toBe(true);
  });

  const emailField = () => screen.getByRole('textbox', { name: EMAIL_LABEL });
  const typeEmail = (value: string) => fireEvent.change(emailField(), { target: { value } });

  it('Get News & Update asks for the e-mail address first, then a valid one, with focus on the field', () => {
    renderFooter();
    const button = screen.getByRole('button', { name: 'Get News & Update' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to all your terms & policies' }));
    fireEvent.click(button);
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(EMAIL_REQUIRED_MESSAGE).id).toBe(emailField().getAttribute('aria-describedby'));
    expect(document.activeElement).toBe(emailField());
    typeEmail('asha@');
    expect(screen.queryByText(EMAIL_REQUIRED_MESSAGE)).toBeNull();
    fireEvent.click(button);
    expect(screen.getByText(EMAIL_INVALID_MESSAGE)).toBeTruthy();
    expect(openMailDraft).not.toHaveBeenCalled();
  });

  it('Get News & Update without agreeing explains why, points the controls at the message, and opens no draft', () => {
    renderFooter();
    typeEmail('asha@example.com');
    const button = screen.getByRole('button', { name: 'Get News & Update' });
    fireEvent.click(button);
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe(AGREE_FIRST_MESSAGE);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to all your terms & policies' });
    expect(button.getAttribute('aria-describedby')).toBe(message.id);
    expect(checkbox.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(checkbox);
    expect(openMailDraft).not.toHaveBeenCalled();
    // Ticking the box clears the message.
    fireEvent.click(checkbox);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });

  it('Get News & Update with an address and the box ticked opens the subscription mail draft and says so', () => {
    renderFooter();
    typeEmail(' asha@example.com ');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to all your terms & policies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get News & Update' }));
    expect(openMailDraft).toHaveBeenCalledExactlyOnceWith(newsDraftUrl('asha@example.com'));
    expect(screen.getByRole('status').textContent).toContain('asha@example.com');
    expect(screen.getByRole('status').textContent).toContain(siteConfig.newsMailbox);
  });
});
