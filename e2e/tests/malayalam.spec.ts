// The site in Malayalam (issue 31), what the route sweep does not already check for every /ml route
// (status, lang, hreflang, mostly Malayalam text, axe, console): the language switch keeps page and
// query both ways, links stay in Malayalam, a dealer search and the quote form speak Malayalam, and
// English pages load no Malayalam font. Steps in few page loads (CI time).
import { armMailDraft, expect, test } from './support/fixtures.ts';
import { openScreen, navigateWithin } from './support/a11y.ts';

test.describe.configure({ timeout: 90_000 });

test('the language switch keeps the page and its query, both ways, on five pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const switchTo = (name: 'English' | 'മലയാളം') => page.getByRole('banner').getByRole('navigation', { name: /^(Language|ഭാഷ)$/ }).getByRole('link', { name });
  for (const path of ['/', '/about', '/product/pvc-electricals', '/dealer-networks', '/investors/annual-report?year=2024-25']) {
    await openScreen(page, path);
    await expect(switchTo('മലയാളം')).toHaveAttribute('lang', 'ml');
    await expect(switchTo('English')).toHaveAttribute('aria-current', 'true');
    await switchTo('മലയാളം').click();
    await expect(page).toHaveURL(new RegExp(`/ml${path === '/' ? '/' : path.replace('?', '\\?')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    await expect(switchTo('മലയാളം')).toHaveAttribute('aria-current', 'true');
    // Links inside a Malayalam page stay Malayalam: the header's, the footer's and the screen's.
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    // (The switch's English link is the one way out.)
    const out = hrefs.filter((href) => !href.startsWith('/ml') && !href.startsWith('/static/'));
    expect(out.filter((href) => href !== path), `${path}: links out of Malayalam`).toEqual([]);
    await switchTo('English').click();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path.replace('?', '\\?')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  }
});

test('the drawer offers the switch at 360 px, and English pages load no Malayalam font', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('noto-sans-malayalam')) fonts.push(request.url());
  });
  await openScreen(page, '/contact');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts, 'Malayalam font requests on an English page').toEqual([]);
  await page.locator('header button[aria-controls="site-drawer"]').click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'മലയാളം' }).click();
  await expect(page).toHaveURL(/\/ml\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length, 'the Malayalam page preloads its font').toBeGreaterThan(0);
  await page.locator('header button[aria-controls="site-drawer"]').click();
  await expect(page.getByRole('dialog', { name: 'മെനു' }).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/contact');
});

test('at desktop widths the Malayalam header keeps its drawer: nothing in the bar overlaps', async ({ page }) => {
  for (const width of [1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await openScreen(page, '/ml/contact');
    const bar = page.locator('header [data-header-bar]');
    await expect(bar.getByRole('navigation', { name: 'പ്രധാന മെനു' })).toBeHidden();
    const boxes = await bar.locator('a, button').evaluateAll((nodes) =>
      nodes
        .map((node) => ({ name: node.textContent?.trim() || node.getAttribute('aria-label') || '', box: node.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0)
        .map(({ name, box }) => ({ name, left: box.left, right: box.right, top: box.top, bottom: box.bottom })),
    );
    expect(boxes.length, `${width} px: logo, quote link and menu button`).toBe(3);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap, `${width} px: '${a.name}' and '${b.name}' overlap`).toBe(false);
      }
    }
    await bar.locator('button[aria-controls="site-drawer"]').click();
    await expect(page.getByRole('dialog', { name: 'മെനു' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

test('a dealer search and the quote form in Malayalam', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openScreen(page, '/ml/dealer-networks');
  const search = page.getByRole('search', { name: 'ഡീലറെയോ ഡിസ്ട്രിബ്യൂട്ടറെയോ കണ്ടെത്തുക' });
  await expect(page.getByText('സ്ഥലം തിരയുക')).toBeVisible();
  await search.getByLabel('സംസ്ഥാനം', { exact: true }).selectOption({ label: 'Kerala' });
  await expect(search.getByLabel('ജില്ല', { exact: true }).locator('option', { hasText: 'Kollam' })).toHaveCount(1);
  await search.getByLabel('ജില്ല', { exact: true }).selectOption({ label: 'Kollam' });
  await search.getByRole('button', { name: 'തിരയുക' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\d+ ഡീലർ(മാരെ|റെ) കണ്ടെത്തി/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'കണ്ടെത്തിയ ഡീലർമാർ' }).getByRole('button', { name: /^സ്ഥലം കാണുക: / }).first()).toBeVisible();

  await navigateWithin(page, '/ml/quote');
  const form = page.locator('main form').filter({ has: page.getByRole('button', { name: 'അന്വേഷണം അയയ്ക്കുക' }) });
  await form.getByRole('button', { name: 'അന്വേഷണം അയയ്ക്കുക' }).click();
  await expect(form.getByText('പേര് നൽകണം')).toBeVisible();
  await expect(form.getByText('ഇമെയിൽ വിലാസം നൽകണം')).toBeVisible();
  await expect(form.getByText('ഫോൺ നമ്പർ നൽകണം')).toBeVisible();
  await form.getByLabel('ഫോൺ').fill('12345');
  await form.getByRole('button', { name: 'അന്വേഷണം അയയ്ക്കുക' }).click();
  await expect(form.getByText('ഫോൺ നമ്പർ ശരിയല്ല (10 അക്കങ്ങൾ വേണം)')).toBeVisible();
  // A valid enquiry: the mail draft is written in Malayalam, with the same fields.
  await form.getByLabel('പേര്').fill('അനു');
  await form.getByLabel('ഇമെയിൽ').fill('anu@example.com');
  await form.getByLabel('ഫോൺ').fill('9447012345');
  const draft = await armMailDraft(page);
  await form.getByRole('button', { name: 'അന്വേഷണം അയയ്ക്കുക' }).click();
  const mail = new URL(await draft());
  const params = new URLSearchParams(mail.search.replace(/%20/g, '+'));
  expect(params.get('subject')).toBe('കോൺടാക്റ്റ് ഫോം വഴിയുള്ള സന്ദേശം');
  expect(params.get('body')).toContain('പേര്: അനു');
  expect(params.get('body')).toContain('ഫോൺ: 9447012345');
});
