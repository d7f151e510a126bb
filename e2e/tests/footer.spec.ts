// The site footer on the real stack (spec §2.3): its links navigate, external links open new tabs,
// offices and phones come from the site config, the terms checkbox is labelled, and Get News &
// Update opens a subscription mail draft only once the terms are accepted.
import type { Page } from '@playwright/test';
import { siteConfig } from '../../shared/src/config/site-config.ts';
import { copyrightYears } from '../../shell/src/layout/Footer/copyright-years.ts';
import { expect, test } from './support/fixtures.ts';
import { PRODUCT_PATHS } from './support/product-paths.ts';

const footer = (page: Page) => page.getByRole('contentinfo');
const footerNav = (page: Page) => footer(page).getByRole('navigation', { name: 'Footer' });
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const AGREE = 'I agree to all your terms & policies';

/**
 * Records every mail draft the page opens: openMailDraft announces the URL as a window event, then
 * navigates to it. Headless Chromium reports that navigation as a request for the mailto: URL
 * (then 'Launched external handler'), so the tests check both the announcement and the real attempt.
 */
async function recordMailDrafts(page: Page) {
  await page.addInitScript(() => {
    const drafts: string[] = [];
    (window as unknown as { __mailDrafts: string[] }).__mailDrafts = drafts;
    window.addEventListener('site:maildraft', (event) => drafts.push((event as CustomEvent<string>).detail));
  });
}
const mailDrafts = (page: Page) => page.evaluate(() => (window as unknown as { __mailDrafts: string[] }).__mailDrafts);

test.describe('footer', () => {
  test('the spec links navigate inside the site', async ({ page }) => {
    const links: Array<[string, string]> = [
      ['About Us', '/about'],
      ['Products', '/product/pvc-electricals'],
      ['Investors', '/investors'],
      ['News & Blog', '/blog'],
      ['Privacy Policy', '/privacy&terms'],
      ['Terms & Conditions', '/terms&conditions'],
    ];
    await page.goto('/');
    for (const [name, path] of links) {
      const link = footerNav(page).getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', path);
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('main h1').first()).toBeVisible();
    }
  });

  test('on one page: feedback and social links, offices, phones, copyright, the terms box, then the product list', async ({ page }) => {
    await page.goto('/about');
    await test.step('the feedback form and the social links open in a new tab and say so', async () => {
      const feedback = footerNav(page).getByRole('link', { name: 'Feedback (opens in a new tab)' });
      await expect(feedback).toHaveAttribute('href', siteConfig.feedbackFormUrl);
      await expect(feedback).toHaveAttribute('target', '_blank');
      await expect(feedback).toHaveAttribute('rel', /noopener/);

      const social = footer(page).getByRole('link', { name: / \(opens in a new tab\)$/ }).filter({ hasNotText: 'Feedback' });
      await expect(social).toHaveText(['Facebook', 'YouTube', 'Instagram', 'Twitter', 'LinkedIn'].map((n) => `${n} (opens in a new tab)`));
      for (const { network, url } of siteConfig.social) {
        const link = footer(page).getByRole('link', { name: `${network} (opens in a new tab)` });
        await expect(link).toHaveAttribute('href', url);
        await expect(link).toHaveAttribute('target', '_blank');
      }
    });
    await test.step('offices, registration number, phone, landline and the copyright line', async () => {
      const addresses = footer(page).locator('address');
      await expect(addresses).toHaveCount(2);
      await expect(addresses.nth(0)).toContainText(siteConfig.registeredOffice.label);
      await expect(addresses.nth(0)).toContainText(siteConfig.registeredOffice.lines[0]!);
      await expect(addresses.nth(1)).toContainText(siteConfig.corporateOffice.label);
      await expect(addresses.nth(1)).toContainText(siteConfig.corporateOffice.lines[0]!);
      await expect(footer(page).getByText(siteConfig.registrationNumber)).toBeVisible();
      await expect(footer(page).getByRole('link', { name: siteConfig.mobile })).toHaveAttribute('href', tel(siteConfig.mobile));
      await expect(footer(page).getByRole('link', { name: siteConfig.landline })).toHaveAttribute('href', tel(siteConfig.landline));
      // From the spec's 2023 to this year in India (issue 29: the year from the clock).
      await expect(footer(page).getByText(`© ${copyrightYears(2023, Date.now())} ${siteConfig.companyName}. All rights reserved.`)).toBeVisible();
    });
    await test.step('the terms checkbox has an accessible name and its label toggles it', async () => {
      const checkbox = footer(page).getByRole('checkbox', { name: AGREE });
      await expect(checkbox).not.toBeChecked();
      await footer(page).getByText(AGREE).click();
      await expect(checkbox).toBeChecked();
      // …and back (the news signup below starts unchecked).
      await footer(page).getByText(AGREE).click();
      await expect(checkbox).not.toBeChecked();
    });
    await test.step('the product list links to the eight product pages (and navigates)', async () => {
      const products = footerNav(page).getByRole('heading', { name: 'Our Products' }).locator('xpath=..').getByRole('link');
      expect(await products.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))).toEqual(PRODUCT_PATHS);
      await products.filter({ hasText: 'Garden and Suction Hoses' }).click();
      await expect(page).toHaveURL('/product/green-hoses');
      await expect(page.locator('main h1').first()).toBeVisible();
    });
  });

  test('Get News & Update asks for agreement first, then opens a subscription mail draft', async ({ page }) => {
    await recordMailDrafts(page);
    const mailNavigations: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) mailNavigations.push(request.url());
    });
    await page.goto('/about');
    const button = footer(page).getByRole('button', { name: 'Get News & Update' });
    const checkbox = footer(page).getByRole('checkbox', { name: AGREE });
    const email = footer(page).getByRole('textbox', { name: 'Your e-mail address' });

    // No address: the field says so and gets focus; a malformed one is refused too.
    await button.click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Please enter your e-mail address.');
    await email.fill('asha@');
    await button.click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address, like name@example.com.');
    expect(await mailDrafts(page)).toEqual([]);
    await email.fill('asha@example.com');

    await button.click();
    const message = footer(page).getByRole('alert');
    await expect(message).toHaveText('Please agree to the terms & policies first.');
    await expect(checkbox).toBeFocused();
    await expect(checkbox).toHaveAccessibleDescription('Please agree to the terms & policies first.');
    await expect(button).toHaveAccessibleDescription('Please agree to the terms & policies first.');
    expect(await mailDrafts(page)).toEqual([]);

    await checkbox.check();
    await expect(message).toBeHidden();
    const navigation = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await button.click();
    await expect.poll(() => mailDrafts(page)).toHaveLength(1);
    const [draft] = await mailDrafts(page);
    // The browser really tried to open the draft (the mail client), with the announced address.
    expect((await navigation).url()).toBe(draft);
    expect(mailNavigations).toEqual([draft]);
    const url = new URL(draft!);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe(siteConfig.newsMailbox);
    const params = new URLSearchParams(url.search.replace(/%20/g, '+'));
    expect(params.get('subject')).toBe('Subscribe to News & Updates');
    expect(params.get('body')).toContain(`Please subscribe me to news and updates from ${siteConfig.companyName}.`);
    expect(params.get('cc')).toBe('asha@example.com');
    // The page itself stays where it was (the draft goes to the mail client), and says what happened.
    await expect(page).toHaveURL('/about');
    await expect(footer(page).getByRole('status')).toContainText(siteConfig.newsMailbox);
    await expect(footer(page)).toBeVisible();
  });

  // axe on the footer (every route, 1280 and 360 px, and its news form showing errors): a11y-sweep.spec.ts.
});
