// Each remote also runs alone, for its team: its own origin serves a standalone page. Production
// remotes take the Module Federation runtime from the page (externalRuntime); without a shell the
// page loads it from the remote's own mf-runtime-core.js first. This proves that frame works.
import { REMOTE_APPS, type RemoteApp } from '../../shell/server/apps.ts';
import { appUrl } from '../../tools/serve/stack.ts';
import { expect, test } from './support/fixtures.ts';

const SCREEN: Record<RemoteApp, { path: string; heading: RegExp }> = {
  'mfe-products': { path: '/product/pvc-electricals', heading: /conduit/i },
  'mfe-investors': { path: '/investors/annual-report', heading: /^Annual Report$/ },
  'mfe-dealers': { path: '/dealer-networks', heading: /dealer/i },
  'mfe-content': { path: '/', heading: /^Pipes and conduits Kerala has trusted for thirty years$/ },
};

for (const app of REMOTE_APPS) {
  test(`${app} renders its screen on its own origin, with the runtime from mf-runtime-core.js`, async ({ page, consoleErrors }) => {
    const origin = appUrl(app);
    const runtime = page.waitForResponse((response) => response.url() === `${origin}/mf-runtime-core.js`);
    await page.goto(`${origin}${SCREEN[app].path}`);
    expect((await runtime).status()).toBe(200);
    await expect(page.locator('main h1').first()).toHaveText(SCREEN[app].heading);
    // Its remoteEntry.js carries no runtime of its own: it uses the one the page provides.
    expect(await page.evaluate(() => typeof (globalThis as Record<string, unknown>)._FEDERATION_RUNTIME_CORE)).toBe('object');
    expect(consoleErrors).toEqual([]);
  });
}
