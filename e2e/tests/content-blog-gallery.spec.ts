// News & Blog and Gallery (mfe-content) on the real stack: every post from the real admin host,
// the blog modal's behaviour (spec §4), the gallery's 77 lazily loaded pictures (spec §2.13, §9).
import { ADMIN_HOST, expect, test } from './support/fixtures.ts';

interface Post {
  blog_title: string;
  image: string;
  editor: { email: string; name?: string };
}

test.describe('blog', () => {
  test('lists every post with image, date, title and author, plus video, article and three brochures', async ({ page, request }) => {
    const posts = ((await (await request.get(`${ADMIN_HOST}/blog/blog-post`)).json()) as { data: Post[] }).data;
    expect(posts.length).toBeGreaterThan(3);
    await page.goto('/blog');
    const list = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'News and articles' }) });
    const cards = list.getByRole('article');
    await expect(cards).toHaveCount(posts.length);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(posts.map((p) => p.blog_title));
    const first = cards.first();
    await expect(first.locator('img').first()).toHaveAttribute('src', `${ADMIN_HOST}/${posts[0]!.image.replace(/^\/+/, '')}`);
    // The first row is in the first screen: its covers load at once, the first (the page's largest
    // picture) with high priority; the rest wait until scrolled to.
    await expect(first.locator('img').first()).toHaveAttribute('loading', 'eager');
    await expect(first.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(cards.nth(1).locator('img').first()).not.toHaveAttribute('fetchpriority', 'high');
    await expect(cards.last().locator('img').first()).toHaveAttribute('loading', 'lazy');
    await expect(first.locator('time')).toHaveText(/\d{1,2} [A-Z][a-z]+ \d{4}/);
    await expect(first).toContainText(posts[0]!.editor.name ?? posts[0]!.editor.email);
    await expect(first.locator('img').first()).toHaveJSProperty('complete', true);

    const main = page.locator('main');
    await expect(main.getByRole('button', { name: /^Play video: / })).toBeVisible();
    await expect(main.locator('iframe')).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 2, name: /guide to pipes and conduits/ })).toBeVisible();
    expect(await main.locator('article').last().locator('p').count()).toBeGreaterThan(10);
    const brochures = main.getByRole('link', { name: /brochure/ });
    await expect(brochures).toHaveText([/Electrical brochure/, /Corporate brochure/, /Water Pipes brochure/]);
    for (const link of await brochures.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  test("'read me' opens one modal with the whole post; Escape closes it and focus returns", async ({ page, request }) => {
    const posts = ((await (await request.get(`${ADMIN_HOST}/blog/blog-post`)).json()) as { data: Post[] }).data;
    await page.goto('/blog');
    const second = page.locator('main').getByRole('article').nth(1);
    const readMe = second.getByRole('button', { name: /^Read me/ });
    await readMe.click();
    const dialog = page.getByRole('dialog', { name: posts[1]!.blog_title });
    await expect(dialog).toBeVisible();
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    await expect(dialog.locator('p, li').first()).toBeVisible();
    // The post's HTML is rendered (sanitised): real elements, no scripts.
    expect(await dialog.locator('p, ul, ol, h3').count()).toBeGreaterThan(1);
    await expect(dialog.locator('script, iframe, [onerror], [onclick]')).toHaveCount(0);
    // Page scroll is locked while it is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // Focus stays inside: Tab from the last control wraps to the first.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(readMe).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // The close button closes it too.
    await page.locator('main').getByRole('article').first().getByRole('button', { name: /^Read me/ }).click();
    await expect(page.getByRole('dialog', { name: posts[0]!.blog_title })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });

  test('the blog video loads from YouTube only after its play button is pressed', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (r) => {
      if (/youtube/.test(r.url())) youtube.push(r.url());
    });
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    expect(youtube).toEqual([]);
    const play = page.getByRole('button', { name: /^Play video: / });
    await play.click();
    const frame = page.locator('main iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/.*autoplay=1/);
    await expect(frame).toHaveAttribute('title', /quality laboratory/);
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
  });
});

const GALLERY_IMAGE = /\/static\/media\/gen\/gallery-\d+-\d+\.[0-9a-f]+\.webp$/;

test.describe('gallery', () => {
  test('77 pictures, loaded lazily: far fewer than 77 requests before scrolling, all after', async ({ page }) => {
    const requested = new Set<string>();
    page.on('request', (r) => {
      if (GALLERY_IMAGE.test(r.url())) requested.add(r.url());
    });
    await page.goto('/gallery');
    const tiles = page.locator('main').getByRole('button', { name: /^View larger: / });
    await expect(tiles).toHaveCount(77);
    // The tiles near the first screen ask for their pictures once the remote has rendered (the
    // page's network may have gone idle before that, so wait for them, not for idleness).
    const shown = page.locator('main ul img');
    await expect.poll(() => requested.size).toBeGreaterThan(0);
    await expect
      .poll(async () => (await shown.count()) === requested.size && (await shown.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete))))
      .toBe(true);
    const before = requested.size;
    expect(before).toBeLessThan(77);
    // Placeholders hold 200 px (a 2 x 2 feature tile fills its two rows), so scrolling reveals
    // tiles without any shift.
    const heights = await tiles.evaluateAll((els) =>
      els.map((el) => ({ tile: Math.round(el.getBoundingClientRect().height), cell: Math.round(el.closest('li')!.getBoundingClientRect().height) })),
    );
    for (const { tile, cell } of heights) expect(tile === 200 || (cell > 400 && tile > 400), `tile ${tile} px in a ${cell} px cell`).toBe(true);
    expect(heights.filter(({ tile }) => tile === 200).length).toBeGreaterThanOrEqual(75);
    // Grouped into albums, every picture captioned.
    await expect(page.locator('main section[id^="album-"] h2')).toHaveCount(7);
    await expect(page.locator('main figcaption')).toHaveCount(77);
    await expect(shown).toHaveCount(before);
    for (let i = 0; i < 30; i += 1) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('main ul img')).toHaveCount(77);
    await expect.poll(() => requested.size, { timeout: 15_000 }).toBe(77);
    const alts = await page.locator('main ul img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
    expect(new Set(alts).size).toBe(77);
  });

  test('a picture opens large with previous/next, arrow keys and Escape', async ({ page }) => {
    await page.goto('/gallery');
    const tiles = page.locator('main').getByRole('button', { name: /^View larger: / });
    const thirdAlt = ((await tiles.nth(2).getAttribute('aria-label')) ?? '').replace('View larger: ', '');
    await tiles.nth(2).click();
    const dialog = page.getByRole('dialog', { name: 'Photo 3 of 77' });
    await expect(dialog).toBeVisible();
    const large = dialog.getByRole('img');
    await expect(large).toHaveAttribute('alt', thirdAlt);
    await expect(large).toHaveAttribute('srcset', /gallery-03-1200\.[0-9a-f]+\.webp 1200w/);
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await dialog.getByRole('button', { name: /Next/ }).click();
    await expect(page.getByRole('dialog', { name: 'Photo 4 of 77' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Photo 5 of 77' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Photo 3 of 77' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: /Previous/ }).click();
    await expect(page.getByRole('dialog', { name: 'Photo 2 of 77' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(tiles.nth(2)).toBeFocused();
  });
});
