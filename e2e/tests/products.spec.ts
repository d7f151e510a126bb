import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The eight product screens (mfe-products) on the real production stack.
const PAGES = [
  { path: '/product', h1: 'Rigid PVC Electrical Conduits', key: 'ISI conduits to IS 9537 (Part 3): sizes and packing per bundle' },
  { path: '/product/pvc-electricals', h1: 'Rigid PVC Electrical Conduits', key: 'Technical specification of ISI conduits (all figures in mm)' },
  { path: '/product/pvc-electricals-fitting', h1: 'Electrical Fittings', key: 'Bends: size and standard pack' },
  { path: '/product/pvc-water-pipes', h1: 'uPVC Water Pipes', key: 'Printing colour by pipe class' },
  { path: '/product/pvc-water-pipes-fitting', h1: 'Water Pipe Fittings', key: 'Reducer: size and standard pack' },
  { path: '/product/flexible-hoses', h1: 'Flexible Conduits', key: null },
  { path: '/product/solvent', h1: 'Solvent Cement', key: null },
  { path: '/product/green-hoses', h1: 'Garden and Suction Hoses', key: 'Hose sizes and coil lengths' },
  { path: '/product/water-tanks', h1: 'Water Tanks', key: null },
] as const;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('main h1')).toHaveCount(1);
}

// axe (WCAG 2.2 A/AA) and the no-sideways-scroll check of every product page at 1280 and 360 px are
// in the route sweep (a11y-sweep.spec.ts); here the pages' own content, one page load each, in one
// browser context.
test.describe('product pages', () => {
  test('each product page renders its key content', async ({ page }) => {
    for (const { path, h1, key } of PAGES) {
      await test.step(path, async () => {
        await open(page, path);
        await expect(page.locator('main h1')).toHaveText(h1);
        await expect(page.getByRole('heading', { level: 2, name: 'Features' }).or(page.getByRole('heading', { level: 2, name: /^About/ })).first()).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: /^Quality/ })).toBeVisible();
        const quote = page.locator('main').getByRole('link', { name: 'Get a quote' });
        await expect(quote).toHaveAttribute('href', '/quote');
        if (key) await expect(page.getByRole('table', { name: key, exact: true })).toBeVisible();
      });
    }
  });

  test('the conduit page shows the §9 packs and the 13 quality tests', async ({ page }) => {
    await open(page, '/product/pvc-electricals');
    const isi = page.getByRole('table', { name: /ISI conduits to IS 9537/ });
    await expect(isi.locator('tbody tr')).toHaveCount(7);
    await expect(isi.locator('tbody tr').last()).toHaveText(/63 mm\s*Light \(LMS\)\s*30\s*10/);
    await expect(page.getByRole('table', { name: /Non-ISI conduits/ }).locator('tbody tr')).toHaveText([/19 mm\s*Medium \(MMS\), Heavy \(HMS\)\s*300\s*100/]);
    await expect(page.getByRole('region', { name: /Quality tests/ }).getByRole('listitem')).toHaveCount(13);
  });
});

test.describe('brochures', () => {
  test('every brochure link on the product pages returns a real PDF as an attachment', async ({ page, request }) => {
    const hrefs = new Set<string>();
    for (const path of ['/product/pvc-electricals', '/product/pvc-electricals-fitting', '/product/pvc-water-pipes', '/product/pvc-water-pipes-fitting']) {
      await open(page, path);
      const links = page.locator('main a[href$=".pdf"]');
      await expect(links.first()).toBeVisible();
      for (const link of await links.all()) {
        await expect(link).toHaveText(/PDF/);
        await expect(link).toHaveAttribute('download', /\.pdf$/);
        hrefs.add((await link.getAttribute('href'))!);
      }
    }
    const names = [...hrefs].map((href) => new URL(href).pathname.split('/').pop()).sort();
    expect(names).toEqual(['Corporate-Brochure.pdf', 'Electrical-Brochure.pdf', 'Malayalam-Brochure.pdf', 'Water-Pipes-Brochure.pdf']);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      const fileName = new URL(href).pathname.split('/').pop()!;
      expect(response.headers()['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      const body = await response.body();
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(body.length).toBeGreaterThan(10_000);
    }
  });
});

test.describe('table filters', () => {
  test('conduit tables filter by size and class and announce the result', async ({ page }) => {
    await open(page, '/product/pvc-electricals');
    const status = page.getByRole('status').filter({ hasText: 'Showing' });
    await expect(status).toHaveText('Showing 7 of 7 ISI sizes, 1 of 1 non-ISI sizes and 19 of 19 specification rows.');
    await page.getByRole('combobox', { name: 'Size' }).selectOption('63');
    const isi = page.getByRole('table', { name: /ISI conduits to IS 9537/ });
    await expect(isi.locator('tbody tr')).toHaveCount(1);
    await expect(isi.locator('tbody th')).toHaveText('63 mm');
    await page.getByRole('combobox', { name: 'Class' }).selectOption('heavy');
    await expect(isi.locator('tbody')).toHaveText('No size matches the filter.');
    await expect(status).toHaveText('Showing 0 of 7 ISI sizes, 0 of 1 non-ISI sizes and 0 of 19 specification rows.');
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(isi.locator('tbody tr')).toHaveCount(7);
  });

  test('water pipes: spec §9 sizes and classes, no dimension figure the spec does not give', async ({ page }) => {
    await open(page, '/product/pvc-water-pipes');
    const section = page.getByRole('region', { name: 'Sizes and dimensions (IS 4985)' });
    await expect(section).toContainText('Nominal sizes (outside diameter): 20, 25, 32, 40, 50, 63, 75, 90, 110, 125, 140, 160, 180 and 200 mm.');
    await expect(section).toContainText('Pressure classes: 2.5, 4, 6, 8, 10 and 12.5 kg/cm²');
    await expect(page.getByRole('table')).toHaveCount(1); // spec §3's printing colours only
  });
});

test.describe('carousels', () => {
  /** aria-label of the first slide in view (slides out of view are inert). */
  const firstVisibleSlide = (page: Page, carousel: string) =>
    page
      .getByRole('region', { name: carousel })
      .locator('[aria-roledescription="slide"]:not([inert])')
      .first()
      .getAttribute('aria-label');

  test('approvals carousel: next, previous and pause work from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/product/pvc-electricals');
    const carousel = page.getByRole('region', { name: 'Approval badges' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(8);
    // 5 in view from 992 px (spec §9).
    await expect(carousel.locator('[aria-roledescription="slide"]:not([inert])')).toHaveCount(5);

    const pause = carousel.getByRole('button', { name: 'Stop automatic slide show' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeFocused();

    const before = await firstVisibleSlide(page, 'Approval badges');
    await page.keyboard.press('Tab'); // previous
    await page.keyboard.press('Tab'); // next
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => firstVisibleSlide(page, 'Approval badges')).not.toBe(before);
    const after = await firstVisibleSlide(page, 'Approval badges');
    expect(Number(after!.split(' ')[0])).toBe((Number(before!.split(' ')[0]) % 8) + 1);

    await page.keyboard.press('Shift+Tab');
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => firstVisibleSlide(page, 'Approval badges')).toBe(before);

    // Paused by the button: once focus leaves, the slides container stays a polite live region.
    await page.locator('main h1').click();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  test('shows 3 approval slides under 992 px and 1 under 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await open(page, '/product/pvc-electricals');
    const slides = page.getByRole('region', { name: 'Approval badges' }).locator('[aria-roledescription="slide"]:not([inert])');
    await expect(slides).toHaveCount(3);
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(slides).toHaveCount(1);
  });

  test('no autoplay and no pause button when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/product/pvc-electricals');
    const carousel = page.getByRole('region', { name: 'Approval badges' });
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});
