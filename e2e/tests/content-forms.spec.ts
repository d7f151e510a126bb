// Careers, Quote and Contact (mfe-content) on the real stack: mail drafts (spec §5) read from the
// 'site:maildraft' announcement, the resume size rule, and the enquiry iframe's resize messages
// (spec §7, §9). Openings come from the real admin host.
import type { Page } from '@playwright/test';
import { siteConfig } from '../../shared/src/config/site-config.ts';
import { ADMIN_HOST, expect, test, armMailDraft } from './support/fixtures.ts';

interface Opening {
  job_Roll: string;
  position: string;
  job_Location: string;
  education: string;
  experience: string;
}


/** Counts drafts opened from now on (for asserting that none was). */
async function countDrafts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __drafts: number };
    w.__drafts = 0;
    addEventListener('site:maildraft', () => (w.__drafts += 1));
  });
  return () => page.evaluate(() => (window as unknown as { __drafts: number }).__drafts);
}

function decode(mailto: string) {
  const url = new URL(mailto);
  expect(url.protocol).toBe('mailto:');
  const params = new URLSearchParams(url.search.replace(/\+/g, '%2B'));
  return { to: decodeURIComponent(url.pathname), cc: params.get('cc'), subject: params.get('subject'), body: params.get('body') ?? '' };
}

test.describe('careers', () => {
  test('every opening from the admin host has Apply now with the application mail draft', async ({ page, request }) => {
    const openings = (await (await request.get(`${ADMIN_HOST}/investors/list-career-opening`)).json()) as Opening[];
    expect(openings.length).toBeGreaterThan(0);
    await page.goto('/career');
    const cards = page.locator('main').getByRole('article');
    await expect(cards).toHaveCount(openings.length);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(openings.map((o) => o.job_Roll));

    const opening = openings[0]!;
    const draft = await armMailDraft(page);
    await cards.first().getByRole('link', { name: /^Apply now/ }).click();
    const mail = decode(await draft());
    expect(mail.to).toBe(siteConfig.sharedMailbox);
    expect(mail.subject).toBe(`Application for ${opening.job_Roll} position`);
    expect(mail.body).toContain(
      [
        `Job Role: ${opening.job_Roll}`,
        `Position: ${opening.position}`,
        `Location: ${opening.job_Location}`,
        `Education: ${opening.education}`,
        `Experience: ${opening.experience}`,
      ].join('\r\n'),
    );
  });

  test("a 6 MB resume gives 'File size exceeds 5MB.' and no mail draft", async ({ page }) => {
    await page.goto('/career');
    const drafts = await countDrafts(page);
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Apply to join us' }) });
    await form.getByLabel('Name').fill('Rahul Das');
    await form.getByLabel('Email').fill('rahul@example.com');
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByLabel('Resume').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 0x20) });
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByText('File size exceeds 5MB.')).toBeVisible();
    await expect(form.getByLabel('Resume')).toHaveAttribute('aria-invalid', 'true');
    expect(await drafts()).toBe(0);
  });

  test('empty submit shows the spec messages; a valid one opens the Contact Form Submission draft', async ({ page }) => {
    await page.goto('/career');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Apply to join us' }) });
    await form.getByRole('button', { name: 'Send application' }).click();
    for (const message of ['Name is required', 'Email is required', 'Phone number is required', 'Please select a resume.']) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel('Name')).toBeFocused();
    await form.getByLabel('Position applied for').fill('Quality Control Chemist');
    await form.getByLabel('Experience').fill('3 years');
    await form.getByLabel('Name').fill('Rahul Das');
    await expect(form.getByText('Name is required')).toHaveCount(0);
    await form.getByLabel('Email').fill('rahul@example.com');
    await form.getByLabel('Phone').fill('98765 4321');
    await form.getByLabel('Resume').setInputFiles({ name: 'Rahul-CV.txt', mimeType: 'text/plain', buffer: Buffer.from('My CV') });
    await form.getByLabel('Message').fill('Available from June.');
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByText('Invalid phone number (10 digits required)')).toBeVisible();
    await form.getByLabel('Phone').fill('9876543210');
    const draft = await armMailDraft(page);
    await form.getByRole('button', { name: 'Send application' }).click();
    const mail = decode(await draft());
    expect(mail.to).toBe(siteConfig.sharedMailbox);
    expect(mail.cc).toBe('rahul@example.com');
    expect(mail.subject).toBe('Contact Form Submission');
    expect(mail.body).toBe(
      [
        'Name: Rahul Das',
        'Email: rahul@example.com',
        'Phone: 9876543210',
        'Position: Quality Control Chemist',
        'Experience: 3 years',
        'Message: Available from June.',
        '',
        'Resume: please attach your resume (Rahul-CV.txt) to this e-mail before sending it.',
      ].join('\r\n'),
    );
  });
});

test.describe('quote', () => {
  test('shows the spec messages, clears them per field, and opens the mail draft when valid', async ({ page }) => {
    await page.goto('/quote');
    const drafts = await countDrafts(page);
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Request a quotation' }) });
    await expect(form.getByLabel('Message')).toHaveAttribute('placeholder', 'Message*');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Phone number is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await form.getByLabel('Email').fill('asha@example.com');
    await expect(form.getByText('Email is required')).toHaveCount(0);
    await expect(form.getByText('Name is required')).toBeVisible();
    await form.getByLabel('Name').fill('Asha Nair');
    await form.getByLabel('Phone').fill('944701234');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByText('Invalid phone number (10 digits required)')).toBeVisible();
    await expect(form.getByLabel('Phone')).toBeFocused();
    expect(await drafts()).toBe(0);

    await form.getByLabel('Phone').fill(' 9447012345 ');
    await form.getByLabel('Message').fill('500 m of 20 mm MMS conduit & 40 bends, Kottarakkara.');
    const draft = await armMailDraft(page);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const mail = decode(await draft());
    expect(mail.to).toBe(siteConfig.sharedMailbox);
    expect(mail.cc).toBe('asha@example.com');
    expect(mail.subject).toBe('Contact Form Submission');
    expect(mail.body).toBe('Name: Asha Nair\r\nEmail: asha@example.com\r\nPhone: 9447012345\r\nMessage: 500 m of 20 mm MMS conduit & 40 bends, Kottarakkara.');
    await expect(form.getByRole('status')).toContainText('e-mail program should now open');
  });

  test('four brochures download as PDFs; the distributor video is a click-to-load facade', async ({ page, request }) => {
    await page.goto('/quote');
    const main = page.locator('main');
    const brochures = main.getByRole('link', { name: /brochure/ });
    await expect(brochures).toHaveText([/Electrical/, /Corporate/, /Water Pipes/, /Malayalam/]);
    for (const link of await brochures.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
    }
    await expect(main.locator('iframe')).toHaveCount(0);
    await main.getByRole('button', { name: 'Play video: Become a Kallada Polypipes distributor' }).click();
    await expect(main.locator('iframe')).toHaveAttribute('src', new RegExp(`^${siteConfig.videos.distributor}`));
    await expect(main.getByText(siteConfig.mobile)).toBeVisible();
  });
});

test.describe('contact', () => {
  // The admin host's sample enquiry form, the default of the run-time setting.
  const enquiryUrl = `${ADMIN_HOST}/enquiry-form/`;
  const enquiryOrigin = new URL(enquiryUrl).origin;

  test('the enquiry form is a real page that reports its height (id|height), + 15 px, only from its own origin', async ({ page }) => {
    await page.goto('/contact');
    const frame = page.locator('main iframe[title="Enquiry form"]');
    await expect(frame).toHaveAttribute('src', enquiryUrl);
    const form = page.frameLocator('main iframe[title="Enquiry form"]');
    await expect(form.getByRole('heading', { level: 1, name: 'Send us an enquiry' })).toBeAttached();
    await expect(form.getByLabel('Name')).toBeVisible();
    // The form's own report: its content height + 15, so the frame never scrolls. Both are read
    // again until they agree: the form may still be laying out when its first field shows.
    const contentHeight = () => form.locator('body').evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
    await expect.poll(async () => Number(await frame.getAttribute('height')) - (await contentHeight())).toBe(15);
    const reported = await frame.getAttribute('height');
    // It reports once more only if its content changes: the frame does not keep growing.
    await page.waitForTimeout(1000);
    await expect(frame).toHaveAttribute('height', reported!);

    // A real postMessage from the page's own origin: not the form, ignored.
    await page.evaluate(() => window.postMessage('x|700', '*'));
    await page.waitForTimeout(200);
    await expect(frame).toHaveAttribute('height', reported!);
    // Another origin, and malformed data from the right origin: ignored.
    await page.evaluate(() => window.dispatchEvent(new MessageEvent('message', { data: 'x|700', origin: 'https://evil.example' })));
    await page.evaluate((origin) => window.dispatchEvent(new MessageEvent('message', { data: '700', origin })), enquiryOrigin);
    await expect(frame).toHaveAttribute('height', reported!);

    // From the enquiry form's origin: height + 15.
    await page.evaluate((origin) => window.dispatchEvent(new MessageEvent('message', { data: 'x|700', origin })), enquiryOrigin);
    await expect(frame).toHaveAttribute('height', '715');
    expect(await frame.evaluate((el) => getComputedStyle(el).height)).toBe('715px');
    await expect(page.getByTestId('enquiry-fallback')).toHaveCount(0);
  });

  test("the framed form checks the spec's rules and turns a valid enquiry into a mail draft", async ({ page }) => {
    await page.goto('/contact');
    const form = page.frameLocator('main iframe[title="Enquiry form"]');
    await form.getByRole('button', { name: 'Prepare my e-mail' }).click();
    for (const message of ['Name is required', 'Email is required', 'Phone number is required']) await expect(form.getByText(message)).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Name').fill('Anil Kumar');
    await form.getByLabel('Email').fill('anil@example.com');
    await form.getByLabel('Phone').fill('12345');
    await form.getByRole('button', { name: 'Prepare my e-mail' }).click();
    await expect(form.getByText('Invalid phone number (10 digits required)')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Anil Kumar');
    await form.getByLabel('Phone').fill('9846000108');
    await form.getByLabel('Message').fill('Need 200 conduits');
    await form.getByRole('button', { name: 'Prepare my e-mail' }).click();
    const draft = form.getByRole('link', { name: 'Open the e-mail draft' });
    const href = (await draft.getAttribute('href'))!;
    const url = new URL(href);
    expect(decodeURIComponent(url.pathname)).toBe(siteConfig.sharedMailbox);
    expect(url.searchParams.get('cc')).toBe('anil@example.com');
    expect(url.searchParams.get('subject')).toBe('Contact Form Submission');
    expect(url.searchParams.get('body')).toBe('Name: Anil Kumar\r\nEmail: anil@example.com\r\nPhone: 9846000108\r\nMessage: Need 200 conduits');
  });

  test('when the enquiry form cannot load, the page offers our e-mail, phone and a mail-draft form', async ({ page }) => {
    await page.route(`${enquiryOrigin}/enquiry-form/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    const fallback = page.getByTestId('enquiry-fallback');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('main iframe[title="Enquiry form"]')).toHaveCount(0);
    await expect(fallback.getByRole('link', { name: siteConfig.contactEmail })).toHaveAttribute('href', `mailto:${siteConfig.contactEmail}`);
    await expect(fallback.getByRole('link', { name: siteConfig.mobile })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await fallback.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(fallback.getByText('Name is required')).toBeVisible();
  });

  test('contact details, social links, head office and four plants, and the map only on click', async ({ page }) => {
    const maps: string[] = [];
    page.on('request', (r) => {
      if (/google\./.test(r.url())) maps.push(r.url());
    });
    await page.goto('/contact');
    const main = page.locator('main');
    for (const text of [siteConfig.mobile, siteConfig.landline, siteConfig.contactEmail, siteConfig.location, siteConfig.corporateOffice.lines[0]!]) {
      await expect(main.getByText(text).first()).toBeVisible();
    }
    for (const network of ['Facebook', 'YouTube', 'Instagram', 'Twitter', 'LinkedIn']) {
      const link = main.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('href', siteConfig.social.find((s) => s.network === network)!.url);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(['Head Office', ...siteConfig.plants.map((p) => p.label)]);
    // Not networkidle: the third-party enquiry form may keep the network busy from the test machine.
    await page.waitForLoadState('domcontentloaded');
    await page.waitForTimeout(500);
    expect(maps).toEqual([]);
    await expect(main.locator('iframe')).toHaveCount(1);
    await main.getByRole('button', { name: /^Show map: / }).click();
    await expect(main.locator('iframe')).toHaveCount(2);
    await expect(main.locator(`iframe[src="${siteConfig.mapEmbedUrl}"]`)).toHaveAttribute('title', /Head Office/);
    await expect.poll(() => maps.length).toBeGreaterThan(0);
  });
});
