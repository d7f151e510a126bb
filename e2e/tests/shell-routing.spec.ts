import { routeTable } from '../../shell/src/routes/route-table.ts';
import { LOCALES, pathInLocale } from '../../shared/src/i18n/locales.ts';
import { pageMeta } from '../../shell/src/seo/page-meta.ts';
import { ADMIN_API_PATHS } from '../../shared/src/contract/admin-api.ts';
import { REMOTE_MAP_SNAPSHOT_ID } from '../../shell/src/remotes/remote-map-snapshot.ts';
import { ADMIN_HOST, expect, installReactCounter, reactRendererCount, test } from './support/fixtures.ts';
import { VARIANT_PORTS } from './support/ports.ts';
import { startVariantShell } from './support/variants.ts';

// Every route as a deep link (status, h1, header and footer, title, canonical, description, Open
// Graph, JSON-LD) is checked by the route sweep, a11y-sweep.spec.ts, in the same page loads as axe.
test.describe('routing', () => {
  test('the shell serves robots.txt and a sitemap of every routed screen', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    // Not listed: the Coming Soon placeholder and the investor search (a results page, not content to index).
    const unlisted = new Set(['/investors/no-data', '/investors/search']);
    // Both languages (issue 31): each listed route in English and under /ml.
    const listed = routeTable.filter((r) => !unlisted.has(r.path));
    const canonicals = [...new Set(listed.flatMap((r) => LOCALES.map((locale) => pageMeta(pathInLocale(r.path, locale)).canonical!)))];
    expect(locs.sort()).toEqual(canonicals.sort());
  });

  test('an unknown path answers 404 and shows a way home inside the layout', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('/product and /product/pvc-electricals render the same screen', async ({ page }) => {
    await page.goto('/product');
    const heading = await page.locator('main h1').first().textContent();
    await page.goto('/product/pvc-electricals');
    await expect(page.locator('main h1').first()).toHaveText(heading ?? '');
  });

  test('client-side navigation scrolls to the top and keeps one React on the page', async ({ page }) => {
    await installReactCounter(page);
    await page.goto('/about');
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('footer').getByRole('link', { name: /investors/i }).first().click();
    await expect(page).toHaveURL(/\/investors$/);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const path of ['/product/solvent', '/dealer-networks', '/blog']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(await reactRendererCount(page)).toBe(1);
    }
  });
});

test.describe('data before render (issue 32)', () => {
  // The remote's screens.ts declares what each screen reads from the admin host; the page server
  // fetches it before rendering, and client-side navigation asks for it with the screen's chunk
  // instead of after the screen has rendered. Held chunks make the order visible: the data must be
  // asked for while the screen's code is still on its way, and only once.
  test("client-side navigation asks for the screen's declared admin data while its chunk loads, and only once", async ({ page, request }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    const map = await page.evaluate((id) => JSON.parse(document.getElementById(id)?.textContent ?? '{}') as Record<string, string>, REMOTE_MAP_SNAPSHOT_ID);
    const manifest = map.mfe_investors!;
    const assets = (await (await request.get(new URL('screen-assets.json', manifest).href)).json()) as { screens: Record<string, string[]> };
    const chunks = new Set(assets.screens['/investors/committee']!.filter((file) => file.endsWith('.js')).map((file) => new URL(file, manifest).href));
    expect(chunks.size).toBeGreaterThan(0);

    const dataUrl = `${ADMIN_HOST}${ADMIN_API_PATHS.committees}`;
    const dataRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url() === dataUrl) dataRequests.push(r.url());
    });
    const held: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => chunks.has(url.href),
      async (route) => {
        held.push(route.request().url());
        await released;
        await route.continue();
      },
    );
    // A navigation as a link makes it: a history entry with its own key (React Router's state). A
    // bare pushState(null) would reuse the first entry's key, 'default', which the shell rightly
    // takes for the server-rendered page whose data is already there.
    await page.evaluate(() => {
      const state = { usr: null, key: 'e2e-committee', idx: 1 };
      history.pushState(state, '', '/investors/committee');
      dispatchEvent(new PopStateEvent('popstate', { state }));
    });
    await expect.poll(() => held.length, { message: "the committee screen's chunk is asked for" }).toBeGreaterThan(0);
    await expect.poll(() => dataRequests.length, { message: 'its data is asked for while the chunk is held' }).toBe(1);
    release();
    await expect(page.locator('main table').first()).toBeVisible();
    await expect(page.locator('main tbody tr').first()).not.toContainText('No data');
    await page.waitForLoadState('networkidle');
    expect(dataRequests, 'the screen used the answer asked for with its chunk').toHaveLength(1);
  });
});

test.describe('preload hints', () => {
  // One route of each remote, server-rendered: the page links its screen's CSS (from the remote's
  // screen-assets.json) and preloads its LCP image, and nothing else competes with the first frame
  // (the scripts that hydrate it are fetched after it is painted). Each preload must be the request
  // the page really makes — a mismatch (credentials mode, URL) downloads the file twice. The four
  // pages load side by side, each in a fresh context (a cold cache, as a first visit), so Chrome's
  // late unused-preload report is waited for once.
  const PATHS = ['/', '/product/pvc-electricals', '/investors/annual-report', '/dealer-networks'];
  test("a server-rendered page links its screen's CSS, preloads no script, and uses every preload once", async ({ browser, request }) => {
    // The server waits only briefly for a remote's screen-assets.json: on a busy machine the
    // first page may go without screen hints. Wait until the shell's pages have them.
    for (const path of PATHS) {
      await expect
        .poll(async () => /<link rel="stylesheet" href="[^"]*\/mf\/mfe-[a-z]+\/local\/static\/css\//.test(await (await request.get(path)).text()), { timeout: 15_000 })
        .toBe(true);
    }
    const loaded = await Promise.all(
      PATHS.map(async (path) => {
        const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
        const page = await context.newPage();
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (/preload/i.test(message.text())) warnings.push(message.text());
        });
        const requested = new Map<string, number>();
        page.on('request', (r) => requested.set(r.url(), (requested.get(r.url()) ?? 0) + 1));
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        const preloads = await page.locator('link[rel=preload]').evaluateAll((links) =>
          links.map((link) => ({
            href: (link as HTMLLinkElement).href,
            as: link.getAttribute('as'),
            // An image preload with a srcset (the server-rendered LCP image) has no href: the browser picks one candidate.
            candidates: (link.getAttribute('imagesrcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]!).filter(Boolean).map((c) => new URL(c, document.baseURI).href),
          })),
        );
        expect(preloads.filter((p) => p.as === 'script' || p.as === 'fetch'), path).toEqual([]);
        if (path === '/' || path === '/product/pvc-electricals') expect(preloads.filter((p) => p.as === 'image'), `${path}: LCP image preload`).toHaveLength(1);
        return { path, page, warnings, requested, preloads };
      }),
    );
    // Chrome reports an unused preload only seconds after the load event.
    await loaded[0]!.page.waitForTimeout(3500);
    for (const { path, warnings, requested, preloads } of loaded) {
      expect(warnings, path).toEqual([]);
      for (const { href, candidates } of preloads) {
        if (href) expect(requested.get(href) ?? 0, `${path}: ${href}`).toBe(1);
        else expect(candidates.map((c) => requested.get(c) ?? 0).sort(), `${path}: ${candidates.join(', ')}`).toEqual([...candidates.slice(1).map(() => 0), 1]);
      }
    }
    await Promise.all(loaded.map(({ page }) => page.context().close()));
  });
});

test.describe('a remote that cannot load', () => {
  const sections = [
    { remote: 'mfe_products', path: '/product/solvent', others: ['/investors/committee', '/dealer-networks', '/about'] },
    { remote: 'mfe_investors', path: '/investors/committee', others: ['/product/solvent', '/dealer-networks', '/about'] },
    { remote: 'mfe_dealers', path: '/dealer-networks', others: ['/product/solvent', '/investors/committee', '/about'] },
    { remote: 'mfe_content', path: '/about', others: ['/product/solvent', '/investors/committee', '/dealer-networks'] },
  ];
  // One variant shell at a time on its own port: the remote under test points at a dead origin.
  test.describe.configure({ mode: 'serial' });

  for (const { remote, path, others } of sections) {
    test(`${remote} down: its section shows the fallback with Retry, the rest keeps working`, async ({ page }) => {
      const shell = await startVariantShell({
        port: VARIANT_PORTS.shellRemoteDown,
        remotes: { [remote]: `http://localhost:${VARIANT_PORTS.deadRemote}/mf-manifest.json` },
      });
      try {
        const base = `http://localhost:${VARIANT_PORTS.shellRemoteDown}`;
        // The server cannot load that remote's code either: the page still answers, its section left to the browser.
        const response = await page.goto(base + path);
        expect(response?.status()).toBe(200);
        expect(await response!.text()).toContain('<!--$!-->');
        await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // Retry tries again (and fails again, the remote is still down) without breaking the page.
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible({ timeout: 20_000 });
        for (const other of others) {
          await page.goto(base + other);
          await expect(page.locator('main h1').first()).toBeVisible();
          await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toHaveCount(0);
        }
      } finally {
        await shell.close();
      }
    });
  }
});
