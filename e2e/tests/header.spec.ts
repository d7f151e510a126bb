// The site header on the real stack (spec §2.2, §4, §9): top bar breakpoints, desktop dropdowns
// and nested submenus, the Initial Public Offer entries from the real admin host, the fixed bar
// after 45 px, and the 240 px drawer with its levels below 992 px. Expectations restated from the spec.
import type { Locator, Page } from '@playwright/test';
import { siteConfig } from '../../shared/src/config/site-config.ts';
import { ADMIN_HOST, expect, test } from './support/fixtures.ts';
import { VARIANT_PORTS } from './support/ports.ts';
import { PRODUCT_PATHS } from './support/product-paths.ts';
import { startVariantShell } from './support/variants.ts';

interface Offer {
  offers_Document: string;
  document_Name: string;
}

const OFFERS_ENDPOINT = '/investors/list-initial-public-offers';
const fileUrl = (path: string) => `${ADMIN_HOST}/${path.replace(/^\/+/, '')}`;
/** An offer's address: {host}/{offers_Document}, asking the admin host to name the file. */
const offerUrl = (offer: { offers_Document: string; document_Name: string }) =>
  `${fileUrl(offer.offers_Document)}?name=${encodeURIComponent(`${offer.document_Name}.pdf`)}`;

const INVESTOR_PATHS = [
  '/investors/board-of-directors',
  '/investors/committee',
  '/investors/invertors-contact',
  '/investors/financial-result',
  '/investors/share-holders-pattern',
  '/investors/policies',
  '/investors/annual-report',
  '/investors/annual-return',
  '/investors/investors-grievances',
  '/investors/press-release',
  // Regulation 46(2) pages of issue 17.
  '/investors/credit-ratings',
  '/investors/investor-meets',
  '/investors/newspaper-publications',
  '/investors/key-contacts',
  '/investors/secretarial-compliance',
  '/investors/familiarisation-programme',
  '/investors/independent-directors-terms',
  '/investors/unclaimed-dividend',
];
const ANNOUNCEMENT_PATHS = [
  '/investors/board-meeting',
  '/investors/general-meeting',
  '/investors/complainces',
  '/investors/other-announcements',
];

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
const toggle = (page: Page, name: string) => mainNav(page).getByRole('button', { name, exact: true });
/** The element a disclosure button controls. */
const controlled = (page: Page, button: Locator) =>
  button.getAttribute('aria-controls').then((id) => page.locator(`[id="${id}"]`));
const hrefs = (links: Locator) => links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
const headerBar = (page: Page) => page.locator('header [data-header-bar]');
const hamburger = (page: Page) => page.locator('header button[aria-controls="site-drawer"]');
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const focusInDrawer = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('#site-drawer')));
const drawerLevel = (page: Page) => drawer(page).getByRole('heading', { level: 2 });
/** The links of the drawer's current level (its navigation is named by the level's heading; the language switch is apart). */
const levelLinks = (page: Page) => drawer(page).locator('nav[aria-labelledby]').getByRole('link');

test.describe('top bar', () => {
  test('social links, support line with phone, and address/e-mail hidden under 1315/865 px', async ({ page }) => {
    await page.setViewportSize({ width: 1315, height: 800 });
    await page.goto('/about');
    const banner = page.getByRole('banner');
    for (const { network, url } of siteConfig.social) {
      const link = banner.getByRole('link', { name: `${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // One order of social icons everywhere (issue 18): the top bar's is the footer's.
    const socialNames = (scope: Locator) =>
      scope.getByRole('link', { name: / \(opens in a new tab\)$/ }).filter({ hasNotText: 'Feedback' }).allTextContents();
    expect(await socialNames(banner)).toEqual(await socialNames(page.getByRole('contentinfo')));
    await expect(banner.getByText('Get quick appointment and technical support')).toBeVisible();
    await expect(banner.getByRole('link', { name: siteConfig.supportPhone })).toHaveAttribute(
      'href',
      `tel:${siteConfig.supportPhone.replace(/[^\d+]/g, '')}`,
    );
    const address = banner.getByText(siteConfig.headOfficeLine);
    const email = banner.getByRole('link', { name: siteConfig.contactEmail });
    await expect(email).toHaveAttribute('href', `mailto:${siteConfig.contactEmail}`);

    await expect(address).toBeVisible();
    await page.setViewportSize({ width: 1314, height: 800 });
    await expect(address).toBeHidden();
    await expect(email).toBeVisible();
    await page.setViewportSize({ width: 865, height: 800 });
    await expect(email).toBeVisible();
    await page.setViewportSize({ width: 864, height: 800 });
    await expect(email).toBeHidden();
    await expect(banner.getByText('Get quick appointment and technical support')).toBeVisible();
  });
});

test.describe('fixed header bar', () => {
  test('is in normal flow up to 45 px of scroll and fixed beyond, without moving the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/about');
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(100);
    const position = () => headerBar(page).evaluate((bar) => getComputedStyle(bar).position);
    const mainTop = () => page.locator('main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
    const inFlowTop = await mainTop();
    expect(await position()).not.toBe('fixed');

    await page.evaluate(() => window.scrollTo(0, 45));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(45);
    // Give the scroll listener its event before asserting that nothing changed.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await position()).not.toBe('fixed');

    await page.evaluate(() => window.scrollTo(0, 46));
    await expect.poll(position).toBe('fixed');
    const box = await headerBar(page).boundingBox();
    expect(box?.y).toBe(0);
    expect(await mainTop()).toBe(inFlowTop);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(position).not.toBe('fixed');
    expect(await mainTop()).toBe(inFlowTop);
  });
});

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('main links, Get a Quote, and aria-current="page" on the active link', async ({ page }) => {
    await page.goto('/gallery');
    const nav = mainNav(page);
    const expected: Array<[string, string]> = [
      ['Home', '/'],
      ['About', '/about'],
      ['Dealer Network', '/dealer-networks'],
      ['Blog', '/blog'],
      ['Gallery', '/gallery'],
      ['Career', '/career'],
      ['Contact', '/contact'],
    ];
    for (const [name, href] of expected) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/quote');

    // Following a link moves the highlight.
    await nav.getByRole('link', { name: 'Career' }).click();
    await expect(page).toHaveURL('/career');
    await expect(nav.getByRole('link', { name: 'Career' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Gallery' })).not.toHaveAttribute('aria-current', 'page');
    // Header colour, spec §9.
    expect(await headerBar(page).evaluate((bar) => getComputedStyle(bar).backgroundColor)).toBe('rgb(0, 79, 135)');
  });

  test('Products toggles by click and keyboard, closes on Escape with focus back on its button', async ({ page }) => {
    await page.goto('/product/solvent');
    const products = toggle(page, 'Products');
    const menu = await controlled(page, products);
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    expect(await hrefs(menu.getByRole('link'))).toEqual(PRODUCT_PATHS);
    await expect(menu.getByRole('link', { name: 'Solvent Cement' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(products).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  test('one dropdown at a time; outside click and navigation close it', async ({ page }) => {
    await page.goto('/');
    const products = toggle(page, 'Products');
    const investors = toggle(page, 'Investors');
    await products.click();
    await investors.click();
    await expect(investors).toHaveAttribute('aria-expanded', 'true');
    await expect(products).toHaveAttribute('aria-expanded', 'false');

    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(investors).toHaveAttribute('aria-expanded', 'false');

    await products.click();
    await (await controlled(page, products)).getByRole('link', { name: 'Water Tanks' }).click();
    await expect(page).toHaveURL('/product/water-tanks');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main h1').first()).toBeVisible();
  });

  test('Investors lists its pages; Announcements and Initial Public Offer open one at a time', async ({ page }) => {
    await page.goto('/investors/committee');
    const investors = toggle(page, 'Investors');
    await investors.click();
    const menu = await controlled(page, investors);
    const links = await hrefs(menu.locator(':scope > li > a'));
    expect(links).toEqual(['/investors', ...INVESTOR_PATHS]);
    await expect(menu.getByRole('link', { name: 'Committees' })).toHaveAttribute('aria-current', 'page');

    const announcements = toggle(page, 'Announcements');
    const ipo = toggle(page, 'Initial Public Offer');
    const announcementsMenu = await controlled(page, announcements);
    const ipoMenu = await controlled(page, ipo);
    await expect(announcements).toHaveAttribute('aria-expanded', 'false');
    await expect(ipo).toHaveAttribute('aria-expanded', 'false');

    await announcements.click();
    await expect(announcements).toHaveAttribute('aria-expanded', 'true');
    await expect(announcementsMenu).toBeVisible();
    expect(await hrefs(announcementsMenu.getByRole('link'))).toEqual(ANNOUNCEMENT_PATHS);

    await ipo.click();
    await expect(ipo).toHaveAttribute('aria-expanded', 'true');
    await expect(ipoMenu).toBeVisible();
    await expect(announcements).toHaveAttribute('aria-expanded', 'false');
    await expect(announcementsMenu).toBeHidden();

    await announcements.click();
    await expect(announcements).toHaveAttribute('aria-expanded', 'true');
    await expect(ipo).toHaveAttribute('aria-expanded', 'false');
    await expect(ipoMenu).toBeHidden();

    // Escape closes the nested submenu first, then Investors.
    await page.keyboard.press('Escape');
    await expect(announcements).toHaveAttribute('aria-expanded', 'false');
    await expect(investors).toHaveAttribute('aria-expanded', 'true');
    await expect(announcements).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(investors).toHaveAttribute('aria-expanded', 'false');
    await expect(investors).toBeFocused();

    // A nested link navigates and closes everything.
    await investors.click();
    await announcements.click();
    await announcementsMenu.getByRole('link', { name: 'Board Meeting' }).click();
    await expect(page).toHaveURL('/investors/board-meeting');
    await expect(investors).toHaveAttribute('aria-expanded', 'false');
  });

  test('Initial Public Offer lists the admin host offers (in the page the server sends) and Material Documents', async ({ page, request }) => {
    const response = await request.get(`${ADMIN_HOST}${OFFERS_ENDPOINT}`);
    expect(response.ok()).toBe(true);
    const offers = (await response.json()) as Offer[];
    expect(offers.length, 'the seeded admin host has offer documents').toBeGreaterThan(0);

    const offerRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes(OFFERS_ENDPOINT)) offerRequests.push(req.url());
    });
    await page.goto('/about');
    const investors = toggle(page, 'Investors');
    await investors.click();
    const ipo = toggle(page, 'Initial Public Offer');
    await ipo.click();
    const ipoMenu = await controlled(page, ipo);
    const entries = ipoMenu.getByRole('link');
    await expect(entries).toHaveCount(offers.length + 1);
    for (const [index, offer] of offers.entries()) {
      const link = entries.nth(index);
      await expect(link).toHaveAttribute('href', offerUrl(offer));
      await expect(link).toHaveAttribute('download', `${offer.document_Name}.pdf`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAccessibleName(`${offer.document_Name} (PDF, opens in a new tab)`);
      await expect(link).toContainText(offer.document_Name);
    }
    // The first offer really is a PDF on the admin host, saved under the offer's name.
    const file = await request.get(offerUrl(offers[0]!));
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`${offers[0]!.document_Name}.pdf`)}`);
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const material = entries.last();
    await expect(material).toHaveText('Material Documents');
    await material.click();
    await expect(page).toHaveURL('/investors/material-documents');

    // The server rendered the header with the offers: the browser never asks for them, not even on
    // client-side navigation (the header stays mounted).
    await mainNav(page).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await page.waitForLoadState('networkidle');
    expect(offerRequests).toEqual([]);
  });

  test('with the admin host down the IPO submenu keeps Material Documents and the header works', async ({ page }) => {
    const shell = await startVariantShell({
      port: VARIANT_PORTS.shellSpare1,
      adminHost: `http://localhost:${VARIANT_PORTS.adminDead}`,
    });
    try {
      await page.goto(`http://localhost:${VARIANT_PORTS.shellSpare1}/about`);
      await toggle(page, 'Investors').click();
      const ipo = toggle(page, 'Initial Public Offer');
      await ipo.click();
      const ipoMenu = await controlled(page, ipo);
      await expect(ipoMenu.getByRole('link')).toHaveCount(1);
      await expect(ipoMenu.getByRole('link')).toHaveText('Material Documents');
      await expect(toggle(page, 'Announcements')).toBeEnabled();
    } finally {
      await shell.close();
    }
  });

  // axe with the Investors and Initial Public Offer menus open: a11y-sweep.spec.ts ('header menus open').
});

test.describe('drawer below 992 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger replaces the desktop navigation exactly below 992 px', async ({ page }) => {
    await page.goto('/about');
    await expect(hamburger(page)).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await page.setViewportSize({ width: 991, height: 740 });
    await expect(hamburger(page)).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await page.setViewportSize({ width: 992, height: 740 });
    await expect(hamburger(page)).toBeHidden();
    await expect(mainNav(page)).toBeVisible();

    // An open drawer does not outlive the small layout: widening the window closes it.
    await page.setViewportSize({ width: 800, height: 740 });
    await hamburger(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 740 });
    await expect(drawer(page)).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('opens a 240 px modal drawer on the left, focus inside, scroll locked; Escape closes it to the hamburger', async ({ page }) => {
    await page.goto('/about');
    const button = hamburger(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleName('Open menu');
    await button.click();
    const dialog = drawer(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName('Close menu');
    // Measure once the slide-in animation has finished (a transform changes the box meanwhile).
    await dialog.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(240);
    expect(box?.x).toBe(0);
    expect(box?.height).toBe(740);
    expect(await focusInDrawer(page)).toBe(true);
    // Painted on the tap's frame, made modal a frame later (useDialog's paintFirst): a real modal
    // dialog by now, in the top layer with the page behind it inert.
    expect(await dialog.evaluate((node) => node.matches(':modal') && !node.hasAttribute('data-dialog-painting'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(drawerLevel(page)).toHaveText('Menu');

    // Tab stays inside the drawer.
    const stops = await dialog.locator('a[href], button').count();
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer(page)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  for (const [path, level] of [
    ['/product/solvent', 'Products'],
    ['/investors/committee', 'Investors'],
    ['/about', 'Menu'],
  ] as const) {
    test(`opened on ${path} it starts at the ${level} level`, async ({ page }) => {
      await page.goto(path);
      await hamburger(page).click();
      await expect(drawerLevel(page)).toHaveText(level);
      if (level === 'Products') {
        expect(await hrefs(levelLinks(page))).toEqual(PRODUCT_PATHS);
        await expect(drawer(page).getByRole('link', { name: 'Solvent Cement' })).toHaveAttribute('aria-current', 'page');
      }
    });
  }

  test('levels: main → Investors → Initial Public Offer, Back one level at a time, Announcements', async ({ page, request }) => {
    const offers = (await (await request.get(`${ADMIN_HOST}${OFFERS_ENDPOINT}`)).json()) as Offer[];
    await page.goto('/about');
    await hamburger(page).click();
    const dialog = drawer(page);
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Investors menu' }).click();
    await expect(drawerLevel(page)).toHaveText('Investors');
    expect(await hrefs(levelLinks(page))).toEqual(['/investors', ...INVESTOR_PATHS]);

    await dialog.getByRole('button', { name: 'Initial Public Offer menu' }).click();
    await expect(drawerLevel(page)).toHaveText('Initial Public Offer');
    const entries = levelLinks(page);
    await expect(entries).toHaveCount(offers.length + 1);
    await expect(entries.first()).toHaveAttribute('href', offerUrl(offers[0]!));
    await expect(entries.first()).toHaveAttribute('download', `${offers[0]!.document_Name}.pdf`);
    await expect(entries.last()).toHaveAttribute('href', '/investors/material-documents');

    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(drawerLevel(page)).toHaveText('Investors');
    await dialog.getByRole('button', { name: 'Announcements menu' }).click();
    await expect(drawerLevel(page)).toHaveText('Announcements');
    expect(await hrefs(levelLinks(page))).toEqual(ANNOUNCEMENT_PATHS);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(drawerLevel(page)).toHaveText('Investors');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(drawerLevel(page)).toHaveText('Menu');
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Products menu' }).click();
    await expect(drawerLevel(page)).toHaveText('Products');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(drawerLevel(page)).toHaveText('Menu');
  });

  test('a link navigates and closes the drawer; a backdrop click closes it', async ({ page }) => {
    await page.goto('/about');
    await hamburger(page).click();
    await drawer(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(drawer(page)).toBeHidden();
    await expect(page.locator('main h1').first()).toBeVisible();

    await hamburger(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.mouse.click(330, 400); // right of the 240 px drawer: the backdrop
    await expect(drawer(page)).toBeHidden();
    await expect(hamburger(page)).toBeFocused();
  });

  // axe on every drawer level, and no sideways scroll at 360 px: a11y-sweep.spec.ts.
});
