// Content pages (mfe-content) on the real production stack and the real admin host: Home/About show
// the newest three blog posts once they have loaded, and each page's own content. Expectations are
// restated from the spec (§2.4, §2.5, §2.13, §4, §9), not imported from the remote.
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_HOST, expect, test } from './support/fixtures.ts';

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('main h1')).toHaveCount(1);
}

async function newestBlogTitles(request: APIRequestContext, count: number): Promise<string[]> {
  const response = await request.get(`${ADMIN_HOST}/blog/blog-post`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Array<{ blog_title: string }> };
  expect(body.data.length).toBeGreaterThanOrEqual(count);
  return body.data.slice(0, count).map((post) => post.blog_title);
}

// Each page's h1, status and third-party requests on load are checked on every route by the route
// sweep (a11y-sweep.spec.ts), with axe and the no-sideways-scroll check; here what is page-specific.
test.describe('home', () => {
  test('the hero picture is an eager, high-priority, sized WebP <img> that loads first', async ({ page }) => {
    await open(page, '/');
    const hero = page.locator('main img[fetchpriority="high"]');
    await expect(hero).toHaveCount(1);
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('width', '1600');
    await expect(hero).toHaveAttribute('height', '900');
    await expect(hero).toHaveAttribute('srcset', /hero-conduits-480\.[0-9a-f]+\.webp 480w/);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
  });

  test('links: Get a Quote to /quote; More About Us, Know More, More Service to /about; six products in order', async ({ page }) => {
    await open(page, '/');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Get a Quote', exact: true })).toHaveAttribute('href', '/quote');
    for (const name of ['More About Us', 'Know More', 'More Service']) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/about');
    }
    const readMore = main.getByRole('link', { name: /^Read More/ });
    await expect(readMore).toHaveCount(6);
    const hrefs = await readMore.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/product/pvc-electricals',
      '/product/pvc-water-pipes',
      '/product/green-hoses',
      '/product/pvc-electricals-fitting',
      '/product/solvent',
      '/product/water-tanks',
    ]);
    await main.getByRole('link', { name: 'Know More', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('main h1')).toHaveText('About Us');
  });

  test('sections: distributors, certification, what we are, testimonials (5 letters, 2 cards), clients, four values', async ({ page }) => {
    await open(page, '/');
    const main = page.locator('main');
    for (const name of ['Grow your business with Kallada', 'ISI marked, ISO certified', 'A Kerala manufacturer since 1994', 'What our clients say', 'Our values']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const letters = main.getByRole('region', { name: 'Letters of appreciation from our clients' });
    await expect(letters.getByRole('group')).toHaveCount(5);
    await expect(letters.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(letters.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(main.locator('section[aria-labelledby="testimonials-heading"] > .container > ul > li')).toHaveCount(2);
    const logos = main.getByRole('region', { name: 'Client logos' });
    await expect(logos.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
    expect(await logos.getByRole('group').count()).toBeGreaterThanOrEqual(5);
    for (const value of ['Trust', 'Responsibility', 'Unity', 'Excellence']) {
      await expect(main.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible();
    }
  });

  test("'Read Out Latest News' comes with the page (server-rendered from the blog data), with the newest three posts", async ({ page, request }) => {
    const titles = await newestBlogTitles(request, 3);
    const blogRequests: string[] = [];
    page.on('request', (r) => r.url() === `${ADMIN_HOST}/blog/blog-post` && blogRequests.push(r.url()));
    const response = await page.goto('/');
    // In the HTML the server sent, so the browser does not ask the admin host again.
    const html = await response!.text();
    for (const title of titles) expect(html).toContain(title);
    const news = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Read Out Latest News' }) });
    await expect(news).toBeVisible();
    await expect(news.getByRole('article')).toHaveCount(3);
    await expect(news.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(titles);
    await page.waitForLoadState('networkidle');
    expect(blogRequests).toEqual([]);
  });
});

test.describe('about', () => {
  test('story, four units, values, specialities, vision and mission, team, video facade, MD link', async ({ page }) => {
    await open(page, '/about');
    const main = page.locator('main');
    for (const unit of ['Punalur', 'Edamon', 'Shencottai', 'Kannur']) {
      await expect(main.getByRole('heading', { level: 3, name: `${unit} Plant`, exact: true })).toBeVisible();
    }
    await expect(main.getByText('Tamil Nadu 627809')).toBeVisible();
    await expect(main.getByText(/founded in 1994/)).toBeVisible();
    for (const name of ['Our values', 'Our vision', 'Our mission', 'Why builders and electricians choose us']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(main.locator('iframe')).toHaveCount(0);
    await main.getByRole('button', { name: 'Play video: Kallada Polypipes company film' }).click();
    await expect(main.locator('iframe[title="Kallada Polypipes company film"]')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await main.getByRole('link', { name: 'Read our Managing Director’s message' }).click();
    await expect(page).toHaveURL(/\/md-message$/);
    await expect(page.locator('main h1')).toHaveText('Managing Director’s Message');
    await expect(page.locator('main').getByRole('button', { name: /^Play video: / })).toBeVisible();
  });

  test('team carousel shows 1, 2 and 3 members at 800, 1100 and 1280 px and moves with previous/next; the side image pair only above 1300 px', async ({ page }) => {
    // One page, resized as a visitor's window is: the carousel follows its breakpoints live.
    await page.setViewportSize({ width: 800, height: 900 });
    await open(page, '/about');
    const team = page.getByRole('region', { name: 'Our team' });
    const visible = team.locator('[aria-roledescription="slide"]:not([inert])');
    for (const { width, perView } of [
      { width: 800, perView: 1 },
      { width: 1100, perView: 2 },
      { width: 1280, perView: 3 },
    ]) {
      await test.step(`${perView} member(s) at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await team.scrollIntoViewIfNeeded();
        await expect(visible).toHaveCount(perView);
        const before = await visible.first().getByRole('heading').textContent();
        await team.getByRole('button', { name: 'Next slide' }).click();
        await expect(visible.first().getByRole('heading')).not.toHaveText(before ?? '');
        await team.getByRole('button', { name: 'Previous slide' }).click();
        await expect(visible.first().getByRole('heading')).toHaveText(before ?? '');
      });
    }
    await test.step('the side image pair shows only on windows wider than 1300 px', async () => {
      const pair = page.locator('main [aria-hidden="true"]:has(> img)');
      await page.setViewportSize({ width: 1300, height: 900 });
      await expect(pair).toBeHidden();
      await page.setViewportSize({ width: 1301, height: 900 });
      await expect(pair).toBeVisible();
    });
  });

  test("'News & Articles' shows the newest three posts once loaded", async ({ page, request }) => {
    const titles = await newestBlogTitles(request, 3);
    await open(page, '/about');
    const news = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'News & Articles' }) });
    await expect(news.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(titles);
  });
});

test.describe('legal pages', () => {
  test('privacy covers cookies, what the forms collect and that nothing is sent to a server; terms cover licence, hyperlinking, frames, liability and Indian law', async ({ page }) => {
    await open(page, '/privacy&terms');
    const privacy = page.locator('main');
    for (const heading of ['What the forms collect', 'Cookies', 'Governing law']) {
      await expect(privacy.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
    }
    await expect(privacy).toContainText('do not send anything to our servers');
    await expect(privacy).toContainText('courts of Kerala');
    await open(page, '/terms&conditions');
    const terms = page.locator('main');
    for (const heading of ['Cookies', 'Licence to use the site', 'Linking to the site', 'Frames and iframes', 'Content on other websites', 'Privacy', 'Governing law and jurisdiction']) {
      await expect(terms.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
    }
    await expect(terms).toContainText('laws of India');
  });
});
