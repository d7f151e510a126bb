import { routeTable } from '../../shell/src/routes/route-table.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 15: pages arrive server-rendered (the shell's frame from its server build, each screen from
// its remote's server code loaded at run time) and the browser hydrates them.

test('every route arrives as HTML with its screen; the browser hydrates it without re-rendering', async ({ page, request, consoleErrors }) => {
  await test.step('without JavaScript: each route answers its screen under the header and footer, unknown paths 404', async () => {
    for (const path of [...routeTable.map((route) => route.path), '/md-message', '/no/such/page']) {
      const response = await request.get(encodeURI(path));
      expect(response.status(), path).toBe(path === '/no/such/page' ? 404 : 200);
      const html = await response.text();
      const h1 = /<main[^>]*>[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim();
      expect(h1, path).toBeTruthy();
      expect(html, path).toContain('<header');
      expect(html, path).toContain('<footer');
      // No section left to the browser, and no inline script (the CSP allows none).
      expect(html, path).not.toContain('<!--$!-->');
      expect(html, path).not.toMatch(/<script>/);
    }
  });

  await test.step('with JavaScript: the server-rendered heading is the node the page keeps (hydrated, not replaced)', async () => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __ssrHeading: Element | null }).__ssrHeading = document.querySelector('main h1');
      });
    });
    await page.goto('/investors/annual-report');
    await expect(page.locator('main h1')).toHaveText('Annual Report');
    // The browser's own screen code has run: the list of the admin host's documents is there.
    await expect(page.locator('main').getByRole('link', { name: /\.pdf|annual report/i }).first()).toBeVisible();
    const kept = await page.evaluate(() => {
      const heading = (window as unknown as { __ssrHeading: Element | null }).__ssrHeading;
      return Boolean(heading?.isConnected && heading === document.querySelector('main h1'));
    });
    expect(kept).toBe(true);
    await expect(page.locator('#site-remote-map')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
});
